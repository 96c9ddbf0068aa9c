import { z } from "zod";
import { OCCASIONS, WORK_STATUSES, WORK_TYPES, workTypeKey } from "../enums.js";
import { type FieldLabel, field, say } from "../messages/translate.js";
import {
  boolish,
  idSchema,
  isoDate,
  mobileNumber,
  mobileNumberField,
  money,
  optionalText,
  requiredText,
  wallTime,
} from "./common.js";
import { districtSchema } from "./users.js";

/** Work types are matched case-insensitively ("Break_Fast" -> "break_fast"). */
export const workTypeSchema = z.preprocess(
  (v) => (typeof v === "string" ? workTypeKey(v) : v),
  z.enum(WORK_TYPES, { error: "Work type is required" }),
);
/**
 * A work's occasion (record 069), any case; "" or null: none said. Left out of an update, the stored
 * one stays.
 */
export const occasionSchema = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? null : workTypeKey(v)) : v),
  z.enum(OCCASIONS, { error: "Occasion is not valid" }).nullish(),
);
export const workStatusSchema = z.enum(WORK_STATUSES, { error: "Status is not valid" });

const count = (label: FieldLabel) =>
  z.coerce
    .number({ error: say("validation:{label} is required", { label: field(label) }) })
    .int(say("validation:{label} must be a whole number", { label: field(label) }))
    .min(0, say("validation:{label} cannot be negative", { label: field(label) }))
    .max(100_000, say("validation:{label} is too large", { label: field(label) }));

const optionalUrl = z
  .string()
  .trim()
  .max(2000, "Location URL is too long")
  .nullish()
  .transform((v) => (v ? v : null))
  .refine(
    (v) => v === null || /^https?:\/\/[^\s]+$/i.test(v),
    "Location URL must be a valid URL (https://...)",
  );

/**
 * A transport or dress field of the work form: text, "" or null to clear it; left out of a full
 * update, the stored value stays (the original client, record 013, never sends these).
 */
function logisticsText(label: FieldLabel, max: number) {
  return z
    .string({ error: say("validation:{label} must be text", { label: field(label) }) })
    .trim()
    .max(max, say("validation:{label} must be at most {max} characters", { label: field(label), max }))
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null));
}

/** The transport and dress fields of the work form (docs/decisions/037-crew-builder.md). */
const workLogisticsInput = {
  pickup_point: logisticsText("Pickup point", 300),
  pickup_time: z
    .union([z.literal(""), wallTime])
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
  vehicle: logisticsText("Vehicle", 200),
  driver_name: logisticsText("Driver's name", 100),
  driver_mobile: z
    .union([z.literal(""), mobileNumberField("Driver's number must be 10 digits")])
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
  drop_after: logisticsText("Drop after the work", 300),
  dress_code: logisticsText("Dress code", 500),
  /** The crew comes by bike: the ranking's bike reason counts only then. */
  bike_needed: boolish.optional(),
};

/**
 * People needed per role besides the boys (docs/decisions/055-admin-rates-and-pays-in-admin-area.md):
 * head boys among the boys' places (so at most `no_of_boys_needed`, checked by the server), supervisors
 * and captains. Left out (the original client, record 013), a new work needs none and one captain, and an update
 * keeps the stored counts.
 */
const roleNeedsInput = {
  head_boys_needed: count("Head boys needed").optional(),
  supervisors_needed: count("Supervisors needed").optional(),
  captains_needed: count("Captains needed").optional(),
};

/** The admin's work form (create and full update). */
export const workInputSchema = z.object({
  Auditorium_name: requiredText("Auditorium name", 200),
  Catering_company: optionalText("Catering company", 200),
  customer_name: requiredText("Customer name", 100),
  customer_mobile: mobileNumber,
  address: requiredText("Address", 500),
  place: requiredText("Place", 100),
  district: districtSchema,
  date: isoDate,
  reporting_time: wallTime,
  /** The meal; an occasion here (older clients) sets the occasion instead (record 069). */
  work_type: workTypeSchema,
  occasion: occasionSchema,
  no_of_boys_needed: count("Number of boys needed"),
  ...roleNeedsInput,
  attendees: count("Attendees"),
  payment_amount: money("Payment amount"),
  location_url: optionalUrl,
  remarks: optionalText("Remarks", 2000),
  about_work: optionalText("About work", 4000),
  instructions: optionalText("Instructions", 4000),
  ...workLogisticsInput,
  /**
   * Create only: the admin records a work that already took place (entering past history), so a
   * past date is accepted. Without it a new work's date must be today or later; the work form
   * never sends it.
   */
  already_happened: boolish.optional(),
  /**
   * Update only: a new date or reporting time makes it a night work and people on its crew or
   * asking for it may not take one (the ages rule, records 064 and 075). Without it the update is
   * 409 WORK_NIGHT_MINORS; with it they are taken off the work in the same change.
   */
  remove_minors: boolish.optional(),
  /**
   * The client billed (docs/decisions/056-clients-and-bills.md); the customer fields left blank are
   * filled from him by the server. Null clears it; left out, an update keeps it.
   */
  client_id: idSchema.nullish(),
});
export type WorkInput = z.input<typeof workInputSchema>;

/**
 * A work's date may not be before today (Asia/Kolkata): a new work is refused a past date, and an
 * edit may move a date only to today or later. A work being edited keeps its own stored date, even
 * a past one. Dates are YYYY-MM-DD, so text order is date order.
 */
export function workDateAllowed(date: string, today: string, storedDate?: string | null): boolean {
  return date >= today || date === storedDate;
}
export type WorkInputParsed = z.output<typeof workInputSchema>;

/**
 * How the crew gets there and what they wear: text fields "" when not set. The same
 * object everywhere a worker reads a work (details, next jobs) and for WhatsApp offers and
 * reminders (`workLogistics(work)` in the API's works module).
 */
export const workLogisticsSchema = z.object({
  pickup_point: z.string(),
  /** HH:MM, "" when not set. */
  pickup_time: z.string(),
  vehicle: z.string(),
  driver_name: z.string(),
  driver_mobile: z.string(),
  drop_after: z.string(),
  dress_code: z.string(),
  bike_needed: z.boolean(),
});
export type WorkLogistics = z.infer<typeof workLogisticsSchema>;

/** A work without transport or dress set. */
export const EMPTY_WORK_LOGISTICS: WorkLogistics = {
  pickup_point: "",
  pickup_time: "",
  vehicle: "",
  driver_name: "",
  driver_mobile: "",
  drop_after: "",
  dress_code: "",
  bike_needed: false,
};

/** A work as the API answers it (the original API's field names; About_work mirrors about_work for the worker screens). */
export const workSchema = z.object({
  id: z.number(),
  Auditorium_name: z.string(),
  Catering_company: z.string(),
  customer_name: z.string(),
  customer_mobile: z.string(),
  address: z.string(),
  place: z.string(),
  district: z.string(),
  date: z.string(),
  reporting_time: z.string(),
  /** The meal, spelled as the original client sends it ("Lunch", "Break_Fast"; record 013). */
  work_type: z.string(),
  /** What the event is (record 069): "wedding", "birthday", ...; "" when not said. */
  occasion: z.string(),
  no_of_boys_needed: z.number(),
  /** Of the boys' places, how many want a head boy (docs/decisions/055-admin-rates-and-pays-in-admin-area.md). */
  head_boys_needed: z.number(),
  supervisors_needed: z.number(),
  captains_needed: z.number(),
  attendees: z.number(),
  payment_amount: z.string(),
  location_url: z.string(),
  remarks: z.string(),
  about_work: z.string(),
  About_work: z.string(),
  instructions: z.string(),
  logistics: workLogisticsSchema,
  is_published: z.boolean(),
  status: workStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** The client billed: in the admin's answers only (docs/decisions/056-clients-and-bills.md). */
  client_id: z.number().nullable().optional(),
});
export type Work = z.infer<typeof workSchema>;

export const workIdParams = z.object({ id: idSchema });

/** `?type=upcoming|past`; `page` switches the answer to the paginated shape; `search` matches names and places. */
export const worksListQuery = z.object({
  type: z.enum(["upcoming", "past"], { error: "type must be upcoming or past" }).default("upcoming"),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
  search: z.string().trim().max(100, "Search is too long").optional(),
});

/** A work in the admin lists: the work plus how many users are assigned and how many requests wait. */
const workListItemSchema = workSchema.extend({
  /** Everyone assigned (all roles). */
  assigned_count: z.number(),
  pending_requests: z.number(),
  /** Boys and head boys: what `no_of_boys_needed` counts (docs/decisions/029-money-and-work-rules.md). */
  boys_assigned: z.number(),
  /** Of `boys_assigned`, the head boys (against `head_boys_needed`, places among the boys'). */
  head_boys_assigned: z.number(),
  captains_assigned: z.number(),
  supervisors_assigned: z.number(),
});
export type WorkListItem = z.infer<typeof workListItemSchema>;

const paginatedWorksSchema = z.object({
  results: z.array(workListItemSchema),
  pagination: z.object({
    current_page: z.number(),
    total_pages: z.number(),
    total_items: z.number(),
    page_size: z.number(),
  }),
});
export type PaginatedWorks = z.infer<typeof paginatedWorksSchema>;

/**
 * The staff's works answers (the list, one work, the upcoming list, completing a work): a
 * captain's carries no `payment_amount` (the client's price) while the admin has "captains see
 * revenue and profit" off (docs/decisions/074-captains-price-credit-cap-booked-roles.md).
 */
export const staffWorkSchema = workSchema.partial({ payment_amount: true });
export type StaffWork = z.infer<typeof staffWorkSchema>;
const staffWorkListItemSchema = workListItemSchema.partial({ payment_amount: true });
export type StaffWorkListItem = z.infer<typeof staffWorkListItemSchema>;
const staffPaginatedWorksSchema = paginatedWorksSchema.extend({ results: z.array(staffWorkListItemSchema) });
export type StaffPaginatedWorks = z.infer<typeof staffPaginatedWorksSchema>;
/** Without `page` the list is a plain array (the original API's shape); with `page` it is paginated. */
export const worksListResponse = z.union([z.array(staffWorkListItemSchema), staffPaginatedWorksSchema]);

export const workCountsSchema = z.object({ upcoming: z.number(), past: z.number() });
export type WorkCounts = z.infer<typeof workCountsSchema>;

/** PATCH .../update/: publish/unpublish, or change the status (completed moves the work to Past). */
export const workPatchSchema = z
  .object({
    is_published: z
      .preprocess(
        (v) => (v === "true" ? true : v === "false" ? false : v),
        z.boolean({ error: "is_published must be true or false" }),
      )
      .optional(),
    status: workStatusSchema.optional(),
  })
  .refine((v) => v.is_published !== undefined || v.status !== undefined, {
    message: "Send is_published or status",
  });
export type WorkPatch = z.input<typeof workPatchSchema>;

export const workResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  work: workSchema,
});
export type WorkResponse = z.infer<typeof workResponseSchema>;

/**
 * PATCH .../update/: the work, and when the call published a draft, `offered_to`: how many
 * workers it is now offered to (approved, active workers not already on its crew, who see it in
 * the app and may request it; WhatsApp offers then go to a ranked shortlist of them in waves).
 */
export const workPatchResponseSchema = workResponseSchema.extend({
  offered_to: z.number().int().min(0).optional(),
});
export type WorkPatchResponse = z.infer<typeof workPatchResponseSchema>;
