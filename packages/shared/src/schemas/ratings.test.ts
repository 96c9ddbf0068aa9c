import { describe, expect, it } from "vitest";
import { MARK_MISSING_MESSAGE, missingMarks, rateBoySchema } from "./ratings.js";

const ALL_GOOD = { pant: true, shoe: true, timing: true, neatness: false, performance: true };

describe("rating schema: every mark chosen", () => {
  it("refuses an empty rating of a present person, naming each missing mark", () => {
    const r = rateBoySchema.safeParse({ user: 1, work: 2 });
    expect(r.success).toBe(false);
    const paths = r.error?.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(["pant", "shoe", "timing", "neatness", "performance"]);
    expect(new Set(r.error?.issues.map((i) => i.message))).toEqual(new Set([MARK_MISSING_MESSAGE]));
  });

  it("refuses a rating with some marks left out and names only those", () => {
    const r = rateBoySchema.safeParse({ user: 1, work: 2, pant: true, shoe: false, timing: null });
    expect(r.error?.issues.map((i) => i.path.join("."))).toEqual(["timing", "neatness", "performance"]);
  });

  it("accepts all five chosen, poor ones included", () => {
    const r = rateBoySchema.parse({ user: 1, work: 2, ...ALL_GOOD, shoe: false });
    expect(r).toMatchObject({ pant: true, shoe: false, neatness: false, attendence: 1 });
  });

  it("an absent person needs no marks", () => {
    expect(rateBoySchema.parse({ user: 1, work: 2, attendence: 0 })).toMatchObject({
      attendence: 0,
      pant: null,
    });
    expect(missingMarks({ attendence: 0 })).toEqual([]);
    expect(missingMarks({ attendence: 1, ...ALL_GOOD, performance: null })).toEqual(["performance"]);
  });
});
