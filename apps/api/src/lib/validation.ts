import type { FieldErrors } from "@catercrew/shared";
import type { z } from "zod";
import { AppError } from "../errors/app-error.js";

interface IssueLike {
  path: PropertyKey[] | string;
  message: string;
}

/** Groups issues by field ("_" for the whole body) into the API's `errors` map. */
export function toFieldErrors(issues: IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key =
      typeof issue.path === "string"
        ? issue.path.replace(/^\//, "").replaceAll("/", ".") || "_"
        : issue.path.map(String).join(".") || "_";
    const list = errors[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[key] = list;
  }
  return errors;
}

/** Parses with a shared schema; bad input becomes a 400 with field errors. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const errors = toFieldErrors(result.error.issues);
  throw new AppError("VALIDATION_FAILED", {
    params: { detail: result.error.issues[0]?.message ?? "Invalid input" },
    errors,
  });
}
