import { contextOf } from "../../../lib/context.js";
import type { ModuleJobs } from "../../../lib/job-queue.js";
import { INBOX_REPLY_QUEUE } from "./inbox.service.js";
import { fetchInboxMedia } from "./inbox-media.js";
import { INBOX_MEDIA_QUEUE } from "./inbox-record.js";
import { sendInboxReply } from "./inbox-send.js";

/**
 * The inbox's queues (docs/decisions/063-whatsapp-inbox.md): a file he sent is fetched with
 * retries (Meta keeps it for days); an answer is sent once, and a failure stays on it.
 */
export const inboxJobs: ModuleJobs = {
  queues: (config) => [
    { name: INBOX_MEDIA_QUEUE, retryLimit: 4, retryDelay: config.jobRetryDelaySeconds, retryBackoff: true },
    { name: INBOX_REPLY_QUEUE, retryLimit: 0, retryDelay: 30, retryBackoff: false },
  ],
  async start(app) {
    const ctx = contextOf(app);
    await app.queue.work<{ messageId: number }>(INBOX_MEDIA_QUEUE, async (data) => {
      const outcome = await fetchInboxMedia(ctx, data.messageId);
      if (outcome !== "stored" && outcome !== "done")
        app.log.info({ ...data, outcome }, "WhatsApp file not kept");
    });
    await app.queue.work<{ messageId: number }>(INBOX_REPLY_QUEUE, async (data) => {
      const outcome = await sendInboxReply(ctx, data.messageId);
      if (outcome === "failed") app.log.warn(data, "WhatsApp inbox answer failed");
    });
  },
};
