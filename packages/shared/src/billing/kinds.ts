/** The lists of the billing domain (docs/decisions/056-clients-and-bills.md). */

/** Who a client is: a caterer (a work's catering company), an event host, a company. */
export const CLIENT_KINDS = ["caterer", "event_host", "company"] as const;

/** What a rate card prices: a person per role, a person who set or loaded, transport per work, an hour of overtime. */
export const RATE_ITEMS = [
  "boys",
  "head_boy",
  "supervisor",
  "subadmin",
  "setting",
  "loading",
  "transport",
  "overtime",
] as const;
export type RateItem = (typeof RATE_ITEMS)[number];
/** The rate items that are a role's per-person price. */
export const ROLE_RATE_ITEMS = [
  "boys",
  "head_boy",
  "supervisor",
  "subadmin",
] as const satisfies readonly RateItem[];

/** A bill or a credit note (each its own series). */
export const INVOICE_KINDS = ["invoice", "credit_note"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Stored states; "part paid" and "paid" are read from the payments against an issued invoice. */
export const INVOICE_STATUSES = ["draft", "issued", "cancelled"] as const;

/** What a bill's line is for. */
export const INVOICE_LINE_KINDS = [
  "role",
  "setting",
  "loading",
  "transport",
  "overtime",
  "discount",
  "other",
  "credit",
] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

export const DEFAULT_PAYMENT_TERMS_DAYS = 7;
