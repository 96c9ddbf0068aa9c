import { contextOf } from "../../lib/context.js";
import type { ModuleJobs } from "../../lib/job-queue.js";
import { BOOKING_ANSWER_QUEUE, sendBookingAnswer } from "./booking-answer.service.js";
import { PORTAL_CODE_QUEUE, sendPortalCode } from "./portal-signin.service.js";

/**
 * The client's sign-in codes (docs/decisions/062-clients-own-page.md): sent once; a failure forgets
 * the code. The answers to his bookings (record 070): sent once; a failure stays on the booking.
 */
export const clientPortalJobs: ModuleJobs = {
  queues: () => [
    { name: PORTAL_CODE_QUEUE, retryLimit: 0, retryDelay: 30, retryBackoff: false },
    { name: BOOKING_ANSWER_QUEUE, retryLimit: 0, retryDelay: 30, retryBackoff: false },
  ],
  async start(app) {
    const ctx = contextOf(app);
    await app.queue.work<{ mobile: string }>(PORTAL_CODE_QUEUE, async (data) => {
      await sendPortalCode(ctx, data.mobile);
    });
    await app.queue.work<{ bookingId: number }>(BOOKING_ANSWER_QUEUE, async (data) => {
      const status = await sendBookingAnswer(ctx, data.bookingId);
      if (status === "failed")
        app.log.warn({ bookingId: data.bookingId }, "Booking answer not sent on WhatsApp");
    });
  },
};
