import { z } from "zod";
import { idSchema } from "./common.js";

/**
 * The short check-in code's alphabet: capital letters and digits a captain cannot misread when
 * typing (no 0/O, 1/I/L).
 */
export const SHORT_CHECK_IN_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const SHORT_CHECK_IN_LENGTH = 6;

/** A typed short code as the server reads it: spaces and dashes dropped, capitals, or undefined. */
export function normaliseShortCheckInCode(typed: string): string | undefined {
  const code = typed.replace(/[\s-]/g, "").toUpperCase();
  if (code.length !== SHORT_CHECK_IN_LENGTH) return undefined;
  for (const ch of code) if (!SHORT_CHECK_IN_ALPHABET.includes(ch)) return undefined;
  return code;
}

/**
 * GET /users/check-in/{workId}/: the worker's signed check-in code for today (the QR), its short
 * form the captain can type (6 characters, unique within the work), and when it ends.
 */
export const checkInCodeResponseSchema = z.object({
  code: z.string(),
  short_code: z.string(),
  expires_at: z.string(),
});
export type CheckInCodeResponse = z.infer<typeof checkInCodeResponseSchema>;

/**
 * POST /sub_admin/check-in/: the work and either the `code` (the scanned signed code, or the short
 * code typed) or the `user` (by hand).
 */
export const checkInSchema = z
  .object({
    work: idSchema,
    code: z.string().trim().min(1).max(200).optional(),
    user: idSchema.optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.user === undefined), {
    message: "Send a check-in code or a user",
  });

/** One person's arrival: the first check-in is kept. */
export const checkInResponseSchema = z.object({
  user: z.number(),
  arrived_at: z.string(),
});
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;

/** GET /sub_admin/check-in/{workId}/: every arrival of a work. */
export const checkInListResponseSchema = z.array(
  checkInResponseSchema.extend({ method: z.enum(["code", "hand"]) }),
);
export type CheckInListResponse = z.infer<typeof checkInListResponseSchema>;
