import { contextOf } from "../../lib/context.js";
import type { ModuleJobs } from "../../lib/job-queue.js";
import { purgeOldLeads } from "./leads.service.js";

const RETENTION_QUEUE = "data-retention";

/** What the Privacy page promises about keeping inquiries and newsletter e-mails (docs/decisions/019): a daily job. */
export const leadsJobs: ModuleJobs = {
  queues: () => [{ name: RETENTION_QUEUE, retryLimit: 2, retryDelay: 600, retryBackoff: false }],
  async start(app) {
    const ctx = contextOf(app);
    await app.queue.work(RETENTION_QUEUE, async () => {
      const removed = await purgeOldLeads(ctx);
      if (removed.leads + removed.subscribers > 0) app.log.info(removed, "old inquiries and e-mails removed");
    });
    await app.queue.schedule(RETENTION_QUEUE, "30 3 * * *");
  },
};
