// UPI payments, without zod: the worker area checks a UPI ID with the same pattern.
import { fromPaise, toPaise } from "./money.js";

/**
 * A UPI ID (virtual payment address) as NPCI writes them: `name@handle`, the name of letters,
 * digits, dots, dashes and underscores, the handle (the bank or app) of letters and digits.
 */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

interface UpiPayment {
  /** The payee's UPI ID. */
  upiId: string;
  /** The payee's name as the UPI app shows it. */
  name: string;
  /** An exact decimal amount ("1234.5" or "1234.50"). */
  amount: string;
  /** The transaction note. */
  note: string;
}

/**
 * The `upi://pay` link that opens the phone's UPI app with the payee, amount (two decimals, in
 * INR) and note filled in. Every value is percent-encoded (spaces as %20, `&` and `@` escaped).
 */
export function buildUpiLink(p: UpiPayment): string {
  const params: [string, string][] = [
    ["pa", p.upiId],
    ["pn", p.name],
    ["am", fromPaise(toPaise(p.amount))],
    ["cu", "INR"],
    ["tn", p.note.slice(0, 80)],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`;
}
