import { describe, expect, it } from "vitest";
import { localizeText } from "../messages/server.js";
import { buildUpiLink } from "../upi.js";
import { markPaidSchema, monthQuerySchema, upiIdSchema } from "./payments.js";

describe("buildUpiLink", () => {
  it("builds a upi://pay link with every value percent-encoded and the amount with two decimals", () => {
    const link = buildUpiLink({
      upiId: "ravi.kumar@okaxis",
      name: "Ravi & Sons",
      amount: "1234.5",
      note: "Wage: Sree Hall 05/11/2026",
    });
    expect(link).toBe(
      "upi://pay?pa=ravi.kumar%40okaxis&pn=Ravi%20%26%20Sons&am=1234.50&cu=INR&tn=Wage%3A%20Sree%20Hall%2005%2F11%2F2026",
    );
    const url = new URL(link);
    expect(url.protocol).toBe("upi:");
    expect(url.searchParams.get("pa")).toBe("ravi.kumar@okaxis");
    expect(url.searchParams.get("pn")).toBe("Ravi & Sons");
    expect(url.searchParams.get("am")).toBe("1234.50");
    expect(url.searchParams.get("cu")).toBe("INR");
  });

  it("keeps whole rupees and paise exact, and Malayalam names encoded", () => {
    expect(buildUpiLink({ upiId: "a1@ybl", name: "രവി", amount: "500", note: "x" })).toContain("am=500.00");
    expect(buildUpiLink({ upiId: "a1@ybl", name: "രവി", amount: "0.1", note: "x" })).toContain("am=0.10");
    const link = buildUpiLink({ upiId: "a1@ybl", name: "രവി", amount: "1", note: "x" });
    expect(link).not.toMatch(/[^\x21-\x7e]/);
    expect(new URL(link).searchParams.get("pn")).toBe("രവി");
  });
});

describe("payment schemas", () => {
  it("checks a UPI ID as name@handle; blank removes it", () => {
    expect(upiIdSchema.parse(" ravi.k-1_2@okhdfcbank ")).toBe("ravi.k-1_2@okhdfcbank");
    expect(upiIdSchema.parse("")).toBeNull();
    expect(upiIdSchema.parse(null)).toBeNull();
    for (const bad of [
      "ravi",
      "@okaxis",
      "ravi@",
      "ra vi@okaxis",
      "ravi@ok axis",
      "ravi@@okaxis",
      "r@okaxis",
    ]) {
      const r = upiIdSchema.safeParse(bad);
      expect(r.success, bad).toBe(false);
      if (!r.success) expect(localizeText("ml", r.error.issues[0]?.message ?? "")).toMatch(/[\u0D00-\u0D7F]/);
    }
  });

  it("reads a month and a mark-paid body", () => {
    expect(monthQuerySchema.safeParse({ month: "2026-11" }).success).toBe(true);
    for (const m of ["2026-13", "2026-00", "26-11", "2026-1", ""])
      expect(monthQuerySchema.safeParse({ month: m }).success, m).toBe(false);
    expect(markPaidSchema.parse({ user: 1, work: 2, reference: "  " })).toEqual({
      user: 1,
      work: 2,
      reference: null,
    });
    expect(markPaidSchema.parse({ user: 1, work: 2 }).reference).toBeNull();
  });
});
