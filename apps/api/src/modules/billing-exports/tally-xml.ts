/**
 * Tally Prime's XML import of vouchers (docs/decisions/057-payments-dues-exports.md): an
 * ENVELOPE with HEADER TALLYREQUEST "Import Data" and BODY IMPORTDATA, REQUESTDESC REPORTNAME
 * "Vouchers", then one TALLYMESSAGE per voucher. Each ledger line is a debit (ISDEEMEDPOSITIVE
 * Yes, negative AMOUNT) or a credit (No, positive AMOUNT), Tally's own sign convention, and each
 * voucher balances to zero. Written as an async generator, one voucher at a time, so a year of
 * documents streams out with flat memory.
 */
import { fromPaise } from "@catercrew/shared/money";

/** The ledgers the accountant has in Tally (docs/billing.md lists them). */
interface TallyLedgers {
  sales: string;
  cgst: string;
  sgst: string;
  igst: string;
  roundOff: string;
  bank: string;
  cash: string;
  tds: string;
}

export const DEFAULT_TALLY_LEDGERS: TallyLedgers = {
  sales: "Manpower Supply Services",
  cgst: "Output CGST",
  sgst: "Output SGST",
  igst: "Output IGST",
  roundOff: "Round Off",
  bank: "Bank Account",
  cash: "Cash",
  tds: "TDS Receivable",
};

/** Amounts in paise; round_off signed (+ when the total was rounded up). */
interface TaxDocument {
  number: string;
  /** ISO day. */
  date: string;
  party: string;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  roundOff: number;
  total: number;
}

export type TallyDocument =
  | ({ kind: "invoice" } & TaxDocument)
  | ({ kind: "credit_note"; invoiceNumber: string } & TaxDocument)
  | {
      kind: "receipt";
      /** The payment's own reference in CaterCrew (its id), the voucher number in Tally. */
      number: string;
      date: string;
      party: string;
      /** Money received, paise. */
      amount: number;
      /** TDS the client withheld, paise. */
      tds: number;
      method: "upi" | "bank_transfer" | "cash" | "cheque";
      reference: string;
      /** Paise settled per invoice; what is left of amount + tds is an advance. */
      allocations: { invoiceNumber: string; amount: number }[];
    };

interface Line {
  ledger: string;
  /** Paise, + debit, - credit. */
  debit: number;
  bills?: { name: string; type: "New Ref" | "Agst Ref" | "Advance"; debit: number }[];
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Tally's AMOUNT: a debit negative, a credit positive. */
function tallyAmount(debit: number): string {
  return fromPaise(-debit);
}

function lineXml(line: Line, party: string): string {
  const deemedPositive = line.debit > 0 ? "Yes" : "No";
  const bills = (line.bills ?? [])
    .map(
      (bill) =>
        `<BILLALLOCATIONS.LIST><NAME>${escapeXml(bill.name)}</NAME><BILLTYPE>${bill.type}</BILLTYPE><AMOUNT>${tallyAmount(bill.debit)}</AMOUNT></BILLALLOCATIONS.LIST>`,
    )
    .join("");
  return (
    `<ALLLEDGERENTRIES.LIST><LEDGERNAME>${escapeXml(line.ledger)}</LEDGERNAME>` +
    `<ISDEEMEDPOSITIVE>${deemedPositive}</ISDEEMEDPOSITIVE>` +
    `<ISPARTYLEDGER>${line.ledger === party ? "Yes" : "No"}</ISPARTYLEDGER>` +
    `<AMOUNT>${tallyAmount(line.debit)}</AMOUNT>${bills}</ALLLEDGERENTRIES.LIST>`
  );
}

function voucherXml(
  type: string,
  doc: { number: string; date: string; party: string },
  lines: Line[],
  narration: string,
): string {
  const sum = lines.reduce((acc, line) => acc + line.debit, 0);
  if (sum !== 0) throw new Error(`Voucher ${doc.number} does not balance (${sum} paise)`);
  const body = lines
    .filter((line) => line.debit !== 0)
    .map((line) => lineXml(line, doc.party))
    .join("");
  return (
    `<TALLYMESSAGE xmlns:UDF="TallyUDF"><VOUCHER VCHTYPE="${type}" ACTION="Create" OBJVIEW="Accounting Voucher View">` +
    `<DATE>${doc.date.replaceAll("-", "")}</DATE><VOUCHERTYPENAME>${type}</VOUCHERTYPENAME>` +
    `<VOUCHERNUMBER>${escapeXml(doc.number)}</VOUCHERNUMBER><PARTYLEDGERNAME>${escapeXml(doc.party)}</PARTYLEDGERNAME>` +
    `<NARRATION>${escapeXml(narration)}</NARRATION><PERSISTEDVIEW>Accounting Voucher View</PERSISTEDVIEW>` +
    `${body}</VOUCHER></TALLYMESSAGE>\n`
  );
}

/** Sales: the party debited with the total, sales and each tax credited, the round-off either way. */
function taxLines(doc: TaxDocument, ledgers: TallyLedgers, sign: 1 | -1, bill: Line["bills"]): Line[] {
  return [
    { ledger: doc.party, debit: sign * doc.total, bills: bill },
    { ledger: ledgers.sales, debit: -sign * doc.taxable },
    { ledger: ledgers.cgst, debit: -sign * doc.cgst },
    { ledger: ledgers.sgst, debit: -sign * doc.sgst },
    { ledger: ledgers.igst, debit: -sign * doc.igst },
    { ledger: ledgers.roundOff, debit: -sign * doc.roundOff },
  ];
}

export function voucherOf(doc: TallyDocument, ledgers: TallyLedgers): string {
  switch (doc.kind) {
    case "invoice":
      return voucherXml(
        "Sales",
        doc,
        taxLines(doc, ledgers, 1, [{ name: doc.number, type: "New Ref", debit: doc.total }]),
        `Invoice ${doc.number}`,
      );
    case "credit_note":
      return voucherXml(
        "Credit Note",
        doc,
        taxLines(doc, ledgers, -1, [{ name: doc.invoiceNumber, type: "Agst Ref", debit: -doc.total }]),
        `Credit note ${doc.number} against invoice ${doc.invoiceNumber}`,
      );
    case "receipt": {
      const settled = doc.amount + doc.tds;
      const allocated = doc.allocations.reduce((acc, a) => acc + a.amount, 0);
      const bills: NonNullable<Line["bills"]> = doc.allocations.map((a) => ({
        name: a.invoiceNumber,
        type: "Agst Ref",
        debit: -a.amount,
      }));
      if (settled > allocated)
        bills.push({ name: `ADV-${doc.number}`, type: "Advance", debit: allocated - settled });
      return voucherXml(
        "Receipt",
        doc,
        [
          { ledger: doc.method === "cash" ? ledgers.cash : ledgers.bank, debit: doc.amount },
          { ledger: ledgers.tds, debit: doc.tds },
          { ledger: doc.party, debit: -settled, bills },
        ],
        `${doc.method.replace("_", " ")} ${doc.reference}`.trim(),
      );
    }
  }
}

/** The whole file, a voucher at a time. */
export async function* tallyXml(
  docs: AsyncIterable<TallyDocument>,
  opts: { company?: string; ledgers?: TallyLedgers } = {},
): AsyncGenerator<string> {
  const ledgers = opts.ledgers ?? DEFAULT_TALLY_LEDGERS;
  const company = opts.company
    ? `<STATICVARIABLES><SVCURRENTCOMPANY>${escapeXml(opts.company)}</SVCURRENTCOMPANY></STATICVARIABLES>`
    : "";
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<ENVELOPE><HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER>` +
    `<BODY><IMPORTDATA><REQUESTDESC><REPORTNAME>Vouchers</REPORTNAME>${company}</REQUESTDESC><REQUESTDATA>\n`;
  for await (const doc of docs) yield voucherOf(doc, ledgers);
  yield "</REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>\n";
}
