import { formatRupees, type Language, type NotificationType, t } from "@catercrew/shared";
import { readerParams } from "@catercrew/shared/format/dates";

/**
 * The words of every notification are the server catalogue's `notification:<type>.title` and
 * `notification:<type>.body` (packages/shared/src/locales/{en,ml}/server.po,
 * docs/decisions/039-one-catalogue.md), with the glossary's Malayalam forms. `{venue}`, `{date}`,
 * `{time}`, `{amount}` are filled from the notification's params. The WhatsApp template of a type
 * has the same body, with the params in `params` order as {{1}}, {{2}}, ... (docs/whatsapp.md
 * lists them for registration).
 */
interface NotificationText {
  title: string;
  body: string;
}

export const NOTIFICATION_PARAMS: Record<NotificationType, readonly string[]> = {
  account_approved: [],
  account_rejected: [],
  request_accepted: ["venue", "date"],
  request_rejected: ["venue", "date"],
  assigned: ["venue", "date", "time"],
  removed: ["venue", "date"],
  work_changed: ["venue", "date", "time"],
  work_cancelled: ["venue", "date"],
  wage_saved: ["venue", "amount"],
  wage_paid: ["venue", "amount"],
  reminder_day_before: ["venue", "date", "time"],
  reminder_morning: ["venue", "time"],
  place_offered: ["venue", "date", "minutes"],
  place_gone: ["venue", "date"],
  offer_expired: ["venue", "date"],
  work_offered: ["venue", "date", "time"],
  whatsapp_allowance_used: ["venue", "count"],
  mobile_changed: ["number"],
  worker_withdrew: ["name", "venue", "date"],
  worker_withdrew_late: ["name", "venue", "date"],
  whatsapp_template_paused: ["template", "status"],
  whatsapp_sending_held: ["seconds"],
  whatsapp_message: ["name", "message"],
  whatsapp_voice: ["name"],
  whatsapp_media: ["name"],
  whatsapp_location: ["name", "map"],
  payout_details_changed: ["destination"],
  payout_failed: ["name", "venue", "amount"],
  cash_disputed: ["name", "venue", "amount", "captain"],
  cash_handed_over: ["venue", "amount"],
};

/**
 * The params as shown to the reader: the day with its weekday ("Sat, 12 Dec 2026" /
 * "ശനി, 12 ഡിസംബർ 2026"), the time on the 12-hour clock ("6:30 PM" / "വൈകുന്നേരം 6:30") and money,
 * for the language (docs/decisions/040).
 */
export function displayParams(params: Record<string, string>, language: Language): Record<string, string> {
  const out: Record<string, string> = readerParams(params, language, { weekday: true });
  // Money as a worker reads it: "₹700", "₹700.50" (docs/decisions/058); params keep the decimal string.
  if (params.amount) out.amount = formatRupees(params.amount);
  return out;
}

/**
 * A rejection's reason, when the admin gave one, is added to the body as a sentence of its own
 * (`notification:<type>.reason`, with `{reason}`) in the app and in push; the WhatsApp template
 * keeps its registered words (docs/decisions/045-rejection-reasons.md).
 */
const WITH_REASON = {
  account_rejected: "notification:account_rejected.reason",
  request_rejected: "notification:request_rejected.reason",
} as const;

function reasonOf(type: NotificationType, values: Record<string, string>, language: Language): string {
  if (!values.reason) return "";
  if (type !== "account_rejected" && type !== "request_rejected") return "";
  return ` ${t(language, WITH_REASON[type], { reason: values.reason })}`;
}

export function renderNotification(
  type: NotificationType,
  params: Record<string, string>,
  language: Language,
): NotificationText {
  const values = displayParams(params, language);
  return {
    title: t(language, `notification:${type}.title`, values),
    body: t(language, `notification:${type}.body`, values) + reasonOf(type, values, language),
  };
}
