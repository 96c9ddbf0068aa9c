import { describe, expect, it } from "vitest";
import {
  billingSettingsInputSchema,
  GSTIN_CHECK_MESSAGE,
  GSTIN_STATE_MESSAGE,
  rateCardInputSchema,
  STATE_CODE_MESSAGE,
} from "./billing.js";
import { clientCreateSchema, clientPatchSchema } from "./billing-clients.js";
import { creditNoteInputSchema, invoicePatchSchema } from "./billing-invoices.js";

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe("billing schemas", () => {
  it("takes a client with a name only: a caterer in Kerala, 7 days' terms", () => {
    expect(clientCreateSchema.parse({ name: " Amma Caterers " })).toMatchObject({
      name: "Amma Caterers",
      kind: "caterer",
      state_code: "32",
      payment_terms_days: 7,
      gstin: null,
      mobile: null,
      whatsapp_consent: false,
    });
  });
  it("takes the state from the GSTIN, and refuses one of another state", () => {
    expect(clientCreateSchema.parse({ name: "X", gstin: "27aapfu0939f1zv" })).toMatchObject({
      gstin: "27AAPFU0939F1ZV",
      state_code: "27",
    });
    expect(
      messages(clientCreateSchema.safeParse({ name: "X", gstin: "27AAPFU0939F1ZV", state_code: "32" })),
    ).toEqual([GSTIN_STATE_MESSAGE]);
  });
  it("says what is wrong with a GSTIN or a state code", () => {
    expect(messages(clientPatchSchema.safeParse({ gstin: "27AAPFU0939F1ZW" }))).toEqual([
      GSTIN_CHECK_MESSAGE,
    ]);
    expect(messages(clientPatchSchema.safeParse({ state_code: "39" }))).toEqual([STATE_CODE_MESSAGE]);
    expect(clientPatchSchema.parse({ state_code: 7 })).toEqual({ state_code: "07" });
    expect(clientPatchSchema.safeParse({ payment_terms_days: 400 }).success).toBe(false);
  });
  it("refuses a negative rate and reads a card as a map or a list", () => {
    expect(rateCardInputSchema.safeParse({ rates: { boys: "-5" } }).success).toBe(false);
    expect(rateCardInputSchema.parse({ rates: { boys: "650", transport: "" } }).rates).toEqual([
      { item: "boys", rate: "650.00" },
      { item: "transport", rate: null },
    ]);
    expect(rateCardInputSchema.parse({ rates: [{ role: "head_boy", rate: 800.5 }] }).rates).toEqual([
      { item: "head_boy", rate: "800.50" },
    ]);
    expect(rateCardInputSchema.safeParse({ rates: { chef: "5" } }).success).toBe(false);
  });
  it("checks the agency's settings", () => {
    expect(billingSettingsInputSchema.parse({ gst_rate: 18, sac: "998519" })).toEqual({
      gst_rate: "18",
      sac: "998519",
    });
    expect(billingSettingsInputSchema.safeParse({ gst_rate: "29" }).success).toBe(false);
    expect(billingSettingsInputSchema.safeParse({ invoice_prefix: "INVOICE" }).success).toBe(false);
    expect(
      billingSettingsInputSchema.safeParse({ invoice_prefix: "X", credit_note_prefix: "X" }).success,
    ).toBe(false);
    expect(billingSettingsInputSchema.safeParse({ bank_ifsc: "sbin0001234" }).data).toEqual({
      bank_ifsc: "SBIN0001234",
    });
  });
  it("checks a draft's lines and a credit note", () => {
    expect(
      invoicePatchSchema.safeParse({
        lines: [{ kind: "role", description: "Boys", quantity: "2.555", rate: "1" }],
      }).success,
    ).toBe(false);
    expect(
      invoicePatchSchema.safeParse({ lines: [{ kind: "credit", description: "x", rate: "1" }] }).success,
    ).toBe(false);
    expect(creditNoteInputSchema.safeParse({ amount: "10" }).success).toBe(false);
  });
});
