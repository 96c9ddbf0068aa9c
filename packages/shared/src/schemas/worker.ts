// Schemas of the worker domain: request and response shapes shared by the web forms and the API.
import { z } from "zod";
import { optionalDateOfBirth } from "../ages.js";
import { REQUEST_STATUSES, type WorkerRole } from "../enums.js";
import { say } from "../messages/translate.js";
import { boolish, idSchema, requiredText } from "./common.js";
import { upiIdSchema } from "./payments.js";
import { ratingMarksShape } from "./ratings.js";
import { districtSchema, employmentTypeSchema, userSchema } from "./users.js";
import { wageSchema } from "./wages.js";
import { workSchema } from "./works.js";

/** pending, accepted or rejected (the request list of the requests module uses the same enum). */
const requestStatus = z.enum(REQUEST_STATUSES);

/**
 * The fields of a work a worker sees. The customer's name
 * and mobile, the payment amount and the admin's remarks stay with the admin and sub-admin.
 */
const workerWorkBaseSchema = workSchema.pick({
  id: true,
  Auditorium_name: true,
  Catering_company: true,
  address: true,
  place: true,
  district: true,
  date: true,
  reporting_time: true,
  work_type: true,
  occasion: true,
  status: true,
  is_published: true,
  no_of_boys_needed: true,
  attendees: true,
  location_url: true,
  instructions: true,
  About_work: true,
  logistics: true,
});
export type WorkerWorkBase = z.infer<typeof workerWorkBaseSchema>;

/**
 * What a work pays this worker before any wage is saved: the base fare of the
 * worker's role on the work (null while the admin has set none) and whether more can be added on
 * top (pay per good rating mark, loading or setting; travel, overtime and bonus are the captain's).
 */
const rolePaySchema = z.object({
  fare: z.string().nullable(),
  extras: z.boolean(),
});
export type RolePay = z.infer<typeof rolePaySchema>;

/** A published work in the worker's list, with where this worker stands on it. */
const publishedWorkSchema = workerWorkBaseSchema.extend({
  /** Assigned directly by the admin (the button shows "Already Assigned"). */
  admin_assigned: z.boolean(),
  /** This worker has a request for the work. */
  already_applied: z.boolean(),
  /** The status of this worker's request (null without one). */
  assigned_status: requestStatus.nullable(),
  comment: z.string(),
  /** Why the request was rejected, when the admin gave a reason (docs/decisions/045). */
  rejection_reason: z.string().nullable(),
  requested_at: z.string().nullable(),
  /** An addition to the original API: the fare for the worker's role, shown before requesting. */
  pay: rolePaySchema,
});
export type PublishedWork = z.infer<typeof publishedWorkSchema>;
export const publishedWorksResponseSchema = z.array(publishedWorkSchema);

/**
 * This worker's join request for a work. A direct admin assignment is listed as an accepted
 * request (`admin_assigned: true`; `id` is then the assignment's, the times its assignment time).
 */
const joinRequestSchema = z.object({
  id: z.number(),
  status: requestStatus,
  assigned: z.boolean(),
  admin_assigned: z.boolean(),
  comment: z.string(),
  requested_at: z.string(),
  updated_at: z.string(),
  extra_work: z.object({ is_loading: z.boolean(), is_setting: z.boolean() }),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

/** A rating as the worker sees it (true good, false poor, null not chosen; attendence 1 present). */
export const workerRatingSchema = z.object({
  id: z.number(),
  user: z.number(),
  work: z.number(),
  ...ratingMarksShape,
  extra_reward: z.string(),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type WorkerRating = z.infer<typeof workerRatingSchema>;

/** A daily wage as the worker sees it: the staff wage without the name; amounts are exact decimal strings ("450.00"). */
export const workerDailyWageSchema = wageSchema.omit({ user_name: true });
export type WorkerDailyWage = z.infer<typeof workerDailyWageSchema>;

const assignedSupervisorSchema = z.object({
  name: z.string(),
  role: z.string(),
  mobile: z.string(),
});

/** GET /admin_panel/published-work/{id}: the worker view of one work. */
export const workerWorkDetailSchema = publishedWorkSchema.extend({
  join_requests: z.array(joinRequestSchema),
  /** This worker's rating of the work as an array (empty when none; at most one). */
  ratings: z.array(workerRatingSchema),
  daily_wage: workerDailyWageSchema.nullable(),
  /** This worker's total wage for the work, a JSON number rounded to two places (0 before a wage is saved). */
  total_earning: z.number(),
  /** Users assigned to the work as supervisor or captain (to contact). */
  assigned_supervisors: z.array(assignedSupervisorSchema),
  /** Assigned to the work, by the admin or through an accepted request. */
  is_assigned: z.boolean(),
  /** The request's last change when there is one, else the work's. */
  updated_at: z.string(),
});
export type WorkerWorkDetail = z.infer<typeof workerWorkDetailSchema>;

/** POST /users/work-request/create/: the work id as a number. */
export const workRequestCreateSchema = z.object({ work: idSchema });
export type WorkRequestCreate = z.input<typeof workRequestCreateSchema>;

/** One entry of My Works: a request of this worker, or a work the admin assigned directly. */
const myWorkSchema = z.object({
  /** The request's id; null for a direct admin assignment. */
  id: z.number().nullable(),
  source: z.enum(["request", "admin"]),
  status: requestStatus,
  work_status: workSchema.shape.status,
  assigned: z.boolean(),
  comment: z.string(),
  /** Why the request was rejected, when the admin gave a reason (docs/decisions/045). */
  rejection_reason: z.string().nullable(),
  requested_at: z.string(),
  work_detail: workerWorkBaseSchema,
  boy: z.object({ id: z.number(), user_id: z.string(), user_name: z.string() }),
});
export type MyWork = z.infer<typeof myWorkSchema>;
export const myWorksResponseSchema = z.array(myWorkSchema);

/** Older My Works pages hold at most this many entries (the default window's past part too). */
const MY_WORKS_PAGE_SIZE = 50;
const MY_WORKS_MAX_PAGE_SIZE = 100;

/**
 * GET /users/work-request/list/ query: without `before`, the window (every upcoming work and the
 * `limit` most recent past ones); `before` (the `X-Next-Cursor` of the previous answer,
 * `YYYY-MM-DD_<work id>`) pages further back. The cursor is checked by the server (400
 * MY_WORKS_CURSOR_INVALID), so a bad one gets its own message.
 */
export const myWorksQuerySchema = z.object({
  before: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(MY_WORKS_MAX_PAGE_SIZE).default(MY_WORKS_PAGE_SIZE),
});

export const workRequestCreateResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  request: myWorkSchema,
});

/** GET /users/dashboard/stats/user/. */
export const userCountsSchema = z.object({
  user_name: z.string(),
  accepted_requests: z.number(),
  pending_requests: z.number(),
  /** Works rated with attendance present. */
  attended_works: z.number(),
  /** Completed works the worker was assigned to. */
  completed_jobs: z.number(),
  /** Published upcoming works open to this worker. */
  published_work_count: z.number(),
});
export type UserCounts = z.infer<typeof userCountsSchema>;

/**
 * GET /users/my-average-rating/: each rating of a work attended scores one star per good mark
 * (pant, shoe, timing, neatness, performance: 0 to 5); the average to one decimal, 0 without ratings.
 */
export const averageRatingSchema = z.object({ average_rating: z.number(), total_ratings: z.number() });
export type AverageRating = z.infer<typeof averageRatingSchema>;

/**
 * PATCH /users/update/users-details/ (multipart): the only fields a worker may change. Anything
 * else sent (user_id, user_name, role, mobile_number, is_approved, ...) is ignored.
 */
export const workerProfileUpdateSchema = z.object({
  address: requiredText("Address", 500).optional(),
  district: districtSchema.optional(),
  place: requiredText("Place", 100).optional(),
  experienced: boolish.optional(),
  employment_type: employmentTypeSchema.optional(),
  has_bike: boolish.optional(),
  has_license: boolish.optional(),
  /** Blank removes it. */
  upi_id: upiIdSchema.optional(),
  /** Taken only while none is on record; an admin corrects a stored one (record 064). */
  date_of_birth: optionalDateOfBirth,
});

export const workerProfileResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  user: userSchema,
});

/** Path parameters of the rating and wage reads: the worker, then the work. */
export const userWorkParams = z.object({ userId: idSchema, workId: idSchema });

/** The assignment roles listed to workers as people to contact. */
export const SUPERVISOR_ROLE_TYPES = ["supervisor", "subadmin"] as const satisfies readonly WorkerRole[];

/** Messages of the worker screens. */
export const WORKER_MESSAGES = {
  alreadyApplied: "You have already applied for this work!",
  requestSent: say("success:Work request sent successfully!"),
  sendingRequest: "Sending work request...",
  requestFailed: "Failed to send work request. Please try again.",
  profileUpdated: say("success:Profile updated successfully"),
  loggedOut: say("success:Logged out successfully"),
  wageError: "Error loading wage data",
  noWage: "No wage data available for this work.",
} as const;
