import { describe, expect, it } from "vitest";
import { iso, readerParams, todayInKolkata } from "./dates.js";

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

  it("writes a message's date and time params as the reader reads them, never raw", () => {
    const params = { venue: "Sree Hall", date: "2034-03-03", time: "18:30:00", count: 3 };
    expect(readerParams(params, "en")).toEqual({ ...params, date: "3 Mar 2034", time: "6:30 PM" });
    expect(readerParams(params, "ml", { weekday: true })).toEqual({
      ...params,
      date: "വെള്ളി, 3 മാർച്ച് 2034",
      time: "വൈകുന്നേരം 6:30",
    });
    expect(readerParams({ date: "not a date" }, "en")).toEqual({ date: "not a date" });
  });
});
