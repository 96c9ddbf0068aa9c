import { and, eq } from "drizzle-orm";
import { whatsappOutbox } from "../../../db/schema.js";
import { AppError } from "../../../errors/app-error.js";
import type { Ctx } from "../../../lib/context.js";
import { enqueue } from "../../../lib/job-queue.js";
import { type FailureReason, failureReason } from "../receipts/failure-words.js";
import { SEND_QUEUE } from "./outbound.service.js";

/**
 * Trying a failed template again (docs/decisions/063-whatsapp-inbox.md), only where it can help:
 * a limit reached, WhatsApp unreachable, or an unknown refusal. A number not on WhatsApp, a STOP,
 * a closed window or a paused template would fail again. One message goes at once, outside the
 * pacer's slots; the send checks again that it is still worth sending.
 */
const RETRYABLE: ReadonlySet<FailureReason> = new Set(["limit_reached", "unreachable", "other"]);

export function canRetry(lastError: string | null): boolean {
  return RETRYABLE.has(failureReason(lastError));
}

/** POST /whatsapp/outbox/{id}/retry/ (admin). */
export async function retryFailedSend(ctx: Ctx<"now">, id: number): Promise<{ status: true }> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(whatsappOutbox).where(eq(whatsappOutbox.id, id)).for("update");
    if (row?.status !== "failed" || row.kind === "signin_code" || !canRetry(row.lastError)) {
      throw new AppError("WHATSAPP_RETRY_NOT_ALLOWED");
    }
    const at = ctx.now();
    await tx
      .update(whatsappOutbox)
      .set({ status: "scheduled", sendAt: at.toISOString(), lastError: null, wamid: null })
      .where(and(eq(whatsappOutbox.id, id), eq(whatsappOutbox.status, "failed")));
    await enqueue(tx, SEND_QUEUE, { messageId: id });
    return { status: true as const };
  });
}
