// Schemas of the stats domain: request and response shapes shared by the web forms and the API.
import { z } from "zod";
import { workSchema } from "./works.js";

/** Dashboard counts, computed by the database. */
export const adminStatsSchema = z.object({
  /** Every user but admins. */
  total_users: z.number(),
  total_works_completed: z.number(),
  /** Upcoming works: neither completed nor cancelled. */
  total_pending_works: z.number(),
  /** Worker applications awaiting approval (not approved, not rejected). */
  total_pending_join_requests: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const upcomingWorksSchema = z.array(workSchema);
