import {
  idParams,
  idSchema,
  inboxListSchema,
  inboxMessageSchema,
  inboxReadSchema,
  inboxReplySchema,
  inboxThreadSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../auth/access.js";
import { currentUser } from "../../../auth/auth.plugin.js";
import { contextOf } from "../../../lib/context.js";
import { inboxThread, listInbox, readInbox, readInboxFile, replyInInbox } from "./inbox.service.js";

/** The WhatsApp inbox for the admins (docs/decisions/063-whatsapp-inbox.md). */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["whatsapp"];

  app.get(
    "/whatsapp/inbox/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          "What workers wrote on WhatsApp that the app could not act on: conversations, latest first, with unread counts",
        response: { 200: inboxListSchema },
      },
    },
    async () => listInbox(ctx),
  );

  app.get(
    "/whatsapp/inbox/:id/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          "One worker's WhatsApp conversation: his messages, files and locations, and the admins' answers",
        params: idParams,
        response: { 200: inboxThreadSchema },
      },
    },
    async (request) => inboxThread(ctx, request.params.id, currentUser(request).language),
  );

  app.post(
    "/whatsapp/inbox/:id/read/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Marks his messages up to `through` read",
        params: idParams,
        body: inboxReadSchema,
        response: { 200: z.object({ status: z.literal(true) }) },
      },
    },
    async (request) => readInbox(ctx, request.params.id, request.body.through),
  );

  app.post(
    "/whatsapp/inbox/:id/reply/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          "Answers him on WhatsApp: a message within 24 hours of his last one, else the agency_message template; sent by the queue",
        params: idParams,
        body: inboxReplySchema,
        response: { 201: inboxMessageSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const message = await replyInInbox(ctx, user, request.params.id, request.body, user.language);
      return reply.code(201).send(message);
    },
  );

  app.get(
    "/media/inbox/:id/",
    {
      // The signed URL is the permission: only admins reading the inbox are given one.
      config: { access: access.public },
      schema: {
        tags: ["media"],
        summary:
          "A file a worker sent on WhatsApp, through a signed, short-lived URL (the message's media_url)",
        params: z.object({ id: idSchema }),
        querystring: z.object({ exp: z.coerce.number().int().positive(), sig: z.string().min(10).max(100) }),
      },
    },
    async (request, reply) => {
      const file = await readInboxFile(ctx, request.params.id, request.query);
      return reply
        .header("content-type", file.contentType)
        .header("cache-control", "private, max-age=600")
        .header("content-disposition", "inline")
        .header("x-content-type-options", "nosniff")
        .send(file.bytes);
    },
  );
};
