import { createUserResponseSchema, meResponseSchema } from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { notFound } from "../../errors/app-error.js";
import { readForm } from "../../lib/multipart.js";
import { authDeps } from "../auth/auth.routes.js";
import { findUserById, toUserResponse } from "../users/users.repository.js";
import { createUser } from "./registration.service.js";

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/users/create-user/",
    {
      config: {
        access: access.optional,
        rateLimit: { max: app.config.registrationRateLimit, timeWindow: "1 minute" },
      },
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags: ["users"],
        summary: "Register (multipart, no token) or create a user (JSON, admin token)",
        description:
          "Without a token: self-registration of a worker (roles subadmin, supervisor, head_boy, boys), always unapproved; fields of the registration form, `plain_password` is the confirmation, `license_image` an optional PNG/JPEG file up to 5 MB. With an admin token: an approved user of any role.",
        consumes: ["multipart/form-data", "application/json"],
        response: { 201: createUserResponseSchema },
      },
    },
    async (request, reply) => {
      const form = await readForm(request, ["license_image"]);
      const result = await createUser(authDeps(app), form, request.auth);
      return reply.code(201).send(result);
    },
  );

  app.get(
    "/users/users/me/",
    {
      config: { access: access.anySignedIn },
      schema: { tags: ["users"], summary: "The signed-in user", response: { 200: meResponseSchema } },
    },
    async (request) => {
      const row = await findUserById(app.db, currentUser(request).id);
      if (!row) throw notFound("User not found");
      return { status: true as const, user: toUserResponse(row, app.media) };
    },
  );
};
