import { describe, expect, it } from "vitest";
import { workDateAllowed } from "./works.js";

describe("work dates", () => {
  it("a new work takes today or later, never a past day", () => {
    expect(workDateAllowed("2026-11-24", "2026-11-24")).toBe(true);
    expect(workDateAllowed("2026-12-01", "2026-11-24")).toBe(true);
    expect(workDateAllowed("2026-11-03", "2026-11-24")).toBe(false);
    expect(workDateAllowed("2025-12-31", "2026-11-24", null)).toBe(false);
  });
  it("an edited work keeps its own past date, but cannot move to another past day", () => {
    expect(workDateAllowed("2026-11-03", "2026-11-24", "2026-11-03")).toBe(true);
    expect(workDateAllowed("2026-11-02", "2026-11-24", "2026-11-03")).toBe(false);
    expect(workDateAllowed("2026-11-25", "2026-11-24", "2026-11-03")).toBe(true);
  });
});
