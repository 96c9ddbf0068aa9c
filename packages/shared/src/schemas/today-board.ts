// The admin dashboard's lists behind its counts: today's works with their
// crews and check-ins, the works with unpaid wages, and the requests to join works.
import { z } from "zod";

const todayCrewMemberSchema = z.object({
  user: z.number(),
  user_name: z.string(),
  /** The person's UserID (CK00042). */
  user_code: z.string(),
  role: z.string(),
  /** When they checked in (ISO), null while they have not. */
  checked_in_at: z.string().nullable(),
});

const todayWorkSchema = z.object({
  id: z.number(),
  Auditorium_name: z.string(),
  place: z.string(),
  district: z.string(),
  reporting_time: z.string(),
  work_type: z.string(),
  /** The occasion (record 069), "" when not said. */
  occasion: z.string(),
  status: z.string(),
  no_of_boys_needed: z.number(),
  crew: z.array(todayCrewMemberSchema),
});

const unpaidWorkSchema = z.object({
  id: z.number(),
  Auditorium_name: z.string(),
  date: z.string(),
  /** Unpaid wages on the work and their exact sum. */
  unpaid_count: z.number(),
  unpaid_amount: z.string(),
});

const pendingJoinRequestSchema = z.object({
  id: z.number(),
  work_id: z.number(),
  Auditorium_name: z.string(),
  date: z.string(),
  user: z.number(),
  user_name: z.string(),
  user_code: z.string(),
  role: z.string(),
  requested_at: z.string(),
});

/** GET /admin_panel/admin/today-board/ (admins only). */
export const todayBoardSchema = z.object({
  /** Today in Asia/Kolkata. */
  date: z.string(),
  /** Today's works that are not cancelled, by reporting time. */
  today: z.array(todayWorkSchema),
  /** Works with wages not paid yet, newest first (at most 50). */
  unpaid_works: z.array(unpaidWorkSchema),
  /** Requests to join upcoming works not answered yet, by work date then arrival (at most 100). */
  pending_requests: z.array(pendingJoinRequestSchema),
});
export type TodayBoard = z.infer<typeof todayBoardSchema>;
export type TodayWork = z.infer<typeof todayWorkSchema>;
