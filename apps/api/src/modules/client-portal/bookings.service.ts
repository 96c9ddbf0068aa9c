import type { AdminBooking, Booking, BookingInputParsed } from "@catercrew/shared";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { bookings, clientPortalSettings, clients } from "../../db/schema.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { iso, todayInKolkata as kolkataToday } from "../../lib/dates.js";
import { queueBookingAnswer } from "./booking-answer.service.js";
import { priceNeeds } from "./quote.service.js";

/**
 * Bookings (docs/decisions/062-clients-own-page.md): a client's request for staff, priced from his
 * rate card as he types, which the admin confirms into a work or declines with a reason.
 */

type BookingRow = typeof bookings.$inferSelect;

export function bookingAnswer(row: BookingRow): Booking {
  return {
    id: row.id,
    status: row.status,
    date: row.date,
    reporting_time: row.reportingTime,
    work_type: row.workType,
    venue_name: row.venueName,
    address: row.address,
    place: row.place,
    district: row.district,
    location_url: row.locationUrl ?? "",
    guests: row.guests,
    needs: { boys: row.boys, head_boys: row.headBoys, supervisors: row.supervisors, captains: row.captains },
    dress_code: row.dressCode ?? "",
    notes: row.notes ?? "",
    quote_total: row.quoteTotal,
    decline_reason: row.declineReason ?? "",
    work_id: row.workId,
    created_at: iso(row.createdAt) ?? row.createdAt,
  };
}

/** How many hours before reporting a booking is still taken (a setting, 12 by default). */
export async function bookingCutoffHours(ctx: Ctx): Promise<number> {
  const [row] = await ctx.db.select().from(clientPortalSettings).limit(1);
  return row?.bookingCutoffHours ?? 12;
}

export async function setBookingCutoffHours(ctx: Ctx, hours: number, actorId: number): Promise<number> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(clientPortalSettings)
      .values({ id: true, bookingCutoffHours: hours })
      .onConflictDoUpdate({ target: clientPortalSettings.id, set: { bookingCutoffHours: hours } });
    await audit(tx, {
      actorId,
      action: "client_portal.settings",
      entity: "client_portal_settings",
      entityId: 1,
    });
  });
  return hours;
}

/** A booking's date and time must be ahead by the cut-off: not in the past, not too late today. */
async function assertBookable(ctx: Ctx<"now">, date: string, reportingTime: string): Promise<void> {
  const now = ctx.now();
  if (date < kolkataToday(now)) throw new AppError("BOOKING_IN_PAST");
  const reporting = new Date(`${date}T${reportingTime}:00+05:30`).getTime();
  const hours = await bookingCutoffHours(ctx);
  if (reporting - now.getTime() < hours * 3_600_000) {
    throw new AppError("BOOKING_TOO_LATE", { params: { hours } });
  }
}

/** POST /client-portal/bookings/: the client's request, with the price he was shown. */
export async function createBooking(
  ctx: Ctx<"now">,
  clientId: number,
  input: BookingInputParsed,
): Promise<Booking> {
  await assertBookable(ctx, input.date, input.reporting_time);
  const quote = await priceNeeds(ctx, clientId, input.needs);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(bookings)
      .values({
        clientId,
        date: input.date,
        reportingTime: input.reporting_time,
        workType: input.work_type,
        venueName: input.venue_name,
        address: input.address,
        place: input.place,
        district: input.district,
        locationUrl: input.location_url,
        guests: input.guests,
        boys: input.needs.boys,
        headBoys: input.needs.head_boys,
        supervisors: input.needs.supervisors,
        captains: input.needs.captains,
        dressCode: input.dress_code,
        notes: input.notes,
        quoteTotal: quote.total,
      })
      .returning();
    if (!created) throw new AppError("INTERNAL_ERROR");
    await audit(tx, { actorId: null, action: "booking.create", entity: "booking", entityId: created.id });
    return created;
  });
  return bookingAnswer(row);
}

/** GET /client-portal/bookings/: his own, newest first. */
export async function clientBookings(ctx: Ctx, clientId: number): Promise<Booking[]> {
  const rows = await ctx.db
    .select()
    .from(bookings)
    .where(eq(bookings.clientId, clientId))
    .orderBy(desc(bookings.id))
    .limit(200);
  return rows.map(bookingAnswer);
}

/** GET /bookings/ (admin): requested first, then the newest, each with its client. */
export async function adminBookings(ctx: Ctx, status?: Booking["status"]): Promise<AdminBooking[]> {
  const where: SQL | undefined = status ? eq(bookings.status, status) : undefined;
  const rows = await ctx.db
    .select({ booking: bookings, client: { id: clients.id, name: clients.name, mobile: clients.mobile } })
    .from(bookings)
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .where(where)
    .orderBy(desc(eq(bookings.status, "requested")), desc(bookings.id))
    .limit(500);
  return rows.map((r) => ({
    ...bookingAnswer(r.booking),
    client: { id: r.client.id, name: r.client.name, mobile: r.client.mobile ?? "" },
    answer: r.booking.answerStatus
      ? { status: r.booking.answerStatus, error: r.booking.answerError ?? "" }
      : null,
  }));
}

/** The booking, locked, still waiting for the admin's answer. */
export async function openRequestedBooking(ctx: Ctx, id: number): Promise<BookingRow> {
  const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, id)).for("update");
  if (!row) throw new AppError("BOOKING_NOT_FOUND");
  if (row.status !== "requested") throw new AppError("BOOKING_ALREADY_DECIDED");
  return row;
}

/** POST /bookings/:id/decline/ (admin): declined with a reason the client reads, and told on WhatsApp. */
export async function declineBooking(
  ctx: Ctx<"now" | "config">,
  id: number,
  reason: string,
  actorId: number,
): Promise<Booking> {
  const row = await ctx.db.transaction(async (tx) => {
    await openRequestedBooking({ db: tx }, id);
    const [updated] = await tx
      .update(bookings)
      .set({
        status: "declined",
        declineReason: reason,
        decidedBy: actorId,
        decidedAt: ctx.now().toISOString(),
      })
      .where(and(eq(bookings.id, id), eq(bookings.status, "requested")))
      .returning();
    if (!updated) throw new AppError("BOOKING_ALREADY_DECIDED");
    await audit(tx, { actorId, action: "booking.decline", entity: "booking", entityId: id });
    await queueBookingAnswer(ctx, tx, id);
    return updated;
  });
  return bookingAnswer(row);
}
