/**
 * Money is handled as whole paise (integers) so sums are exact; the API and the database
 * carry it as decimal strings with two places ("1234.50").
 */
export const MONEY_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

export type MoneyInput = string | number | null | undefined;

/** Parses a non-negative decimal amount into paise. Empty means 0. Throws on anything else. */
export function toPaise(value: MoneyInput): number {
  if (value === null || value === undefined || value === "") return 0;
  const text = typeof value === "number" ? value.toFixed(2) : value.trim();
  const negative = text.startsWith("-");
  const body = negative ? text.slice(1) : text;
  if (!/^\d+(\.\d{1,2})?$/.test(body)) throw new Error(`Not a money amount: ${String(value)}`);
  const [whole = "0", fraction = ""] = body.split(".");
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return negative ? -paise : paise;
}

/** Paise to the API's decimal string: 123450 -> "1234.50". */
export function fromPaise(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(Math.round(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * An exact decimal amount as a JSON number rounded to two places ("690.00" -> 690), for the
 * fields a client does arithmetic on (docs/decisions/013-spec-client-contract.md). The server keeps computing in decimals.
 */
export function moneyNumber(value: MoneyInput): number {
  return toPaise(value) / 100;
}

export function sumMoney(values: MoneyInput[]): string {
  return fromPaise(values.reduce<number>((acc, v) => acc + toPaise(v), 0));
}

// Made on first use: building a currency formatter loads locale data (tens of milliseconds on a
// slow phone), which screens that show no amount should not pay while they start.
let inrFormatter: Intl.NumberFormat | undefined;
function inr(): Intl.NumberFormat {
  inrFormatter ??= new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return inrFormatter;
}

let wholeFormatter: Intl.NumberFormat | undefined;
function wholeRupees(): Intl.NumberFormat {
  wholeFormatter ??= new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return wholeFormatter;
}

function paiseOf(value: MoneyInput): number {
  try {
    return toPaise(value);
  } catch {
    return 0;
  }
}

/**
 * Indian grouping with the rupee sign and always two decimals: "123456" -> "₹1,23,456.00". For
 * payslips, invoices and the admin's tables, where columns of amounts are compared (record 058).
 */
export function formatINR(value: MoneyInput): string {
  return inr().format(paiseOf(value) / 100);
}

/**
 * Money as a worker or a captain reads it, in both languages: whole rupees without ".00"
 * ("700" -> "₹700", "123456" -> "₹1,23,456"), paise only when there are some ("700.5" ->
 * "₹700.50"). "₹700.00" on a work card reads as seven hundred thousand to some (record 058).
 */
export function formatRupees(value: MoneyInput): string {
  const paise = paiseOf(value);
  return paise % 100 === 0 ? wholeRupees().format(paise / 100) : inr().format(paise / 100);
}
