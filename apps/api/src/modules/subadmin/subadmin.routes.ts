import {
  completeWorkResponseSchema,
  completeWorkSchema,
  idSchema,
  subadminCreateUserSchema,
  subadminUpdateUserSchema,
  subadminUserResponseSchema,
  subadminUsersResponseSchema,
} from "@catercrew/shared";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { completeWork, createUser, listUsers, type SubadminDeps, updateUser } from "./subadmin.service.js";

export function subadminDeps(app: FastifyInstance): SubadminDeps {
  return { db: app.db, media: app.media, config: app.config };
}

const tags = ["sub_admin"];

/** Sub-admin users and work completion (issue 7). Staff only: admins and sub-admins. */
export const subadminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = subadminDeps(app);

  app.post(
    "/sub_admin/create/user/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Create a user from the sub-admin area",
        description:
          "An approved user of a worker role. Role `admin` answers 403 for a sub-admin unless the server runs with ALLOW_SUBADMIN_CREATE_ADMIN=true; an admin caller may create admins.",
        body: subadminCreateUserSchema,
        response: { 201: subadminUserResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createUser(deps, currentUser(request), request.body)),
  );

  app.get(
    "/sub_admin/sub-admin/users/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Every user, by name (the sub-admin Users screen)",
        response: { 200: subadminUsersResponseSchema },
      },
    },
    async () => listUsers(deps),
  );

  app.put(
    "/sub_admin/users/:id/sub-admin-update/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Edit a user from the sub-admin area",
        description:
          "A blank or missing password keeps the current one. Editing an admin, or giving the admin role, answers 403 for a sub-admin unless ALLOW_SUBADMIN_CREATE_ADMIN=true.",
        params: z.object({ id: idSchema }),
        body: subadminUpdateUserSchema,
        response: { 200: subadminUserResponseSchema },
      },
    },
    async (request) => updateUser(deps, currentUser(request), request.params.id, request.body),
  );

  app.patch(
    "/sub_admin/catering-work/:workId/update/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Mark a work completed (irreversible)",
        description:
          'Body `{ "status": "completed" }`. 409 when the work is already completed or cancelled. Afterwards every rating, wage and expense write on the work answers 409.',
        params: z.object({ workId: idSchema }),
        body: completeWorkSchema,
        response: { 200: completeWorkResponseSchema },
      },
    },
    async (request) => completeWork(deps, currentUser(request), request.params.workId),
  );
};
