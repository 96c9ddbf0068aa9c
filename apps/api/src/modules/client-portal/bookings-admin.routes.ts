import {
  adminBookingSchema,
  adminBookingsQuery,
  bookingConfirmInput,
  bookingDeclineInput,
  bookingSchema,
  bookingSettingsSchema,
  idSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { confirmBooking } from "./booking-confirm.service.js";
import {
  adminBookings,
  bookingCutoffHours,
  declineBooking,
  setBookingCutoffHours,
} from "./bookings.service.js";

/** The admin's side of the client's page (docs/decisions/062-clients-own-page.md). */
export const bookingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["client portal"];
  const params = z.object({ id: idSchema });

  app.get(
    "/bookings/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Clients' bookings: those waiting for an answer first",
        querystring: adminBookingsQuery,
        response: { 200: z.array(adminBookingSchema) },
      },
    },
    async (request) => adminBookings(ctx, request.query.status),
  );

  app.post(
    "/bookings/:id/confirm/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Confirm a booking into a work (prefilled from it, the client linked); the client is told",
        description:
          "Optional payment_amount (the quote's total when left out) and reporting_time. 409 BOOKING_ALREADY_DECIDED when it was confirmed or declined already.",
        params,
        body: bookingConfirmInput,
        response: { 200: bookingSchema },
      },
    },
    async (request) => confirmBooking(ctx, request.params.id, request.body, currentUser(request).id),
  );

  app.post(
    "/bookings/:id/decline/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Decline a booking with a reason the client reads; the client is told",
        params,
        body: bookingDeclineInput,
        response: { 200: bookingSchema },
      },
    },
    async (request) => declineBooking(ctx, request.params.id, request.body.reason, currentUser(request).id),
  );

  app.get(
    "/bookings/settings/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "The bookings' cut-off before reporting, in hours",
        response: { 200: bookingSettingsSchema },
      },
    },
    async () => ({ booking_cutoff_hours: await bookingCutoffHours(ctx) }),
  );

  app.put(
    "/bookings/settings/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Set the bookings' cut-off (0-168 hours; 12 by default)",
        body: bookingSettingsSchema,
        response: { 200: bookingSettingsSchema },
      },
    },
    async (request) => ({
      booking_cutoff_hours: await setBookingCutoffHours(
        ctx,
        request.body.booking_cutoff_hours,
        currentUser(request).id,
      ),
    }),
  );
};
