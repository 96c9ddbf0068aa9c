import { contextOf } from "../../lib/context.js";
import type { ModuleJobs } from "../../lib/job-queue.js";
import { sendReminders } from "./schedule.service.js";

const REMINDERS_QUEUE = "work-reminders";

/** The reminder timer: every 15 minutes, the reminders that are due. */
export const scheduleJobs: ModuleJobs = {
  queues: () => [{ name: REMINDERS_QUEUE, retryLimit: 1, retryDelay: 60, retryBackoff: false }],
  async start(app) {
    const ctx = contextOf(app);
    await app.queue.work(REMINDERS_QUEUE, async () => {
      const sent = await sendReminders(ctx);
      if (sent > 0) app.log.info({ sent }, "work reminders written");
    });
    await app.queue.schedule(REMINDERS_QUEUE, "*/15 * * * *");
  },
};
