import {
  idParams,
  messageResponse,
  passwordResetResponseSchema,
  resetCodeConfirmSchema,
  resetRequestInputSchema,
  resetRequestsPageSchema,
  resetRequestsQuery,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { AppError } from "../../errors/app-error.js";
import { contextOf } from "../../lib/context.js";
import {
  confirmResetCode,
  dismissResetRequest,
  RESET_CODE_CONFIRMED,
  RESET_CODE_SENT,
  RESET_DISMISSED,
  RESET_DONE,
  RESET_REQUESTED,
  requestPasswordReset,
  resetRequestsPage,
  resolveResetRequest,
  sendResetCode,
} from "./password-resets.service.js";

/** "Forgot password?" for phone-number accounts: the person asks, the admin hands a new password. */
export const passwordResetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["password resets"];

  app.post(
    "/users/password-reset-requests/",
    {
      config: {
        access: access.public,
        rateLimit: { max: app.config.registrationRateLimit, timeWindow: "1 minute" },
      },
      schema: {
        tags,
        summary: "Ask the admin for a new password",
        description:
          "No token. `identifier` is a mobile number, an e-mail or the UserID. The answer is the same (202) whether or not an account matches; one pending request is kept per identifier. Rate-limited per address like registration.",
        body: resetRequestInputSchema,
        response: { 202: messageResponse },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(ctx, request.body);
      return reply.code(202).send({ status: true as const, message: RESET_REQUESTED });
    },
  );

  app.post(
    "/users/password-reset-requests/confirm/",
    {
      config: {
        access: access.public,
        rateLimit: { max: app.config.registrationRateLimit, timeWindow: "1 minute" },
      },
      schema: {
        tags,
        summary: "Set a new password with the code sent on WhatsApp",
        description:
          "No token. `identifier` as when asking, the 6-digit `code` the admin sent on WhatsApp, and the new password twice (the registration's rules). The account's sessions end and its pending requests close. A wrong, expired or used code, or an identifier naming no account, answers the same 400 RESET_CODE_INVALID; 5 wrong tries end a code. Rate-limited per address like registration.",
        body: resetCodeConfirmSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await confirmResetCode(ctx, request.body);
      return { status: true as const, message: RESET_CODE_CONFIRMED };
    },
  );

  app.get(
    "/admin_panel/password-reset-requests/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Password reset requests in a status (default pending), newest first (paged)",
        querystring: resetRequestsQuery,
        response: { 200: resetRequestsPageSchema },
      },
    },
    async (request) =>
      resetRequestsPage(ctx, request.query.status, request.query.page, request.query.page_size),
  );

  app.post(
    "/admin_panel/password-reset-requests/:id/resolve/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Set a new random password for the request's account and close the request",
        description:
          "Like the Users screen's reset: a random 10-character password, the user's sessions ended, the password answered once. Every pending request of that account is marked done. 409 when the request is closed or names no account.",
        params: idParams,
        response: { 200: passwordResetResponseSchema },
      },
    },
    async (request) => {
      const password = await resolveResetRequest(ctx, currentUser(request), request.params.id);
      return { status: true as const, message: RESET_DONE, password };
    },
  );

  app.post(
    "/admin_panel/password-reset-requests/:id/send-code/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Send the request's account a 6-digit code on WhatsApp",
        description:
          "Only when the server sends WhatsApp messages (else 409 RESET_CODE_WHATSAPP_OFF). The code goes to the account's own mobile number (409 RESET_REQUEST_NO_MOBILE without one) as the template `catercrew_password_reset_code`, even when the user turned WhatsApp notices off; it works for 15 minutes and 5 tries, and a newer code replaces it. The request stays pending until the code is used. 502 RESET_CODE_NOT_SENT when the WhatsApp API refuses it.",
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      try {
        await sendResetCode(ctx, currentUser(request), request.params.id);
      } catch (err) {
        if (err instanceof AppError && err.code === "RESET_CODE_NOT_SENT")
          request.log.warn({ reason: err.cause, requestId: request.params.id }, "reset code not sent");
        throw err;
      }
      return { status: true as const, message: RESET_CODE_SENT };
    },
  );

  app.post(
    "/admin_panel/password-reset-requests/:id/dismiss/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Close a request without changing any password",
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await dismissResetRequest(ctx, currentUser(request), request.params.id);
      return { status: true as const, message: RESET_DISMISSED };
    },
  );
};
