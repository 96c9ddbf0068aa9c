/**
 * GSTR-1 outward supplies as CSV (docs/decisions/057-payments-dues-exports.md), in the columns of
 * the GST portal's offline tool: a `b2b` section (one row per invoice and rate to a registered
 * client), a `cdnr` section (credit notes to registered clients), then `b2cs` (supplies to
 * unregistered clients, net of their credit notes, totalled per place of supply and rate). Each
 * section starts with its name on a line, then its header. The documents stream through an
 * async generator; only the B2CS totals (a few states x rates) are kept until the end.
 */
import { fromPaise } from "@catercrew/shared/money";

interface Gstr1RatePart {
  /** Percent, e.g. 18. */
  rate: number;
  /** Paise. */
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}

export interface Gstr1Document {
  kind: "invoice" | "credit_note";
  number: string;
  /** ISO day. */
  date: string;
  /** The invoice a credit note cites. */
  invoiceNumber?: string;
  recipientGstin: string | null;
  recipientName: string;
  /** Code and name, "32-Kerala". */
  placeOfSupply: string;
  /** The document's total, paise. */
  value: number;
  parts: Gstr1RatePart[];
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The offline tool's dd-MMM-yyyy. */
export function gstDate(iso: string): string {
  const [year, month, day] = iso.split("-");
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** A text cell: quoted, quotes doubled, a leading = + - @ made harmless for spreadsheets. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const money = fromPaise;
const TAX_HEADER = ["Integrated Tax", "Central Tax", "State/UT Tax"];

export const B2B_HEADER = [
  "GSTIN/UIN of Recipient",
  "Receiver Name",
  "Invoice Number",
  "Invoice date",
  "Invoice Value",
  "Place Of Supply",
  "Reverse Charge",
  "Applicable % of Tax Rate",
  "Invoice Type",
  "E-Commerce GSTIN",
  "Rate",
  "Taxable Value",
  "Cess Amount",
  ...TAX_HEADER,
];

const CDNR_HEADER = [
  "GSTIN/UIN of Recipient",
  "Receiver Name",
  "Note Number",
  "Note Date",
  "Note Type",
  "Place Of Supply",
  "Reverse Charge",
  "Note Supply Type",
  "Note Value",
  "Applicable % of Tax Rate",
  "Rate",
  "Taxable Value",
  "Cess Amount",
  "Invoice Number",
  ...TAX_HEADER,
];

const B2CS_HEADER = [
  "Type",
  "Place Of Supply",
  "Rate",
  "Applicable % of Tax Rate",
  "Taxable Value",
  "Cess Amount",
  "E-Commerce GSTIN",
  ...TAX_HEADER,
];

function taxCells(part: Gstr1RatePart): string[] {
  return [money(part.igst), money(part.cgst), money(part.sgst)];
}

function b2bRows(doc: Gstr1Document): string {
  return doc.parts
    .map((part) =>
      [
        cell(doc.recipientGstin ?? ""),
        cell(doc.recipientName),
        cell(doc.number),
        gstDate(doc.date),
        money(doc.value),
        cell(doc.placeOfSupply),
        "N",
        "",
        "Regular B2B",
        "",
        String(part.rate),
        money(part.taxable),
        "0.00",
        ...taxCells(part),
      ].join(","),
    )
    .map((row) => `${row}\n`)
    .join("");
}

function cdnrRows(doc: Gstr1Document): string {
  return doc.parts
    .map((part) =>
      [
        cell(doc.recipientGstin ?? ""),
        cell(doc.recipientName),
        cell(doc.number),
        gstDate(doc.date),
        "C",
        cell(doc.placeOfSupply),
        "N",
        "Regular B2B",
        money(doc.value),
        "",
        String(part.rate),
        money(part.taxable),
        "0.00",
        cell(doc.invoiceNumber ?? ""),
        ...taxCells(part),
      ].join(","),
    )
    .map((row) => `${row}\n`)
    .join("");
}

type B2csTotals = Map<string, { placeOfSupply: string } & Gstr1RatePart>;

function addB2cs(totals: B2csTotals, doc: Gstr1Document, sign: 1 | -1): void {
  for (const part of doc.parts) {
    const key = `${doc.placeOfSupply}|${part.rate}`;
    const row = totals.get(key) ?? {
      placeOfSupply: doc.placeOfSupply,
      rate: part.rate,
      taxable: 0,
      igst: 0,
      cgst: 0,
      sgst: 0,
    };
    row.taxable += sign * part.taxable;
    row.igst += sign * part.igst;
    row.cgst += sign * part.cgst;
    row.sgst += sign * part.sgst;
    totals.set(key, row);
  }
}

/**
 * `invoices` and `creditNotes` are read one after the other (each in date order); a document to
 * a client without a GSTIN goes into the B2CS totals instead of a row.
 */
export async function* gstr1Csv(
  invoices: AsyncIterable<Gstr1Document>,
  creditNotes: AsyncIterable<Gstr1Document>,
): AsyncGenerator<string> {
  const b2cs: B2csTotals = new Map();
  yield `b2b\n${B2B_HEADER.join(",")}\n`;
  for await (const doc of invoices) {
    if (doc.recipientGstin) yield b2bRows(doc);
    else addB2cs(b2cs, doc, 1);
  }
  yield `\ncdnr\n${CDNR_HEADER.join(",")}\n`;
  for await (const doc of creditNotes) {
    if (doc.recipientGstin) yield cdnrRows(doc);
    else addB2cs(b2cs, doc, -1);
  }
  yield `\nb2cs\n${B2CS_HEADER.join(",")}\n`;
  const rows = [...b2cs.values()].sort((a, b) =>
    a.placeOfSupply === b.placeOfSupply ? a.rate - b.rate : a.placeOfSupply < b.placeOfSupply ? -1 : 1,
  );
  for (const row of rows) {
    yield `${["OE", cell(row.placeOfSupply), String(row.rate), "", money(row.taxable), "0.00", "", ...taxCells(row)].join(",")}\n`;
  }
}
