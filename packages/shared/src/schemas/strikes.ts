import { z } from "zod";
import { messageResponse, optionalText } from "./common.js";

/**
 * What a no-show strike and a late cancellation (crews.ts) share: the person, the work, and who
 * cleared the mark and why (null while it stands).
 */
export const clearableMarkShape = {
  id: z.number(),
  user: z.number(),
  work: z.number(),
  work_name: z.string(),
  work_date: z.string(),
  created_at: z.string(),
  cleared_at: z.string().nullable(),
  cleared_by: z.number().nullable(),
  cleared_by_name: z.string().nullable(),
  clear_reason: z.string().nullable(),
};

/** One no-show strike: a person marked absent on a work. */
const strikeSchema = z.object({
  ...clearableMarkShape,
  /** Who marked the person absent (captain or admin), null when that account is gone. */
  marked_by: z.number().nullable(),
  marked_by_name: z.string().nullable(),
});
export type Strike = z.infer<typeof strikeSchema>;

/** GET /admin_panel/users/{id}/strikes/: every strike of the person, newest first. */
export const userStrikesResponseSchema = z.object({
  /** Uncleared strikes in the last 90 days. */
  no_shows: z.number().int().nonnegative(),
  /** While requests are stopped: when they open again (ISO); else null. */
  blocked_until: z.string().nullable(),
  strikes: z.array(strikeSchema),
});
export type UserStrikesResponse = z.infer<typeof userStrikesResponseSchema>;

/** POST /admin_panel/strikes/{id}/clear/: one tap from the strike list; a reason may be kept. */
export const clearStrikeSchema = z.object({ reason: optionalText("Reason", 500) });
export type ClearStrikeInput = z.input<typeof clearStrikeSchema>;

export const clearStrikeResponseSchema = messageResponse.extend({ strike: strikeSchema });
export type ClearStrikeResponse = z.infer<typeof clearStrikeResponseSchema>;

/** GET /users/no-shows/: the signed-in worker's own standing. */
export const myNoShowsResponseSchema = z.object({
  no_shows: z.number().int().nonnegative(),
  blocked_until: z.string().nullable(),
  /** Each strike with its work and who marked the absence, newest first. */
  strikes: z.array(strikeSchema),
});
export type MyNoShowsResponse = z.infer<typeof myNoShowsResponseSchema>;
