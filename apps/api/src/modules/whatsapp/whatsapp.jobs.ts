import { contextOf } from "../../lib/context.js";
import { type ModuleJobs, retryAfter } from "../../lib/job-queue.js";
import { WAVE_QUEUE } from "../../lib/offer-waves.js";
import { setTemplateSender } from "../../lib/template-send.js";
import { registerDeliveryChannel } from "../notifications/delivery-channels.service.js";
import {
  handleInboundEvent,
  type ReplyJob,
  sendReply,
  WHATSAPP_INBOUND_QUEUE,
  WHATSAPP_REPLY_QUEUE,
} from "./inbound/inbound.service.js";
import { remindCrews } from "./outbound/confirmations.service.js";
import { deliverOnWhatsapp } from "./outbound/notice-channel.js";
import { offersAgain, offerWave } from "./outbound/offers.service.js";
import { RELEASE_QUEUE, releaseWaiting, SEND_QUEUE } from "./outbound/outbound.service.js";
import { sendQueuedMessage, sendTemplateNow } from "./outbound/sender.service.js";
import { type CodeJob, SIGNIN_CODE_QUEUE, sendWhatsappCode } from "./outbound/signin-code.service.js";

/** The WhatsApp timer: attendance reminders and offers of places open again. */
const WHATSAPP_TIMER_QUEUE = "whatsapp-outbound-timer";

/** Events handled at once, each with its replies' sends. */
const INBOUND_CONCURRENCY = 16;

/**
 * WhatsApp both ways: the outbound queues (docs/decisions/042-whatsapp-outbound.md: a send is
 * claimed once and not retried, a failure stays on the record; waves, releases and the timer
 * retry), what comes in (docs/decisions/041-whatsapp-inbound.md: each stored event, its replies
 * sent by its job), and the notices' WhatsApp channel for the notifications' delivery workers.
 */
export const whatsappJobs: ModuleJobs = {
  queues: (config) => {
    const delivery = { retryLimit: 4, ...retryAfter(config.jobRetryDelaySeconds) };
    return [
      { name: SEND_QUEUE, retryLimit: 0, retryDelay: 30, retryBackoff: false },
      { name: WAVE_QUEUE, retryLimit: 3, retryDelay: 30, retryBackoff: true },
      { name: RELEASE_QUEUE, retryLimit: 3, retryDelay: 60, retryBackoff: true },
      { name: WHATSAPP_TIMER_QUEUE, retryLimit: 1, retryDelay: 60, retryBackoff: false },
      { name: WHATSAPP_INBOUND_QUEUE, ...delivery },
      { name: WHATSAPP_REPLY_QUEUE, ...delivery },
      // A sign-in code is sent once: a failure forgets it and the person asks again.
      { name: SIGNIN_CODE_QUEUE, retryLimit: 0, retryDelay: 30, retryBackoff: false },
    ];
  },
  async start(app) {
    const { queue } = app;
    const ctx = contextOf(app);
    registerDeliveryChannel("whatsapp", deliverOnWhatsapp);
    // Templates to people who are not users (clients): lib/template-send.ts.
    setTemplateSender(sendTemplateNow);
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
    // An event's job sends its replies too (record 081): more at once than the default, since a
    // job then also waits on the Cloud API after its transaction (Meta allows about 80 a second).
    await queue.work<{ eventKey: string }>(
      WHATSAPP_INBOUND_QUEUE,
      async (data) => {
        try {
          for (const { to, result } of await handleInboundEvent(ctx, data.eventKey))
            if (result !== "sent") app.log.info({ to, result }, "WhatsApp reply not sent");
        } catch (err) {
          app.log.warn({ err, eventKey: data.eventKey }, "WhatsApp event or reply failed; the queue retries it");
          throw err;
        }
      },
      { concurrency: INBOUND_CONCURRENCY },
    );
    await queue.work<CodeJob>(SIGNIN_CODE_QUEUE, async (data) => {
      await sendWhatsappCode(ctx, data);
    });
    // Replies queued before record 081.
    await queue.work<ReplyJob>(WHATSAPP_REPLY_QUEUE, async (data) => {
      try {
        const result = await sendReply(ctx, data);
        if (result !== "sent") app.log.info({ to: data.message.to, result }, "WhatsApp reply not sent");
      } catch (err) {
        app.log.warn({ err, to: data.message.to }, "WhatsApp reply failed; the queue retries it");
        throw err;
      }
    });
  },
};
