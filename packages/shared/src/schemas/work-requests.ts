import { z } from "zod";
import { REQUEST_STATUSES } from "../enums.js";
import { boolish } from "./common.js";
import { rejectionReasonSchema } from "./rejections.js";
import { userSchema } from "./users.js";

const requestStatusSchema = z.enum(REQUEST_STATUSES, { error: "Status is not valid" });

/** A join request on a work as the admin sees it (the original API's field names). */
export const adminWorkRequestSchema = z.object({
  id: z.number(),
  work: z.number(),
  status: requestStatusSchema,
  assigned: z.boolean(),
  boy_name: z.string(),
  boy_mobile: z.string(),
  boy_place: z.string(),
  boy: userSchema.pick({
    id: true,
    user_id: true,
    user_name: true,
    email: true,
    mobile_number: true,
    role: true,
    place: true,
    district: true,
    employment_type: true,
  }),
  boy_experience: z.boolean(),
  boy_bike: z.boolean(),
  boy_license: z.boolean(),
  requested_at: z.string(),
  comment: z.string(),
  /** The reason given when the request was rejected (null: none, or not rejected). */
  rejection_reason: z.string().nullable(),
});
export type AdminWorkRequest = z.infer<typeof adminWorkRequestSchema>;

export const workJoinRequestsQuery = z.object({ status: requestStatusSchema.optional() });

/** PUT work-request/{id}/status-update/: accept (assigns the worker) or reject. */
export const requestStatusUpdateSchema = z.object({
  status: z.enum(["accepted", "rejected"], { error: "Status must be accepted or rejected" }),
  assigned: boolish.optional(),
  comment: z.string().trim().max(500, "Comment is too long").optional(),
  /** Why a reject turned the request down, shown to the worker (ignored on accept). */
  reason: rejectionReasonSchema,
});
export type RequestStatusUpdate = z.input<typeof requestStatusUpdateSchema>;

export const requestStatusUpdateResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  request: adminWorkRequestSchema,
  /** Same-day double booking, more boys than needed (docs/decisions/005-admin-works-and-analytics.md). */
  warnings: z.array(z.string()),
});
export type RequestStatusUpdateResponse = z.infer<typeof requestStatusUpdateResponse>;
