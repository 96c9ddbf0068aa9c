import { RANKING_WEIGHT_DEFAULTS } from "@catercrew/shared";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_RANKING_WEIGHTS,
  type RankingFacts,
  rank,
  rankingWeightsOf,
  WORKS_DONE_CAP,
} from "./ranking.js";

/** Each reason moves a worker up or down, the weights apply, ties break the same way. */
const base: RankingFacts = {
  requestId: 1,
  userId: 1,
  requestedAt: "2026-11-01T10:00:00.000Z",
  averageRating: 3,
  noShows: 0,
  lateCancellations: 0,
  worksDone: 5,
  worksThisMonth: 2,
  sameDistrict: false,
  bikeForWork: null,
};
/** `other` asked later than `base`, so it ranks first only when its facts earn it. */
const other = (over: Partial<RankingFacts>): RankingFacts => ({
  ...base,
  requestId: 2,
  userId: 2,
  requestedAt: "2026-11-01T11:00:00.000Z",
  ...over,
});
const order = (a: RankingFacts, b: RankingFacts, weights = DEFAULT_RANKING_WEIGHTS) =>
  rank([a, b], weights).map((r) => r.facts.userId);

describe("the suggested crew's ranking", () => {
  it("ties are broken by the earliest request, then the lower request id, whatever the input order", () => {
    expect(order(other({}), base)).toEqual([1, 2]);
    const sameTime = other({ requestedAt: base.requestedAt });
    expect(order(sameTime, base)).toEqual([1, 2]);
    expect(order(base, sameTime)).toEqual([1, 2]);
  });

  it.each<[string, Partial<RankingFacts>, "up" | "down"]>([
    ["a higher rating", { averageRating: 4 }, "up"],
    ["a no-show", { noShows: 1 }, "down"],
    ["a late cancellation", { lateCancellations: 1 }, "down"],
    ["more works done", { worksDone: 6 }, "up"],
    ["more works this month", { worksThisMonth: 3 }, "down"],
    ["the same district", { sameDistrict: true }, "up"],
    ["a bike where the work asks for one", { bikeForWork: true }, "up"],
  ])("%s moves a worker %s", (_, over, direction) => {
    // The later requester with the better fact goes first; with the worse one stays behind even
    // when they asked first.
    if (direction === "up") expect(order(base, other(over))).toEqual([2, 1]);
    else expect(order({ ...other(over), requestedAt: "2026-10-01T00:00:00.000Z" }, base)).toEqual([1, 2]);
  });

  it("a late cancellation weighs less than a no-show, and works done stop counting at the cap", () => {
    expect(order(other({ noShows: 1 }), { ...base, lateCancellations: 1 })).toEqual([1, 2]);
    const veteran = rank([other({ worksDone: WORKS_DONE_CAP + 30 })])[0];
    expect(veteran?.reasons.find((r) => r.reason === "works_done")?.points).toBe(WORKS_DONE_CAP * 0.1);
  });

  it("the weights apply: a weight of zero removes a reason, a bigger one changes the order", () => {
    const local = other({ sameDistrict: true, averageRating: 2.75 });
    expect(order(base, local)).toEqual([2, 1]);
    expect(order(base, local, { ...DEFAULT_RANKING_WEIGHTS, sameDistrict: 0 })).toEqual([1, 2]);
    expect(order(base, local, { ...DEFAULT_RANKING_WEIGHTS, rating: 10 })).toEqual([1, 2]);
    const [row] = rank([base]);
    expect(row?.reasons).toContainEqual({ reason: "rating", points: 6 });
    expect(row?.score).toBe(6 + 0.5 - 1);
  });

  it("the settings' weights (as on the wire) are the ones applied, each to its own reason", () => {
    const w = rankingWeightsOf({ ...RANKING_WEIGHT_DEFAULTS, no_show: 7, late_cancellation: 0.25, bike: 4 });
    expect(w).toMatchObject({ noShow: 7, lateCancellation: 0.25, bike: 4, rating: 2 });
    const [row] = rank([other({ noShows: 1, lateCancellations: 2, bikeForWork: true })], w);
    expect(row?.reasons).toContainEqual({ reason: "no_shows", points: -7 });
    expect(row?.reasons).toContainEqual({ reason: "late_cancellations", points: -0.5 });
    expect(row?.reasons).toContainEqual({ reason: "bike", points: 4 });
    // The defaults are the settings' defaults.
    expect(rankingWeightsOf(RANKING_WEIGHT_DEFAULTS)).toEqual(DEFAULT_RANKING_WEIGHTS);
  });

  it("a bike counts only where the work asks for one", () => {
    const [notAsked] = rank([other({ bikeForWork: null })]);
    const [asked] = rank([other({ bikeForWork: true })]);
    expect(notAsked?.reasons).toContainEqual({ reason: "bike", points: 0 });
    expect(asked?.reasons).toContainEqual({ reason: "bike", points: 1 });
  });
});
