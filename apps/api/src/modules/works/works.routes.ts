import {
  idParams,
  LIST_CAP,
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
import { setListHeaders } from "../../lib/capped-list.js";
import {
  createWork,
  deleteWork,
  getWork,
  listWorksForAdmin,
  patchWork,
  updateWork,
  workCounts,
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
          '`type=upcoming` (default; not completed or cancelled, by date then reporting time) or `type=past` (completed or cancelled, newest first). Without `page` the answer is a plain array of at most 500 works with `X-Total-Count` and, while more remain, `Link: <...>; rel="next"` (a `?page=&page_size=` URL); with `page` (and `page_size`, default 15) it is `{ results, pagination }`. `search` matches auditorium, customer, place, district, work type and catering company.',
        querystring: worksListQuery,
        response: { 200: worksListResponse },
      },
    },
    async (request, reply) => {
      const result = await listWorksForAdmin(app.db, request.query);
      if (!("list" in result)) return result;
      setListHeaders(request, reply, { page: 1, pageSize: LIST_CAP, total: result.total });
      return result.list;
    },
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
    async () => workCounts(app.db),
  );

  app.get(
    "/admin_panel/catering-work/:id/",
    {
      config: { access: access.staff },
      schema: { tags, summary: "One work", params: idParams, response: { 200: workSchema } },
    },
    async (request) => getWork(app.db, request.params.id),
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
      return reply.code(201).send(await createWork(app.db, request.body, actor.id));
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
      return updateWork(app.db, request.params.id, request.body, actor.id);
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
      return patchWork(app.db, request.params.id, request.body, actor.id);
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
      return deleteWork(app.db, request.params.id, actor.id);
    },
  );
};
