import { fromPaise, toPaise } from "../money.js";

/**
 * A bank's bulk-payment result file read into the rows `POST /payouts/batches/:id/bank-result/`
 * takes (record 066). Banks name their columns their own way (ICICI CIB, HDFC ENet, SBI CMP...),
 * so a row is matched by what it says, not where: its wage reference is the `wage-<id>` our file
 * put in Remarks, found in whichever cell echoes it; status, UTR, amount and reason come from the
 * columns whose headers name them. Money is read from the text exactly (paise), never as a float.
 */

export interface BankResultFileRow {
  /** The file's line number (1 = first line), for showing the admin where a row came from. */
  line: number;
  remarks: string;
  status: "paid" | "failed";
  utr: string | null;
  reason: string | null;
  /** The amount the bank says it moved, as a decimal string ("740.50"), when the file has one. */
  amount: string | null;
}

export type BankResultProblem = "no_reference" | "unknown_status" | "bad_amount";

export interface BankResultFile {
  /** False: no line names a status column, so nothing could be read. */
  understood: boolean;
  rows: BankResultFileRow[];
  /** Transfers the bank has not settled yet: left out, to be imported from a later file. */
  pending: { line: number; remarks: string }[];
  problems: { line: number; problem: BankResultProblem; text: string }[];
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

const HEADERS = {
  status: ["status", "transactionstatus", "txnstatus", "paymentstatus", "transferstatus", "result"],
  utr: [
    "utr",
    "utrno",
    "utrnumber",
    "bankreferenceno",
    "bankreferencenumber",
    "bankrefno",
    "bankreference",
    "rrn",
    "rrnno",
  ],
  amount: [
    "amount",
    "amountinr",
    "amountrs",
    "txnamount",
    "transactionamount",
    "paymentamount",
    "debitamount",
  ],
  reason: [
    "reason",
    "failurereason",
    "rejectreason",
    "rejectionreason",
    "returnreason",
    "errordescription",
    "errormessage",
    "statusdescription",
  ],
} as const;

const PAID = new Set([
  "success",
  "successful",
  "processed",
  "completed",
  "complete",
  "paid",
  "executed",
  "settled",
  "credited",
]);
const FAILED = new Set([
  "failed",
  "failure",
  "rejected",
  "returned",
  "reversed",
  "cancelled",
  "canceled",
  "declined",
  "error",
]);
const PENDING = new Set([
  "pending",
  "inprogress",
  "initiated",
  "processing",
  "senttobank",
  "queued",
  "scheduled",
  "awaitingauthorisation",
  "awaitingauthorization",
]);

/** Cells of a delimited text (quotes with doubled quotes inside, CRLF or LF), by line. */
function cellsOf(text: string, delimiter: string): string[][] {
  const lines: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (c === delimiter) {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      lines.push(row);
      row = [];
      cell = "";
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    lines.push(row);
  }
  return lines.map((r) => r.map((x) => x.trim()));
}

/** The delimiter of the file: the one of comma, semicolon, tab, pipe seen most on its first lines. */
function delimiterOf(text: string): string {
  const head = text.split(/\r?\n/, 20).join("\n");
  let best = ",";
  let most = 0;
  for (const d of [",", ";", "\t", "|"]) {
    const n = head.split(d).length - 1;
    if (n > most) {
      best = d;
      most = n;
    }
  }
  return best;
}

/** The amount as the bank wrote it ("₹1,234.50", "INR 740.5", "740.500"), exactly; null if it is not one. */
export function bankAmount(text: string): string | null {
  const plain = text.replace(/₹|inr|rs\.?/gi, "").replace(/[,\s]/g, "");
  const m = /^(\d{1,9})(?:\.(\d{1,2})0*)?$/.exec(plain);
  if (!m) return null;
  return fromPaise(toPaise(m[2] ? `${m[1]}.${m[2]}` : `${m[1]}`));
}

export function readBankResultFile(text: string): BankResultFile {
  const lines = cellsOf(text.replace(/^\uFEFF/, ""), delimiterOf(text));
  const out: BankResultFile = { understood: false, rows: [], pending: [], problems: [] };
  const headerAt = lines.findIndex((cells) =>
    cells.some((c) => (HEADERS.status as readonly string[]).includes(norm(c))),
  );
  const header = lines[headerAt];
  if (!header) return out;
  out.understood = true;
  const col = (names: readonly string[]) => header.findIndex((c) => names.includes(norm(c)));
  const at = {
    status: col(HEADERS.status),
    utr: col(HEADERS.utr),
    amount: col(HEADERS.amount),
    reason: col(HEADERS.reason),
  };
  lines.slice(headerAt + 1).forEach((cells, i) => {
    const line = headerAt + i + 2;
    if (cells.every((c) => c === "")) return;
    const raw = cells.join(" ");
    const ref = /\bwage-(\d{1,10})\b/i.exec(raw);
    if (!ref) {
      out.problems.push({ line, problem: "no_reference", text: raw.slice(0, 120) });
      return;
    }
    const remarks = `wage-${ref[1]}`;
    const said = norm(cells[at.status] ?? "");
    const cell = (i: number) => (i >= 0 && cells[i] ? cells[i] : null);
    if (PENDING.has(said)) {
      out.pending.push({ line, remarks });
      return;
    }
    if (!PAID.has(said) && !FAILED.has(said)) {
      out.problems.push({ line, problem: "unknown_status", text: cells[at.status] ?? "" });
      return;
    }
    const amountText = cell(at.amount);
    const amount = amountText === null ? null : bankAmount(amountText);
    if (amountText !== null && amount === null) {
      out.problems.push({ line, problem: "bad_amount", text: amountText });
      return;
    }
    const paid = PAID.has(said);
    out.rows.push({
      line,
      remarks,
      status: paid ? "paid" : "failed",
      utr: paid ? (cell(at.utr)?.slice(0, 40) ?? null) : null,
      reason: paid ? null : (cell(at.reason)?.slice(0, 200) ?? (cells[at.status] || null)),
      amount,
    });
  });
  return out;
}
