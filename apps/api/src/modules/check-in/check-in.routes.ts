import {
  checkInCodeResponseSchema,
  checkInListResponseSchema,
  checkInResponseSchema,
  checkInSchema,
  idSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { idempotent } from "../../lib/idempotency.js";
import { checkIn, listCheckIns, workerCheckInCode } from "./check-in.service.js";

const workParams = z.object({ workId: idSchema });

/** Check-in at the venue: the worker's QR code and the captain's scan or hand mark. */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);

  app.get(
    "/users/check-in/:workId/",
    {
      config: { access: access.workers },
      schema: {
        tags: ["worker"],
        summary: "The signed-in worker's check-in code for a work, for today",
        description:
          "For the worker assigned to the work, on the work's day (Asia/Kolkata): a signed code for that work, person and day, shown as a QR; `short_code`, 6 characters of `23456789ABCDEFGHJKMNPQRSTUVWXYZ` unique within the work, made on first asking and the same afterwards, for the captain to type; and `expires_at` (the end of the day). 404 WORK_NOT_FOUND; 404 CHECK_IN_NOT_ASSIGNED when the caller is not assigned (the work is not theirs to see); 403 for non-workers; 409 CHECK_IN_NOT_TODAY on another day; 409 WORK_LOCKED / WORK_LOCKED_CANCELLED once completed or cancelled.",
        params: workParams,
        response: { 200: checkInCodeResponseSchema },
      },
    },
    async (request) => workerCheckInCode(ctx, currentUser(request), request.params.workId),
  );

  app.post(
    "/sub_admin/check-in/",
    {
      config: { access: access.staff },
      schema: {
        tags: ["sub_admin"],
        summary: "Check a person in at the venue (scanned code or by hand)",
        description:
          "Body `{ work, code }` (the worker's scanned code, or his short code typed: case, spaces and dashes do not matter) or `{ work, user }` (by hand), on the work's day. Records the arrival time (the first one is kept: a second scan answers the first time) and writes it on the person's rating when there is one and it has no arrival time yet; a check-in is not a rating, so it does not count towards completing the work. 400 CHECK_IN_CODE_INVALID / CHECK_IN_CODE_OTHER_WORK / CHECK_IN_CODE_OTHER_DAY; 400 USER_NOT_ASSIGNED; 403 CHECK_IN_SELF; 409 CHECK_IN_NOT_TODAY; 409 when the work is completed or cancelled. Takes an `Idempotency-Key` header (1-100 of A-Z a-z 0-9 _ -): a replay answers the stored response.",
        body: checkInSchema,
        response: { 201: checkInResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      return reply
        .code(201)
        .send(await idempotent(ctx, request, actor.id, 201, (d) => checkIn(d, actor, request.body)));
    },
  );

  app.get(
    "/sub_admin/check-in/:workId/",
    {
      config: { access: access.staff },
      schema: {
        tags: ["sub_admin"],
        summary: "Who has checked in at a work, and when",
        description:
          "A bare array of `{ user, arrived_at, method }` (method `code` or `hand`), earliest first.",
        params: workParams,
        response: { 200: checkInListResponseSchema },
      },
    },
    async (request) => listCheckIns(ctx, request.params.workId),
  );
};
