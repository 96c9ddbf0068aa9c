import type { FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import { contextOf } from "./lib/context.js";
import type { QueueDefinition } from "./lib/job-queue.js";
import { DELIVERY_QUEUES } from "./lib/notify.js";
import { WAVE_QUEUE } from "./lib/offer-waves.js";
import { handleOfferTimeout } from "./modules/crews/offers.service.js";
import { OFFER_TIMEOUT_QUEUE } from "./modules/crews/waitlist.service.js";
import { purgeOldLeads } from "./modules/leads/leads.service.js";
import { registerDeliveryChannel } from "./modules/notifications/delivery-channels.service.js";
import { deliver } from "./modules/notifications/notifications.delivery.js";
import { sendReminders } from "./modules/schedule/schedule.service.js";
import { remindCrews } from "./modules/whatsapp/confirmations.service.js";
import {
  handleInboundEvent,
  sendReply,
  WHATSAPP_INBOUND_QUEUE,
  WHATSAPP_REPLY_QUEUE,
} from "./modules/whatsapp/inbound.service.js";
import { deliverOnWhatsapp } from "./modules/whatsapp/notice-channel.js";
import { offersAgain, offerWave } from "./modules/whatsapp/offers.service.js";
import { RELEASE_QUEUE, releaseWaiting, SEND_QUEUE } from "./modules/whatsapp/outbound.service.js";
import { sendQueuedMessage } from "./modules/whatsapp/sender.service.js";
import type { SessionMessage } from "./modules/whatsapp/session-messages.js";

const REMINDERS_QUEUE = "work-reminders";
const RETENTION_QUEUE = "data-retention";
/** The WhatsApp timer: attendance reminders and offers of places open again (issue 38). */
const WHATSAPP_TIMER_QUEUE = "whatsapp-outbound-timer";

/** Every queue with its retry policy (a failed delivery is tried 5 times, doubling the wait). */
export function queueDefinitions(config: Config): QueueDefinition[] {
  const delivery = { retryLimit: 4, retryDelay: config.jobRetryDelaySeconds, retryBackoff: true };
  return [
    { name: DELIVERY_QUEUES.push, ...delivery },
    { name: DELIVERY_QUEUES.whatsapp, ...delivery },
    { name: REMINDERS_QUEUE, retryLimit: 1, retryDelay: 60, retryBackoff: false },
    { name: RETENTION_QUEUE, retryLimit: 2, retryDelay: 600, retryBackoff: false },
    { name: OFFER_TIMEOUT_QUEUE, retryLimit: 5, retryDelay: 30, retryBackoff: true },
    // WhatsApp outbound (docs/decisions/042-whatsapp-outbound.md): a send is claimed once and not
    // retried (a failure stays on the record); waves, releases and the timer retry.
    { name: SEND_QUEUE, retryLimit: 0, retryDelay: 30, retryBackoff: false },
    { name: WAVE_QUEUE, retryLimit: 3, retryDelay: 30, retryBackoff: true },
    { name: RELEASE_QUEUE, retryLimit: 3, retryDelay: 60, retryBackoff: true },
    { name: WHATSAPP_TIMER_QUEUE, retryLimit: 1, retryDelay: 60, retryBackoff: false },
    // WhatsApp, what comes in (docs/decisions/041-whatsapp-inbound.md): each stored event, then its replies.
    { name: WHATSAPP_INBOUND_QUEUE, ...delivery },
    { name: WHATSAPP_REPLY_QUEUE, ...delivery },
  ];
}

/** Starts this process's queue workers, the reminder timer and the daily retention job (when JOB_WORKERS is on). */
export async function startJobs(app: FastifyInstance): Promise<void> {
  const { queue } = app;
  const ctx = contextOf(app);
  registerDeliveryChannel("whatsapp", deliverOnWhatsapp);
  for (const name of [DELIVERY_QUEUES.push, DELIVERY_QUEUES.whatsapp]) {
    await queue.work<{ deliveryId: number }>(name, async (data) => {
      try {
        await deliver(ctx, data.deliveryId);
      } catch (err) {
        app.log.warn(
          { err, deliveryId: data.deliveryId, queue: name },
          "delivery failed; the queue retries it",
        );
        throw err;
      }
    });
  }
  await queue.work(REMINDERS_QUEUE, async () => {
    const sent = await sendReminders(ctx);
    if (sent > 0) app.log.info({ sent }, "work reminders written");
  });
  await queue.schedule(REMINDERS_QUEUE, "*/15 * * * *");
  // What the Privacy page promises about keeping inquiries and newsletter e-mails (docs/decisions/019).
  await queue.work(RETENTION_QUEUE, async () => {
    const removed = await purgeOldLeads(ctx);
    if (removed.leads + removed.subscribers > 0) app.log.info(removed, "old inquiries and e-mails removed");
  });
  await queue.schedule(RETENTION_QUEUE, "30 3 * * *");
  // A waitlist offer's time limit (docs/decisions/037-crew-builder.md): the job starts after it.
  await queue.work<{ workId: number }>(OFFER_TIMEOUT_QUEUE, async (data) => {
    const expired = await handleOfferTimeout(ctx, data.workId);
    if (expired > 0) app.log.info({ workId: data.workId, expired }, "waitlist offers expired; next offered");
  });
  await queue.work<{ messageId: number }>(SEND_QUEUE, async (data) => {
    const outcome = await sendQueuedMessage(ctx, data.messageId);
    if (outcome === "failed") app.log.warn({ messageId: data.messageId }, "WhatsApp message failed");
  });
  await queue.work<{ workId: number }>(WAVE_QUEUE, async (data) => {
    const wave = await offerWave(ctx, data.workId);
    if (wave) app.log.info({ workId: data.workId, ...wave }, "WhatsApp offer wave");
  });
  await queue.work(RELEASE_QUEUE, async () => {
    const released = await releaseWaiting(ctx);
    if (released > 0) app.log.info({ released }, "WhatsApp messages released to today's allowance");
  });
  await queue.work(WHATSAPP_TIMER_QUEUE, async () => {
    const reminded = await remindCrews(ctx);
    const waves = await offersAgain(ctx);
    if (reminded + waves > 0) app.log.info({ reminded, waves }, "WhatsApp reminders and offers");
  });
  await queue.schedule(WHATSAPP_TIMER_QUEUE, "*/5 * * * *");
  await queue.work<{ eventKey: string }>(WHATSAPP_INBOUND_QUEUE, async (data) => {
    await handleInboundEvent(ctx, data.eventKey);
  });
  await queue.work<{ message: SessionMessage; userId: number | null }>(WHATSAPP_REPLY_QUEUE, async (data) => {
    try {
      const result = await sendReply(ctx, data);
      if (result !== "sent") app.log.info({ to: data.message.to, result }, "WhatsApp reply not sent");
    } catch (err) {
      app.log.warn({ err, to: data.message.to }, "WhatsApp reply failed; the queue retries it");
      throw err;
    }
  });
}
