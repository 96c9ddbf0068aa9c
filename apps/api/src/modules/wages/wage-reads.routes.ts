import {
  idParams,
  idSchema,
  staffFaresResponseSchema,
  totalWagesSchema,
  userWorkParams,
  wageSchema,
  workerDailyWageSchema,
  workRatingsWagesSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { getWage, staffFares, totalWages, workerWage, workRatingsWages } from "./wage-reads.service.js";

const tags = ["sub_admin"];
/** Reading wages: one wage, a work's totals and crew sheet, and the fares the wage sheet needs. */
export const wageReadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const wageParams = idParams;
  const workParams = z.object({ workId: idSchema });

  app.get(
    "/sub_admin/boy-wage/:id/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "A wage by id",
        description: "The wage's fields at the top level (not wrapped).",
        params: wageParams,
        response: { 200: wageSchema },
      },
    },
    async (request) => getWage(ctx, request.params.id),
  );

  app.get(
    "/sub_admin/subadmin-wage/:id/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "A supervisor or captain wage by id",
        description: "The wage's fields at the top level (not wrapped).",
        params: wageParams,
        response: { 200: wageSchema },
      },
    },
    async (request) => getWage(ctx, request.params.id),
  );

  app.get(
    "/sub_admin/wages/total-paid/boys/:workId/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Total wages of a work",
        description:
          "`total_paid_wages` maps each wage group (captains, boys, head_boys, supervisors) to the sum of its total_wage; `extra_expenses` lists the work's expenses; `wages_total`, `paid_total`, `pending_total`, `extra_expenses_total` and `total_amount` (wages + expenses) are exact decimal strings.",
        params: workParams,
        response: { 200: totalWagesSchema },
      },
    },
    async (request) => totalWages(ctx, request.params.workId),
  );

  app.get(
    "/sub_admin/work/:workId/ratings-wages/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Every rating and wage of one work",
        description:
          "An addition to the original API: one call gives the Assigned Boys popup the rating and wage of each assigned user (ids for boy-ratings/{id}/ and subadmin-wage/edit/).",
        params: workParams,
        response: { 200: workRatingsWagesSchema },
      },
    },
    async (request) => workRatingsWages(ctx, request.params.workId),
  );

  app.get(
    "/sub_admin/fares/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "The fare table and the rating amount per good mark, read-only for staff",
        description:
          "An addition to the original API: the wage sheet shows the computed figures live and needs the fares.",
        response: { 200: staffFaresResponseSchema },
      },
    },
    async () => staffFares(ctx),
  );

  app.get(
    "/admin_panel/daily-wage/:userId/:workId/",
    {
      config: { access: access.approved },
      schema: {
        tags: ["worker"],
        summary: "A worker's daily wage for a work (the worker themself, sub-admins and admins)",
        description: "Another worker's wage answers 403; no wage yet answers 404.",
        params: userWorkParams,
        response: { 200: workerDailyWageSchema },
      },
    },
    async (request) => workerWage(ctx, currentUser(request), request.params),
  );
};
