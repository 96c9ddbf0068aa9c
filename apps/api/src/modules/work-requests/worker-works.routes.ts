import {
  cappedListQuery,
  myWorksQuerySchema,
  myWorksResponseSchema,
  publishedWorksResponseSchema,
  workRequestCreateResponseSchema,
  workRequestCreateSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { setListHeaders, setNextCursorHeaders } from "../../lib/capped-list.js";
import { contextOf } from "../../lib/context.js";
import { createWorkRequest } from "./worker-requests.service.js";
import { myWorks, publishedForWorker } from "./worker-works.service.js";

/** Works as a worker finds them: published works, requesting one, My Works (one work's details: worker-home). */
export const workerWorksRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  app.get(
    "/admin_panel/catering/published/",
    {
      config: { access: access.workers, keepAnswers: true },
      schema: {
        tags: ["worker"],
        summary: "Published upcoming works open to the signed-in worker",
        description:
          'Published works that are not completed or cancelled, dated today or later, leaving out works the admin assigned this worker to directly. Each says whether the worker already applied and the request\'s status (`assigned_status`). A plain array, sorted by date then reporting time, of at most 500 works: `X-Total-Count` holds the number of works and, while more remain, `Link: <...>; rel="next"` the next page; `?page=&page_size=` (at most 500) picks a page.',
        querystring: cappedListQuery,
        response: { 200: publishedWorksResponseSchema },
      },
    },
    async (request, reply) => {
      const { page, page_size: pageSize } = request.query;
      const list = await publishedForWorker(ctx, currentUser(request), { page, pageSize });
      setListHeaders(request, reply, { page, pageSize, total: list.total });
      return list.rows;
    },
  );

  app.post(
    "/users/work-request/create/",
    {
      config: { access: access.workers },
      schema: {
        tags: ["worker"],
        summary: "Request a work",
        description:
          "`work` is the work id (a number). 409 `You have already applied for this work!` on a second request (unique per worker and work, also under concurrent clicks); 409 for works that are unpublished, completed, cancelled, past, or that the worker is already assigned to; 404 for a missing work.",
        body: workRequestCreateSchema,
        response: { 201: workRequestCreateResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createWorkRequest(ctx, currentUser(request), request.body.work)),
  );

  app.get(
    "/users/work-request/list/",
    {
      config: { access: access.workers, keepAnswers: true },
      schema: {
        tags: ["worker"],
        summary: "My Works: the worker's requests and direct admin assignments, by work date, newest first",
        description:
          "Entries with `source` `request` carry the request's id and status; a direct admin assignment has `id` null, `source` `admin` and status `accepted`. A plain array sorted by the work's date then work id, newest first. Without `before` it is the window: every upcoming work (dated today or later in Asia/Kolkata, at most 500) and the `limit` (default 50, at most 100) most recent past ones. While older entries remain, `X-Next-Cursor` holds a cursor (`YYYY-MM-DD_<work id>`, the last entry's) and `Link: <...>; rel=\"next\"` the next page; `?before=<cursor>&limit=` answers the `limit` entries older than the cursor (keyset, so entries never repeat or go missing between pages). A malformed cursor is 400 `MY_WORKS_CURSOR_INVALID`.",
        querystring: myWorksQuerySchema,
        response: { 200: myWorksResponseSchema },
      },
    },
    async (request, reply) => {
      const { before, limit } = request.query;
      const page = await myWorks(ctx, currentUser(request), { before, limit });
      if (page.next) setNextCursorHeaders(request, reply, page.next, limit);
      return page.rows;
    },
  );
};
