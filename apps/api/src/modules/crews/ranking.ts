/**
 * The suggested crew's ranking (docs/decisions/037-crew-builder.md): a score per waiting
 * worker from plain facts, each fact's part kept as a reason, ties broken by the earliest request.
 * Pure: the facts are read elsewhere, so every reason and weight is unit-tested here.
 */
import { RANKING_WEIGHT_DEFAULTS, type RankingWeightsInput } from "@catercrew/shared";

export interface RankingFacts {
  requestId: number;
  userId: number;
  /** ISO time of the request (ties: earliest first). */
  requestedAt: string;
  /** Average stars of the rated works attended, 0-5 (0 with none), with the client stars the admin let count (record 070). */
  averageRating: number;
  /** Uncleared no-show strikes of the last 90 days. */
  noShows: number;
  /** Uncleared late cancellations of the last 90 days. */
  lateCancellations: number;
  /** Works attended with the agency. */
  worksDone: number;
  /** Works this worker holds in the work's month (fewer ranks first, so work is shared). */
  worksThisMonth: number;
  sameDistrict: boolean;
  /** Has a bike, on a work that asks for one; null when the work does not ask. */
  bikeForWork: boolean | null;
}

interface RankingWeights {
  rating: number;
  noShow: number;
  lateCancellation: number;
  worksDone: number;
  worksThisMonth: number;
  sameDistrict: number;
  bike: number;
}

/** The settings' weights (snake_case, as on the wire) as the ranking takes them. */
export function rankingWeightsOf(w: RankingWeightsInput): RankingWeights {
  return {
    rating: w.rating,
    noShow: w.no_show,
    lateCancellation: w.late_cancellation,
    worksDone: w.works_done,
    worksThisMonth: w.works_this_month,
    sameDistrict: w.same_district,
    bike: w.bike,
  };
}

/** The defaults (the crew settings' own): a late cancellation counts less than a no-show. */
export const DEFAULT_RANKING_WEIGHTS: RankingWeights = rankingWeightsOf(RANKING_WEIGHT_DEFAULTS);

/** Works done count up to this many (a long history does not outweigh everything else). */
export const WORKS_DONE_CAP = 20;

type RankingReason =
  | "rating"
  | "no_shows"
  | "late_cancellations"
  | "works_done"
  | "works_this_month"
  | "same_district"
  | "bike";

interface Ranked {
  facts: RankingFacts;
  score: number;
  reasons: { reason: RankingReason; points: number }[];
}

const round = (n: number) => Math.round(n * 100) / 100;

function scoreOf(f: RankingFacts, w: RankingWeights): Ranked {
  const parts: [RankingReason, number][] = [
    ["rating", f.averageRating * w.rating],
    ["no_shows", -f.noShows * w.noShow],
    ["late_cancellations", -f.lateCancellations * w.lateCancellation],
    ["works_done", Math.min(f.worksDone, WORKS_DONE_CAP) * w.worksDone],
    ["works_this_month", -f.worksThisMonth * w.worksThisMonth],
    ["same_district", f.sameDistrict ? w.sameDistrict : 0],
    ["bike", f.bikeForWork === null ? 0 : f.bikeForWork ? w.bike : 0],
  ];
  const reasons = parts.map(([reason, points]) => ({ reason, points: round(points) }));
  return { facts: f, score: round(reasons.reduce((sum, r) => sum + r.points, 0)), reasons };
}

/** Highest score first; equal scores by the earliest request, then the lower request id. */
export function rank(
  candidates: readonly RankingFacts[],
  weights: RankingWeights = DEFAULT_RANKING_WEIGHTS,
): Ranked[] {
  return candidates
    .map((f) => scoreOf(f, weights))
    .sort(
      (a, b) =>
        b.score - a.score ||
        Date.parse(a.facts.requestedAt) - Date.parse(b.facts.requestedAt) ||
        a.facts.requestId - b.facts.requestId,
    );
}
