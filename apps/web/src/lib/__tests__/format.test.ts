import { afterEach, describe, expect, it } from "vitest";
import {
  currentLanguage,
  formatDate,
  formatDateTime,
  formatMonth,
  formatTime,
  formatWeekday,
  weekdayNames,
} from "@/lib/format";
import { initI18n, LANG_STORAGE_KEY } from "@/lib/i18n";

async function inLanguage(lang: "en" | "ml") {
  localStorage.setItem(LANG_STORAGE_KEY, lang);
  await initI18n(["auth"]);
}

/** The screens write dates and times in the chosen language, through the shared module (decision 040). */
describe("dates and times on the screens", () => {
  afterEach(() => localStorage.clear());

  it("English: day first, AM/PM", async () => {
    await inLanguage("en");
    expect(currentLanguage()).toBe("en");
    expect(formatDate("2026-12-12", { weekday: "short" })).toBe("Sat, 12 Dec 2026");
    expect(formatTime("18:30:00")).toBe("6:30 PM");
    expect(formatDateTime("2026-12-12T13:00:00.000Z")).toBe("12 Dec 2026, 6:30 PM");
    expect(formatMonth("2026-06", { short: true })).toBe("Jun 2026");
    expect(formatDate(null)).toBe("N/A");
  });

  it("Malayalam: full month names, the weekday's name, the part of the day before the time", async () => {
    await inLanguage("ml");
    expect(currentLanguage()).toBe("ml");
    expect(formatDate("2026-12-12")).toBe("12 ഡിസംബർ 2026");
    expect(formatDate("2026-12-12", { weekday: "short" })).toBe("ശനി, 12 ഡിസംബർ 2026");
    expect(formatWeekday("2026-12-17")).toBe("വ്യാഴം");
    expect(formatTime("07:15")).toBe("രാവിലെ 7:15");
    expect(formatTime("18:30")).toBe("വൈകുന്നേരം 6:30");
    expect(formatDateTime("2026-12-12T16:00:00.000Z")).toBe("12 ഡിസംബർ 2026, രാത്രി 9:30");
    expect(formatMonth("2026-06", { short: true })).toBe("ജൂൺ 2026");
    expect(weekdayNames("ml", "short")).toEqual(["ഞായർ", "തിങ്കൾ", "ചൊവ്വ", "ബുധൻ", "വ്യാഴം", "വെള്ളി", "ശനി"]);
  });
});
