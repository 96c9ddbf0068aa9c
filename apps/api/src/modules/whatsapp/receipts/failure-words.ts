import { type Language, t } from "@catercrew/shared";

/**
 * Why a WhatsApp message did not go, in words an admin acts on (docs/decisions/063-whatsapp-inbox.md),
 * from what the Cloud API said at send or in a status callback (its error codes), or what the
 * server itself noted. The raw text stays on the record for support.
 */
const FAILURE_REASONS = [
  "template_paused",
  "not_on_whatsapp",
  "window_closed",
  "limit_reached",
  "stopped",
  "unreachable",
  "not_configured",
  "other",
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** Cloud API error codes (developers.facebook.com, "Error codes") by what the admin can do. */
const BY_CODE: Record<string, FailureReason> = {
  "131047": "window_closed",
  "131026": "not_on_whatsapp",
  "131030": "not_on_whatsapp",
  "132000": "template_paused",
  "132001": "template_paused",
  "132007": "template_paused",
  "132015": "template_paused",
  "132016": "template_paused",
  "130429": "limit_reached",
  "131048": "limit_reached",
  "131049": "limit_reached",
  "131056": "limit_reached",
  "131050": "stopped",
};

/** The reason of a stored failure text (a DeliveryError's message, a callback's codes, or a reason key). */
export function failureReason(raw: string | null | undefined): FailureReason {
  const text = raw ?? "";
  if ((FAILURE_REASONS as readonly string[]).includes(text)) return text as FailureReason;
  for (const m of text.matchAll(/\b(13\d{4})\b/g)) {
    const reason = m[1] ? BY_CODE[m[1]] : undefined;
    if (reason) return reason;
  }
  if (/paused or disabled|template_paused/i.test(text)) return "template_paused";
  if (/window_closed|24-hour/i.test(text)) return "window_closed";
  if (/not opted in|stopped/i.test(text)) return "stopped";
  if (/unreachable|no answer within|ECONN|ETIMEDOUT/i.test(text)) return "unreachable";
  if (/not configured|not_configured/i.test(text)) return "not_configured";
  return "other";
}

/** The reason in words, in `lang`. */
export function failureWords(lang: Language, raw: string | null | undefined): string {
  return t(lang, `whatsapp:failure.${failureReason(raw)}`);
}
