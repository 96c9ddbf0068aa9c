import type { TodayBoard } from "@catercrew/shared";
import type { Ctx } from "../../lib/context.js";
import { iso, todayInKolkata } from "../../lib/dates.js";
import { pendingJoinRequests, todayWorksWithCrew, worksWithUnpaidWages } from "./today-board.repository.js";

const UNPAID_WORKS_LIMIT = 50;
const PENDING_REQUESTS_LIMIT = 100;

/**
 * The lists behind the admin dashboard's counts (docs/decisions/043): today's works with their
 * crews and who has checked in, the works with unpaid wages, and the requests to join works.
 */
export async function todayBoard({ db }: Ctx, now: Date = new Date()): Promise<TodayBoard> {
  const today = todayInKolkata(now);
  const [todayRows, unpaid, pending] = await Promise.all([
    todayWorksWithCrew(db, today),
    worksWithUnpaidWages(db, UNPAID_WORKS_LIMIT),
    pendingJoinRequests(db, PENDING_REQUESTS_LIMIT),
  ]);
  return {
    date: today,
    today: todayRows.map((w) => ({
      id: w.id,
      Auditorium_name: w.auditorium_name,
      place: w.place,
      district: w.district,
      reporting_time: w.reporting_time,
      work_type: w.work_type,
      occasion: w.occasion ?? "",
      status: w.status,
      no_of_boys_needed: w.no_of_boys_needed,
      crew: w.crew.map((c) => ({
        ...c,
        checked_in_at: c.checked_in_at ? (iso(c.checked_in_at) ?? null) : null,
      })),
    })),
    unpaid_works: unpaid.map((w) => ({
      id: w.id,
      Auditorium_name: w.auditorium_name,
      date: w.date,
      unpaid_count: Number(w.unpaid_count),
      unpaid_amount: w.unpaid_amount,
    })),
    pending_requests: pending.map((r) => ({
      id: r.id,
      work_id: r.work_id,
      Auditorium_name: r.auditorium_name,
      date: r.date,
      user: r.user,
      user_name: r.user_name,
      user_code: r.user_code,
      role: r.role,
      requested_at: iso(r.requested_at) ?? "",
    })),
  };
}
