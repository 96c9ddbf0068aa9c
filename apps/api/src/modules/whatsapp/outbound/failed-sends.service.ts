import type { Language, NotificationType, WhatsappTemplateKind } from "@catercrew/shared";
import type { Ctx } from "../../../lib/context.js";
import { failureWords } from "../receipts/failure-words.js";

export { failureWords };

import { failedSends } from "../receipts/outbox-receipts.js";

/**
 * The templates that did not reach a worker (offers, confirmations, reminders, wage messages),
 * failed at send or by a status callback, with why in words (docs/decisions/063-whatsapp-inbox.md):
 * the admin's failed-deliveries list and the work's WhatsApp section read them.
 */

/** The notice each template stands for, so the list names it as it names the notices. */
const NOTICE_OF: Record<WhatsappTemplateKind, NotificationType> = {
  job_offer: "work_offered",
  work_confirmed: "assigned",
  confirm_reminder: "reminder_day_before",
  wage_saved: "wage_saved",
  wage_paid: "wage_paid",
  signin_code: "mobile_changed",
  agency_message: "whatsapp_message",
  // To a client, never in the workers' outbox (the reminders keep their own log, record 057).
  payment_reminder: "whatsapp_message",
  booking_confirmed: "whatsapp_message",
  booking_declined: "whatsapp_message",
};

interface FailedSend {
  id: number;
  kind: WhatsappTemplateKind;
  type: NotificationType;
  work_id: number | null;
  user_id: number;
  user_name: string;
  last_error: string | null;
  reason: string;
  at: string;
}

export async function failedWhatsappSends(
  ctx: Ctx,
  lang: Language,
  opts: { workId?: number; limit: number },
): Promise<FailedSend[]> {
  const rows = await failedSends(ctx.db, opts);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    type: NOTICE_OF[r.kind],
    work_id: r.workId,
    user_id: r.userId,
    user_name: r.userName,
    last_error: r.lastError,
    reason: failureWords(lang, r.lastError),
    at: r.at,
  }));
}
