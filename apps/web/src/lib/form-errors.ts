import type { FieldPath, FieldValues, UseFormSetError, UseFormSetFocus } from "react-hook-form";
import { ApiError } from "./api-client";

export interface ServerErrorOptions<T extends FieldValues> {
  /** Server field name -> form field name, where they differ (`plain_password` -> `confirm_password`). */
  rename?: Readonly<Record<string, FieldPath<T>>>;
  /** Focus the first field that got an error. */
  setFocus?: UseFormSetFocus<T>;
}

/**
 * The one way server field errors (`errors: { field: [message] }`) reach a form: each field the
 * form has gets the first message under it. `fields` is the form's values (its keys say which
 * fields exist). Returns the server fields the form has no field for, with their messages, so
 * the caller can show them elsewhere (a banner, a file input).
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  fields: T,
  setError: UseFormSetError<T>,
  options: ServerErrorOptions<T> = {},
): Record<string, string> {
  const rest: Record<string, string> = {};
  if (!(err instanceof ApiError) || !err.errors) return rest;
  const isField = (name: string): name is FieldPath<T> => Object.hasOwn(fields, name);
  let first: FieldPath<T> | null = null;
  for (const [field, messages] of Object.entries(err.errors)) {
    const message = messages[0];
    if (!message) continue;
    const name = options.rename?.[field] ?? field;
    if (isField(name)) {
      setError(name, { type: "server", message });
      first ??= name;
    } else {
      rest[field] = message;
    }
  }
  if (first && options.setFocus) options.setFocus(first);
  return rest;
}
