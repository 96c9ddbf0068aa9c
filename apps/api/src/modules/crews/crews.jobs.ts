import { contextOf } from "../../lib/context.js";
import type { ModuleJobs } from "../../lib/job-queue.js";
import { handleOfferTimeout } from "./offers.service.js";
import { OFFER_TIMEOUT_QUEUE } from "./waitlist.service.js";

/** A waitlist offer's time limit (docs/decisions/037-crew-builder.md): the job starts after it. */
export const crewsJobs: ModuleJobs = {
  queues: () => [{ name: OFFER_TIMEOUT_QUEUE, retryLimit: 5, retryDelay: 30, retryBackoff: true }],
  async start(app) {
    const ctx = contextOf(app);
    await app.queue.work<{ workId: number }>(OFFER_TIMEOUT_QUEUE, async (data) => {
      const expired = await handleOfferTimeout(ctx, data.workId);
      if (expired > 0)
        app.log.info({ workId: data.workId, expired }, "waitlist offers expired; next offered");
    });
  },
};
