import { z } from "zod";

/** The longest reason a rejection may carry (docs/decisions/045-rejection-reasons.md). */
export const REJECTION_REASON_MAX = 300;

/**
 * Why an application or a join request was turned down, shown to the person: trimmed, at most
 * 300 characters; empty means none.
 */
export const rejectionReasonSchema = z
  .string({ error: "Reason must be text" })
  .trim()
  .max(REJECTION_REASON_MAX, "Reason must be at most 300 characters")
  .optional();

/** The admin's reject dialog and the reject calls' optional body. */
export const rejectBodySchema = z.object({ reason: rejectionReasonSchema });
export type RejectBody = z.input<typeof rejectBodySchema>;

/** The stored form of a reason: null for none. */
export const storedReason = (reason: string | undefined): string | null => reason || null;
