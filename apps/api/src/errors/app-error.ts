import { ERROR_STATUS, type ErrorCode, type FieldErrors } from "@catercrew/shared";

/** The one error type services throw; the error handler turns it into the JSON error body. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string, errors?: FieldErrors) =>
  new AppError("BAD_REQUEST", message, errors);
export const unauthorized = (message = "Not authenticated") => new AppError("UNAUTHORIZED", message);
export const forbidden = (message = "You do not have permission to do this.") =>
  new AppError("FORBIDDEN", message);
export const notFound = (message = "Not found") => new AppError("NOT_FOUND", message);
export const conflict = (message: string, errors?: FieldErrors) => new AppError("CONFLICT", message, errors);
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

/** PostgreSQL error codes the app reacts to. */
export function pgErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === "object"; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export function pgConstraint(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === "object"; i++) {
    const c = (e as { constraint?: unknown }).constraint;
    if (typeof c === "string") return c;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === "23505";
