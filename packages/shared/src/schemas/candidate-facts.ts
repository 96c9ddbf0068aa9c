// What the assign picker shows of each person beside their name.
import { z } from "zod";
import { REQUEST_STATUSES } from "../enums.js";

/** One person's facts for one work: only people with a rating or a request on it are listed. */
const candidateFactSchema = z.object({
  user: z.number(),
  /** One star per good mark, averaged over the works attended, to one decimal; null without ratings. */
  average_rating: z.number().nullable(),
  ratings: z.number(),
  /** This person's request for this work, or null. */
  request_status: z.enum(REQUEST_STATUSES).nullable(),
});
export type CandidateFact = z.infer<typeof candidateFactSchema>;
export const candidateFactsResponse = z.array(candidateFactSchema);
