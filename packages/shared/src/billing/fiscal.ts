/**
 * Financial years (April to March) and document numbers (docs/decisions/056-clients-and-bills.md):
 * each series (invoices, credit notes) counts from 1 in each financial year; a number is at most
 * 16 characters (GST rule 46), `INV/26-27/0001` by default.
 */

const DOCUMENT_NUMBER_MAX = 16;
/** A series prefix: letters, digits and "-" (rule 46 allows these and "/", which separates). */
export const DOCUMENT_PREFIX_PATTERN = /^[A-Za-z0-9-]{1,6}$/;

/** The year (e.g. 2026) in which the financial year of an ISO date (YYYY-MM-DD) starts. */
function financialYearStart(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  if (!Number.isInteger(year) || month < 1 || month > 12) throw new Error(`Not a date: ${isoDate}`);
  return month >= 4 ? year : year - 1;
}

/** "26-27" for any day from 1 April 2026 to 31 March 2027. */
export function financialYearLabel(isoDate: string): string {
  const start = financialYearStart(isoDate);
  const two = (y: number) => String(y % 100).padStart(2, "0");
  return `${two(start)}-${two(start + 1)}`;
}

/** `INV/26-27/0001`: prefix, financial year, the number in its series (at least 4 digits). */
export function formatDocumentNumber(prefix: string, isoDate: string, sequence: number): string {
  if (!DOCUMENT_PREFIX_PATTERN.test(prefix)) throw new Error(`Not a document prefix: ${prefix}`);
  if (!Number.isInteger(sequence) || sequence < 1) throw new Error(`Not a sequence number: ${sequence}`);
  const number = `${prefix}/${financialYearLabel(isoDate)}/${String(sequence).padStart(4, "0")}`;
  if (number.length > DOCUMENT_NUMBER_MAX) throw new Error(`Document number too long: ${number}`);
  return number;
}
