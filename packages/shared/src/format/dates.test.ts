import { describe, expect, it } from "vitest";
import {
  dayPartMl,
  daysBetween,
  formatDate,
  formatDateNumeric,
  formatDateTime,
  formatMonth,
  formatTime,
  formatTimeAgo,
  formatWeekday,
  kolkataClockOf,
  kolkataDayOf,
  kolkataToday,
  readerParams,
  weekdayNames,
} from "./dates.js";

describe("days, day first", () => {
  it("writes a calendar day as Kerala does, full month names in Malayalam", () => {
    expect(formatDate("2026-12-12", "en")).toBe("12 Dec 2026");
    expect(formatDate("2026-12-12", "ml")).toBe("12 ഡിസംബർ 2026");
    expect(formatDate("2026-01-05", "en")).toBe("5 Jan 2026");
    expect(formatDate("2026-05-01", "ml")).toBe("1 മേയ് 2026");
    expect(formatDate("2026-08-15", "ml")).toBe("15 ഓഗസ്റ്റ് 2026");
  });

  it("has twelve different month names in each language", () => {
    for (const lang of ["en", "ml"] as const) {
      const names = new Set(
        Array.from({ length: 12 }, (_, i) => formatMonth(`2026-${String(i + 1).padStart(2, "0")}`, lang)),
      );
      expect(names.size).toBe(12);
    }
    expect(formatMonth("2026-11", "en")).toBe("November 2026");
    expect(formatMonth("2026-11", "en", { short: true })).toBe("Nov 2026");
    expect(formatMonth("2026-11", "ml")).toBe("നവംബർ 2026");
    expect(formatMonth("2026-11", "ml", { short: true })).toBe("നവംബർ 2026");
  });

  it("puts the weekday first when asked, and can leave the year out", () => {
    // 12 Dec 2026 is a Saturday.
    expect(formatDate("2026-12-12", "en", { weekday: "short" })).toBe("Sat, 12 Dec 2026");
    expect(formatDate("2026-12-12", "ml", { weekday: "short" })).toBe("ശനി, 12 ഡിസംബർ 2026");
    expect(formatDate("2026-12-13", "ml", { weekday: "long" })).toBe("ഞായറാഴ്ച, 13 ഡിസംബർ 2026");
    expect(formatDate("2026-12-12", "en", { year: false })).toBe("12 Dec");
    expect(formatDate("2026-12-12", "ml", { year: false })).toBe("12 ഡിസംബർ");
  });

  it("names every weekday", () => {
    // 2026-12-13 is a Sunday.
    const week = Array.from({ length: 7 }, (_, i) => `2026-12-${13 + i}`);
    expect(week.map((d) => formatWeekday(d, "ml"))).toEqual([
      "ഞായർ",
      "തിങ്കൾ",
      "ചൊവ്വ",
      "ബുധൻ",
      "വ്യാഴം",
      "വെള്ളി",
      "ശനി",
    ]);
    expect(week.map((d) => formatWeekday(d, "en", "long"))[3]).toBe("Wednesday");
    expect(weekdayNames("ml")).toHaveLength(7);
    expect(weekdayNames("en", "short")[0]).toBe("Sun");
  });

  it("writes table dates as dd/mm/yyyy in both languages", () => {
    expect(formatDateNumeric("2026-12-12")).toBe("12/12/2026");
    expect(formatDateNumeric("2026-01-09")).toBe("09/01/2026");
  });

  it("reads a timestamp on the Kolkata calendar, whatever the machine's zone", () => {
    // 20:00 UTC on 11 Dec is 01:30 on 12 Dec in Kolkata.
    expect(formatDate("2026-12-11T20:00:00Z", "en")).toBe("12 Dec 2026");
    expect(formatDate(new Date("2026-12-11T18:29:00Z"), "ml")).toBe("11 ഡിസംബർ 2026");
    expect(formatDateNumeric("2026-12-11 18:30:00+00")).toBe("12/12/2026");
    expect(kolkataDayOf("2026-12-11T18:30:00.000Z")).toBe("2026-12-12");
    expect(kolkataToday(new Date("2026-12-31T18:30:00Z"))).toBe("2027-01-01");
    expect(kolkataToday(new Date("2026-12-31T18:29:59Z"))).toBe("2026-12-31");
    expect(kolkataClockOf("2026-12-11T13:00:00Z")).toBe("18:30");
  });

  it("gives back text it cannot read, never 'Invalid Date'", () => {
    expect(formatDate("soon", "en")).toBe("soon");
    expect(formatDate("2026-13-01", "ml")).toBe("2026-13-01");
    expect(formatTime("25:00", "en")).toBe("25:00");
    expect(formatDateTime("later", "ml")).toBe("later");
  });

  it("counts calendar days", () => {
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1);
    expect(daysBetween("2026-12-12", "2026-12-12")).toBe(0);
  });
});

describe("times, 12-hour", () => {
  it("writes English with AM and PM", () => {
    expect(formatTime("18:30", "en")).toBe("6:30 PM");
    expect(formatTime("18:30:00", "en")).toBe("6:30 PM");
    expect(formatTime("06:05", "en")).toBe("6:05 AM");
    expect(formatTime("00:00", "en")).toBe("12:00 AM");
    expect(formatTime("12:00", "en")).toBe("12:00 PM");
  });

  it("writes Malayalam with the part of the day first", () => {
    expect(formatTime("18:30", "ml")).toBe("വൈകുന്നേരം 6:30");
    expect(formatTime("07:00", "ml")).toBe("രാവിലെ 7:00");
    expect(formatTime("12:30", "ml")).toBe("ഉച്ചയ്ക്ക് 12:30");
    expect(formatTime("14:00", "ml")).toBe("ഉച്ചയ്ക്ക് 2:00");
    expect(formatTime("20:15", "ml")).toBe("രാത്രി 8:15");
    expect(formatTime("00:30", "ml")).toBe("പുലർച്ചെ 12:30");
  });

  it("keeps the documented boundaries of the parts of the day", () => {
    const parts = Array.from({ length: 24 }, (_, h) => dayPartMl(h));
    expect(parts.slice(0, 5)).toEqual(Array(5).fill("പുലർച്ചെ"));
    expect(parts.slice(5, 12)).toEqual(Array(7).fill("രാവിലെ"));
    expect(parts.slice(12, 16)).toEqual(Array(4).fill("ഉച്ചയ്ക്ക്"));
    expect(parts.slice(16, 19)).toEqual(Array(3).fill("വൈകുന്നേരം"));
    expect(parts.slice(19)).toEqual(Array(5).fill("രാത്രി"));
    expect(formatTime("00:00", "ml")).toBe("പുലർച്ചെ 12:00");
    expect(formatTime("03:59", "ml")).toBe("പുലർച്ചെ 3:59");
    expect(formatTime("04:00", "ml")).toBe("പുലർച്ചെ 4:00");
    expect(formatTime("04:59", "ml")).toBe("പുലർച്ചെ 4:59");
    expect(formatTime("05:00", "ml")).toBe("രാവിലെ 5:00");
    expect(formatTime("11:59", "ml")).toBe("രാവിലെ 11:59");
    expect(formatTime("15:59", "ml")).toBe("ഉച്ചയ്ക്ക് 3:59");
    expect(formatTime("16:00", "ml")).toBe("വൈകുന്നേരം 4:00");
    expect(formatTime("18:59", "ml")).toBe("വൈകുന്നേരം 6:59");
    expect(formatTime("19:00", "ml")).toBe("രാത്രി 7:00");
    expect(formatTime("23:59", "ml")).toBe("രാത്രി 11:59");
  });

  it("says each hour boundary in English too", () => {
    expect(formatTime("00:00", "en")).toBe("12:00 AM");
    expect(formatTime("04:59", "en")).toBe("4:59 AM");
    expect(formatTime("05:00", "en")).toBe("5:00 AM");
    expect(formatTime("11:59", "en")).toBe("11:59 AM");
    expect(formatTime("12:00", "en")).toBe("12:00 PM");
    expect(formatTime("15:59", "en")).toBe("3:59 PM");
    expect(formatTime("16:00", "en")).toBe("4:00 PM");
    expect(formatTime("18:59", "en")).toBe("6:59 PM");
    expect(formatTime("19:00", "en")).toBe("7:00 PM");
    expect(formatTime("23:59", "en")).toBe("11:59 PM");
  });

  it("says a pre-dawn pickup on its own day, not the night before", () => {
    expect(formatDateTime("2026-12-11T22:00:00Z", "ml", { weekday: "short" })).toBe(
      "ശനി, 12 ഡിസംബർ 2026, പുലർച്ചെ 3:30",
    );
  });

  it("shows a timestamp on the Kolkata clock, with its day", () => {
    expect(formatTime("2026-12-12T13:00:00Z", "en")).toBe("6:30 PM");
    expect(formatTime(new Date("2026-12-12T13:00:00Z"), "ml")).toBe("വൈകുന്നേരം 6:30");
    expect(formatDateTime("2026-12-12T13:00:00Z", "en")).toBe("12 Dec 2026, 6:30 PM");
    expect(formatDateTime("2026-12-12T13:00:00Z", "ml")).toBe("12 ഡിസംബർ 2026, വൈകുന്നേരം 6:30");
    expect(formatDateTime("2026-12-12 01:00:00+00", "ml")).toBe("12 ഡിസംബർ 2026, രാവിലെ 6:30");
    // A calendar day alone has no time to show.
    expect(formatDateTime("2026-12-12", "en")).toBe("12 Dec 2026");
  });
});

describe("how long ago", () => {
  const now = new Date("2026-12-12T13:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it("counts minutes and hours with the right noun in both languages, then gives the day", () => {
    expect(formatTimeAgo(ago(20_000), "en", now)).toBe("just now");
    expect(formatTimeAgo(ago(20_000), "ml", now)).toBe("ഇപ്പോൾ");
    expect(formatTimeAgo(ago(60_000), "en", now)).toBe("1 minute ago");
    expect(formatTimeAgo(ago(5 * 60_000), "en", now)).toBe("5 minutes ago");
    expect(formatTimeAgo(ago(60_000), "ml", now)).toBe("1 മിനിറ്റ് മുമ്പ്");
    expect(formatTimeAgo(ago(5 * 60_000), "ml", now)).toBe("5 മിനിറ്റ് മുമ്പ്");
    expect(formatTimeAgo(ago(3_600_000), "en", now)).toBe("1 hour ago");
    expect(formatTimeAgo(ago(3 * 3_600_000), "en", now)).toBe("3 hours ago");
    expect(formatTimeAgo(ago(3 * 3_600_000), "ml", now)).toBe("3 മണിക്കൂർ മുമ്പ്");
    expect(formatTimeAgo(ago(2 * 86_400_000), "en", now)).toBe("10 Dec");
    expect(formatTimeAgo(ago(2 * 86_400_000), "ml", now)).toBe("10 ഡിസംബർ");
    expect(formatTimeAgo("2025-06-01T05:00:00Z", "ml", now)).toBe("1 ജൂൺ 2025");
    // A clock a little ahead of the phone's is "just now", never a negative count.
    expect(formatTimeAgo(ago(-90_000), "en", now)).toBe("just now");
  });
});

describe("a message's params", () => {
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
