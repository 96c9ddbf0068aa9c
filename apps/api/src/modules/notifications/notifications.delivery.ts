import type { Language, NotificationType } from "@catercrew/shared";
import webpush from "web-push";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import type { Ctx } from "../../lib/context.js";
import { findRecipient } from "../../lib/notify.js";
import { DeliveryError } from "../../lib/whatsapp.js";
import { outboundRequest } from "../../security/outbound.js";
import { deliveryChannel } from "./delivery-channels.service.js";
import {
  claimDelivery,
  deletePushSubscription,
  findNotification,
  finishDelivery,
  listPushSubscriptions,
} from "./notifications.repository.js";
import { renderNotification } from "./notifications.texts.js";

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
    if (delivery.channel !== "push") {
      // WhatsApp: the channel its module registered (delivery-channels.service.ts).
      const channel = deliveryChannel(delivery.channel);
      const outcome = channel
        ? await channel(
            { db, config },
            {
              deliveryId,
              userId: notification.userId,
              type,
              params: notification.params,
              link: notification.link,
              language,
              recipient,
            },
          )
        : { skip: `No ${delivery.channel} channel is registered` };
      if (outcome !== "sent") {
        await finishDelivery(db, deliveryId, "skipped", outcome.skip);
        return;
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
