import { formatRupees, type Language, t } from "@catercrew/shared";
import type { AuthUser } from "../../../auth/auth.plugin.js";
import type { Ctx } from "../../../lib/context.js";
import { confirmCash } from "../../payouts/cash.service.js";
import type { Outcome } from "./outcome.js";

/**
 * Cash handed over at the venue, answered on WhatsApp (record 066): the `cash_handed_over` notice
 * carries "Got it" and "Not received" as quick replies whose payloads name the payout line
 * (`cash_got:<line>`, `cash_missing:<line>`), and a tap goes through the same `confirmCash` as the
 * app's buttons, as the worker who wrote: a line that is not his is refused there.
 */

/** A tap on "Got it" / "Not received": the line answered as the app would, then a short reply. */
export async function cashAnswer(
  ctx: Ctx<"now">,
  from: string,
  user: AuthUser,
  lang: Language,
  action: { kind: "cash_got" | "cash_missing"; itemId: number },
): Promise<Outcome> {
  const received = action.kind === "cash_got";
  const line = await confirmCash(ctx, user, action.itemId, received);
  const text = t(lang, received ? "whatsapp:cashGot" : "whatsapp:cashMissing", {
    amount: formatRupees(line.amount),
  });
  return {
    outcome: action.kind,
    replies: [{ message: { to: from, content: { type: "text", text } }, userId: user.id }],
  };
}
