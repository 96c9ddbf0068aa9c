import {
  adminUpdateUserSchema,
  idParams,
  passwordResetResponseSchema,
  say,
  userDeleteResponseSchema,
  userDetailResponseSchema,
  userUpdateResponseSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { resetPassword } from "./account-access.service.js";
import { adminUpdateUser, deleteUser, getUser } from "./users.service.js";

/** Admin users management: list, paginate, search, filter, details, update, delete, reset password. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin users"];
  const ctx = contextOf(app);
  const cfg = { access: access.admin };

  app.get(
    "/users/users/:id/admin-update/",
    {
      config: cfg,
      schema: {
        tags,
        summary: "A user's details",
        description: "The user's fields at the top level (not wrapped).",
        params: idParams,
        response: { 200: userDetailResponseSchema },
      },
    },
    async (request) => getUser(ctx, request.params.id),
  );

  app.patch(
    "/users/users/:id/admin-update/",
    {
      config: cfg,
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags,
        summary: "Change some of a user's fields",
        description:
          "Send only the fields that change. `password` (with optional `plain_password` confirmation) sets a new password and ends the user's sessions; `license_image` is a data URL (`data:image/png;base64,...`, PNG or JPEG, at most 5 MB), `null` removes it; `is_active: false` deactivates the account. An admin cannot change their own role or deactivate themselves.",
        params: idParams,
        body: adminUpdateUserSchema,
        response: { 200: userUpdateResponseSchema },
      },
    },
    async (request) => {
      const user = await adminUpdateUser(ctx, currentUser(request), request.params.id, request.body);
      return { status: true as const, message: say("success:User updated successfully"), user };
    },
  );

  app.delete(
    "/users/users/:id/delete/",
    {
      config: cfg,
      schema: {
        tags,
        summary: "Delete a user (or deactivate one with work history)",
        description:
          "A user with assignments, ratings or wages is not deleted: the account is deactivated (cannot sign in) so those records are kept, and the answer says so with `deactivated: true`. Otherwise the user, their work requests and sessions are deleted. Deleting yourself is refused.",
        params: idParams,
        response: { 200: userDeleteResponseSchema },
      },
    },
    async (request) => {
      const result = await deleteUser(ctx, currentUser(request), request.params.id);
      return { status: true as const, ...result };
    },
  );

  app.post(
    "/users/users/:id/reset-password/",
    {
      config: cfg,
      schema: {
        tags,
        summary: "Set a new random password and show it once",
        description:
          "Passwords are stored only as hashes, so the Users table cannot show one. This sets a random 10-character password, revokes the user's refresh tokens and answers the new password once for the admin to hand over.",
        params: idParams,
        response: { 200: passwordResetResponseSchema },
      },
    },
    async (request) => {
      const password = await resetPassword(ctx, currentUser(request), request.params.id);
      return {
        status: true as const,
        message: say("success:Password reset. Give the new password to the user; it is shown only once."),
        password,
      };
    },
  );
};
