import type { FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import { contextOf } from "./lib/context.js";
import type { QueueDefinition } from "./lib/job-queue.js";
import { DELIVERY_QUEUES } from "./lib/notify.js";
import { purgeOldLeads } from "./modules/leads/leads.service.js";
import { deliver } from "./modules/notifications/notifications.delivery.js";
import { sendReminders } from "./modules/schedule/schedule.service.js";

const REMINDERS_QUEUE = "work-reminders";
const RETENTION_QUEUE = "data-retention";

/** Every queue with its retry policy (a failed delivery is tried 5 times, doubling the wait). */
export function queueDefinitions(config: Config): QueueDefinition[] {
  const delivery = { retryLimit: 4, retryDelay: config.jobRetryDelaySeconds, retryBackoff: true };
  return [
    { name: DELIVERY_QUEUES.push, ...delivery },
    { name: DELIVERY_QUEUES.whatsapp, ...delivery },
    { name: REMINDERS_QUEUE, retryLimit: 1, retryDelay: 60, retryBackoff: false },
    { name: RETENTION_QUEUE, retryLimit: 2, retryDelay: 600, retryBackoff: false },
  ];
}

/** Starts this process's queue workers, the reminder timer and the daily retention job (when JOB_WORKERS is on). */
export async function startJobs(app: FastifyInstance): Promise<void> {
  const { queue } = app;
  const ctx = contextOf(app);
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
}
