import {
  ERROR_STATUS,
  type ErrorCode,
  type ErrorParams,
  errorText,
  type FieldErrors,
  type Language,
  localizeText,
} from "@catercrew/shared";
import { readerParams } from "@catercrew/shared/format/dates";

interface AppErrorOptions {
  /** Values for the `{name}` placeholders of the code's message. */
  params?: ErrorParams;
  /** Put the message on this form field as well (`errors: { [field]: [message] }`). */
  field?: string;
  errors?: FieldErrors;
}

/**
 * The one error type services throw: a stable code (its status from the shared list, its text the
 * server catalogue's `error:<CODE>`, docs/decisions/039-one-catalogue.md); the error handler turns
 * it into `{ status: false, code, message, errors? }`.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errors?: FieldErrors;
  constructor(
    readonly code: ErrorCode,
    readonly opts: AppErrorOptions = {},
  ) {
    const message = errorText("en", code, opts.params && readerParams(opts.params, "en"));
    super(message);
    this.statusCode = ERROR_STATUS[code];
    this.errors = opts.field ? { ...opts.errors, [opts.field]: [message] } : opts.errors;
  }

  /** The message and field errors in the caller's language (English as constructed). */
  localized(language: Language): { message: string; errors?: FieldErrors } {
    if (language === "en") return { message: this.message, errors: this.errors };
    const message = errorText(
      language,
      this.code,
      this.opts.params && readerParams(this.opts.params, language),
    );
    const errors = this.opts.errors ? translateFieldErrors(this.opts.errors, language) : undefined;
    return { message, errors: this.opts.field ? { ...errors, [this.opts.field]: [message] } : errors };
  }
}

/** Field messages (schema and server texts) in the caller's language. */
export function translateFieldErrors(errors: FieldErrors, language: Language): FieldErrors {
  if (language === "en") return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([k, list]) => [k, list.map((text) => localizeText(language, text))]),
  );
}

/** PostgreSQL error codes the app reacts to. */
export function pgErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === "object"; i++) {
    const code = "code" in e ? e.code : undefined;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = "cause" in e ? e.cause : undefined;
  }
  return undefined;
}

export function pgConstraint(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === "object"; i++) {
    const c = "constraint" in e ? e.constraint : undefined;
    if (typeof c === "string") return c;
    e = "cause" in e ? e.cause : undefined;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === "23505";
