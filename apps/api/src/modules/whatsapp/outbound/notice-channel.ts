import type { Language, NotificationType } from "@catercrew/shared";
import type { Ctx } from "../../../lib/context.js";
import { sendWhatsapp, type WhatsappTemplateMessage } from "../../../lib/whatsapp.js";
import { type DeliveryChannel, templateValues } from "../../notifications/delivery-channels.service.js";
import { insertSentMessage } from "../receipts/sent-messages.repository.js";
import { templateStates } from "../whatsapp.repository.js";
import { cashButtons } from "./cash-buttons.js";
import { NOTICE_TEMPLATE_VERSIONS } from "./meta-templates.js";
import { noticeOnWhatsapp, offerButtons, recordSentNotice } from "./notices.service.js";

/** The template first registered for a notification type (docs/whatsapp.md). */
export function whatsappTemplateName(type: NotificationType): string {
  return `catercrew_${type}`;
}

/** The newest registered template of a notification type: `catercrew_assigned_v2`, else the first. */
export function newestNoticeTemplate(type: NotificationType): string {
  const version = NOTICE_TEMPLATE_VERSIONS[type];
  return version ? `${whatsappTemplateName(type)}_v${version}` : whatsappTemplateName(type);
}

/**
 * The template a notice goes as: its newest version once Meta reported that version approved in
 * the worker's language (the template status webhook), else the first, still registered, name
 * (record 072). Nothing is switched by hand and nothing is sent under a name Meta has not approved.
 */
export async function noticeTemplateName(
  ctx: Ctx,
  type: NotificationType,
  language: Language,
): Promise<string> {
  const newest = newestNoticeTemplate(type);
  if (newest === whatsappTemplateName(type)) return newest;
  const states = await templateStates(ctx.db, newest);
  const approved = states.some(
    (s) => s.language === language && s.status === "APPROVED" && s.quality !== "RED",
  );
  return approved ? newest : whatsappTemplateName(type);
}

/** The Cloud API body of a template message (POST {api}/{phone_number_id}/messages). */
export function whatsappMessageBody(
  to: string,
  type: NotificationType,
  params: Record<string, string>,
  language: Language,
  name = whatsappTemplateName(type),
) {
  const values = templateValues(type, params, language).map((text) => ({ type: "text" as const, text }));
  const components: NonNullable<WhatsappTemplateMessage["template"]["components"]> = [];
  if (values.length > 0) components.push({ type: "body", parameters: values });
  components.push(...offerButtons(type, params), ...cashButtons(type, params));
  return {
    messaging_product: "whatsapp" as const,
    recipient_type: "individual" as const,
    to,
    type: "template" as const,
    template: {
      name,
      language: { code: language },
      ...(components.length > 0 ? { components } : {}),
    },
  };
}

/**
 * A notification's WhatsApp delivery (the notifications module's delivery worker calls it):
 * only to the number the worker's own START proved, and as the notice type's versioned template where
 * there is one (docs/decisions/042-whatsapp-outbound.md).
 */
export const deliverOnWhatsapp: DeliveryChannel = async ({ db, config }, notice) => {
  if (!config.whatsapp) return { skip: "WhatsApp is not configured" };
  if (notice.recipient.whatsappOptOut) return { skip: "The worker turned WhatsApp messages off" };
  const { deliveryId, userId, type, params, link, language } = notice;
  const name = await noticeTemplateName({ db }, type, language);
  const send = await noticeOnWhatsapp({ db, config }, { userId, type, params, link }, language, (to) =>
    whatsappMessageBody(to, type, params, language, name),
  );
  if ("skip" in send) return { skip: send.skip };
  const wamid = await sendWhatsapp(config.whatsapp, send.send, config.outbound);
  if (wamid) await insertSentMessage(db, { waMessageId: wamid, deliveryId, userId });
  if (send.record) {
    await recordSentNotice({ db }, { userId, ...send.record, message: send.send, wamid });
  }
  return "sent";
};
