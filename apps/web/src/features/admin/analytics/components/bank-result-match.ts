import { toPaise } from "@catercrew/shared/money";
import type { BankResultFile, BankResultFileRow } from "@catercrew/shared/payouts/bank-result";
import type { PayoutBatch, PayoutItem } from "@catercrew/shared/schemas/payouts";

/** Why a row of the bank's file is not imported (shown beside it), or "ok". */
export type BankRowVerdict =
  | "ok"
  | "other_batch"
  | "amount_differs"
  | "pending"
  | "no_reference"
  | "unknown_status"
  | "bad_amount";

export interface BankRowPreview {
  line: number;
  remarks: string | null;
  /** The batch line the row pays, when it names one of this batch's bank-file lines. */
  item: PayoutItem | null;
  row: BankResultFileRow | null;
  /** What the file said that could not be read (a status, an amount, the row). */
  text: string | null;
  verdict: BankRowVerdict;
}

/**
 * Each row of the bank's result file beside the batch line it pays (by its `wage-<id>` reference),
 * in the file's order: matched rows are imported; a row of another batch, or whose amount is not
 * the line's to the paisa, is shown and left out, as are rows the bank has not settled and rows
 * that could not be read.
 */
export function matchBankResult(batch: PayoutBatch, read: BankResultFile): BankRowPreview[] {
  const byRef = new Map(
    batch.items
      .filter((i) => i.method === "bankfile" && i.status !== "cancelled")
      .map((i) => [`wage-${i.wage_id}`, i]),
  );
  const out: BankRowPreview[] = [];
  for (const row of read.rows) {
    const item = byRef.get(row.remarks) ?? null;
    const verdict: BankRowVerdict = !item
      ? "other_batch"
      : row.amount !== null && toPaise(row.amount) !== toPaise(item.amount)
        ? "amount_differs"
        : "ok";
    out.push({ line: row.line, remarks: row.remarks, item, row, text: null, verdict });
  }
  for (const p of read.pending) {
    out.push({
      line: p.line,
      remarks: p.remarks,
      item: byRef.get(p.remarks) ?? null,
      row: null,
      text: null,
      verdict: "pending",
    });
  }
  for (const p of read.problems) {
    out.push({ line: p.line, remarks: null, item: null, row: null, text: p.text, verdict: p.problem });
  }
  return out.sort((a, b) => a.line - b.line);
}
