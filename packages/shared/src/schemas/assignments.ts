import { z } from "zod";
import { ASSIGNMENT_SOURCES, WORKER_ROLES } from "../enums.js";
import { boolish, idSchema } from "./common.js";

/** The `type` of an assigned user: the original client (record 013) knows only these two. */
const ASSIGNED_USER_TYPES = ["supervisor", "boys"] as const;

const roleTypeSchema = z.preprocess(
  (v) =>
    typeof v === "string" ? (v.trim().toLowerCase() === "captain" ? "subadmin" : v.trim().toLowerCase()) : v,
  z.enum(WORKER_ROLES, { error: "role_type must be one of subadmin, supervisor, head_boy, boys" }),
);

const userIds = z
  .array(idSchema, { error: "user_ids must be a list of user ids" })
  .min(1, "Select at least one user")
  .max(200, "At most 200 users at once")
  .transform((ids) => [...new Set(ids)]);

/** POST assign/head-boy-captain/: assigns users of one role to a work. */
export const assignUsersSchema = z.object({
  work_id: idSchema,
  role_type: roleTypeSchema,
  user_ids: userIds,
});
export type AssignUsersInput = z.input<typeof assignUsersSchema>;

/** POST assign-supervisors/: `work` plus `assignments` (user ids, or objects with `user`). */
export const assignSupervisorsSchema = z.object({
  work: idSchema,
  assignments: z
    .array(z.union([idSchema, z.object({ user: idSchema })]), { error: "assignments must be a list" })
    .min(1, "Select at least one supervisor")
    .max(200, "At most 200 users at once")
    .transform((list) => [...new Set(list.map((a) => (typeof a === "number" ? a : a.user)))]),
});

/**
 * A user assigned to a work (an "assigned user"; role is the role held in the work).
 * `id` is the assignment, `user_id` the user's numeric key (sent back as `user`), `user_code`
 * the UserID (CK00042); `is_rated` is the rating's id or false, `wage_id` the wage's id or null.
 */
const assignedUserSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  user_code: z.string(),
  user_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  place: z.string(),
  district: z.string(),
  /** The role the person holds in this work (subadmin, supervisor, head_boy or boys). */
  role: z.enum(WORKER_ROLES),
  /** The original client's two groups: supervisor, or boys (captains and head boys included). */
  type: z.enum(ASSIGNED_USER_TYPES),
  source: z.enum(ASSIGNMENT_SOURCES),
  is_setting: z.boolean(),
  is_loading: z.boolean(),
  is_rated: z.union([z.number(), z.literal(false)]),
  wage_id: z.number().nullable(),
  is_waged: z.boolean(),
  assigned_at: z.string(),
  /** The person's UPI ID, for "Pay via UPI" on the wage sheet. */
  upi_id: z.string(),
});
export type AssignedUser = z.infer<typeof assignedUserSchema>;

/** GET assigned-users/{id}/: a bare array (docs/decisions/013-spec-client-contract.md). */
export const assignedUsersResponse = z.array(assignedUserSchema);
export type AssignedUsersResponse = z.infer<typeof assignedUsersResponse>;

export const assignResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  work: z.number(),
  boy: z.array(assignedUserSchema),
  warnings: z.array(z.string()),
});
export type AssignResponse = z.infer<typeof assignResponse>;

/** PUT assign-extra-work/{work_id}/{boy_id}/. */
export const extraWorkSchema = z
  .object({ is_setting: boolish.optional(), is_loading: boolish.optional() })
  .refine((v) => v.is_setting !== undefined || v.is_loading !== undefined, {
    message: "Send is_setting or is_loading",
  });

export const extraWorkResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  user: assignedUserSchema,
});

export const workUserParams = z.object({ work_id: idSchema, boy_id: idSchema });
export const removeAssignedParams = z.object({ user_id: idSchema, work_id: idSchema });

/** A user already assigned to another work on the same date (shown in the assign picker before saving). */
const sameDayBookingSchema = z.object({
  /** The user's numeric key. */
  user: z.number(),
  work_id: z.number(),
  Auditorium_name: z.string(),
  date: z.string(),
  reporting_time: z.string(),
});
export const sameDayBookingsResponse = z.array(sameDayBookingSchema);
export type SameDayBooking = z.infer<typeof sameDayBookingSchema>;
