import {
  idParams,
  messageResponse,
  workCountsSchema,
  workInputSchema,
  workPatchSchema,
  workResponseSchema,
  workSchema,
  worksListQuery,
  worksListResponse,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { countWorksByType } from "./works.repository.js";
import { toWorkResponse } from "./works.serializer.js";
import {
  createWork,
  deleteWork,
  getWorkOr404,
  listWorksForAdmin,
  patchWork,
  updateWork,
} from "./works.service.js";

const tags = ["admin works"];

/** Catering works: lists, create, update, publish, complete, delete (issue 5). */
export const worksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin_panel/catering-works/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Upcoming or past works",
        description:
          "`type=upcoming` (default; not completed or cancelled, by date then reporting time) or `type=past` (completed or cancelled, newest first). Without `page` the answer is a plain array; with `page` (and `page_size`, default 15) it is `{ results, pagination }`. `search` matches auditorium, customer, place, district, work type and catering company.",
        querystring: worksListQuery,
        response: { 200: worksListResponse },
      },
    },
    async (request) => listWorksForAdmin(app.db, request.query),
  );

  app.get(
    "/admin_panel/catering-works/counts/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "How many works are upcoming and past (tab counts)",
        response: { 200: workCountsSchema },
      },
    },
    async () => countWorksByType(app.db),
  );

  app.get(
    "/admin_panel/catering-work/:id/",
    {
      config: { access: access.staff },
      schema: { tags, summary: "One work", params: idParams, response: { 200: workSchema } },
    },
    async (request) => toWorkResponse(await getWorkOr404(app.db, request.params.id)),
  );

  app.post(
    "/admin_panel/catering-work/create/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Create a work",
        body: workInputSchema,
        response: { 201: workResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const row = await app.db.transaction((tx) => createWork(tx, request.body, actor.id));
      return reply
        .code(201)
        .send({ status: true as const, message: "Work created successfully!", work: toWorkResponse(row) });
    },
  );

  app.put(
    "/admin_panel/catering-work/:id/update/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Replace a work (upcoming works only, else 409)",
        params: idParams,
        body: workInputSchema,
        response: { 200: workResponseSchema },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const row = await app.db.transaction((tx) => updateWork(tx, request.params.id, request.body, actor.id));
      return { status: true as const, message: "Work updated successfully!", work: toWorkResponse(row) };
    },
  );

  app.patch(
    "/admin_panel/catering-work/:id/update/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Publish/unpublish (`is_published`) or change `status` (upcoming works only, else 409)",
        params: idParams,
        body: workPatchSchema,
        response: { 200: workResponseSchema },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const { row, message } = await app.db.transaction((tx) =>
        patchWork(tx, request.params.id, request.body, actor.id),
      );
      return { status: true as const, message, work: toWorkResponse(row) };
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
      await app.db.transaction((tx) => deleteWork(tx, request.params.id, actor.id));
      return { status: true as const, message: "Work deleted successfully!" };
    },
  );
};
