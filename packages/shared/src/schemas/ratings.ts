import { z } from "zod";
import { RATING_MARKS, type RatingMark } from "../wage.js";
import { idSchema, optionalText, wallTime } from "./common.js";

export const MARK_MISSING_MESSAGE = "Choose good or poor";

/** One of the five marks: true good, false poor, null not chosen (no default on the form). */
const mark = z.boolean({ error: MARK_MISSING_MESSAGE }).nullable();

/**
 * The marks a rating still lacks: a present person (attendence 1) needs every mark chosen, good or
 * poor, so an empty rating never reads as "0 of 5 good"; an absent person has no marks to give.
 */
export function missingMarks(rating: {
  attendence: number;
  pant?: boolean | null;
  shoe?: boolean | null;
  timing?: boolean | null;
  neatness?: boolean | null;
  performance?: boolean | null;
}): RatingMark[] {
  if (rating.attendence === 0) return [];
  return RATING_MARKS.filter((m) => rating[m] === null || rating[m] === undefined);
}

/** Attendance: 1 present (default), 0 absent; booleans and "0"/"1" are accepted. */
const attendenceSchema = z.preprocess(
  (v) => (v === true || v === "1" ? 1 : v === false || v === "0" ? 0 : v),
  z.union([z.literal(0), z.literal(1)], { error: "Attendance must be 1 (present) or 0 (absent)" }),
);

/** Arrival time HH:MM; blank means not recorded. */
const arrivalTimeSchema = z.preprocess((v) => (v === "" ? null : v), wallTime.nullable());

/** The marks and notes of a rating, every field optional (PATCH boy-ratings/{id}/). */
export const ratingUpdateSchema = z.object({
  pant: mark.optional(),
  shoe: mark.optional(),
  timing: mark.optional(),
  neatness: mark.optional(),
  performance: mark.optional(),
  attendence: attendenceSchema.optional(),
  arrival_time: arrivalTimeSchema.optional(),
  comment: optionalText("Comment", 1000).optional(),
});
export type RatingUpdateInput = z.input<typeof ratingUpdateSchema>;

/**
 * POST /sub_admin/rate-boy/: attendance defaults to present; a present person needs all five marks
 * (each missing one is a field error), an absent one may have none.
 */
export const rateBoySchema = z
  .object({
    user: idSchema,
    work: idSchema,
    pant: mark.default(null),
    shoe: mark.default(null),
    timing: mark.default(null),
    neatness: mark.default(null),
    performance: mark.default(null),
    attendence: attendenceSchema.default(1),
    arrival_time: arrivalTimeSchema.default(null),
    comment: optionalText("Comment", 1000),
  })
  .superRefine((v, ctx) => {
    for (const m of missingMarks(v))
      ctx.addIssue({ code: "custom", path: [m], message: MARK_MISSING_MESSAGE });
  });
export type RateBoyInput = z.input<typeof rateBoySchema>;

/**
 * The marks of a stored rating as every answer carries them (true good, false poor, null not
 * chosen; attendence 1 present): the sub-admin's rating here, the worker's own in worker.ts.
 */
export const ratingMarksShape = {
  pant: z.boolean().nullable(),
  shoe: z.boolean().nullable(),
  timing: z.boolean().nullable(),
  neatness: z.boolean().nullable(),
  performance: z.boolean().nullable(),
  attendence: z.number(),
  arrival_time: z.string().nullable(),
};

/** A rating as the sub-admin API answers it. */
export const ratingSchema = z.object({
  id: z.number(),
  user: z.number(),
  work: z.number(),
  user_name: z.string(),
  ...ratingMarksShape,
  comment: z.string().nullable(),
  rated_by: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Rating = z.infer<typeof ratingSchema>;

export const ratingResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  rating: ratingSchema,
});
export type RatingResponse = z.infer<typeof ratingResponseSchema>;
