import {
  bookingInput,
  bookingSchema,
  idSchema,
  pickLanguage,
  portalClientSchema,
  portalCodeInput,
  portalSessionResponse,
  portalSigninInput,
  quoteInput,
  quoteSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { contextOf } from "../../lib/context.js";
import { clientBookings, createBooking } from "./bookings.service.js";
import { portalCaller as caller } from "./portal-caller.js";
import { portalClient } from "./portal-client.service.js";
import { portalSignIn, requestPortalCode } from "./portal-signin.service.js";
import { priceNeeds } from "./quote.service.js";

/**
 * The client's own page (docs/decisions/062-clients-own-page.md): signing in, bookings with the
 * price before sending, his works with the crew, feedback. A client reaches only his own records:
 * another client's id answers 404 like a missing one.
 */
export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["client portal"];
  const limited = {
    access: access.public,
    rateLimit: { max: app.config.registrationRateLimit, timeWindow: "1 minute" },
  };
  const _params = z.object({ id: idSchema });

  app.post(
    "/client-portal/signin-code/",
    {
      config: limited,
      schema: {
        tags,
        summary: "Ask for a 6-digit sign-in code on WhatsApp (a client)",
        description:
          "The same answer whether or not the number is a client's; a queued job sends the code to the mobile number on the client's record. Limited per number and per address (429).",
        body: portalCodeInput,
        response: { 200: z.object({ status: z.literal(true), message: z.string() }) },
      },
    },
    async (request) =>
      requestPortalCode(
        ctx,
        request.body.mobile,
        request.ip,
        pickLanguage(request.headers["accept-language"]),
      ),
  );

  app.post(
    "/client-portal/signin/",
    {
      config: limited,
      schema: {
        tags,
        summary: "Sign in to the client's page with the code (and mobile) or the admin's link token",
        description:
          "Codes last 10 minutes with 5 tries, links 48 hours; both work once. Answers `tokens.access`, a client token: it opens the client routes only.",
        body: portalSigninInput,
        response: { 200: portalSessionResponse },
      },
    },
    async (request) => portalSignIn(ctx, request.body, pickLanguage(request.headers["accept-language"])),
  );

  app.get(
    "/client-portal/me/",
    {
      config: { access: access.client },
      schema: { tags, summary: "The signed-in client", response: { 200: portalClientSchema } },
    },
    async (request) => portalClient(ctx, caller(request).clientId),
  );

  app.post(
    "/client-portal/quote/",
    {
      config: { access: access.client },
      schema: {
        tags,
        summary: "The price of a booking's people per role, from the client's rate card (no writes)",
        description: "With GST when the agency charges it; the total is rounded to the rupee as a bill is.",
        body: quoteInput,
        response: { 200: quoteSchema },
      },
    },
    async (request) => priceNeeds(ctx, caller(request).clientId, request.body.needs),
  );

  app.get(
    "/client-portal/bookings/",
    {
      config: { access: access.client },
      schema: {
        tags,
        summary: "The client's bookings, newest first",
        response: { 200: z.array(bookingSchema) },
      },
    },
    async (request) => clientBookings(ctx, caller(request).clientId),
  );

  app.post(
    "/client-portal/bookings/",
    {
      config: { access: access.client },
      schema: {
        tags,
        summary: "Book staff: a request the admin confirms into a work",
        description:
          "Refused (4xx, with the reason) in the past, later than the agency's cut-off before reporting (12 hours by default), with 0 people or more than 500, or an unknown role or district.",
        body: bookingInput,
        response: { 201: bookingSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createBooking(ctx, caller(request).clientId, request.body)),
  );
};
