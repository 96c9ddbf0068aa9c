import { contextOf } from "../../lib/context.js";
import type { ModuleJobs } from "../../lib/job-queue.js";
import { PORTAL_CODE_QUEUE, sendPortalCode } from "./portal-signin.service.js";

/** The client's sign-in codes (docs/decisions/062-clients-own-page.md): sent once; a failure forgets the code. */
export const clientPortalJobs: ModuleJobs = {
  queues: () => [{ name: PORTAL_CODE_QUEUE, retryLimit: 0, retryDelay: 30, retryBackoff: false }],
  async start(app) {
    const ctx = contextOf(app);
    await app.queue.work<{ mobile: string }>(PORTAL_CODE_QUEUE, async (data) => {
      await sendPortalCode(ctx, data.mobile);
    });
  },
};
