import {
  cappedListQuery,
  idParams,
  subadminCreateUserSchema,
  subadminUpdateUserSchema,
  subadminUserResponseSchema,
  subadminUsersResponseSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { answerHoldsUntil } from "../../lib/answer-cache/answer-cache.js";
import { setListHeaders } from "../../lib/capped-list.js";
import { contextOf } from "../../lib/context.js";
import { staffCreateUser, staffListUsers, staffUpdateUser } from "./staff-users.service.js";

/** Users as the sub-admin area manages them: create, list by name, edit. Staff only. */
export const staffUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);

  app.post(
    "/sub_admin/create/user/",
    {
      config: { access: access.staff },
      schema: {
        tags: ["sub_admin"],
        summary: "Create a user from the sub-admin area",
        description:
          "An approved user of a worker role. Role `admin` answers 403 for a sub-admin unless the server runs with ALLOW_SUBADMIN_CREATE_ADMIN=true; an admin caller may create admins.",
        body: subadminCreateUserSchema,
        response: { 201: subadminUserResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await staffCreateUser(ctx, currentUser(request), request.body)),
  );

  app.get(
    "/sub_admin/sub-admin/users/",
    {
      config: { access: access.staff, keepAnswers: true },
      schema: {
        tags: ["sub_admin"],
        summary: "Every user, by name (the sub-admin Users screen)",
        description:
          'A bare array of at most 500 users by name. `X-Total-Count` holds the number of users and, while more remain, `Link: <...>; rel="next"` the next page; `?page=&page_size=` (at most 500) picks a page.',
        querystring: cappedListQuery,
        response: { 200: subadminUsersResponseSchema },
      },
    },
    async (request, reply) => {
      const { page, page_size: pageSize } = request.query;
      const list = await staffListUsers(ctx, page, pageSize);
      answerHoldsUntil(request, list.changesAt);
      setListHeaders(request, reply, { page, pageSize, total: list.total });
      return list.rows;
    },
  );

  app.put(
    "/sub_admin/users/:id/sub-admin-update/",
    {
      config: { access: access.staff },
      schema: {
        tags: ["sub_admin"],
        summary: "Edit a user from the sub-admin area",
        description:
          "A blank or missing password keeps the current one. Editing an admin, or giving the admin role, answers 403 for a sub-admin unless ALLOW_SUBADMIN_CREATE_ADMIN=true. `is_approved` never changes here. For a sub-admin caller these answer 403 and change nothing: a role change of a user awaiting approval, rejected or revoked (SUBADMIN_CANNOT_APPROVE) or of another sub-admin (SUBADMIN_CANNOT_CHANGE_SUBADMIN_ROLE), re-activating a user an admin deactivated or rejected (SUBADMIN_CANNOT_REACTIVATE), a password for a sub-admin or admin account (SUBADMIN_CANNOT_SET_STAFF_PASSWORD), any other change to another sub-admin's account, deactivation above all (SUBADMIN_CANNOT_CHANGE_STAFF): a sub-admin changes workers only.",
        params: idParams,
        body: subadminUpdateUserSchema,
        response: { 200: subadminUserResponseSchema },
      },
    },
    async (request) => staffUpdateUser(ctx, currentUser(request), request.params.id, request.body),
  );
};
