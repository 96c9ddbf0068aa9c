import { whatsappLinkResponseSchema, whatsappMeResponseSchema } from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../auth/access.js";
import { currentUser } from "../../../auth/auth.plugin.js";
import { AppError } from "../../../errors/app-error.js";
import { contextOf } from "../../../lib/context.js";
import { myWhatsapp, publicStartLink } from "../whatsapp.service.js";
import { receiveWebhook, webhookConfig } from "./inbound.service.js";
import { handshakeChallenge } from "./webhook.js";

/**
 * WhatsApp's webhook (Meta calls it) and the worker's WhatsApp state (docs/whatsapp.md).
 * Without WHATSAPP_VERIFY_TOKEN and WHATSAPP_APP_SECRET the webhook answers 404.
 */
export const whatsappRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["whatsapp"];

  // The signature covers the exact bytes Meta sent: keep JSON bodies raw in this plugin.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: 1024 * 1024 },
    (_req, body, done) => {
      done(null, body);
    },
  );

  const notFound = (method: string, url: string) =>
    new AppError("ROUTE_NOT_FOUND", { params: { method, url } });

  app.get(
    "/whatsapp/webhook",
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "Meta's webhook handshake: echoes hub.challenge when hub.verify_token matches",
        description:
          "With `hub.mode=subscribe` and `hub.verify_token` equal to WHATSAPP_VERIFY_TOKEN, answers `hub.challenge` as text; anything else 403. 404 when the webhook is not configured.",
        querystring: z.record(z.string(), z.unknown()),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const config = webhookConfig(ctx);
      if (!config) throw notFound("GET", request.url);
      const challenge = handshakeChallenge(request.query, config.verifyToken);
      if (challenge === null) throw new AppError("FORBIDDEN");
      reply.type("text/plain; charset=utf-8");
      return challenge;
    },
  );

  app.post(
    "/whatsapp/webhook",
    {
      config: { access: access.public },
      schema: {
        tags,
        summary:
          "WhatsApp deliveries: messages, status callbacks and template changes, handled in the job queue",
        description:
          "Checks `X-Hub-Signature-256` (HMAC-SHA256 of the raw body with WHATSAPP_APP_SECRET) before anything is stored: 401 without or with a wrong one. Stores each event once (a message by its WhatsApp id; a re-delivery does nothing) and answers 200 at once; 400 for a signed body that is not JSON. 404 when the webhook is not configured.",
        response: { 200: z.object({ status: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers["x-hub-signature-256"];
      const result = await receiveWebhook(ctx, raw, typeof header === "string" ? header : undefined);
      if (result === "off") throw notFound("POST", request.url);
      if (result === "bad_signature") throw new AppError("WHATSAPP_SIGNATURE_INVALID");
      if (result === "bad_body") throw new AppError("INVALID_JSON");
      return reply.code(200).send({ status: true as const });
    },
  );

  app.get(
    "/whatsapp/link/",
    {
      config: { access: access.public },
      schema: {
        tags,
        summary:
          'The "Get jobs on WhatsApp" link for the registration screen (plain START, tied by the registered mobile)',
        response: { 200: whatsappLinkResponseSchema },
      },
    },
    async () => publicStartLink(ctx),
  );

  app.get(
    "/whatsapp/me/",
    {
      config: { access: access.workers },
      schema: {
        tags,
        summary: "The signed-in worker's WhatsApp: on, stopped or off, the number, and their own START link",
        response: { 200: whatsappMeResponseSchema },
      },
    },
    async (request) => myWhatsapp(ctx, currentUser(request).id),
  );
};
