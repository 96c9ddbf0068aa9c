import { calendarUrlSchema, nextJobsSchema } from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { AppError } from "../../errors/app-error.js";
import { contextOf } from "../../lib/context.js";
import { publicBaseUrl } from "../../lib/public-url.js";
import { calendarFeed, getCalendarUrl, getNextJobs, resetCalendarUrl } from "./schedule.service.js";

/** "My next jobs" and the calendar feed. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["schedule"];
  const base = publicBaseUrl(app.config);
  const feedDeps = { ...ctx, secret: app.config.jwtSecret };

  app.get(
    "/users/me/next-jobs/",
    {
      config: { access: access.workers },
      schema: {
        tags,
        summary: "The caller's assigned upcoming works from today, soonest first, with the captain",
        response: { 200: nextJobsSchema },
      },
    },
    async (request) => getNextJobs(ctx, currentUser(request).id),
  );

  app.get(
    "/users/me/calendar/",
    {
      config: { access: access.workers },
      schema: {
        tags,
        summary: "The caller's secret calendar feed URL (iCalendar, for Google Calendar and phones)",
        response: { 200: calendarUrlSchema },
      },
    },
    async (request) => getCalendarUrl(feedDeps, currentUser(request).id, base),
  );

  app.post(
    "/users/me/calendar/reset/",
    {
      config: { access: access.workers },
      schema: {
        tags,
        summary: "Revoke the calendar URL and answer a new one",
        response: { 200: calendarUrlSchema },
      },
    },
    async (request) => resetCalendarUrl(feedDeps, currentUser(request).id, base),
  );

  app.get(
    "/calendar/:token/catercrew.ics",
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "The calendar feed (text/calendar); the secret in the path is the only key",
        params: z.object({ token: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const text = await calendarFeed(ctx, request.params.token, base);
      if (text === null) throw new AppError("CALENDAR_LINK_INVALID");
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("cache-control", "private, max-age=300")
        .send(text);
    },
  );
};
