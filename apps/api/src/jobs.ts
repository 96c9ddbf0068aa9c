import type { FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import type { QueueDefinition } from "./lib/job-queue.js";
import { deliver } from "./modules/notifications/notifications.delivery.js";
import { DELIVERY_QUEUES } from "./modules/notifications/notifications.service.js";
import { sendReminders } from "./modules/schedule/schedule.service.js";

const REMINDERS_QUEUE = "work-reminders";

/** Every queue with its retry policy (a failed delivery is tried 5 times, doubling the wait). */
export function queueDefinitions(config: Config): QueueDefinition[] {
  const delivery = { retryLimit: 4, retryDelay: config.jobRetryDelaySeconds, retryBackoff: true };
  return [
    { name: DELIVERY_QUEUES.push, ...delivery },
    { name: DELIVERY_QUEUES.whatsapp, ...delivery },
    { name: REMINDERS_QUEUE, retryLimit: 1, retryDelay: 60, retryBackoff: false },
  ];
}

/** Starts this process's queue workers and the reminder timer (when JOB_WORKERS is on). */
export async function startJobs(app: FastifyInstance): Promise<void> {
  const { queue, db, config } = app;
  for (const name of [DELIVERY_QUEUES.push, DELIVERY_QUEUES.whatsapp]) {
    await queue.work<{ deliveryId: number }>(name, async (data) => {
      try {
        await deliver(db, config, data.deliveryId);
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
    const sent = await sendReminders(db);
    if (sent > 0) app.log.info({ sent }, "work reminders written");
  });
  await queue.schedule(REMINDERS_QUEUE, "*/15 * * * *");
}
