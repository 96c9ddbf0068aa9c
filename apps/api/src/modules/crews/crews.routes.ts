import {
  clearLateCancellationResponseSchema,
  clearLateCancellationSchema,
  crewSettingsResponseSchema,
  crewSettingsSchema,
  idParams,
  messageResponse,
  myPlaceSchema,
  removeAssignedParams,
  unavailableDaysSchema,
  userLateCancellationsSchema,
  withdrawResponseSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { myUnavailableDays, setMyUnavailableDays } from "./availability.service.js";
import { getCrewSettings, updateCrewSettings } from "./crew-settings.service.js";
import { clearLateCancellation, userLateCancellations } from "./late-cancellations.service.js";
import { myPlace } from "./place.service.js";
import { removeFromCrew } from "./removal.service.js";
import { withdraw } from "./withdrawal.service.js";

/** The crew builder: settings, the worker's place, withdrawing, late cancellations. */
export const crewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["crews"];

  app.get(
    "/crews/settings/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "The crew settings in force, with their defaults",
        response: { 200: crewSettingsResponseSchema },
      },
    },
    async () => getCrewSettings(ctx),
  );

  app.put(
    "/crews/settings/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Change the withdrawal cut-off and the waitlist's offer size and time limit (audited)",
        body: crewSettingsSchema,
        response: { 200: crewSettingsResponseSchema },
      },
    },
    async (request) => updateCrewSettings(ctx, currentUser(request), request.body),
  );

  app.get(
    "/crews/works/:id/my-place/",
    {
      config: { access: access.workers },
      schema: {
        tags,
        summary: "The signed-in worker's place on a work and when withdrawing stops being free",
        description: "404 for an unknown work.",
        params: idParams,
        response: { 200: myPlaceSchema },
      },
    },
    async (request) => myPlace(ctx, currentUser(request), request.params.id),
  );

  app.post(
    "/crews/works/:id/withdraw/",
    {
      config: { access: access.workers },
      schema: {
        tags,
        summary: "Withdraw from a work you are on",
        description:
          "Frees the place at once. After the cut-off (the settings' hours before the reporting time) it is kept as a late cancellation (`late: true`). 404 when you are not on the work, 409 once the reporting time has come or the work is closed, or when a rating or wage is entered for you.",
        params: idParams,
        response: { 200: withdrawResponseSchema },
      },
    },
    async (request) => withdraw(ctx, currentUser(request), request.params.id),
  );

  app.delete(
    "/admin_panel/join-requests/delete/:user_id/:work_id/",
    {
      config: { access: access.admin },
      schema: {
        tags: ["admin assignments"],
        summary: "Remove a user from a work (deletes the assignment and the user's request)",
        description:
          "The freed place is offered to the waitlist at once, as after a withdrawal (docs/decisions/037-crew-builder.md).",
        params: removeAssignedParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const workUser = { workId: request.params.work_id, userId: request.params.user_id };
      return removeFromCrew(ctx, workUser, currentUser(request).id);
    },
  );

  app.get(
    "/crews/users/:id/late-cancellations/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "A person's late cancellations, newest first, with the uncleared count of the last 90 days",
        params: idParams,
        response: { 200: userLateCancellationsSchema },
      },
    },
    async (request) => userLateCancellations(ctx, request.params.id),
  );

  app.post(
    "/crews/late-cancellations/:id/clear/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Clear a late cancellation with a reason (audited)",
        description: "400 without a reason, 404 for an unknown mark, 409 when it is already cleared.",
        params: idParams,
        body: clearLateCancellationSchema,
        response: { 200: clearLateCancellationResponseSchema },
      },
    },
    async (request) =>
      clearLateCancellation(ctx, currentUser(request), request.params.id, request.body.reason),
  );

  app.get(
    "/users/me/unavailable-days/",
    {
      config: { access: access.workers },
      schema: {
        tags,
        summary: "The days you cannot work (today and later), as a list of dates",
        response: { 200: z.array(z.string()) },
      },
    },
    async (request) => myUnavailableDays(ctx, currentUser(request)),
  );

  app.put(
    "/users/me/unavailable-days/",
    {
      config: { access: access.workers },
      schema: {
        tags,
        summary: "Replace the days you cannot work; offers and the waitlist skip you on those days",
        description:
          "A list of YYYY-MM-DD dates, at most 366, none in the past (400 UNAVAILABLE_DAY_PAST naming it).",
        body: unavailableDaysSchema,
        response: { 200: z.array(z.string()) },
      },
    },
    async (request) => setMyUnavailableDays(ctx, currentUser(request), request.body),
  );
};
