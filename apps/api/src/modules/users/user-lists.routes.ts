import {
  paginatedUsersSchema,
  paginationQuery,
  userFilterQuery,
  userSearchQuery,
  usersArraySchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { answerHoldsUntil } from "../../lib/answer-cache/answer-cache.js";
import { contextOf } from "../../lib/context.js";
import { filterUsersPage, listUsers, searchUsersPage, usersPage } from "./user-lists.service.js";

/** The admin's user lists: every user, a page, search and filter. */
export const userListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin users"];
  const ctx = contextOf(app);
  const cfg = { access: access.admin, keepAnswers: true };

  app.get(
    "/admin_panel/admin/users/",
    {
      config: cfg,
      schema: {
        tags,
        summary: "All users, sorted by name (case-insensitive)",
        response: { 200: usersArraySchema },
      },
    },
    async (request) => {
      const { answer, changesAt } = await listUsers(ctx);
      answerHoldsUntil(request, changesAt);
      return answer;
    },
  );

  app.get(
    "/admin_panel/admin/user/",
    {
      config: cfg,
      schema: {
        tags,
        summary: "Users page by page (default page 1, page_size 15), sorted by name",
        querystring: paginationQuery,
        response: { 200: paginatedUsersSchema },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const { answer, changesAt } = await usersPage(ctx, page, page_size);
      answerHoldsUntil(request, changesAt);
      return answer;
    },
  );

  app.get(
    "/users/users/search/",
    {
      config: cfg,
      schema: {
        tags,
        summary: "Search users by name, UserID, mobile, place or e-mail (case-insensitive substring)",
        description:
          "Answers `{ results, pagination }` like the paginated list; the screen shows the first page (page_size default 100, at most 200).",
        querystring: userSearchQuery,
        response: { 200: paginatedUsersSchema },
      },
    },
    async (request) => {
      const { search, page, page_size } = request.query;
      const { answer, changesAt } = await searchUsersPage(ctx, search, page, page_size);
      answerHoldsUntil(request, changesAt);
      return answer;
    },
  );

  app.get(
    "/users/users/filter/",
    {
      config: cfg,
      schema: {
        tags,
        summary: "Filter users by role, employment_type and has_bike (at least one)",
        description:
          "Answers `{ results, pagination }` like the paginated list (page_size default 100, at most 200).",
        querystring: userFilterQuery,
        response: { 200: paginatedUsersSchema },
      },
    },
    async (request) => {
      const { role, employment_type, has_bike, page, page_size } = request.query;
      const { answer, changesAt } = await filterUsersPage(
        ctx,
        { role, employmentType: employment_type, hasBike: has_bike },
        page,
        page_size,
      );
      answerHoldsUntil(request, changesAt);
      return answer;
    },
  );
};
