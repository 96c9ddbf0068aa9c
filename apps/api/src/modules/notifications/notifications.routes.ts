import {
  markReadResponse,
  markReadSchema,
  messageResponse,
  notificationSettingsInput,
  notificationSettingsSchema,
  notificationsListSchema,
  notificationsQuery,
  pushSubscriptionInput,
  pushUnsubscribeInput,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import {
  getMyNotifications,
  getMySettings,
  markMyNotificationsRead,
  subscribePush,
  unsubscribePush,
  updateMySettings,
} from "./notifications.service.js";

/** In-app notifications, the user's reach settings and Web Push subscriptions. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["notifications"];
  const mine = { access: access.anySignedIn };

  app.get(
    "/notifications/",
    {
      config: mine,
      schema: {
        tags,
        summary: "The caller's own notifications, newest first, with the unread count",
        description: "`limit` (1-100, default 30); `before` an id to page back.",
        querystring: notificationsQuery,
        response: { 200: notificationsListSchema },
      },
    },
    async (request) => getMyNotifications(ctx, currentUser(request), request.query),
  );

  app.post(
    "/notifications/read/",
    {
      config: mine,
      schema: {
        tags,
        summary: "Mark notifications read: `{ ids: [...] }` or `{ all: true }`",
        description: "Ids of other users' notifications are ignored.",
        body: markReadSchema,
        response: { 200: markReadResponse },
      },
    },
    async (request) => markMyNotificationsRead(ctx, currentUser(request).id, request.body),
  );

  app.get(
    "/notifications/settings/",
    {
      config: mine,
      schema: {
        tags,
        summary: "Language of messages, WhatsApp on/off, the Web Push public key",
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => getMySettings(ctx, app.config, currentUser(request).id),
  );

  app.patch(
    "/notifications/settings/",
    {
      config: mine,
      schema: {
        tags,
        summary: "Change the language of messages (`en`/`ml`) or turn WhatsApp messages off or on",
        body: notificationSettingsInput,
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => updateMySettings(ctx, app.config, currentUser(request).id, request.body),
  );

  app.post(
    "/notifications/push/subscribe/",
    {
      config: mine,
      schema: {
        tags,
        summary: "Register this browser for Web Push (the PushSubscription's JSON)",
        body: pushSubscriptionInput,
        response: { 200: messageResponse },
      },
    },
    async (request) => subscribePush(ctx, app.config, currentUser(request).id, request.body),
  );

  app.post(
    "/notifications/push/unsubscribe/",
    {
      config: mine,
      schema: {
        tags,
        summary: "Stop Web Push to this browser",
        body: pushUnsubscribeInput,
        response: { 200: messageResponse },
      },
    },
    async (request) => unsubscribePush(ctx, currentUser(request).id, request.body.endpoint),
  );
};
