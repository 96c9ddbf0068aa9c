import { describe, expect, it } from "vitest";
import { escapeHtml, PAYSLIP_TEXT_KEYS, paidLine, payslipRole, payslipTexts } from "./payslips.html.js";

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

  it("says how a batch paid the wage: amount, UPI / bank / cash, the Kolkata time and the UTR", () => {
    const upi = {
      method: "razorpayx" as const,
      destination: "ra…@okaxis",
      utr: "432112345678",
      paidAt: "2026-11-28T18:12:00.000Z",
      amountPaise: 74_000,
    };
    expect(paidLine(upi, "en")).toBe("Paid ₹740 by UPI on 28 Nov, 11:42 PM, UTR 432112345678");
    const ml = paidLine(upi, "ml");
    expect(ml).toContain("UPI വഴി");
    expect(ml).toContain("₹740");
    expect(ml).toContain("രാത്രി 11:42");
    expect(ml).toContain("UTR 432112345678");
    expect(paidLine({ ...upi, destination: "xxxx4321", amountPaise: 74_050 }, "en")).toBe(
      "Paid ₹740.50 by bank transfer on 28 Nov, 11:42 PM, UTR 432112345678",
    );
    expect(paidLine({ ...upi, method: "cash", destination: null, utr: null }, "en")).toBe(
      "Paid ₹740 in cash on 28 Nov, 11:42 PM",
    );
  });

  it("escapes HTML", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
