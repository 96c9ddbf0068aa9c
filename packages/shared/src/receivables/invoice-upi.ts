// The payment link a client's reminder and statement carry (docs/decisions/057-payments-dues-exports.md).
import { fromPaise } from "../money.js";
import { buildUpiLink } from "../upi.js";

/**
 * `upi://pay?pa=<agency UPI ID>&pn=<agency name>&am=<balance>&cu=INR&tn=<invoice number>`: the
 * note is the invoice number, so the agency matches the money to the bill in its bank statement.
 */
export function invoiceUpiLink(p: {
  upiId: string;
  payeeName: string;
  balancePaise: number;
  invoiceNumber: string;
}): string {
  return buildUpiLink({
    upiId: p.upiId,
    name: p.payeeName,
    amount: fromPaise(p.balancePaise),
    note: p.invoiceNumber,
  });
}
