// Schemas of the stats domain: request and response shapes shared by the web forms and the API.
import { z } from "zod";
import { staffWorkSchema } from "./works.js";

/** Dashboard counts, computed by the database. */
export const adminStatsSchema = z.object({
  /** Every user but admins. */
  total_users: z.number(),
  total_works_completed: z.number(),
  /** Upcoming works: neither completed nor cancelled. */
  total_pending_works: z.number(),
  /** Requests to join upcoming works, not answered yet. */
  total_pending_join_requests: z.number(),
  /** Worker applications awaiting approval (not approved, not rejected). */
  total_pending_applicants: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** A captain's without `payment_amount` while the admin says so (record 074). */
export const upcomingWorksSchema = z.array(staffWorkSchema);

/** A work of the next seven days that is short of people (the admin's "needs me now"). */
const staffingGapSchema = z.object({
  id: z.number(),
  Auditorium_name: z.string(),
  date: z.string(),
  reporting_time: z.string(),
  work_type: z.string(),
  /** The occasion (record 069), "" when not said. */
  occasion: z.string(),
  place: z.string(),
  district: z.string(),
  is_published: z.boolean(),
  /** Boys and head boys needed and assigned (docs/decisions/029-money-and-work-rules.md). */
  boys_needed: z.number(),
  boys_assigned: z.number(),
  /** needed - assigned when positive, else 0. */
  boys_short: z.number(),
  captains_assigned: z.number(),
  supervisors_assigned: z.number(),
  /** Workers asking to join, not answered yet. */
  pending_requests: z.number(),
});
export type StaffingGap = z.infer<typeof staffingGapSchema>;

/**
 * A completed work whose completing captain still has no rating or no wage: they were not needed
 * to complete it, and an admin enters them afterwards (docs/decisions/013-spec-client-contract.md).
 */
const openCaptainRowSchema = z.object({
  work_id: z.number(),
  Auditorium_name: z.string(),
  date: z.string(),
  /** The captain's numeric key (sent as `user` to rate-boy and the wage routes). */
  user: z.number(),
  user_name: z.string(),
  needs_rating: z.boolean(),
  needs_wage: z.boolean(),
});
export type OpenCaptainRow = z.infer<typeof openCaptainRowSchema>;

/** What needs the admin now: staffing gaps this week, applications, requests, unpaid wages. */
export const needsAttentionSchema = z.object({
  /** The window, Asia/Kolkata dates, both inclusive (today and six days on). */
  from: z.string(),
  to: z.string(),
  /** Upcoming works in the window (short or not). */
  works_in_window: z.number(),
  /** Works in the window short of boys or without a captain, by date then reporting time. */
  staffing_gaps: z.array(staffingGapSchema),
  /** Worker applications awaiting approval. */
  pending_applications: z.number(),
  /** Requests to join upcoming works, not answered yet. */
  pending_requests: z.number(),
  /** Saved wages not paid yet: how many, their sum (exact decimal) and how many works they are for. */
  unpaid_wages: z.object({ count: z.number(), amount: z.string(), works: z.number() }),
  /** Captains' own ratings and wages left open at completion, oldest work first (at most 50). */
  open_captain_rows: z.array(openCaptainRowSchema),
});
export type NeedsAttention = z.infer<typeof needsAttentionSchema>;
