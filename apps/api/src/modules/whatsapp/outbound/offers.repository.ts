import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import {
  assignments,
  lateCancellations,
  notificationSettings,
  strikes,
  unavailableDays,
  users,
  whatsappContacts,
  workRequests,
  works,
} from "../../../db/schema.js";
import { averageStarsOf } from "../../crews/suggestions.service.js";
import type { WorkCaptain } from "./offer-details.js";

/** The roles that fill a work's places (boys and head boys; docs/decisions/037-crew-builder.md). */
const FILLING_ROLES = ["boys", "head_boy"] as const;

type WorkKey = { id: number; date: string; workType: (typeof works.$inferSelect)["workType"] };

/** How many of the work's needed places are taken. */
export async function filledPlaces(db: DbOrTx, workId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(assignments)
    .where(and(eq(assignments.workId, workId), inArray(assignments.roleType, [...FILLING_ROLES])));
  return row?.n ?? 0;
}

/**
 * Workers an offer of the work may go to, before the no-show block and "Not this time": opted in
 * to WhatsApp (and not stopped or turned off), approved, active, of a filling role, not on the
 * work nor asking for it already, not on another work of the same day and meal, and not
 * unavailable that day.
 */
export async function offerCandidates(db: DbOrTx, work: WorkKey) {
  const U = sql.raw(`"users"."id"`);
  return db
    .select({
      userId: users.id,
      role: users.role,
      language: users.language,
      district: users.district,
      dateOfBirth: users.dateOfBirth,
    })
    .from(users)
    .innerJoin(whatsappContacts, eq(whatsappContacts.userId, users.id))
    .where(
      and(
        sql`${whatsappContacts.stoppedAt} is null`,
        eq(users.isActive, true),
        eq(users.isApproved, true),
        inArray(users.role, [...FILLING_ROLES]),
        sql`not exists (select 1 from ${notificationSettings} s where s.user_id = ${U} and s.whatsapp_opt_out)`,
        sql`not exists (select 1 from ${assignments} a where a.user_id = ${U} and a.work_id = ${work.id})`,
        sql`not exists (select 1 from ${workRequests} r where r.user_id = ${U} and r.work_id = ${work.id})`,
        sql`not exists (select 1 from ${unavailableDays} d where d.user_id = ${U} and d.day = ${work.date})`,
        sql`not exists (select 1 from ${assignments} a join ${works} w on w.id = a.work_id where a.user_id = ${U} and w.id <> ${work.id} and w.date = ${work.date} and w.work_type = ${work.workType} and w.status <> 'cancelled')`,
      ),
    )
    .orderBy(users.id);
}

/** The ranking's facts (docs/decisions/037-crew-builder.md) for each person, in one query. */
export async function rankingFacts(db: DbOrTx, work: { district: string; date: string }, userIds: number[]) {
  if (userIds.length === 0) return [];
  const U = sql.raw(`"users"."id"`);
  const window = sql`now() - interval '90 days'`;
  const month = work.date.slice(0, 7);
  return db
    .select({
      id: users.id,
      district: users.district,
      createdAt: users.createdAt,
      hasBike: users.hasBike,
      rating: averageStarsOf(U),
      noShows: sql<number>`(select count(*)::int from ${strikes} s where s.user_id = ${U} and s.cleared_at is null and s.created_at > ${window})`,
      lates: sql<number>`(select count(*)::int from ${lateCancellations} l where l.user_id = ${U} and l.cleared_at is null and l.created_at > ${window})`,
      done: sql<number>`(select count(*)::int from ${assignments} a join ${works} w on w.id = a.work_id where a.user_id = ${U} and w.status = 'completed')`,
      thisMonth: sql<number>`(select count(*)::int from ${assignments} a join ${works} w on w.id = a.work_id where a.user_id = ${U} and w.status <> 'cancelled' and to_char(w.date, 'YYYY-MM') = ${month})`,
    })
    .from(users)
    .where(inArray(users.id, userIds));
}

/** Requests of the work by where they came from. */
export async function requestsByChannel(db: DbOrTx, workId: number) {
  const rows = await db
    .select({ channel: workRequests.channel, n: sql<number>`count(*)::int` })
    .from(workRequests)
    .where(eq(workRequests.workId, workId))
    .groupBy(workRequests.channel);
  return new Map(rows.map((r) => [r.channel, Number(r.n)]));
}

/** Whether the person asked for the work already or is on it. */
export async function requestedOrOn(db: DbOrTx, workId: number, userId: number): Promise<boolean> {
  const [request] = await db
    .select({ id: workRequests.id })
    .from(workRequests)
    .where(and(eq(workRequests.workId, workId), eq(workRequests.userId, userId)))
    .limit(1);
  return request !== undefined || (await onCrew(db, workId, userId));
}

/** Whether the person is on the work's crew. */
export async function onCrew(db: DbOrTx, workId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.workId, workId), eq(assignments.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The captain on the work's crew (the first assigned), with his number; null before one is assigned. */
export async function captainOfWork(db: DbOrTx, workId: number): Promise<WorkCaptain | null> {
  const [row] = await db
    .select({ name: users.userName, mobile: users.mobileNumber })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.userId))
    .where(and(eq(assignments.workId, workId), eq(assignments.roleType, "subadmin")))
    .orderBy(assignments.id)
    .limit(1);
  return row?.mobile ? { name: row.name, mobile: row.mobile } : null;
}
