import { workTypeOnWire } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import type { Ctx } from "../../lib/context.js";
import { todayInKolkata } from "../../lib/dates.js";
import {
  adminStats,
  attentionCounts,
  averageRating,
  openCaptainRows,
  upcomingStaffing,
  userCounts,
} from "./stats.repository.js";

/** The dashboard counts of admins and sub-admins. */
export function dashboardStats({ db }: Ctx) {
  return adminStats(db);
}

/** `date` plus `days` calendar days (YYYY-MM-DD). */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The admin's "what needs me now": the works of the next seven days (today included, Asia/Kolkata)
 * short of boys or without a captain, applications and requests waiting, wages not paid yet, and
 * captains' own ratings and wages left open when they completed their work.
 * Reads only, in one transaction so the figures agree with each other.
 */
export function needsAttention({ db }: Ctx, now: Date = new Date()) {
  const from = todayInKolkata(now);
  const to = addDays(from, 6);
  return db.transaction(async (tx) => {
    const week = await upcomingStaffing(tx, from, to);
    const counts = await attentionCounts(tx);
    const open = await openCaptainRows(tx);
    const gaps = week
      .map((w) => ({
        id: w.id,
        Auditorium_name: w.auditorium_name,
        date: w.date,
        reporting_time: w.reporting_time,
        work_type: workTypeOnWire(w.work_type),
        occasion: w.occasion ?? "",
        place: w.place,
        district: w.district,
        is_published: w.is_published,
        boys_needed: Number(w.boys_needed),
        boys_assigned: Number(w.boys_assigned),
        boys_short: Math.max(0, Number(w.boys_needed) - Number(w.boys_assigned)),
        captains_assigned: Number(w.captains_assigned),
        supervisors_assigned: Number(w.supervisors_assigned),
        pending_requests: Number(w.pending_requests),
      }))
      .filter((w) => w.boys_short > 0 || w.captains_assigned === 0);
    const openRows = open.map((r) => ({
      work_id: r.work_id,
      Auditorium_name: r.auditorium_name,
      date: r.date,
      user: Number(r.user),
      user_name: r.user_name,
      needs_rating: r.needs_rating,
      needs_wage: r.needs_wage,
    }));
    return {
      from,
      to,
      works_in_window: week.length,
      staffing_gaps: gaps,
      ...counts,
      open_captain_rows: openRows,
    };
  });
}

/** The signed-in worker's counts. */
export async function workerStats(ctx: Ctx, user: AuthUser) {
  return (await workerStatsAndRating(ctx, user)).counts;
}

/** The worker's counts and average rating in one read (the home summary's first two parts). */
export async function workerStatsAndRating({ db }: Ctx, user: AuthUser) {
  const { counts, rating } = await userCounts(db, user.id, todayInKolkata());
  return { counts: { user_name: user.userName, ...counts }, rating };
}

/** The worker's average rating (stars out of 5, one decimal). */
export function workerAverageRating({ db }: Ctx, userId: number) {
  return averageRating(db, userId);
}
