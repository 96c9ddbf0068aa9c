import type { WhatsappTemplateKind } from "@catercrew/shared";
import { formatDate, formatTime } from "@catercrew/shared/format/dates";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { bookings, clients } from "../../db/schema.js";
import type { Ctx } from "../../lib/context.js";
import { enqueue } from "../../lib/job-queue.js";
import { publicBaseUrl } from "../../lib/public-url.js";
import { sendTemplateNow } from "../../lib/template-send.js";
import { portalLanguage } from "./portal-signin.service.js";

/**
 * The client is told the admin's answer to his booking on WhatsApp (record 070): the
 * `booking_confirmed` or `booking_declined` template, in the language of his page, to the mobile
 * number on his client record. Queued in the deciding transaction (the message exists exactly when
 * the answer does), sent once by the queue's worker; what became of it stays on the booking, for
 * the admin's list.
 */

export const BOOKING_ANSWER_QUEUE = "client-booking-answer";

type AnswerStatus = "sent" | "failed" | "skipped";

/** In the transaction that confirms or declines: the message is queued, or skipped without WhatsApp. */
export async function queueBookingAnswer(ctx: Ctx<"config">, tx: DbOrTx, bookingId: number): Promise<void> {
  if (!ctx.config.whatsapp) {
    await tx
      .update(bookings)
      .set({ answerStatus: "skipped", answerError: "WhatsApp is not configured" })
      .where(eq(bookings.id, bookingId));
    return;
  }
  await tx
    .update(bookings)
    .set({ answerStatus: "queued", answerError: null })
    .where(eq(bookings.id, bookingId));
  await enqueue(tx, BOOKING_ANSWER_QUEUE, { bookingId });
}

/** A template parameter is one line and never empty (Meta refuses either). */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim() || "-";

/** The queue's worker: claims the queued message (so it goes once) and sends it. */
export async function sendBookingAnswer(
  ctx: Ctx<"config">,
  bookingId: number,
): Promise<AnswerStatus | "gone"> {
  const [booking] = await ctx.db
    .update(bookings)
    .set({ answerStatus: "skipped" })
    .where(and(eq(bookings.id, bookingId), eq(bookings.answerStatus, "queued")))
    .returning();
  if (!booking || booking.status === "requested") return "gone";
  const finish = async (status: AnswerStatus, error: string | null) => {
    await ctx.db
      .update(bookings)
      .set({ answerStatus: status, answerError: error?.slice(0, 1000) ?? null })
      .where(eq(bookings.id, bookingId));
    return status;
  };
  const [client] = await ctx.db.select().from(clients).where(eq(clients.id, booking.clientId));
  if (!client?.mobile) return finish("skipped", "The client has no mobile number");
  const language = await portalLanguage(ctx, client.id);
  const confirmed = booking.status === "confirmed";
  const kind: WhatsappTemplateKind = confirmed ? "booking_confirmed" : "booking_declined";
  const params = [
    oneLine(client.contactPerson || client.name),
    oneLine(booking.venueName),
    formatDate(booking.date, language),
    confirmed ? formatTime(booking.reportingTime, language) : oneLine(booking.declineReason ?? ""),
    `${publicBaseUrl(ctx.config)}/client`,
  ];
  const outcome = await sendTemplateNow(ctx, { to: `91${client.mobile}`, kind, language, params });
  return outcome.sent ? finish("sent", null) : finish("failed", outcome.reason);
}
