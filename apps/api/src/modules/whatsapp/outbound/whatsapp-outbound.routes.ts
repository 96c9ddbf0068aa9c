import {
  idParams,
  loginResponseSchema,
  pickLanguage,
  whatsappCodeRequestSchema,
  whatsappCodeResetSchema,
  whatsappCodeSentSchema,
  whatsappCodeSignInSchema,
  whatsappPublishPreviewSchema,
  whatsappSettingsResponseSchema,
  whatsappSettingsSchema,
  whatsappWorkOffersSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../auth/access.js";
import { currentUser } from "../../../auth/auth.plugin.js";
import { contextOf } from "../../../lib/context.js";
import { getWhatsappSettings, updateWhatsappSettings } from "../settings.service.js";
import { publishPreview, workOffersOnWhatsapp } from "./offer-counts.service.js";
import { retryFailedSend } from "./retry.service.js";
import { requestWhatsappCode, resetWithCode, signInWithCode } from "./signin-code.service.js";

/**
 * WhatsApp, what goes out on the business's initiative (
 * docs/decisions/042-whatsapp-outbound.md): the settings, a publish's preview and a work's offer
 * counts for the admin, and the sign-in and reset code for workers.
 */
export const whatsappOutboundRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["whatsapp"];

  app.get(
    "/whatsapp/settings/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          "The WhatsApp settings in force (template versions, prices, waves, limits, pace), with defaults",
        response: { 200: whatsappSettingsResponseSchema },
      },
    },
    async () => getWhatsappSettings(ctx),
  );

  app.put(
    "/whatsapp/settings/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          "Change the WhatsApp settings (audited); switch a template version only after Meta approved it",
        body: whatsappSettingsSchema,
        response: { 200: whatsappSettingsResponseSchema },
      },
    },
    async (request) => updateWhatsappSettings(ctx, currentUser(request), request.body),
  );

  app.get(
    "/whatsapp/works/:id/publish-preview/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "How many WhatsApp offers publishing the work now sends, and what they cost",
        params: idParams,
        response: { 200: whatsappPublishPreviewSchema },
      },
    },
    async (request) => publishPreview(ctx, request.params.id),
  );

  app.get(
    "/whatsapp/works/:id/offers/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          "The work's WhatsApp offers (sent to N of M), requests by channel, and who has not confirmed",
        params: idParams,
        response: { 200: whatsappWorkOffersSchema },
      },
    },
    async (request) => workOffersOnWhatsapp(ctx, request.params.id, currentUser(request).language),
  );

  app.post(
    "/whatsapp/outbox/:id/retry/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          "Sends a failed offer, confirmation or reminder again, where that can help (a limit, WhatsApp unreachable); 409 otherwise",
        params: idParams,
        response: { 200: z.object({ status: z.literal(true) }) },
      },
    },
    async (request) => retryFailedSend(ctx, request.params.id),
  );

  app.post(
    "/auth/whatsapp-code/",
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "Ask for a 6-digit code on WhatsApp to sign in or set a new password",
        description:
          "The same answer, after the same work, whether or not the number has an account: a queued job then sends the code, only to a worker who opted in to WhatsApp. Limited per number and per address (429).",
        body: whatsappCodeRequestSchema,
        response: { 200: whatsappCodeSentSchema },
      },
    },
    async (request) =>
      requestWhatsappCode(ctx, request.body, request.ip, pickLanguage(request.headers["accept-language"])),
  );

  app.post(
    "/auth/whatsapp-code/sign-in/",
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "Sign in with the WhatsApp code (10 minutes, 5 tries, once)",
        body: whatsappCodeSignInSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => signInWithCode(ctx, request.body),
  );

  app.post(
    "/auth/whatsapp-code/reset/",
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "Set a new password with the WhatsApp code; every session ends",
        body: whatsappCodeResetSchema,
        response: { 200: whatsappCodeSentSchema },
      },
    },
    async (request) => resetWithCode(ctx, request.body, pickLanguage(request.headers["accept-language"])),
  );
};
