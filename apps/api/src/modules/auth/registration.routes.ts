import { createUserResponseSchema, languageUpdateSchema, meResponseSchema } from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { readForm } from "../../lib/multipart.js";
import { getMe, setMyLanguage } from "../users/profile.service.js";
import { createUser } from "./registration.service.js";

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
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
      const result = await createUser(ctx, form, request.auth);
      return reply.code(201).send(result);
    },
  );

  app.get(
    "/users/users/me/",
    {
      config: { access: access.anySignedIn },
      schema: { tags: ["users"], summary: "The signed-in user", response: { 200: meResponseSchema } },
    },
    async (request) => getMe(ctx, currentUser(request)),
  );

  app.patch(
    "/users/users/me/language/",
    {
      config: { access: access.anySignedIn },
      schema: {
        tags: ["users"],
        summary: "Keep the signed-in person's language (en or ml) for the messages sent to them",
        body: languageUpdateSchema,
        response: { 200: meResponseSchema },
      },
    },
    async (request) => setMyLanguage(ctx, currentUser(request), request.body.language),
  );
};
