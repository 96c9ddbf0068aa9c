import type { Ctx } from "../../lib/context.js";
import {
  activeNumberOf,
  type ContactRow,
  findContactByNumber,
  findContactByUser,
  type OptInHow,
  recordOptIn,
  restartContact,
  stopContact,
} from "./contacts.repository.js";

/**
 * WhatsApp opt-ins (docs/decisions/041-whatsapp-inbound.md): only a worker's own
 * recorded START makes them a WhatsApp recipient, and it proves the number to send to.
 */

export type { ContactRow, OptInHow };

/**
 * The number to send a WhatsApp message to, or null: only when the user opted in (their own
 * START), has not sent STOP since, and has not turned WhatsApp off in their profile. Everyone
 * else gets in-app and push notices only.
 */
export async function whatsappRecipient(ctx: Ctx, userId: number): Promise<string | null> {
  return activeNumberOf(ctx.db, userId);
}

export async function contactOfUser(ctx: Ctx, userId: number): Promise<ContactRow | undefined> {
  return findContactByUser(ctx.db, userId);
}

export async function contactOfNumber(ctx: Ctx, waNumber: string): Promise<ContactRow | undefined> {
  return findContactByNumber(ctx.db, waNumber);
}

/** Records an opt-in (START) from `waNumber`; run inside the caller's transaction. */
export async function optIn(
  ctx: Ctx<"now">,
  userId: number,
  waNumber: string,
  how: OptInHow = "start_message",
): Promise<ContactRow> {
  return recordOptIn(ctx.db, { userId, waNumber, how, at: ctx.now() });
}

/** STOP: false when the user had no running opt-in. */
export async function stopWhatsapp(ctx: Ctx<"now">, userId: number): Promise<boolean> {
  return stopContact(ctx.db, userId, ctx.now());
}

/** START again after a STOP (same number): false when the user never opted in. */
export async function restartWhatsapp(
  ctx: Ctx<"now">,
  userId: number,
  how: OptInHow = "start_message",
): Promise<boolean> {
  return restartContact(ctx.db, userId, how, ctx.now());
}
