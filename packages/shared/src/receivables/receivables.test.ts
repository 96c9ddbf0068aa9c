import { describe, expect, it } from "vitest";
import { ageBalances, bucketOf, daysPastDue, overdueOf, worseFirst } from "./ageing.js";
import { allocatePayment, type OpenInvoice } from "./allocate.js";
import { invoiceUpiLink } from "./invoice-upi.js";

const open: OpenInvoice[] = [
  { id: "c", number: "INV/26-27/0003", invoiceDate: "2026-06-01", dueDate: "2026-06-08", balance: 50_000 },
  { id: "a", number: "INV/26-27/0001", invoiceDate: "2026-04-10", dueDate: "2026-04-17", balance: 30_000 },
  { id: "b", number: "INV/26-27/0002", invoiceDate: "2026-05-01", dueDate: "2026-05-08", balance: 20_000 },
];

describe("allocating a payment", () => {
  it("settles the oldest invoice first and keeps the rest as an advance", () => {
    expect(allocatePayment(45_000, open)).toEqual({
      ok: true,
      allocations: [
        { invoiceId: "a", amount: 30_000 },
        { invoiceId: "b", amount: 15_000 },
      ],
      advance: 0,
    });
    const all = allocatePayment(120_000, open);
    expect(all).toEqual({
      ok: true,
      allocations: [
        { invoiceId: "a", amount: 30_000 },
        { invoiceId: "b", amount: 20_000 },
        { invoiceId: "c", amount: 50_000 },
      ],
      advance: 20_000,
    });
  });
  it("with no open invoice the whole payment is an advance", () => {
    expect(allocatePayment(1, [])).toEqual({ ok: true, allocations: [], advance: 1 });
  });
  it("breaks a tie on the due date by invoice date, then number", () => {
    const tied: OpenInvoice[] = [
      { id: "y", number: "INV/26-27/0010", invoiceDate: "2026-05-02", dueDate: "2026-05-09", balance: 100 },
      { id: "x", number: "INV/26-27/0009", invoiceDate: "2026-05-02", dueDate: "2026-05-09", balance: 100 },
    ];
    const result = allocatePayment(100, tied);
    expect(result.ok && result.allocations).toEqual([{ invoiceId: "x", amount: 100 }]);
  });
  it("follows the admin's choice exactly, the rest an advance", () => {
    expect(allocatePayment(60_000, open, [{ invoiceId: "c", amount: 50_000 }])).toEqual({
      ok: true,
      allocations: [{ invoiceId: "c", amount: 50_000 }],
      advance: 10_000,
    });
  });
  it("refuses a choice above an invoice's balance, above the payment, repeated or unknown", () => {
    expect(allocatePayment(90_000, open, [{ invoiceId: "b", amount: 20_001 }])).toMatchObject({
      ok: false,
      reason: "above_balance",
    });
    expect(
      allocatePayment(40_000, open, [
        { invoiceId: "a", amount: 30_000 },
        { invoiceId: "b", amount: 10_001 },
      ]),
    ).toMatchObject({ ok: false, reason: "above_payment" });
    expect(
      allocatePayment(40_000, open, [
        { invoiceId: "a", amount: 100 },
        { invoiceId: "a", amount: 100 },
      ]),
    ).toMatchObject({ ok: false, reason: "repeated_invoice" });
    expect(allocatePayment(100, open, [{ invoiceId: "z", amount: 100 }])).toMatchObject({
      ok: false,
      reason: "unknown_invoice",
    });
    expect(allocatePayment(100, open, [{ invoiceId: "a", amount: 0 }])).toMatchObject({
      ok: false,
      reason: "not_positive",
    });
  });
});

describe("ageing", () => {
  it("puts the due date itself in not yet due and counts whole days after it", () => {
    expect(bucketOf("2026-06-08", "2026-06-08")).toBe("not_due");
    expect(bucketOf("2026-06-08", "2026-06-01")).toBe("not_due");
    expect(bucketOf("2026-06-08", "2026-06-09")).toBe("d1_30");
    expect(bucketOf("2026-06-08", "2026-07-08")).toBe("d1_30");
    expect(bucketOf("2026-06-08", "2026-07-09")).toBe("d31_60");
    expect(bucketOf("2026-06-08", "2026-08-07")).toBe("d31_60");
    expect(bucketOf("2026-06-08", "2026-08-08")).toBe("d61_90");
    expect(bucketOf("2026-06-08", "2026-09-06")).toBe("d61_90");
    expect(bucketOf("2026-06-08", "2026-09-07")).toBe("over_90");
    expect(daysPastDue("2027-02-28", "2027-03-01")).toBe(1);
    expect(daysPastDue("2028-02-28", "2028-03-01")).toBe(2);
  });
  it("adds balances per bucket and sorts the worst first", () => {
    // 2026-06-20: a is 64 days past due, b 43, c 12.
    const today = "2026-06-20";
    const totals = ageBalances([...open, { dueDate: "2026-06-25", balance: 7 }], today);
    expect(totals).toEqual({ not_due: 7, d1_30: 50_000, d31_60: 20_000, d61_90: 30_000, over_90: 0 });
    expect(overdueOf(totals)).toBe(100_000);
    const light = ageBalances([{ dueDate: "2026-09-25", balance: 900_000 }], today);
    const heavy = ageBalances([{ dueDate: "2026-05-01", balance: 100 }], today);
    expect([light, heavy].sort(worseFirst)).toEqual([heavy, light]);
  });
});

describe("the invoice's UPI link", () => {
  it("carries the agency, the balance and the invoice number as the note", () => {
    const link = invoiceUpiLink({
      upiId: "agency@okaxis",
      payeeName: "Sree Caterers & Co",
      balancePaise: 1_234_550,
      invoiceNumber: "INV/26-27/0001",
    });
    expect(link).toBe(
      "upi://pay?pa=agency%40okaxis&pn=Sree%20Caterers%20%26%20Co&am=12345.50&cu=INR&tn=INV%2F26-27%2F0001",
    );
  });
});
