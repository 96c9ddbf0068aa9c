import type { NotificationType } from "@catercrew/shared";
import { payloadOf } from "../payloads.js";

/**
 * Cash handed over at the venue, answered on WhatsApp (record 066): the `cash_handed_over` notice
 * carries "Got it" and "Not received" as quick replies whose payloads name the payout line
 * (`cash_got:<line>`, `cash_missing:<line>`), and a tap goes through the same `confirmCash` as the
 * app's buttons, as the worker who wrote: a line that is not his is refused there.
 */

/** The quick-reply buttons of a `cash_handed_over` notice; none on other notices or without a line. */
export function cashButtons(type: NotificationType, params: Record<string, string>) {
  const itemId = Number(params.item);
  if (type !== "cash_handed_over" || !Number.isInteger(itemId) || itemId <= 0) return [];
  return (["cash_got", "cash_missing"] as const).map((kind, index) => ({
    type: "button" as const,
    sub_type: "quick_reply" as const,
    index: String(index),
    parameters: [{ type: "payload" as const, payload: payloadOf({ kind, itemId }) }],
  }));
}
