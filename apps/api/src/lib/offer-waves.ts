import type { Ctx } from "./context.js";
import { enqueue } from "./job-queue.js";

/**
 * The WhatsApp offer waves' queue (docs/decisions/042-whatsapp-outbound.md). Publishing a work
 * starts its offers by writing the first wave's job in the publishing transaction, as `notify()`
 * writes a notice (docs/decisions/023-notify-as-outbox.md): so `work-admin` needs nothing of the
 * whatsapp module, which works this queue and writes the later waves.
 */
export const WAVE_QUEUE = "whatsapp-offer-wave";

/** Starts the offers of a just-published work (in the publishing transaction): the first wave's job. */
export async function startOffers(ctx: Ctx, workId: number): Promise<void> {
  await enqueue(ctx.db, WAVE_QUEUE, { workId });
}
