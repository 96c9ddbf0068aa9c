import { describe, expect, it } from "vitest";
import { iso, todayInKolkata } from "./dates.js";

/** What iso() answered before its string fast path: through Date. */
const viaDate = (v: string) => new Date(v.replace(" ", "T").replace(/([+-]\d{2})$/, "$1:00")).toISOString();

describe("iso", () => {
  it("answers what Date answers for the timestamps the database writes", () => {
    for (const v of [
      "2026-11-22 20:41:08.52+00",
      "2026-11-22 20:41:08+00",
      "2026-11-22 20:41:08.123456+00",
      "2026-11-22 20:41:08.1+00",
      "2026-11-22T20:41:08.520Z",
      "2026-11-22 20:41:08.52+00:00",
      "2026-11-22 02:11:08.52+05:30",
      "2026-11-22 20:41:08.52-03",
    ]) {
      expect(iso(v), v).toBe(viaDate(v));
    }
  });

  it("keeps Date values, null and text that is no timestamp", () => {
    expect(iso(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)))).toBe("2026-01-02T03:04:05.006Z");
    expect(iso(null)).toBeNull();
    expect(iso(undefined)).toBeNull();
    expect(iso("not a time")).toBe("not a time");
  });
});

describe("Kolkata dates", () => {
  it("gives today's date in India and writes dates out per language", () => {
    expect(todayInKolkata(new Date("2026-11-22T19:00:00Z"))).toBe("2026-11-23");
    expect(todayInKolkata(new Date("2026-11-22T18:00:00Z"))).toBe("2026-11-22");
  });
});
