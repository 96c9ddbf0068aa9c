import { z } from "zod";
import { type FieldLabel, field, say } from "../messages/translate.js";
import { isoDate, messageResponse, requiredText } from "./common.js";
import { clearableMarkShape } from "./strikes.js";

/** A whole number setting within [min, max], with the range in its message. */
function setting(label: FieldLabel, min: number, max: number) {
  const range = say("validation:{label} must be in the range {min}-{max}", { label: field(label), min, max });
  const whole = say("validation:{label} must be a whole number", { label: field(label) });
  return z.number({ error: whole }).int(whole).min(min, range).max(max, range);
}

/** A ranking weight: points per unit of its reason, 0-20 (0 turns the reason off). */
function weight(label: FieldLabel) {
  const range = say("validation:{label} must be in the range {min}-{max}", {
    label: field(label),
    min: 0,
    max: 20,
  });
  return z
    .number({ error: say("validation:{label} is required", { label: field(label) }) })
    .min(0, range)
    .max(20, range);
}

/**
 * How much each reason weighs in the suggested crew's ranking (docs/decisions/037-crew-builder.md):
 * points per star of average rating, taken off per no-show and per late cancellation of 90 days,
 * per work done (up to 20), taken off per work this month, and for the same district and a bike.
 */
export const rankingWeightsSchema = z.object({
  rating: weight("Rating weight"),
  no_show: weight("No-show weight"),
  late_cancellation: weight("Late cancellation weight"),
  works_done: weight("Works done weight"),
  works_this_month: weight("Works this month weight"),
  same_district: weight("Same district weight"),
  bike: weight("Bike weight"),
});
export type RankingWeightsInput = z.infer<typeof rankingWeightsSchema>;

/** The default weights: a late cancellation counts against a worker, less than a no-show does. */
export const RANKING_WEIGHT_DEFAULTS: RankingWeightsInput = {
  rating: 2,
  no_show: 3,
  late_cancellation: 1.5,
  works_done: 0.1,
  works_this_month: 0.5,
  same_district: 1,
  bike: 1,
};

/**
 * The crew builder's settings (admin only): the withdrawal cut-off, the waitlist's offers and the
 * ranking's weights (left out of a PUT, the weights in force stay).
 */
export const crewSettingsSchema = z.object({
  /** Hours before the reporting time after which a withdrawal is a late cancellation. */
  withdraw_cutoff_hours: setting("Withdrawal cut-off (hours)", 0, 168),
  /** How many waiting workers a freed place is offered to at once. */
  offer_batch_size: setting("People offered at once", 1, 20),
  /** Minutes an offer stays open before the next ones are offered the place. */
  offer_timeout_minutes: setting("Offer time limit (minutes)", 1, 1440),
  ranking_weights: rankingWeightsSchema.optional(),
});
export type CrewSettingsUpdate = z.infer<typeof crewSettingsSchema>;
export type CrewSettingsInput = z.input<typeof crewSettingsSchema>;

/** The settings in force (every field present). */
const crewSettingsValuesSchema = crewSettingsSchema.extend({ ranking_weights: rankingWeightsSchema });
export type CrewSettings = z.infer<typeof crewSettingsValuesSchema>;

/** What a setting is worth when the admin never changed it. */
export const CREW_SETTING_DEFAULTS: CrewSettings = {
  withdraw_cutoff_hours: 24,
  offer_batch_size: 3,
  offer_timeout_minutes: 20,
  ranking_weights: RANKING_WEIGHT_DEFAULTS,
};

export const crewSettingsResponseSchema = z.object({
  settings: crewSettingsValuesSchema,
  defaults: crewSettingsValuesSchema,
});
export type CrewSettingsResponse = z.infer<typeof crewSettingsResponseSchema>;

/** GET /crews/works/{id}/my-place/: where the signed-in worker stands on one work. */
export const myPlaceSchema = z.object({
  /** `on_crew`: assigned; `waiting`: on the waitlist; `none`: neither. */
  place: z.enum(["on_crew", "waiting", "none"]),
  /** The crew is locked (by the admin or at the cut-off): the waiting see their place in line. */
  crew_locked: z.boolean(),
  /** The work's boys' places and how many are taken: a request is "waiting" long before the crew is full. */
  needed: z.number().int().nonnegative(),
  filled: z.number().int().nonnegative(),
  /** Place in line (1 = next), once the crew is locked; else null. */
  position: z.number().int().positive().nullable(),
  /** An open offer of a freed place to this worker, until `expires_at`; else null. */
  offer: z.object({ id: z.number(), expires_at: z.string() }).nullable(),
  /** When withdrawing stops being free (ISO); null when not on the crew. */
  withdraw_cutoff_at: z.string().nullable(),
  /** A withdrawal now would be a late cancellation. */
  late_if_withdrawn_now: z.boolean(),
  /** The work has not started yet, so the worker may still withdraw. */
  can_withdraw: z.boolean(),
});
export type MyPlace = z.infer<typeof myPlaceSchema>;

/** POST /crews/works/{id}/withdraw/ */
export const withdrawResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  /** The withdrawal came after the cut-off and is kept as a late cancellation. */
  late: z.boolean(),
});
export type WithdrawResponse = z.infer<typeof withdrawResponseSchema>;

/** One late cancellation: a withdrawal after the cut-off. */
const lateCancellationSchema = z.object(clearableMarkShape);
export type LateCancellation = z.infer<typeof lateCancellationSchema>;

/** GET /crews/users/{id}/late-cancellations/: newest first, with the uncleared count of 90 days. */
export const userLateCancellationsSchema = z.object({
  late_cancellations_90d: z.number().int().nonnegative(),
  late_cancellations: z.array(lateCancellationSchema),
});
export type UserLateCancellations = z.infer<typeof userLateCancellationsSchema>;

/** POST /crews/late-cancellations/{id}/clear/ */
export const clearLateCancellationSchema = z.object({ reason: requiredText("Reason", 500) });
export type ClearLateCancellationInput = z.input<typeof clearLateCancellationSchema>;

export const clearLateCancellationResponseSchema = messageResponse.extend({
  late_cancellation: lateCancellationSchema,
});
export type ClearLateCancellationResponse = z.infer<typeof clearLateCancellationResponseSchema>;

/** One offer of a freed place, as the admin sees the steps on a work. */
const placeOfferSchema = z.object({
  id: z.number(),
  user: z.number(),
  user_name: z.string(),
  channel: z.enum(["app", "whatsapp"]),
  status: z.enum(["open", "taken", "passed", "gone", "expired"]),
  created_at: z.string(),
  expires_at: z.string(),
  answered_at: z.string().nullable(),
});

/** GET /crews/works/{id}/offers/ (admin): every offer on the work, oldest first, and the crew's state. */
export const workOffersSchema = z.object({
  needed: z.number().int(),
  filled: z.number().int(),
  waiting: z.number().int(),
  crew_locked: z.boolean(),
  offers: z.array(placeOfferSchema),
});
export type WorkOffers = z.infer<typeof workOffersSchema>;

/** POST /crews/offers/{id}/take/ and /pass/ */
export const offerAnswerResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  offer: z.object({ id: z.number(), status: z.enum(["open", "taken", "passed", "gone", "expired"]) }),
});
export type OfferAnswerResponse = z.infer<typeof offerAnswerResponseSchema>;

/** At most this many days a worker can mark as unavailable. */
const MAX_UNAVAILABLE_DAYS = 366;

/** GET/PUT /users/me/unavailable-days/: the days (YYYY-MM-DD, today or later) the worker cannot work. */
export const unavailableDaysSchema = z
  .array(isoDate)
  .max(MAX_UNAVAILABLE_DAYS, say("validation:At most {max} days", { max: MAX_UNAVAILABLE_DAYS }))
  .transform((days) => [...new Set(days)].sort());
export type UnavailableDays = z.infer<typeof unavailableDaysSchema>;

/** GET /crews/works/{id}/suggested/ (admin): the waiting, ranked, each with the points of every reason. */
const suggestedWorkerSchema = z.object({
  request: z.number(),
  user: z.number(),
  user_name: z.string(),
  role: z.string(),
  requested_at: z.string(),
  score: z.number(),
  reasons: z.array(
    z.object({
      reason: z.enum([
        "rating",
        "no_shows",
        "late_cancellations",
        "works_done",
        "works_this_month",
        "same_district",
        "bike",
      ]),
      points: z.number(),
    }),
  ),
  facts: z.object({
    average_rating: z.number(),
    no_shows: z.number(),
    late_cancellations: z.number(),
    works_done: z.number(),
    works_this_month: z.number(),
    same_district: z.boolean(),
    has_bike: z.boolean(),
  }),
});
export type SuggestedWorker = z.infer<typeof suggestedWorkerSchema>;

export const suggestedCrewSchema = z.object({
  needed: z.number().int(),
  filled: z.number().int(),
  /** The work asks its crew to come by bike (the bike reason counts only then). */
  bike_needed: z.boolean(),
  /** The waitlist's offers still open (not answered, not expired): the free places are out on offer. */
  open_offers: z.number().int(),
  suggested: z.array(suggestedWorkerSchema),
  /** The supervisors the work needs, how many are assigned, and those who asked, ranked alike. */
  supervisors_needed: z.number().int(),
  supervisors_filled: z.number().int(),
  supervisors: z.array(suggestedWorkerSchema),
});
export type SuggestedCrew = z.infer<typeof suggestedCrewSchema>;

/** POST /crews/works/{id}/accept-suggested/ (admin): accept the top `count` of the suggested crew. */
export const acceptSuggestedSchema = z.object({
  count: setting("Count", 1, 200),
});

/**
 * Why one of the suggested could not be accepted: `blocked` (no-shows, not approved or
 * deactivated), `one_meal` (booked elsewhere for the same meal that day), `full` (every needed
 * place is filled), `other` (the request changed meanwhile, the work closed; see `code`).
 */
const ACCEPT_REFUSALS = ["blocked", "one_meal", "full", "other"] as const;
export type AcceptRefusal = (typeof ACCEPT_REFUSALS)[number];

const acceptedPerson = z.object({ request: z.number(), user: z.number(), user_name: z.string() });

export const acceptSuggestedResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  accepted: z.array(acceptedPerson),
  refused: z.array(
    acceptedPerson.extend({ reason: z.enum(ACCEPT_REFUSALS), code: z.string(), message: z.string() }),
  ),
});
export type AcceptSuggestedResponse = z.infer<typeof acceptSuggestedResponseSchema>;

/** One upcoming work's staffing at a glance (the admin dashboard). */
const workStaffingSchema = z.object({
  id: z.number(),
  Auditorium_name: z.string(),
  date: z.string(),
  reporting_time: z.string(),
  work_type: z.string(),
  /** What the event is (record 069): "wedding", "birthday", ...; "" when not said. */
  occasion: z.string(),
  /** Boys and head boys needed (`no_of_boys_needed`), and filled per role. */
  needed: z.number().int(),
  boys: z.number().int(),
  head_boys: z.number().int(),
  captains: z.number().int(),
  supervisors: z.number().int(),
  /** Open waitlist offers of a freed place. */
  open_offers: z.number().int(),
  /** Short of people and the reporting time is within 48 hours. */
  short_soon: z.boolean(),
  /** Short within 48 hours, or with an open waitlist offer. */
  at_risk: z.boolean(),
});
export type WorkStaffing = z.infer<typeof workStaffingSchema>;

/** GET /crews/staffing/ (admin): the upcoming works soonest first (at most 100), at-risk ones flagged. */
export const staffingSchema = z.object({ works: z.array(workStaffingSchema) });
export type Staffing = z.infer<typeof staffingSchema>;
