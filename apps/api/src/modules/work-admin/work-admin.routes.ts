import {
  idParams,
  messageResponse,
  workInputSchema,
  workPatchResponseSchema,
  workPatchSchema,
  workResponseSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { fillWorkFromClient } from "../clients/client-works.service.js";
import { createWork, deleteWork, patchWork, updateWork } from "./work-admin.service.js";

const tags = ["admin works"];

/** The admin's work changes: create, update, publish/complete/cancel, delete. */
export const workAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  // A work naming its client gets the customer fields left blank from him, before validation.
  const preValidation = async (request: { body: unknown }) => {
    request.body = await fillWorkFromClient(ctx, request.body);
  };
  app.post(
    "/admin_panel/catering-work/create/",
    {
      config: { access: access.admin },
      preValidation,
      schema: {
        tags,
        summary: "Create a work",
        description:
          "The date must be today or later (Asia/Kolkata): a past date is 400 WORK_DATE_PAST on `date`, unless `already_happened: true` records a work that already took place. Mobile numbers are accepted as typed (spaces, +91 or a leading 0) and stored as 10 digits.",
        body: workInputSchema,
        response: { 201: workResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      return reply.code(201).send(await createWork(ctx, request.body, actor.id));
    },
  );

  app.put(
    "/admin_panel/catering-work/:id/update/",
    {
      config: { access: access.admin },
      preValidation,
      schema: {
        tags,
        summary: "Replace a work (upcoming works only, else 409)",
        description:
          "A work keeps its own stored date even when it has passed; a new date must be today or later (400 WORK_DATE_PAST). A new date or reporting time that makes it a night work (reporting 19:00-06:00) while people under 18 that day, or with no date of birth, are on its crew or asking for it is 409 WORK_NIGHT_MINORS (counting and naming them), unless `remove_minors: true`: then they are taken off in the same change (each told, as when the admin removes someone) and the freed places go to the waitlist (record 075).",
        params: idParams,
        body: workInputSchema,
        response: { 200: workResponseSchema },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      return updateWork(ctx, request.params.id, request.body, actor.id);
    },
  );

  app.patch(
    "/admin_panel/catering-work/:id/update/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Publish/unpublish (`is_published`) or change `status` (upcoming works only, else 409)",
        description:
          "Publishing a draft answers `offered_to`: how many approved, active workers not on its crew it is now offered to (they see it in the app and may request it; WhatsApp offers go to a ranked shortlist of them in waves).",
        params: idParams,
        body: workPatchSchema,
        response: { 200: workPatchResponseSchema },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      return patchWork(ctx, request.params.id, request.body, actor.id);
    },
  );

  app.delete(
    "/admin_panel/catering-work/:id/update/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Delete a work (upcoming works only, else 409)",
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      return deleteWork(ctx, request.params.id, actor.id);
    },
  );
};
