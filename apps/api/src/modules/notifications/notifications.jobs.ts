import { contextOf } from "../../lib/context.js";
import { type ModuleJobs, retryAfter } from "../../lib/job-queue.js";
import { DELIVERY_QUEUES } from "../../lib/notify.js";
import { deliver } from "./notifications.delivery.js";

/** The delivery workers of the outbox that `notify()` writes (docs/decisions/023-notify-as-outbox.md). */
export const notificationsJobs: ModuleJobs = {
  // A failed delivery is tried 5 times, doubling the wait (none with a delay of 0: tests).
  queues: (config) =>
    [DELIVERY_QUEUES.push, DELIVERY_QUEUES.whatsapp].map((name) => ({
      name,
      retryLimit: 4,
      ...retryAfter(config.jobRetryDelaySeconds),
    })),
  async start(app) {
    const ctx = contextOf(app);
    for (const name of [DELIVERY_QUEUES.push, DELIVERY_QUEUES.whatsapp]) {
      await app.queue.work<{ deliveryId: number }>(name, async (data) => {
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
  },
};
