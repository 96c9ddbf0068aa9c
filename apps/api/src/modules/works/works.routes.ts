import {
  completeWorkResponseSchema,
  completeWorkSchema,
  idParams,
  idSchema,
  LIST_CAP,
  staffWorkSchema,
  upcomingWorksSchema,
  workCountsSchema,
  worksListQuery,
  worksListResponse,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { setListHeaders } from "../../lib/capped-list.js";
import { contextOf } from "../../lib/context.js";
import { sendJsonText } from "../../lib/json-text.js";
import {
  completeWork,
  getWork,
  listWorksForAdmin,
  upcomingWorksAnswer,
  workCounts,
} from "./works.service.js";

const tags = ["admin works"];
const CAPTAIN_PRICE =
  " A captain's answer has no `payment_amount` (the client's price) while the admin has \"captains see revenue and profit\" off (GET/PUT /admin_panel/analytics-settings/).";

/** Catering works as the staff read them: upcoming or past lists, tab counts, one work. */
export const worksRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  app.get(
    "/admin_panel/catering-works/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Upcoming or past works",
        description:
          '`type=upcoming` (default; not completed or cancelled, by date then reporting time) or `type=past` (completed or cancelled, newest first). Without `page` the answer is a plain array of at most 500 works with `X-Total-Count` and, while more remain, `Link: <...>; rel="next"` (a `?page=&page_size=` URL); with `page` (and `page_size`, default 15) it is `{ results, pagination }`. `search` matches auditorium, customer, place, district, work type and catering company.' +
          CAPTAIN_PRICE,
        querystring: worksListQuery,
        response: { 200: worksListResponse },
      },
    },
    async (request, reply) => {
      const result = await listWorksForAdmin(ctx, request.query, currentUser(request));
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
    async () => workCounts(ctx),
  );

  app.get(
    "/admin_panel/catering-work/:id/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "One work",
        description: `\`client_id\` is in the admin's answer only.${CAPTAIN_PRICE}`,
        params: idParams,
        response: { 200: staffWorkSchema },
      },
    },
    async (request) => getWork(ctx, request.params.id, currentUser(request)),
  );

  app.get(
    "/admin_panel/catering/upcoming/",
    {
      config: { access: access.staff, keepAnswers: true },
      schema: {
        tags: ["dashboard"],
        summary: "Upcoming works dated today or later (Asia/Kolkata), by date then reporting time",
        description: CAPTAIN_PRICE.trim(),
        response: { 200: upcomingWorksSchema },
      },
    },
    // The database writes the answer's JSON (the same as `toWorkResponse` of each row; a test checks it).
    async (request, reply) => sendJsonText(reply, await upcomingWorksAnswer(ctx, currentUser(request))),
  );

  app.patch(
    "/sub_admin/catering-work/:workId/update/",
    {
      config: { access: access.staff },
      schema: {
        tags: ["sub_admin"],
        summary: "Mark a work completed (irreversible)",
        description:
          'Body `{ "status": "completed" }`. 409 when the work is already completed or cancelled. Afterwards every rating, wage and expense write on the work answers 409.' +
          CAPTAIN_PRICE,
        params: z.object({ workId: idSchema }),
        body: completeWorkSchema,
        response: { 200: completeWorkResponseSchema },
      },
    },
    async (request) => completeWork(ctx, currentUser(request), request.params.workId),
  );
};
