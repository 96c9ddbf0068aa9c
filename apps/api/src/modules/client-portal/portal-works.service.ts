import {
  BOOKING_ROLES,
  type BookingRole,
  bookingRoleOf,
  type ClientFeedbackItem,
  type FeedbackInput,
  type PortalWork,
  type PortalWorkSummary,
} from "@catercrew/shared";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { assignments, bookings, checkIns, clientFeedback, users, works } from "../../db/schema.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { iso, todayInKolkata as kolkataToday } from "../../lib/dates.js";

/**
 * What a client sees of his works (docs/decisions/062-clients-own-page.md): a gauge per role, the
 * crew's first names, roles and arrival times, the captain's name and number. Never a worker's
 * mobile number, address, photo, rating or pay: the answers below are built from those fields
 * only, and a test fails if any other appears.
 */

type WorkRow = typeof works.$inferSelect;

/** The work, if it is this client's; a missing work and another client's answer the same 404. */
async function ownWork(ctx: Ctx, clientId: number, workId: number): Promise<WorkRow> {
  const [row] = await ctx.db
    .select()
    .from(works)
    .where(and(eq(works.id, workId), eq(works.clientId, clientId)))
    .limit(1);
  if (!row) throw new AppError("WORK_NOT_FOUND");
  return row;
}

type BookedPeople = Pick<typeof bookings.$inferSelect, "boys" | "headBoys" | "supervisors" | "captains">;

/**
 * People needed per role (docs/decisions/074-captains-price-credit-cap-booked-roles.md): the work's
 * own numbers, every role (its head boys are among its boys' places), and for a work confirmed
 * from a booking at least what the client booked of each role (a work confirmed before each role
 * reached the work carries only the boys).
 */
function neededBy(work: WorkRow, booked: BookedPeople | null): Record<BookingRole, number> {
  const own: Record<BookingRole, number> = {
    boys: Math.max(0, work.noOfBoysNeeded - work.headBoysNeeded),
    head_boys: work.headBoysNeeded,
    supervisors: work.supervisorsNeeded,
    captains: work.captainsNeeded,
  };
  if (!booked) return own;
  return {
    boys: Math.max(own.boys, booked.boys),
    head_boys: Math.max(own.head_boys, booked.headBoys),
    supervisors: Math.max(own.supervisors, booked.supervisors),
    captains: Math.max(own.captains, booked.captains),
  };
}

async function neededOf(ctx: Ctx, work: WorkRow): Promise<Record<BookingRole, number>> {
  const [booked] = await ctx.db
    .select({
      boys: bookings.boys,
      headBoys: bookings.headBoys,
      supervisors: bookings.supervisors,
      captains: bookings.captains,
    })
    .from(bookings)
    .where(eq(bookings.workId, work.id))
    .limit(1);
  return neededBy(work, booked ?? null);
}

const sumOf = (needed: Record<BookingRole, number>) => BOOKING_ROLES.reduce((n, role) => n + needed[role], 0);

function summaryOf(work: WorkRow, confirmed: number, needed: number): PortalWorkSummary {
  return {
    id: work.id,
    date: work.date,
    reporting_time: work.reportingTime,
    work_type: work.workType,
    venue_name: work.auditoriumName,
    place: work.place,
    status: work.status,
    confirmed,
    needed,
  };
}

/** GET /client-portal/works/: his works, the coming ones first, then the past (newest first). */
export async function portalWorks(ctx: Ctx<"now">, clientId: number): Promise<PortalWorkSummary[]> {
  const today = kolkataToday(ctx.now());
  const rows = await ctx.db
    .select({
      work: works,
      confirmed: sql<number>`(select count(*)::int from ${assignments} a where a.work_id = ${works.id})`,
      boys: bookings.boys,
      headBoys: bookings.headBoys,
      supervisors: bookings.supervisors,
      captains: bookings.captains,
    })
    .from(works)
    .leftJoin(bookings, eq(bookings.workId, works.id))
    .where(eq(works.clientId, clientId))
    .orderBy(
      desc(sql`${works.date} >= ${today}`),
      asc(sql`case when ${works.date} >= ${today} then ${works.date} end`),
      desc(works.date),
    )
    .limit(200);
  return rows.map(({ work, confirmed, boys, headBoys, supervisors, captains }) => {
    const booked =
      boys === null || headBoys === null || supervisors === null || captains === null
        ? null
        : { boys, headBoys, supervisors, captains };
    return summaryOf(work, Number(confirmed), sumOf(neededBy(work, booked)));
  });
}

/** GET /client-portal/works/:id/: the gauge, the crew as it arrives, the captain, his feedback. */
export async function portalWork(ctx: Ctx<"now">, clientId: number, workId: number): Promise<PortalWork> {
  const work = await ownWork(ctx, clientId, workId);
  const needed = await neededOf(ctx, work);
  const crew = await ctx.db
    .select({
      name: users.userName,
      mobile: users.mobileNumber,
      role: assignments.roleType,
      arrivedAt: checkIns.arrivedAt,
    })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.userId))
    .leftJoin(checkIns, and(eq(checkIns.workId, assignments.workId), eq(checkIns.userId, assignments.userId)))
    .where(eq(assignments.workId, workId))
    .orderBy(asc(checkIns.arrivedAt), asc(users.userName));
  const confirmedBy: Record<BookingRole, number> = { boys: 0, head_boys: 0, supervisors: 0, captains: 0 };
  for (const person of crew) confirmedBy[bookingRoleOf(person.role)] += 1;
  const captainRow = crew.find((p) => p.role === "subadmin");
  const [feedback] = await ctx.db.select().from(clientFeedback).where(eq(clientFeedback.workId, workId));
  return {
    ...summaryOf(work, crew.length, sumOf(needed)),
    gauge: BOOKING_ROLES.filter((role) => needed[role] > 0 || confirmedBy[role] > 0).map((role) => ({
      role,
      confirmed: confirmedBy[role],
      needed: needed[role],
    })),
    crew: crew.map((p) => ({
      first_name: firstName(p.name),
      role: p.role,
      arrived_at: p.arrivedAt ? (iso(p.arrivedAt) ?? p.arrivedAt) : null,
    })),
    captain: captainRow ? { name: captainRow.name, mobile: captainRow.mobile ?? "" } : null,
    feedback: feedback
      ? { stars: feedback.stars, comment: feedback.comment ?? "", created_at: iso(feedback.createdAt) ?? "" }
      : null,
    can_give_feedback: !feedback && work.status !== "cancelled" && work.date < kolkataToday(ctx.now()),
  };
}

/** "Rajesh Kumar" -> "Rajesh": the client sees first names only. */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** POST /client-portal/works/:id/feedback/: once per work, only after its day. */
export async function giveFeedback(
  ctx: Ctx<"now">,
  clientId: number,
  workId: number,
  input: { stars: number; comment: string | null },
): Promise<PortalWork["feedback"]> {
  const work = await ownWork(ctx, clientId, workId);
  if (work.status === "cancelled" || work.date >= kolkataToday(ctx.now()))
    throw new AppError("FEEDBACK_TOO_EARLY");
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(clientFeedback)
      .values({ workId, clientId, stars: input.stars, comment: input.comment })
      .onConflictDoNothing({ target: clientFeedback.workId })
      .returning();
    if (!created) throw new AppError("FEEDBACK_ALREADY_GIVEN");
    await audit(tx, { actorId: null, action: "client.feedback", entity: "work", entityId: workId });
    return created;
  });
  return { stars: row.stars, comment: row.comment ?? "", created_at: iso(row.createdAt) ?? "" };
}

/** A client's feedback per work, for the admin (the client's record and the work's page). */
export async function feedbackOfClient(
  ctx: Ctx,
  clientId: number,
  workId?: number,
): Promise<ClientFeedbackItem[]> {
  const rows = await ctx.db
    .select({
      feedback: clientFeedback,
      work: { id: works.id, date: works.date, venue: works.auditoriumName },
    })
    .from(clientFeedback)
    .innerJoin(works, eq(works.id, clientFeedback.workId))
    .where(
      and(
        eq(clientFeedback.clientId, clientId),
        workId === undefined ? undefined : eq(clientFeedback.workId, workId),
      ),
    )
    .orderBy(desc(works.date))
    .limit(200);
  return rows.map((r) => ({
    work_id: r.work.id,
    date: r.work.date,
    venue_name: r.work.venue,
    stars: r.feedback.stars,
    comment: r.feedback.comment ?? "",
    in_ranking: r.feedback.inRanking,
    created_at: iso(r.feedback.createdAt) ?? "",
  }));
}

/**
 * PUT /clients/:id/feedback/:workId/ (admin): whether the client's stars on this work count in the
 * crew ranking's "rating" reason of each person who was there (record 070). Off until the admin
 * turns it on; the stars are never shown to a worker.
 */
export async function setFeedbackInRanking(
  ctx: Ctx,
  clientId: number,
  workId: number,
  inRanking: boolean,
  actorId: number,
): Promise<ClientFeedbackItem> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(clientFeedback)
      .set({ inRanking })
      .where(and(eq(clientFeedback.clientId, clientId), eq(clientFeedback.workId, workId)))
      .returning({ id: clientFeedback.id });
    if (!row) throw new AppError("FEEDBACK_NOT_FOUND");
    await audit(tx, {
      actorId,
      action: "client.feedback_ranking",
      entity: "work",
      entityId: workId,
      details: { in_ranking: inRanking },
    });
  });
  const [item] = await feedbackOfClient(ctx, clientId, workId);
  if (!item) throw new AppError("FEEDBACK_NOT_FOUND");
  return item;
}

export type { FeedbackInput };
