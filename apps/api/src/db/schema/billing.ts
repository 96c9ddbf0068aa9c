import { INVOICE_KINDS, INVOICE_LINE_KINDS, INVOICE_STATUSES } from "@catercrew/shared";
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { clients } from "./clients.js";
import { cascadeRef, createdAt, oneOf, updatedAt } from "./columns.js";
import { users } from "./people.js";
import { works } from "./works.js";

/** Bills and credit notes (docs/decisions/056-clients-and-bills.md), migration 0040. */

const bigMoney = (name: string) => pg.numeric(name, { precision: 12, scale: 2 });
const setNullUser = (name: string) => pg.integer(name).references(() => users.id, { onDelete: "set null" });

/** One row: the agency as its bills name it, GST and numbering settings. */
export const billingSettings = pg.pgTable(
  "billing_settings",
  {
    id: pg.boolean("id").primaryKey().default(true),
    legalName: pg.text("legal_name").notNull().default(""),
    address: pg.text("address").notNull().default(""),
    stateCode: pg.text("state_code").notNull().default("32"),
    gstin: pg.text("gstin"),
    phone: pg.text("phone"),
    email: pg.text("email"),
    sac: pg.text("sac").notNull().default("998519"),
    gstRate: pg.numeric("gst_rate", { precision: 4, scale: 2 }).notNull().default("18"),
    upiId: pg.text("upi_id"),
    bankName: pg.text("bank_name"),
    bankAccount: pg.text("bank_account"),
    bankIfsc: pg.text("bank_ifsc"),
    invoicePrefix: pg.text("invoice_prefix").notNull().default("INV"),
    creditNotePrefix: pg.text("credit_note_prefix").notNull().default("CN"),
    footer: pg.text("footer"),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.check("billing_settings_one_row", sql`${t.id}`),
    pg.check("billing_settings_rate_check", sql`${t.gstRate} >= 0 and ${t.gstRate} <= 28`),
  ],
);

/**
 * An invoice (from a work) or a credit note (citing an invoice). A draft has no number; issuing
 * gives the next number of its series and year, and freezes the parties (`seller`, `buyer`) and
 * every figure.
 */
export const invoices = pg.pgTable(
  "invoices",
  {
    id: pg.serial("id").primaryKey(),
    kind: pg.text("kind", { enum: INVOICE_KINDS }).notNull().default("invoice"),
    status: pg.text("status", { enum: INVOICE_STATUSES }).notNull().default("draft"),
    clientId: pg
      .integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "restrict" }),
    workId: pg.integer("work_id").references(() => works.id, { onDelete: "restrict" }),
    creditNoteOf: pg.integer("credit_note_of").references((): pg.AnyPgColumn => invoices.id, {
      onDelete: "restrict",
    }),
    number: pg.text("number"),
    financialYear: pg.text("financial_year"),
    sequence: pg.integer("sequence"),
    invoiceDate: pg.date("invoice_date", { mode: "string" }),
    dueDate: pg.date("due_date", { mode: "string" }),
    placeOfSupply: pg.text("place_of_supply").notNull().default("32"),
    gstRate: pg.numeric("gst_rate", { precision: 4, scale: 2 }).notNull().default("0"),
    taxableValue: bigMoney("taxable_value").notNull().default("0"),
    cgst: bigMoney("cgst").notNull().default("0"),
    sgst: bigMoney("sgst").notNull().default("0"),
    igst: bigMoney("igst").notNull().default("0"),
    roundOff: bigMoney("round_off").notNull().default("0"),
    total: bigMoney("total").notNull().default("0"),
    /**
     * What is left to pay on an issued invoice: its total less its issued credit notes and the
     * payments split onto it, never below 0; 0 on anything else. Kept by triggers in the
     * transaction of every write that changes it; never written by the code (migration 0054,
     * docs/decisions/079-kept-bill-balances.md).
     */
    balance: bigMoney("balance").notNull().default("0"),
    seller: pg.jsonb("seller"),
    buyer: pg.jsonb("buyer"),
    reason: pg.text("reason"),
    notes: pg.text("notes"),
    createdBy: setNullUser("created_by"),
    issuedBy: setNullUser("issued_by"),
    issuedAt: pg.timestamp("issued_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex("invoices_number_key").on(t.kind, t.number).where(sql`${t.number} is not null`),
    pg
      .uniqueIndex("invoices_sequence_key")
      .on(t.kind, t.financialYear, t.sequence)
      .where(sql`${t.sequence} is not null`),
    pg
      .uniqueIndex("invoices_live_work_key")
      .on(t.workId)
      .where(sql`${t.kind} = 'invoice' and ${t.status} <> 'cancelled'`),
    pg.index("invoices_client_idx").on(t.clientId, t.invoiceDate),
    pg.index("invoices_credit_note_of_idx").on(t.creditNoteOf),
    // The migration adds INCLUDE (invoice_date, balance): the dues read stays inside the index.
    pg.index("invoices_open_idx").on(t.clientId, t.dueDate).where(sql`${t.balance} > 0`),
    pg.index("invoices_issued_date_idx").on(t.invoiceDate, t.id).where(sql`${t.status} = 'issued'`),
    pg.check("invoices_kind_check", oneOf(t.kind, INVOICE_KINDS)),
    pg.check("invoices_status_check", oneOf(t.status, INVOICE_STATUSES)),
  ],
);

/** A bill's lines in order: a role's crew, an extra, a discount (negative), a credit. */
export const invoiceLines = pg.pgTable(
  "invoice_lines",
  {
    id: pg.serial("id").primaryKey(),
    invoiceId: cascadeRef("invoice_id", () => invoices.id),
    position: pg.integer("position").notNull(),
    kind: pg.text("kind", { enum: INVOICE_LINE_KINDS }).notNull(),
    description: pg.text("description").notNull(),
    quantity: pg.numeric("quantity", { precision: 10, scale: 2 }).notNull().default("1"),
    rate: pg.numeric("rate", { precision: 10, scale: 2 }).notNull().default("0"),
    amount: bigMoney("amount").notNull(),
  },
  (t) => [
    pg.index("invoice_lines_invoice_idx").on(t.invoiceId, t.position),
    pg.check("invoice_lines_kind_check", oneOf(t.kind, INVOICE_LINE_KINDS)),
  ],
);

/** The last number given in each series and financial year: its row is locked while issuing. */
export const documentCounters = pg.pgTable(
  "document_counters",
  {
    kind: pg.text("kind", { enum: INVOICE_KINDS }).notNull(),
    financialYear: pg.text("financial_year").notNull(),
    lastSequence: pg.integer("last_sequence").notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.kind, t.financialYear] })],
);
