import { contextOf } from "../../lib/context.js";
import type { ModuleJobs } from "../../lib/job-queue.js";
import { settleQuietCash } from "./cash.service.js";
import { resendUnsentPayouts } from "./dispatch.service.js";

const CASH_SETTLE_QUEUE = "payouts-cash-settle";

/**
 * At start, lines a stopped process left unsent are sent; every hour, cash unanswered for 48
 * hours counts as received (record 060).
 */
export const payoutsJobs: ModuleJobs = {
  queues: () => [{ name: CASH_SETTLE_QUEUE, retryLimit: 2, retryDelay: 300, retryBackoff: false }],
  async start(app) {
    const ctx = contextOf(app);
    // In the background: a slow provider must not hold the server's start.
    void resendUnsentPayouts(ctx)
      .then((unsure) => {
        if (unsure > 0) app.log.warn({ unsure }, "payouts: lines still without an answer from RazorpayX");
      })
      .catch((err: unknown) => app.log.error({ err }, "payouts: re-sending unsent lines failed"));
    await app.queue.work(CASH_SETTLE_QUEUE, async () => {
      const settled = await settleQuietCash(ctx);
      if (settled > 0) app.log.info({ settled }, "payouts: cash unanswered for 48 hours counted as received");
    });
    await app.queue.schedule(CASH_SETTLE_QUEUE, "5 * * * *");
  },
};
