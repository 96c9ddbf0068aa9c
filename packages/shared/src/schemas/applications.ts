import { z } from "zod";
import { paginationSchema } from "./common.js";
import { roleSchema } from "./user-fields.js";

// ---- User requests (worker applications) ----

export const APPLICANT_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

/** A worker application as the User Requests screen reads it. */
export const userRequestSchema = z.object({
  id: z.number(),
  user_id: z.string(),
  user_name: z.string(),
  mobile_number: z.string(),
  place: z.string(),
  district: z.string(),
  role: roleSchema,
  employment_type: z.string(),
  experienced: z.boolean(),
  has_bike: z.boolean(),
  has_license: z.boolean(),
  license_image: z.string().nullable(),
  is_approved: z.boolean(),
  is_active: z.boolean(),
  /** pending (not approved), approved, or rejected (application refused: the account is deactivated). */
  request_status: z.enum(APPLICANT_STATUSES),
  /** The reason given with the rejection or revoked approval (null: none). */
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
});
export type UserRequest = z.infer<typeof userRequestSchema>;

export const USER_REQUEST_SORT_FIELDS = [
  "id",
  "user_id",
  "user_name",
  "mobile_number",
  "place",
  "district",
  "role",
  "employment_type",
  "experienced",
  "has_bike",
  "has_license",
  "is_approved",
  "created_at",
] as const;
export type UserRequestSortField = (typeof USER_REQUEST_SORT_FIELDS)[number];

export const userRequestsQuery = z.object({
  status: z.enum(["all", ...APPLICANT_STATUSES]).default("all"),
  search: z.string().trim().max(100, "Search text is too long").default(""),
  sort: z.enum(USER_REQUEST_SORT_FIELDS).default("id"),
  order: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});
export type UserRequestsQuery = z.input<typeof userRequestsQuery>;

export const unapprovedUsersResponseSchema = z.object({
  users: z.array(userRequestSchema),
  count: z.number(),
});
export const userRequestsResponseSchema = z.object({
  users: z.array(userRequestSchema),
  count: z.number(),
  pagination: paginationSchema,
});
export type UserRequestsResponse = z.infer<typeof userRequestsResponseSchema>;

export const approveBodySchema = z.object({
  is_approved: z.literal(true, { error: "is_approved must be true" }).default(true),
});
export const userRequestActionResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  user: userRequestSchema,
});

export type UserRequestActionResponse = z.infer<typeof userRequestActionResponseSchema>;
