import { contextOf } from "../../lib/context.js";
import type { ModuleJobs } from "../../lib/job-queue.js";
import { CLIENT_REMINDER_QUEUE, queueClientReminders, sendClientReminder } from "./reminders.service.js";

/** Once a day at 09:30 Asia/Kolkata (04:00 UTC): today's payment reminders to clients. */
const CLIENT_REMINDER_TIMER = "client-payment-reminder-timer";

/**
 * Payment reminders to clients (docs/decisions/057-payments-dues-exports.md): the daily timer
 * logs and queues them; each send is claimed once and not retried (a failure stays on the log).
 */
export const clientRemindersJobs: ModuleJobs = {
  queues: () => [
    { name: CLIENT_REMINDER_QUEUE, retryLimit: 0, retryDelay: 60, retryBackoff: false },
    { name: CLIENT_REMINDER_TIMER, retryLimit: 1, retryDelay: 300, retryBackoff: false },
  ],
  async start(app) {
    const ctx = contextOf(app);
    await app.queue.work<{ reminderId: number }>(CLIENT_REMINDER_QUEUE, async (data) => {
      const outcome = await sendClientReminder(ctx, data.reminderId);
      if (outcome === "failed")
        app.log.warn({ reminderId: data.reminderId }, "Client payment reminder failed");
    });
    await app.queue.work(CLIENT_REMINDER_TIMER, async () => {
      const queued = await queueClientReminders(ctx);
      if (queued > 0) app.log.info({ queued }, "Client payment reminders queued");
    });
    await app.queue.schedule(CLIENT_REMINDER_TIMER, "0 4 * * *");
  },
};
