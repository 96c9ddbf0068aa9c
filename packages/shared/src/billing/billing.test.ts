import { describe, expect, it } from "vitest";
import {
  amountInWords,
  billTotals,
  divRound,
  effectiveRates,
  financialYearLabel,
  formatDocumentNumber,
  GST_STATES,
  gstinCheckChar,
  gstinProblem,
  numberInWords,
  proposePrice,
  rateToBasisPoints,
  stateLabel,
  type TaxParties,
} from "./index.js";

const KERALA_AGENCY = "32AAPFU0939F1Z";
const agencyGstin = KERALA_AGENCY + gstinCheckChar(KERALA_AGENCY);
const kerala = (over: Partial<TaxParties> = {}): TaxParties => ({
  agencyGstin,
  agencyStateCode: "32",
  clientGstin: null,
  clientStateCode: "32",
  venueStateCode: "32",
  ...over,
});

describe("GSTIN", () => {
  it("accepts a GSTIN whose check character is right, in any case", () => {
    expect(gstinProblem("27AAPFU0939F1ZV")).toBeNull();
    expect(gstinProblem(" 27aapfu0939f1zv ")).toBeNull();
    expect(gstinCheckChar("27AAPFU0939F1Z")).toBe("V");
  });
  it("refuses a wrong check character, a wrong shape and a state that is not India's", () => {
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("check");
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("format");
    expect(gstinProblem("27AAPF10939F1ZV")).toBe("format");
    const fake = "99AAPFU0939F1Z";
    expect(gstinProblem(fake + gstinCheckChar(fake))).toBe("state");
  });
  it("changes the check character when any one character changes", () => {
    const base = "32ABCDE1234F1Z";
    const check = gstinCheckChar(base);
    for (let i = 2; i < 14; i++) {
      const swapped =
        base.slice(0, i) + (base[i] === "1" ? "2" : base[i] === "A" ? "B" : "1") + base.slice(i + 1);
      if (/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z$/.test(swapped)) expect(gstinCheckChar(swapped)).not.toBe(check);
    }
  });
});

describe("GST state codes", () => {
  it("lists 01 to 38 and 97, Kerala being 32", () => {
    expect(GST_STATES["32"]).toBe("Kerala");
    expect(Object.keys(GST_STATES)).toHaveLength(39);
    expect(Object.keys(GST_STATES)).toContain("97");
    expect(Object.keys(GST_STATES)).not.toContain("39");
    expect(stateLabel("32")).toBe("Kerala (32)");
  });
});

describe("tax and rounding", () => {
  it("charges CGST and SGST at half the rate each within Kerala", () => {
    const t = billTotals([{ amount: 1_000_000, rate: 1800 }], kerala());
    expect(t).toMatchObject({
      supply: "intra_state",
      placeOfSupply: "32",
      cgst: 90_000,
      sgst: 90_000,
      igst: 0,
    });
    expect(t.total).toBe(1_180_000);
    expect(t.roundOff).toBe(0);
  });
  it("charges IGST when a registered client is in another state", () => {
    const t = billTotals(
      [{ amount: 1_000_000, rate: 1800 }],
      kerala({ clientGstin: "27AAPFU0939F1ZV", clientStateCode: "27" }),
    );
    expect(t).toMatchObject({ supply: "inter_state", placeOfSupply: "27", cgst: 0, sgst: 0, igst: 180_000 });
  });
  it("takes the venue's state as place of supply for an unregistered client", () => {
    const inKerala = billTotals([{ amount: 50_000, rate: 1800 }], kerala({ clientStateCode: "33" }));
    expect(inKerala).toMatchObject({ supply: "intra_state", placeOfSupply: "32", cgst: 4500, sgst: 4500 });
    const elsewhere = billTotals([{ amount: 50_000, rate: 1800 }], kerala({ venueStateCode: "33" }));
    expect(elsewhere).toMatchObject({ supply: "inter_state", placeOfSupply: "33", igst: 9000 });
  });
  it("has no tax at all without an agency GSTIN", () => {
    const t = billTotals([{ amount: 123_456, rate: 1800 }], kerala({ agencyGstin: null }));
    expect(t).toMatchObject({ supply: "untaxed", cgst: 0, sgst: 0, igst: 0, taxable: 123_456 });
    expect(t.total).toBe(123_500);
    expect(t.roundOff).toBe(44);
  });
  it("rounds each tax to the paisa, half up", () => {
    // 9 % of 100.05 is 9.0045 -> 9.00; 9 % of 100.06 is 9.0054 -> 9.01
    expect(billTotals([{ amount: 10_005, rate: 1800 }], kerala()).cgst).toBe(900);
    expect(billTotals([{ amount: 10_006, rate: 1800 }], kerala()).cgst).toBe(901);
    // 9 % of 0.50 is 0.045 -> 0.05 (half up)
    expect(billTotals([{ amount: 50, rate: 1800 }], kerala()).cgst).toBe(5);
    expect(divRound(-5, 10)).toBe(-1);
  });
  it("rounds the total to the rupee up and down with a round-off line", () => {
    // 1000.40 + 180.07 (IGST) = 1180.47 -> 1180, round-off -0.47
    const down = billTotals([{ amount: 100_040, rate: 1800 }], kerala({ venueStateCode: "33" }));
    expect(down.igst).toBe(18_007);
    expect(down.total).toBe(118_000);
    expect(down.roundOff).toBe(-47);
    // 1000.50 + 90.05 + 90.05 = 1180.60 -> 1181, round-off +0.40
    const up = billTotals([{ amount: 100_050, rate: 1800 }], kerala());
    expect(up.total).toBe(118_100);
    expect(up.roundOff).toBe(40);
  });
  it("computes tax on each rate's taxable total, a discount lowering it", () => {
    const t = billTotals(
      [
        { amount: 70_000, rate: 1800 },
        { amount: 35_000, rate: 1800 },
        { amount: -5_000, rate: 1800 },
        { amount: 10_000, rate: 500 },
      ],
      kerala(),
    );
    expect(t.perRate).toEqual([
      { rate: 500, taxable: 10_000, cgst: 250, sgst: 250, igst: 0 },
      { rate: 1800, taxable: 100_000, cgst: 9000, sgst: 9000, igst: 0 },
    ]);
    expect(t.taxable).toBe(110_000);
  });
  it("reads a rate as basis points", () => {
    expect(rateToBasisPoints("18")).toBe(1800);
    expect(rateToBasisPoints("12.5")).toBe(1250);
    expect(() => rateToBasisPoints("-1")).toThrow();
  });
});

describe("financial years and numbers", () => {
  it("turns the year on 1 April, not 1 January", () => {
    expect(financialYearLabel("2027-03-31")).toBe("26-27");
    expect(financialYearLabel("2027-04-01")).toBe("27-28");
    expect(financialYearLabel("2027-01-01")).toBe("26-27");
    expect(financialYearLabel("2099-12-31")).toBe("99-00");
  });
  it("formats numbers of each series within 16 characters", () => {
    expect(formatDocumentNumber("INV", "2026-11-29", 1)).toBe("INV/26-27/0001");
    expect(formatDocumentNumber("CN", "2027-03-31", 42)).toBe("CN/26-27/0042");
    expect(formatDocumentNumber("KCREW", "2027-04-01", 1234)).toBe("KCREW/27-28/1234");
    expect(formatDocumentNumber("INV", "2027-04-01", 12345)).toBe("INV/27-28/12345");
  });
  it("refuses a number longer than 16 characters or a prefix with other characters", () => {
    expect(() => formatDocumentNumber("ABCDEF", "2027-04-01", 12345)).toThrow();
    expect(() => formatDocumentNumber("IN V", "2027-04-01", 1)).toThrow();
    expect(() => formatDocumentNumber("INV", "2027-04-01", 0)).toThrow();
  });
});

describe("amount in words", () => {
  it("writes lakh and crore", () => {
    expect(amountInWords(12_000_050)).toBe("Rupees One Lakh Twenty Thousand and Fifty Paise Only");
    expect(amountInWords(1_234_567_800)).toBe(
      "Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Only",
    );
    expect(numberInWords(1_000_000_000)).toBe("One Hundred Crore");
    expect(numberInWords(105)).toBe("One Hundred Five");
  });
  it("writes paise alone and zero", () => {
    expect(amountInWords(99)).toBe("Rupees Zero and Ninety Nine Paise Only");
    expect(amountInWords(0)).toBe("Rupees Zero Only");
    expect(amountInWords(1_180_000)).toBe("Rupees Eleven Thousand Eight Hundred Only");
  });
});

describe("the proposed price", () => {
  it("is people needed times the client's rate, his own over the default, plus transport", () => {
    const rates = effectiveRates(
      { boys: "650.00", head_boy: "800.00", transport: "1500.00" },
      { boys: "700.50", head_boy: null },
    );
    expect(proposePrice({ boys: 10, head_boy: 1 }, rates)).toEqual({
      amount: "9305.00",
      lines: [
        { item: "boys", quantity: 10, rate: "700.50", amount: "7005.00" },
        { item: "head_boy", quantity: 1, rate: "800.00", amount: "800.00" },
        { item: "transport", quantity: 1, rate: "1500.00", amount: "1500.00" },
      ],
    });
    expect(proposePrice({}, rates).amount).toBe("0.00");
  });
});
