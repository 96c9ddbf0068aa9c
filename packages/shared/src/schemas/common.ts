import { z } from "zod";
import { type FieldLabel, field, say } from "../messages/translate.js";
import { MONEY_PATTERN } from "../money.js";

// No eval-compiled parsers: the web app's CSP forbids eval, and probing for it logs a violation.
z.config({ jitless: true });

/** A required text field with the "{label} is required" message. */
export function requiredText(label: FieldLabel, max = 200) {
  const required = say("validation:{label} is required", { label: field(label) });
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, say("validation:{label} must be at most {max} characters", { label: field(label), max }));
}

/** Optional text: blank becomes null. */
export function optionalText(label: FieldLabel, max = 2000) {
  return z
    .string({ error: say("validation:{label} must be text", { label: field(label) }) })
    .trim()
    .max(max, say("validation:{label} must be at most {max} characters", { label: field(label), max }))
    .nullish()
    .transform((v) => (v ? v : null));
}

/** Booleans from JSON, forms and multipart ("true", "1", "on"). */
export const boolish = z.preprocess(
  (v) => {
    if (typeof v === "string") {
      const s = v.trim().toLowerCase();
      if (["true", "1", "on", "yes"].includes(s)) return true;
      if (["false", "0", "off", "no", ""].includes(s)) return false;
    }
    if (v === 1) return true;
    if (v === 0) return false;
    return v;
  },
  z.boolean({ error: "Must be true or false" }),
);

const MOBILE_MESSAGE = "Mobile number must be 10 digits";

/**
 * A mobile number as people type it, reduced to its 10 digits: spaces, dashes, dots and brackets
 * dropped, then a leading +91, 91 or 0 (trunk prefix) taken off when 10 digits remain
 * ("98470 12345", "+91 94460 55555", "094460 55555" all give the 10 digits). Anything else comes
 * back without its separators, for the 10-digit check to refuse.
 */
export function normalizeMobile(raw: string | number): string {
  const compact = String(raw)
    .trim()
    .replace(/[\s\-.()]/g, "");
  return /^(?:\+?91|0)?(\d{10})$/.exec(compact)?.[1] ?? compact;
}

/**
 * The one mobile-number field of every schema: what was typed is normalised (`normalizeMobile`),
 * then must be exactly 10 digits, kept as text. Numbers are accepted too.
 */
export function mobileNumberField(message = MOBILE_MESSAGE) {
  return z
    .union([z.string(), z.number()], { error: "Mobile number is required" })
    .transform(normalizeMobile)
    .pipe(tenDigits(message));
}

/** The same field for a form whose value is always text. */
export function mobileTextField(message = MOBILE_MESSAGE) {
  return z.string({ error: "Mobile number is required" }).transform(normalizeMobile).pipe(tenDigits(message));
}

function tenDigits(message: string) {
  return z
    .string()
    .min(1, "Mobile number is required")
    .regex(/^\d{10}$/, message);
}

/** Exactly 10 digits after `normalizeMobile`, kept as text (leading zeros kept). */
export const mobileNumber = mobileNumberField();

/**
 * A sign-in or reset identifier (mobile number, e-mail or UserID): a mobile number typed with
 * spaces or a +91 becomes its 10 digits; an e-mail or UserID is only trimmed.
 */
export function normalizeIdentifier(raw: string | number): string {
  const value = String(raw).trim();
  if (value.includes("@")) return value;
  const mobile = normalizeMobile(value);
  return /^\d{10}$/.test(mobile) ? mobile : value;
}

export const emailAddress = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .email("Please enter a valid email address");

/**
 * The e-mail that names an existing account on a login form. Looser than `emailAddress` on purpose:
 * an account may have a local address such as the generated first admin `admin@localhost` (valid,
 * but zod's `email()` wants a dot in the domain). The account lookup decides; the shape only has
 * to be `name@host`. Addresses that are stored keep the strict `optionalEmail` / `emailAddress`.
 */
export const loginEmail = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .regex(/^[^\s@]+@[^\s@]+$/, "Please enter a valid email address");

export const optionalEmail = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .toLowerCase()
  .max(254, "Email is too long")
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || z.email().safeParse(v).success, "Please enter a valid email address");

const PASSWORD_MIN = 6;
export const newPassword = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(PASSWORD_MIN, say("validation:Password must be at least {min} characters", { min: PASSWORD_MIN }))
  .max(128, "Password must be at most 128 characters");

/** A rupee amount >= 0 with at most two decimals, carried as a string ("1234.50"). */
export function money(label: FieldLabel = "Amount") {
  const required = say("validation:{label} is required", { label: field(label) });
  return z
    .union([z.string(), z.number()], { error: required })
    .transform((v) => (typeof v === "number" ? String(v) : v.trim()))
    .pipe(
      z
        .string()
        .min(1, required)
        .regex(
          MONEY_PATTERN,
          say("validation:{label} must be a number of at least 0 with at most two decimals", {
            label: field(label),
          }),
        ),
    )
    .transform((v) => {
      const [whole = "0", fraction = ""] = v.split(".");
      return `${BigInt(whole).toString()}.${fraction.padEnd(2, "0")}`;
    });
}

/**
 * Optional money: empty or null means "0.00". Wrap it in `.optional()` where a field may be left
 * out (an edit that keeps the stored value when the key is missing).
 */
export function optionalMoney(label: FieldLabel) {
  return z
    .union([z.string(), z.number(), z.null(), z.undefined()])
    .transform((v) => (v === null || v === undefined || (typeof v === "string" && v.trim() === "") ? "0" : v))
    .pipe(money(label));
}

export const isoDate = z
  .string({ error: "Date is required" })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be YYYY-MM-DD")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, "Date is not a real date");

/** Local wall-clock time HH:MM (HH:MM:SS accepted and cut to minutes). */
export const wallTime = z
  .string({ error: "Time is required" })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, "Time must be HH:MM")
  .transform((v) => v.slice(0, 5));

/** A positive integer id in a path or body. */
export const idSchema = z.coerce
  .number({ error: "Must be a number" })
  .int("Must be a whole number")
  .positive("Must be a positive number")
  .max(2_147_483_647, "Number is too large");

export const idParams = z.object({ id: idSchema });

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(15),
});

/** Rows in one answer of a capped bare-array list (docs/decisions/013-spec-client-contract.md). */
export const LIST_CAP = 500;

/**
 * `?page=&page_size=` of a capped list: a bare array of at most LIST_CAP rows, with
 * `X-Total-Count` and `Link: <...>; rel="next"` headers for the rest.
 */
export const cappedListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(LIST_CAP).default(LIST_CAP),
});

export const paginationSchema = z.object({
  current_page: z.number(),
  total_pages: z.number(),
  total_items: z.number(),
  page_size: z.number(),
});

export const messageResponse = z.object({ status: z.literal(true), message: z.string() });
