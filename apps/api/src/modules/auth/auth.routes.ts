import {
  adminLoginSchema,
  loginResponseSchema,
  messageResponse,
  refreshSchema,
  say,
  signinSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { contextOf } from "../../lib/context.js";
import { login, logout, refresh } from "./auth.service.js";

const signinBody = signinSchema.extend({
  /** Which screen signs in: `worker` refuses admins, `subadmin` lets only captains and admins in. */
  area: z.enum(["worker", "subadmin"]).optional(),
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["auth"];

  app.post(
    "/admin_panel/login/",
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "Admin sign-in with e-mail and password (admins only)",
        body: adminLoginSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) =>
      login(ctx, {
        identifier: request.body.email,
        password: request.body.password,
        ip: request.ip,
        area: "admin",
      }),
  );

  app.post(
    "/users/signin/",
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "Sign-in with a mobile number, e-mail or UserID",
        description:
          "Used by the worker and the sub-admin login screens. The optional `area` narrows who may pass: `worker` refuses admins, `subadmin` admits only captains and admins. Unapproved workers get a session that can only read /users/users/me/.",
        body: signinBody,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) =>
      login(ctx, {
        identifier: request.body.identifier,
        password: request.body.password,
        ip: request.ip,
        area: request.body.area ?? "any",
      }),
  );

  app.post(
    "/users/token/refresh/",
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "Trade a refresh token for a new access and refresh token (the old one is revoked)",
        body: refreshSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => refresh(ctx, request.body.refresh),
  );

  app.post(
    "/users/logout/",
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "Revoke a refresh token",
        body: refreshSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await logout(ctx, request.body.refresh);
      return { status: true as const, message: say("success:Logged out successfully") };
    },
  );
};
