import {
  idParams,
  messageResponse,
  offerAnswerResponseSchema,
  staffingSchema,
  suggestedCrewSchema,
  workOffersSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { lockCrew, passOffer, takeOffer, workOffers } from "./offers.service.js";
import { staffing } from "./staffing.service.js";
import { suggestedCrew } from "./suggestions.service.js";

/** The waitlist: answering offers of freed places, locking the crew, the admin's view of the steps. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["crews"];

  app.post(
    "/crews/offers/:id/take/",
    {
      config: { access: access.workers },
      schema: {
        tags,
        summary: "Take it: claim the freed place you were offered",
        description:
          "The first Take it wins; the others' offers end and they are told. 409 OFFER_GONE when the crew is already full, OFFER_EXPIRED after the time limit, ONE_MEAL_PER_DAY when you hold a work of the same day and work type; 404 for someone else's offer.",
        params: idParams,
        response: { 200: offerAnswerResponseSchema },
      },
    },
    async (request) => takeOffer(ctx, currentUser(request), request.params.id),
  );

  app.post(
    "/crews/offers/:id/pass/",
    {
      config: { access: access.workers },
      schema: {
        tags,
        summary: "Pass: let the offered place go (you stay on the waitlist); the next waiting is offered it",
        params: idParams,
        response: { 200: offerAnswerResponseSchema },
      },
    },
    async (request) => passOffer(ctx, currentUser(request), request.params.id),
  );

  app.post(
    "/crews/works/:id/lock/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          "Lock the crew: the waiting see their place in line from now on (also happens at the cut-off)",
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => lockCrew(ctx, currentUser(request), request.params.id),
  );

  app.get(
    "/crews/works/:id/offers/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "The waitlist's steps on a work: every offer, with the needed, filled and waiting counts",
        params: idParams,
        response: { 200: workOffersSchema },
      },
    },
    async (request) => workOffers(ctx, request.params.id),
  );

  app.get(
    "/crews/works/:id/suggested/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "The suggested crew: the waiting ranked best first, with the points of each reason",
        description:
          "Reasons: average rating, no-shows and late cancellations of the last 90 days, works done with the agency, works this month (fewer first), same district as the work. Ties: earliest request first. Workers on their unavailable day are left out.",
        params: idParams,
        response: { 200: suggestedCrewSchema },
      },
    },
    async (request) => suggestedCrew(ctx, request.params.id),
  );

  app.get(
    "/crews/staffing/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          "Staffing at a glance: each upcoming work's filled and needed count per role, at-risk works flagged",
        description:
          "Soonest first, at most 100. `at_risk`: short of boys and head boys within 48 hours of the reporting time (`short_soon`), or with an open waitlist offer. One query.",
        response: { 200: staffingSchema },
      },
    },
    async () => staffing(ctx),
  );
};
