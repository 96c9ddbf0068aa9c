import { describe, expect, it } from "vitest";
import { escapeHtml, PAYSLIP_TEXT_KEYS, payslipRole, payslipTexts } from "./payslips.html.js";

describe("payslip texts", () => {
  it("every text has English and Malayalam from the catalogue, the Malayalam in Malayalam script", () => {
    const en = payslipTexts("en");
    const ml = payslipTexts("ml");
    for (const key of PAYSLIP_TEXT_KEYS) {
      expect(en[key], key).toBeTruthy();
      // The brand stays as it is (docs/glossary.md).
      if (key !== "agencyName") expect(ml[key], key).toMatch(/[\u0D00-\u0D7F]/);
    }
    for (const role of ["subadmin", "supervisor", "head_boy", "boys"])
      expect(payslipRole("ml", role), role).toMatch(/[\u0D00-\u0D7F]/);
  });

  it("escapes HTML", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
