import { fromPaise } from "@catercrew/shared/money";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { billingSettings, clients, invoices } from "../db/schema.js";

/**
 * Clients and issued bills for the payments, dues and exports suites, written directly (the bills'
 * own API is tested by its suites): a bill here is already issued, with its figures as given.
 */
type TestDb = { db: Db };
let seq = 0;

export async function makeClient(t: TestDb, overrides: Partial<typeof clients.$inferInsert> = {}) {
  seq += 1;
  const [row] = await t.db
    .insert(clients)
    .values({ name: `Client ${seq}`, mobile: `98${String(seq).padStart(8, "0")}`, ...overrides })
    .returning();
  if (!row) throw new Error("no client");
  return row;
}

/** An issued bill: intra-state 18 % on `taxable` paise unless `igst` is asked for. */
export async function issuedBill(
  t: TestDb,
  clientId: number,
  opts: {
    taxable: number;
    date: string;
    dueDate?: string;
    igst?: boolean;
    creditNoteOf?: number;
    workId?: number;
    /** Stamp the parties as an issue does: the agency's GSTIN then, the client's then. */
    stamped?: { seller: string | null; buyer: string | null };
  },
) {
  seq += 1;
  const tax = Math.round(opts.taxable * 0.18);
  const half = Math.round(tax / 2);
  const exact = opts.taxable + (opts.igst ? tax : half * 2);
  const total = Math.round(exact / 100) * 100;
  const kind = opts.creditNoteOf ? "credit_note" : "invoice";
  const [row] = await t.db
    .insert(invoices)
    .values({
      kind,
      status: "issued",
      clientId,
      creditNoteOf: opts.creditNoteOf ?? null,
      workId: opts.workId ?? null,
      number: `${kind === "invoice" ? "INV" : "CN"}/T/${String(seq).padStart(5, "0")}`,
      financialYear: "T",
      sequence: seq,
      invoiceDate: opts.date,
      dueDate: opts.dueDate ?? opts.date,
      placeOfSupply: "32",
      gstRate: "18",
      taxableValue: fromPaise(opts.taxable),
      cgst: fromPaise(opts.igst ? 0 : half),
      sgst: fromPaise(opts.igst ? 0 : half),
      igst: fromPaise(opts.igst ? tax : 0),
      roundOff: fromPaise(total - exact),
      total: fromPaise(total),
      ...(opts.stamped && {
        seller: { name: "Sree Caterers", gstin: opts.stamped.seller, state_code: "32" },
        buyer: { name: "Client", gstin: opts.stamped.buyer, state_code: "32" },
      }),
    })
    .returning();
  if (!row) throw new Error("no bill");
  return row;
}

export async function setAgencyGstin(t: TestDb, gstin: string | null, legalName = "Sree Caterers") {
  await t.db.insert(billingSettings).values({ id: true }).onConflictDoNothing();
  await t.db.update(billingSettings).set({ gstin, legalName }).where(eq(billingSettings.id, true));
}
