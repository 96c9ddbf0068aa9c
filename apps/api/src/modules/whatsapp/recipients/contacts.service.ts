import type { Ctx } from "../../../lib/context.js";
import { activeNumberOf } from "./contacts.repository.js";

/**
 * WhatsApp opt-ins (docs/decisions/041-whatsapp-inbound.md): only a worker's own
 * recorded START makes them a WhatsApp recipient, and it proves the number to send to.
 */

/**
 * The number to send a WhatsApp message to, or null: only when the user opted in (their own
 * START), has not sent STOP since, and has not turned WhatsApp off in their profile. Everyone
 * else gets in-app and push notices only.
 */
export async function whatsappRecipient(ctx: Ctx, userId: number): Promise<string | null> {
  return activeNumberOf(ctx.db, userId);
}
