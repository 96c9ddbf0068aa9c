import { describe, expect, it } from "vitest";
import { escapeHtml, formatIndianDate, formatMonth } from "./payslips.html.js";
import { PAYSLIP_ROLES, PAYSLIP_TEXT_KEYS, PAYSLIP_TEXTS } from "./payslips.texts.js";

describe("payslip texts", () => {
  it("every text has English and Malayalam, the Malayalam in Malayalam script with the same placeholders", () => {
    for (const key of PAYSLIP_TEXT_KEYS) {
      const en = PAYSLIP_TEXTS.en[key];
      const ml = PAYSLIP_TEXTS.ml[key];
      expect(en, key).toBeTruthy();
      expect(ml, key).toBeTruthy();
      // The brand stays as it is (docs/glossary.md).
      if (key !== "agencyName") expect(ml, key).toMatch(/[\u0D00-\u0D7F]/);
      expect([...ml.matchAll(/\{\w+\}/g)].map(String), key).toEqual([...en.matchAll(/\{\w+\}/g)].map(String));
    }
    for (const role of Object.keys(PAYSLIP_ROLES.en))
      expect(PAYSLIP_ROLES.ml[role], role).toMatch(/[\u0D00-\u0D7F]/);
  });

  it("escapes HTML and writes Indian dates", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    expect(formatIndianDate("2026-01-09", "en")).toBe("09/01/2026");
    expect(formatIndianDate("2026-01-09", "ml")).toBe("09/01/2026");
    expect(formatMonth("2026-11", "en")).toBe("November 2026");
    expect(formatMonth("2026-11", "ml")).toMatch(/നവംബർ/);
  });
});
