// Bills and credit notes on the wire (docs/decisions/056-clients-and-bills.md). Money is a decimal
// string ("1234.50"); a draft has no number, an issued document never changes.
import { z } from "zod";
import { INVOICE_KINDS, INVOICE_LINE_KINDS } from "../billing/kinds.js";
import { boolish, idSchema, isoDate, money, optionalText, requiredText } from "./common.js";

/** The states an invoice is shown in: stored draft/issued/cancelled, and paid or part paid read from payments. */
const INVOICE_DISPLAY_STATUSES = ["draft", "issued", "part_paid", "paid", "cancelled"] as const;
export type InvoiceDisplayStatus = (typeof INVOICE_DISPLAY_STATUSES)[number];

export const invoiceCreateSchema = z.object({ work_id: idSchema });

const QUANTITY_MESSAGE = "Quantity must be a number from 0 to 9999 with at most two decimals";
const quantity = z
  .union([z.string(), z.number()], { error: QUANTITY_MESSAGE })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,4}(\.\d{1,2})?$/.test(v), QUANTITY_MESSAGE);

/** A line the admin writes on a draft; a discount's amount is taken off. */
const invoiceLineInputSchema = z.object({
  kind: z.enum(INVOICE_LINE_KINDS).exclude(["credit"]),
  description: requiredText("Description", 200),
  quantity: quantity.default("1"),
  rate: money("Rate"),
});

/**
 * PATCH /invoices/:id/ (a draft only): the lines in order (all of them), the discount (replaces
 * the discount line; "0" removes it), the notes printed on the bill.
 */
export const invoicePatchSchema = z.object({
  lines: z.array(invoiceLineInputSchema).max(50, "At most 50 lines on a bill").optional(),
  discount: money("Discount").optional(),
  notes: optionalText("Notes", 1000).optional(),
});
export type InvoicePatchInput = z.input<typeof invoicePatchSchema>;

/** POST /invoices/:id/issue/: the invoice date (today when left out). */
export const invoiceIssueSchema = z.object({ invoice_date: isoDate.optional() }).default({});

/**
 * POST /invoices/:id/credit-notes/: the reason, and the taxable value to credit (its tax follows
 * the invoice's); without an amount, or with `full`, everything left of the invoice is credited and
 * the invoice is cancelled.
 */
export const creditNoteInputSchema = z.object({
  reason: requiredText("Reason", 500),
  amount: money("Amount").optional(),
  full: boolish.optional(),
  note_date: isoDate.optional(),
});
export type CreditNoteInput = z.input<typeof creditNoteInputSchema>;

export const invoiceListQuery = z.object({
  client_id: idSchema.optional(),
  status: z.enum(INVOICE_DISPLAY_STATUSES).optional(),
  kind: z.enum(INVOICE_KINDS).optional(),
  work_id: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

const invoiceLineSchema = z.object({
  position: z.number(),
  kind: z.enum(INVOICE_LINE_KINDS),
  description: z.string(),
  quantity: z.string(),
  rate: z.string(),
  amount: z.string(),
});

const partySchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  gstin: z.string().nullable(),
  state_code: z.string(),
  state_name: z.string(),
});
export type InvoiceParty = z.infer<typeof partySchema>;

export const invoiceSchema = z.object({
  id: z.number(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string().nullable(),
  status: z.enum(INVOICE_DISPLAY_STATUSES),
  client_id: z.number(),
  client_name: z.string(),
  work_id: z.number().nullable(),
  work_date: z.string().nullable(),
  work_venue: z.string().nullable(),
  credit_note_of: z.object({ id: z.number(), number: z.string().nullable() }).nullable(),
  invoice_date: z.string().nullable(),
  due_date: z.string().nullable(),
  overdue: z.boolean(),
  place_of_supply: z.string(),
  place_of_supply_name: z.string(),
  supply: z.enum(["intra_state", "inter_state", "untaxed"]),
  gst_rate: z.string(),
  lines: z.array(invoiceLineSchema),
  taxable_value: z.string(),
  cgst: z.string(),
  sgst: z.string(),
  igst: z.string(),
  round_off: z.string(),
  total: z.string(),
  /** Credit notes issued against it (an invoice), or "0.00". */
  credited: z.string(),
  paid: z.string(),
  /** Of `paid`, what the client's advance settled when it was issued. */
  advance_applied: z.string(),
  balance: z.string(),
  seller: partySchema.nullable(),
  buyer: partySchema.nullable(),
  reason: z.string().nullable(),
  notes: z.string().nullable(),
  credit_notes: z.array(z.object({ id: z.number(), number: z.string().nullable(), total: z.string() })),
  /** A signed link to the printable document (issued documents). */
  document_url: z.string().nullable(),
  issued_at: z.string().nullable(),
  created_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = z.array(invoiceSchema.omit({ lines: true, seller: true, buyer: true }));
export type InvoiceListRow = z.infer<typeof invoiceListSchema>[number];
