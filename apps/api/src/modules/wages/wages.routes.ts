import {
  idParams,
  markAbsentResponseSchema,
  markAbsentSchema,
  markPaidSchema,
  ratingResponseSchema,
  ratingUpdateSchema,
  wageEditSchema,
  wageInputSchema,
  wageResponseSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { idempotent } from "../../lib/idempotency.js";
import {
  editWage,
  markAbsent,
  markWagePaid,
  saveWage,
  submitWage,
  updateRatingAndWage,
} from "./wages.service.js";

const tags = ["sub_admin"];
const FIGURES =
  'The server computes base_fare (the fare of the user\'s role in the work; captain = subadmin), rating_amount (RATING_AMOUNT_PER_MARK per good mark), extra_loading / extra_setting (the loading / setting fare when the assignment has that extra work) and total_wage; absent users get 0 for all four. Needs a rating first (409 "Rate the user first"); 409 once the work is completed; 403 for your own wage.';

/** Writing wages of assigned users (and the rating edit that recomputes a wage). */
export const wagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);

  app.patch(
    "/sub_admin/boy-wage/edit/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Create or update a user's wage for a work",
        description: `Body: user, work, travel_allowance, over_time, long_fare, bonus (empty = 0), payment_status (paid | not_paid). Creates the wage when none exists, else updates it; concurrent submits leave one row. Takes an Idempotency-Key header: a replay answers the stored response. ${FIGURES}`,
        body: wageInputSchema,
        response: { 200: wageResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      return reply
        .code(200)
        .send(await idempotent(ctx, request, actor.id, 200, (d) => saveWage(d, actor, request.body)));
    },
  );

  app.post(
    "/sub_admin/mark-absent/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Mark an assigned person absent: rating with attendence 0 and a zero wage",
        description:
          "Body: user, work. In one transaction the person's rating gets attendence 0 (created when missing) and the wage is saved with every amount 0 (created or replaced), so the work can be completed. 409 once the work is completed; 400 when the user is not assigned; 403 for yourself. Takes an `Idempotency-Key` header: a replay answers the stored response.",
        body: markAbsentSchema,
        response: { 200: markAbsentResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      return reply
        .code(200)
        .send(await idempotent(ctx, request, actor.id, 200, (d) => markAbsent(d, actor, request.body)));
    },
  );

  app.post(
    "/sub_admin/wages/mark-paid/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Mark a wage paid, with an optional reference",
        description:
          "Body: user, work, reference (optional, at most 100 characters: a UPI transaction id, a receipt number). The wage becomes paid and paid_at is set in the same transaction; a wage already paid keeps its paid_at and takes the new reference. Allowed after the work is completed. 404 without a wage; 403 for your own wage.",
        body: markPaidSchema,
        response: { 200: wageResponseSchema },
      },
    },
    async (request) => markWagePaid(ctx, currentUser(request), request.body),
  );

  app.post(
    "/sub_admin/submit-subadmin-wage/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Add the wage of a supervisor or captain",
        description: `Same body and rules as boy-wage/edit/, but only creates: 409 when the user already has a wage for the work. Takes an Idempotency-Key header: a replay answers the stored response. ${FIGURES}`,
        body: wageInputSchema,
        response: { 201: wageResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      return reply
        .code(201)
        .send(await idempotent(ctx, request, actor.id, 201, (d) => submitWage(d, actor, request.body)));
    },
  );

  app.patch(
    "/sub_admin/subadmin-wage/edit/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Change a wage by wage_id",
        description: `Amounts left out keep their value; the figures are recomputed. ${FIGURES}`,
        body: wageEditSchema,
        response: { 200: wageResponseSchema },
      },
    },
    async (request) => editWage(ctx, currentUser(request), request.body),
  );

  // A rating change recomputes the wage in the same transaction, so the wages module owns it.
  app.patch(
    "/sub_admin/boy-ratings/:id/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Change a rating",
        description:
          "Fields left out keep their value. A present person's rating must keep all five marks chosen (400 RATING_MARKS_MISSING naming each missing mark). The user's wage, when there is one, is recomputed with the new marks and attendance. 409 once the work is completed.",
        params: idParams,
        body: ratingUpdateSchema,
        response: { 200: ratingResponseSchema },
      },
    },
    async (request) => updateRatingAndWage(ctx, currentUser(request), request.params.id, request.body),
  );
};
