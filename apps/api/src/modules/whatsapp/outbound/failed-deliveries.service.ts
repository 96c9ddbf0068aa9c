import type { FailedDelivery, Language, NotificationType } from "@catercrew/shared";
import { t } from "@catercrew/shared";
import type { Ctx } from "../../../lib/context.js";
import { iso } from "../../../lib/dates.js";
import { failedNoticeRows } from "../../notifications/notifications.service.js";
import { failedWhatsappSends, failureWords } from "./failed-sends.service.js";

/**
 * GET /notifications/failed-deliveries/ (admins): the notices that could not be delivered (push or
 * WhatsApp) and the templates that did not reach a worker (record 063), with why in the admin's
 * words, newest first. Kept in the WhatsApp module, so the notifications never import it.
 */
export async function getFailedDeliveries(ctx: Ctx, lang: Language): Promise<{ results: FailedDelivery[] }> {
  const rows = await failedNoticeRows(ctx, 200);
  const notices: FailedDelivery[] = rows.map((r) => ({
    id: r.id,
    source: "notice",
    channel: r.channel === "push" ? "push" : "whatsapp",
    attempts: r.attempts,
    last_error: r.lastError,
    updated_at: iso(r.updatedAt) ?? r.updatedAt,
    user_id: r.userId,
    user_name: r.userName,
    type: r.type as NotificationType,
    reason: r.channel === "push" ? t(lang, "whatsapp:failure.push") : failureWords(lang, r.lastError),
    work_id: null,
  }));
  // Offers, confirmations and reminders go as templates, outside the notices (record 063).
  const templates: FailedDelivery[] = (await failedWhatsappSends(ctx, lang, { limit: 200 })).map((f) => ({
    id: f.id,
    source: "template",
    channel: "whatsapp",
    attempts: 1,
    last_error: f.last_error,
    updated_at: f.at,
    user_id: f.user_id,
    user_name: f.user_name,
    type: f.type,
    reason: f.reason,
    work_id: f.work_id,
  }));
  const all = [...notices, ...templates].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  return { results: all.slice(0, 200) };
}
