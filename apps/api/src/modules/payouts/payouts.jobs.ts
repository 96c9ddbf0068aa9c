import { contextOf } from "../../lib/context.js";
import type { ModuleJobs } from "../../lib/job-queue.js";
import { resendUnsentPayouts } from "./dispatch.service.js";

/** Payouts have no queue; at start, lines a stopped process left unsent are sent (record 060). */
export const payoutsJobs: ModuleJobs = {
  queues: () => [],
  async start(app) {
    const ctx = contextOf(app);
    // In the background: a slow provider must not hold the server's start.
    void resendUnsentPayouts(ctx)
      .then((unsure) => {
        if (unsure > 0) app.log.warn({ unsure }, "payouts: lines still without an answer from RazorpayX");
      })
      .catch((err: unknown) => app.log.error({ err }, "payouts: re-sending unsent lines failed"));
  },
};
