import { type Booking, workInputSchema } from "@catercrew/shared";
import { eq } from "drizzle-orm";
import { bookings, clients, works } from "../../db/schema.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { createWork } from "../work-admin/work-admin.service.js";
import { queueBookingAnswer } from "./booking-answer.service.js";
import { bookingAnswer, openRequestedBooking } from "./bookings.service.js";

/**
 * POST /bookings/:id/confirm/ (admin): the booking becomes a work in one transaction, prefilled from
 * it (venue, date, time, meal, every role's people, guests, dress, notes; the head boys take boys'
 * places as on any work: docs/decisions/074-captains-price-credit-cap-booked-roles.md), the client linked, at the quoted price
 * unless the admin agreed another (docs/decisions/062-clients-own-page.md). Unpublished: the admin
 * finishes it and publishes it as any work. Confirming twice answers 409 (the booking is locked).
 * The client is told on WhatsApp (record 070), the message queued in the same transaction.
 */
export async function confirmBooking(
  ctx: Ctx<"now" | "config">,
  id: number,
  input: { payment_amount?: string; reporting_time?: string },
  actorId: number,
): Promise<Booking> {
  const row = await ctx.db.transaction(async (tx) => {
    const booking = await openRequestedBooking({ db: tx }, id);
    const [client] = await tx.select().from(clients).where(eq(clients.id, booking.clientId));
    if (!client) throw new AppError("CLIENT_NOT_FOUND");
    if (!client.mobile) throw new AppError("BOOKING_CLIENT_NO_MOBILE");
    const parsed = workInputSchema.safeParse({
      Auditorium_name: booking.venueName,
      Catering_company: client.kind === "caterer" ? client.name : null,
      customer_name: client.contactPerson || client.name,
      customer_mobile: client.mobile,
      address: booking.address,
      place: booking.place,
      district: booking.district,
      date: booking.date,
      reporting_time: input.reporting_time ?? booking.reportingTime,
      work_type: booking.workType,
      no_of_boys_needed: booking.boys + booking.headBoys,
      head_boys_needed: booking.headBoys,
      supervisors_needed: booking.supervisors,
      captains_needed: booking.captains,
      attendees: booking.guests,
      payment_amount: input.payment_amount ?? booking.quoteTotal,
      location_url: booking.locationUrl,
      remarks: booking.notes,
      dress_code: booking.dressCode,
    });
    if (!parsed.success) throw new AppError("VALIDATION_FAILED");
    const made = await createWork({ db: tx }, parsed.data, actorId);
    await tx.update(works).set({ clientId: client.id }).where(eq(works.id, made.work.id));
    const [updated] = await tx
      .update(bookings)
      .set({
        status: "confirmed",
        workId: made.work.id,
        decidedBy: actorId,
        decidedAt: ctx.now().toISOString(),
      })
      .where(eq(bookings.id, id))
      .returning();
    if (!updated) throw new AppError("BOOKING_NOT_FOUND");
    await audit(tx, {
      actorId,
      action: "booking.confirm",
      entity: "booking",
      entityId: id,
      details: { work_id: made.work.id },
    });
    await queueBookingAnswer(ctx, tx, id);
    return updated;
  });
  return bookingAnswer(row);
}
