import { ApiError } from "@/lib/api-client";

/** The server's message, else the fallback for that call. */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message) return err.message;
  return fallback;
}

/** Keeps a "saved" flag for 2 s: success flags clear themselves after 2000 ms. */
export const SUCCESS_FLAG_MS = 2000;
