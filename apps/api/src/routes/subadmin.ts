import {
  analyticsListResponse,
  analyticsRecordSchema,
  cappedListQuery,
  completeWorkResponseSchema,
  completeWorkSchema,
  idSchema,
  paymentSummarySchema,
  profitLossQuery,
  subadminCreateUserSchema,
  subadminUpdateUserSchema,
  subadminUserResponseSchema,
  subadminUsersResponseSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../auth/access.js";
import { currentUser } from "../auth/auth.plugin.js";
import { answerHoldsUntil } from "../lib/answer-cache.js";
import { setListHeaders } from "../lib/capped-list.js";
import { depsOf } from "../lib/deps.js";
import {
  listProfitLoss,
  workPaymentSummary,
  workProfitLoss,
} from "../modules/analytics/analytics.service.js";
import { staffCreateUser, staffListUsers, staffUpdateUser } from "../modules/users/staff-users.service.js";
import { completeWork } from "../modules/works/works.service.js";

const tags = ["sub_admin"];

/**
 * The sub-admin area's route table for users, work completion and Work Analytics (issue 7). Staff
 * only: admins and sub-admins. Ratings, wages and expenses of the area live in their modules.
 */
export const subadminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.post(
    "/sub_admin/create/user/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Create a user from the sub-admin area",
        description:
          "An approved user of a worker role. Role `admin` answers 403 for a sub-admin unless the server runs with ALLOW_SUBADMIN_CREATE_ADMIN=true; an admin caller may create admins.",
        body: subadminCreateUserSchema,
        response: { 201: subadminUserResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await staffCreateUser(deps, currentUser(request), request.body)),
  );

  app.get(
    "/sub_admin/sub-admin/users/",
    {
      config: { access: access.staff, keepAnswers: true },
      schema: {
        tags,
        summary: "Every user, by name (the sub-admin Users screen)",
        description:
          'A bare array of at most 500 users by name. `X-Total-Count` holds the number of users and, while more remain, `Link: <...>; rel="next"` the next page; `?page=&page_size=` (at most 500) picks a page.',
        querystring: cappedListQuery,
        response: { 200: subadminUsersResponseSchema },
      },
    },
    async (request, reply) => {
      const { page, page_size: pageSize } = request.query;
      const list = await staffListUsers(deps, page, pageSize);
      answerHoldsUntil(request, list.changesAt);
      setListHeaders(request, reply, { page, pageSize, total: list.total });
      return list.rows;
    },
  );

  app.put(
    "/sub_admin/users/:id/sub-admin-update/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Edit a user from the sub-admin area",
        description:
          "A blank or missing password keeps the current one. Editing an admin, or giving the admin role, answers 403 for a sub-admin unless ALLOW_SUBADMIN_CREATE_ADMIN=true. `is_approved` never changes here. For a sub-admin caller these answer 403 and change nothing: a role change of a user awaiting approval, rejected or revoked (SUBADMIN_CANNOT_APPROVE) or of another sub-admin (SUBADMIN_CANNOT_CHANGE_SUBADMIN_ROLE), re-activating a user an admin deactivated or rejected (SUBADMIN_CANNOT_REACTIVATE), a password for a sub-admin or admin account (SUBADMIN_CANNOT_SET_STAFF_PASSWORD).",
        params: z.object({ id: idSchema }),
        body: subadminUpdateUserSchema,
        response: { 200: subadminUserResponseSchema },
      },
    },
    async (request) => staffUpdateUser(deps, currentUser(request), request.params.id, request.body),
  );

  app.patch(
    "/sub_admin/catering-work/:workId/update/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Mark a work completed (irreversible)",
        description:
          'Body `{ "status": "completed" }`. 409 when the work is already completed or cancelled. Afterwards every rating, wage and expense write on the work answers 409.',
        params: z.object({ workId: idSchema }),
        body: completeWorkSchema,
        response: { 200: completeWorkResponseSchema },
      },
    },
    async (request) => completeWork(app.db, currentUser(request).id, request.params.workId),
  );

  // Work Analytics of the sub-admin area: the admin analytics service, opened to staff.
  app.get(
    "/sub_admin/work-profit-loss/",
    {
      config: { access: access.staff, keepAnswers: true },
      schema: {
        tags,
        summary: "Profit or loss per work (sub-admin Work Analytics)",
        description:
          "The sub-admin path of GET /admin_panel/work-profit-loss/ (same filters, same answer, same computation): profit_or_loss = payment_amount - (wages + extra expenses).",
        querystring: profitLossQuery,
        response: { 200: analyticsListResponse },
      },
    },
    async (request) => listProfitLoss(app.db, request.query),
  );

  app.get(
    "/sub_admin/work/:id/profit-loss/",
    {
      config: { access: access.staff, keepAnswers: true },
      schema: {
        tags,
        summary: "One work's profit or loss (sub-admin)",
        params: z.object({ id: idSchema }),
        response: { 200: analyticsRecordSchema },
      },
    },
    async (request) => workProfitLoss(app.db, request.params.id),
  );

  app.get(
    "/sub_admin/work/:id/payment-summary/",
    {
      config: { access: access.staff, keepAnswers: true },
      schema: {
        tags,
        summary: "Payment summary of a work (sub-admin Work Analytics detail)",
        description: "The sub-admin path of GET /admin_panel/work/{id}/payment-summary/ (same answer).",
        params: z.object({ id: idSchema }),
        response: { 200: paymentSummarySchema },
      },
    },
    async (request) => workPaymentSummary(app.db, request.params.id),
  );
};
