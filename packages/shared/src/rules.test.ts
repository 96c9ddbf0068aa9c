import { describe, expect, it } from "vitest";
import { crewCounts, isCompletedJob } from "./rules.js";

describe("counts every screen shares", () => {
  it("boys needed counts boys and head boys; captains and supervisors apart", () => {
    expect(crewCounts(["boys", "head_boy", "subadmin", "boys", "supervisor"])).toEqual({
      boys: 3,
      headBoys: 1,
      captains: 1,
      supervisors: 1,
    });
    expect(crewCounts([])).toEqual({ boys: 0, headBoys: 0, captains: 0, supervisors: 0 });
  });
  it("a completed job is a completed work the person was assigned to", () => {
    expect(isCompletedJob({ work_status: "completed", assigned: true })).toBe(true);
    expect(isCompletedJob({ work_status: "completed", assigned: false })).toBe(false);
    expect(isCompletedJob({ work_status: "pending", assigned: true })).toBe(false);
  });
});
