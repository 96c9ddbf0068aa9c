import type { Language, NotificationType } from "@catercrew/shared";
import webpush from "web-push";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import type { Ctx } from "../../lib/context.js";
import { findRecipient } from "../../lib/notify.js";
import { DeliveryError, sendWhatsapp, type WhatsappTemplateMessage } from "../../lib/whatsapp.js";
import { outboundRequest } from "../../security/outbound.js";
import { noticeOnWhatsapp, offerButtons, recordSentNotice } from "../whatsapp/notices.service.js";
import {
  claimDelivery,
  deletePushSubscription,
  findNotification,
  finishDelivery,
  listPushSubscriptions,
  recordWhatsappMessageId,
} from "./notifications.repository.js";
import { displayParams, NOTIFICATION_PARAMS, renderNotification } from "./notifications.texts.js";

/** The template registered for a notification type (docs/whatsapp.md). */
export function whatsappTemplateName(type: NotificationType): string {
  return `catercrew_${type}`;
}

/** The Cloud API body of a template message (POST {api}/{phone_number_id}/messages). */
export function whatsappMessageBody(
  to: string,
  type: NotificationType,
  params: Record<string, string>,
  language: Language,
) {
  const shown = displayParams(params, language);
  const values = NOTIFICATION_PARAMS[type].map((key) => ({ type: "text" as const, text: shown[key] ?? "" }));
  const components: NonNullable<WhatsappTemplateMessage["template"]["components"]> = [];
  if (values.length > 0) components.push({ type: "body", parameters: values });
  components.push(...offerButtons(type, params));
  return {
    messaging_product: "whatsapp" as const,
    recipient_type: "individual" as const,
    to,
    type: "template" as const,
    template: {
      name: whatsappTemplateName(type),
      language: { code: language },
      ...(components.length > 0 ? { components } : {}),
    },
  };
}

/** Web Push: web-push encrypts and signs, the outbound guard sends (push service hosts only). */
async function sendPush(db: Db, config: Config, userId: number, payload: string): Promise<void> {
  const subscriptions = await listPushSubscriptions(db, userId);
  const errors: string[] = [];
  for (const s of subscriptions) {
    const details = webpush.generateRequestDetails(
      { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
      payload,
      { vapidDetails: config.vapid, TTL: 24 * 3600 },
    );
    let status: number;
    try {
      const answer = await outboundRequest(
        details.endpoint,
        {
          method: "POST",
          headers: details.headers,
          body: details.body,
          timeoutMs: 15_000,
          pushEndpoint: true,
        },
        config.outbound,
      );
      status = answer.status;
    } catch (err) {
      errors.push(
        `push to ${new URL(s.endpoint).host} failed: ${err instanceof Error ? err.message : String(err)}`,
      );
      continue;
    }
    // The browser dropped the subscription: forget it, nothing to retry.
    if (status === 404 || status === 410) await deletePushSubscription(db, s.endpoint);
    else if (status < 200 || status > 299)
      errors.push(`push to ${new URL(s.endpoint).host} failed: ${status}`);
  }
  if (errors.length > 0) throw new DeliveryError(errors.join("; "));
}

/**
 * Delivers one outbox row. The claim (an atomic update) makes sure that two queue workers, or a
 * retried job, never send it twice; a failure is recorded for the admin and thrown so that the
 * queue retries it.
 */
export async function deliver({ db, config }: Ctx<"config">, deliveryId: number): Promise<void> {
  const delivery = await claimDelivery(db, deliveryId);
  if (!delivery) return;
  const notification = await findNotification(db, delivery.notificationId);
  const recipient = notification ? await findRecipient(db, notification.userId) : null;
  if (!notification || !recipient) {
    await finishDelivery(db, deliveryId, "skipped", "The user no longer exists");
    return;
  }
  const type = notification.type as NotificationType;
  const language: Language = recipient.language === "ml" ? "ml" : "en";
  try {
    if (delivery.channel === "whatsapp") {
      if (!config.whatsapp) {
        await finishDelivery(db, deliveryId, "skipped", "WhatsApp is not configured");
        return;
      }
      if (recipient.whatsappOptOut) {
        await finishDelivery(db, deliveryId, "skipped", "The worker turned WhatsApp messages off");
        return;
      }
      // Only to the number the worker's own START proved, and as this versioned
      // template where there is one (issue 38, docs/decisions/042-whatsapp-outbound.md).
      const notice = await noticeOnWhatsapp(
        { db, config },
        { userId: notification.userId, type, params: notification.params, link: notification.link },
        language,
        (to) => whatsappMessageBody(to, type, notification.params, language),
      );
      if ("skip" in notice) {
        await finishDelivery(db, deliveryId, "skipped", notice.skip);
        return;
      }
      const wamid = await sendWhatsapp(config.whatsapp, notice.send, config.outbound);
      if (wamid)
        await recordWhatsappMessageId(db, { waMessageId: wamid, deliveryId, userId: notification.userId });
      if (notice.record) {
        await recordSentNotice(
          { db },
          { userId: notification.userId, ...notice.record, message: notice.send, wamid },
        );
      }
    } else {
      const text = renderNotification(type, notification.params, language);
      await sendPush(
        db,
        config,
        notification.userId,
        JSON.stringify({ ...text, link: notification.link, id: notification.id }),
      );
    }
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await finishDelivery(db, deliveryId, "failed", message.slice(0, 1000));
    throw err;
  }
  await finishDelivery(db, deliveryId, "sent", null);
}
