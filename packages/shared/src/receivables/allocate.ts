/**
 * How a client's payment settles his open invoices (docs/decisions/057-payments-dues-exports.md):
 * oldest first unless the admin names the invoices; what is left over is the client's advance.
 * Everything in paise (integers); pure, so the form can preview what the server will do.
 */

export interface OpenInvoice {
  id: string;
  number: string;
  /** ISO day the invoice was issued. */
  invoiceDate: string;
  /** ISO day it falls due. */
  dueDate: string;
  /** What is still owed on it, in paise (> 0 for an open invoice). */
  balance: number;
}

interface Allocation {
  invoiceId: string;
  /** Paise settled on this invoice. */
  amount: number;
}

export type AllocationRefusal =
  | { reason: "unknown_invoice"; invoiceId: string }
  | { reason: "above_balance"; invoiceId: string }
  | { reason: "above_payment" }
  | { reason: "not_positive"; invoiceId: string }
  | { reason: "repeated_invoice"; invoiceId: string };

type AllocationResult =
  | { ok: true; allocations: Allocation[]; advance: number }
  | ({ ok: false } & AllocationRefusal);

/** Oldest first: by due date, then invoice date, then number (the series runs in order). */
function oldestFirst(a: OpenInvoice, b: OpenInvoice): number {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  if (a.invoiceDate !== b.invoiceDate) return a.invoiceDate < b.invoiceDate ? -1 : 1;
  return a.number < b.number ? -1 : a.number > b.number ? 1 : 0;
}

/**
 * Spreads `settles` paise (the money received plus the TDS the client withheld) over `open`.
 * Without `chosen`, oldest first; with it, exactly the admin's split, each part at most what is
 * left on that invoice and all together at most the payment. The rest is the advance.
 */
export function allocatePayment(
  settles: number,
  open: readonly OpenInvoice[],
  chosen?: readonly Allocation[],
): AllocationResult {
  if (chosen && chosen.length > 0) return allocateChosen(settles, open, chosen);
  let left = settles;
  const allocations: Allocation[] = [];
  for (const invoice of [...open].sort(oldestFirst)) {
    if (left <= 0) break;
    if (invoice.balance <= 0) continue;
    const amount = Math.min(left, invoice.balance);
    allocations.push({ invoiceId: invoice.id, amount });
    left -= amount;
  }
  return { ok: true, allocations, advance: left };
}

function allocateChosen(
  settles: number,
  open: readonly OpenInvoice[],
  chosen: readonly Allocation[],
): AllocationResult {
  const byId = new Map(open.map((invoice) => [invoice.id, invoice]));
  const seen = new Set<string>();
  let total = 0;
  for (const part of chosen) {
    const invoice = byId.get(part.invoiceId);
    if (!invoice) return { ok: false, reason: "unknown_invoice", invoiceId: part.invoiceId };
    if (seen.has(part.invoiceId)) return { ok: false, reason: "repeated_invoice", invoiceId: part.invoiceId };
    seen.add(part.invoiceId);
    if (!Number.isInteger(part.amount) || part.amount <= 0) {
      return { ok: false, reason: "not_positive", invoiceId: part.invoiceId };
    }
    if (part.amount > invoice.balance)
      return { ok: false, reason: "above_balance", invoiceId: part.invoiceId };
    total += part.amount;
  }
  if (total > settles) return { ok: false, reason: "above_payment" };
  return {
    ok: true,
    allocations: chosen.map((part) => ({ invoiceId: part.invoiceId, amount: part.amount })),
    advance: settles - total,
  };
}
