import {
  analyticsListResponse,
  analyticsOverviewSchema,
  analyticsRecordSchema,
  analyticsSettingsSchema,
  idParams,
  paginatedAnalyticsSchema,
  paymentSummarySchema,
  profitLossQuery,
  subadminAnalyticsRecordSchema,
  subadminPaymentSummarySchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { seesMoney } from "../agency-settings/captain-money.service.js";
import {
  listProfitLoss,
  profitLossOverview,
  workPaymentSummary,
  workProfitLoss,
} from "./analytics.service.js";
import {
  getAnalyticsSettings,
  putAnalyticsSettings,
  recordFor,
  recordsFor,
  summaryFor,
} from "./analytics-settings.service.js";

const tags = ["admin analytics"];

const subadminList = z.union([
  z.array(subadminAnalyticsRecordSchema),
  paginatedAnalyticsSchema.extend({ results: z.array(subadminAnalyticsRecordSchema) }),
]);
const HIDDEN_NOTE =
  ' When the admin turned off "captains see revenue and profit" (GET/PUT /admin_panel/analytics-settings/), a captain\'s answer leaves out payment_amount, revenue, revenue_basis, profit_or_loss and status.';

/** Profit/loss and payment summaries (the sub-admin paths reuse its service). */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  app.get(
    "/admin_panel/work-profit-loss/",
    {
      config: { access: access.admin, keepAnswers: true },
      schema: {
        tags,
        summary:
          "Profit or loss per work (all works but cancelled ones), completed ones first (newest first), then the rest (soonest first)",
        description:
          "profit_or_loss = revenue - (wages + extra expenses entered so far), revenue being the issued bills net of credit notes when the work has any (revenue_basis invoiced), else payment_amount (projected); status Profit when >= 0, else Loss; is_final false until the work is completed (the figures are then projected). Filters: `from`, `to` (dates), `work_type`, `occasion` (wedding, engagement, birthday, house_warming, corporate, party, others), `result` (profit|loss, completed works only), `search` (customer, work type, auditorium). Without `page` a plain array, with `page` (`page_size` default 24) `{ results, pagination }`.",
        querystring: profitLossQuery,
        response: { 200: analyticsListResponse },
      },
    },
    async (request) => listProfitLoss(ctx, request.query),
  );

  app.get(
    "/admin_panel/work-profit-loss/overview/",
    {
      config: { access: access.admin, keepAnswers: true },
      schema: {
        tags,
        summary: "Totals and series per month and per work type over the same filters",
        querystring: profitLossQuery,
        response: { 200: analyticsOverviewSchema },
      },
    },
    async (request) => profitLossOverview(ctx, request.query),
  );

  app.get(
    "/admin_panel/work/:id/profit-loss/",
    {
      config: { access: access.admin, keepAnswers: true },
      schema: {
        tags,
        summary: "One work's profit or loss",
        params: idParams,
        response: { 200: analyticsRecordSchema },
      },
    },
    async (request) => workProfitLoss(ctx, request.params.id),
  );

  app.get(
    "/admin_panel/work/:id/payment-summary/",
    {
      config: { access: access.admin, keepAnswers: true },
      schema: {
        tags,
        summary: "Payment summary: wage groups, extra expenses, total/paid/pending",
        params: idParams,
        response: { 200: paymentSummarySchema },
      },
    },
    async (request) => workPaymentSummary(ctx, request.params.id),
  );

  // Work Analytics of the sub-admin area: the admin analytics service, opened to staff.
  app.get(
    "/sub_admin/work-profit-loss/",
    {
      config: { access: access.staff, keepAnswers: true },
      schema: {
        tags: ["sub_admin"],
        summary: "Profit or loss per work (sub-admin Work Analytics)",
        description: `The sub-admin path of GET /admin_panel/work-profit-loss/ (same filters, same answer, same computation): profit_or_loss = revenue - (wages + extra expenses).${HIDDEN_NOTE}`,
        querystring: profitLossQuery,
        response: { 200: subadminList },
      },
    },
    async (request) =>
      recordsFor(await seesMoney(ctx, currentUser(request)), await listProfitLoss(ctx, request.query)),
  );

  app.get(
    "/sub_admin/work/:id/profit-loss/",
    {
      config: { access: access.staff, keepAnswers: true },
      schema: {
        tags: ["sub_admin"],
        summary: "One work's profit or loss (sub-admin)",
        description: `The sub-admin path of GET /admin_panel/work/{id}/profit-loss/.${HIDDEN_NOTE}`,
        params: idParams,
        response: { 200: subadminAnalyticsRecordSchema },
      },
    },
    async (request) =>
      recordFor(await seesMoney(ctx, currentUser(request)), await workProfitLoss(ctx, request.params.id)),
  );

  app.get(
    "/sub_admin/work/:id/payment-summary/",
    {
      config: { access: access.staff, keepAnswers: true },
      schema: {
        tags: ["sub_admin"],
        summary: "Payment summary of a work (sub-admin Work Analytics detail)",
        description: `The sub-admin path of GET /admin_panel/work/{id}/payment-summary/ (same answer).${HIDDEN_NOTE}`,
        params: idParams,
        response: { 200: subadminPaymentSummarySchema },
      },
    },
    async (request) =>
      summaryFor(
        await seesMoney(ctx, currentUser(request)),
        await workPaymentSummary(ctx, request.params.id),
      ),
  );

  app.get(
    "/admin_panel/analytics-settings/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Whether captains see revenue and profit in their analytics (admins only)",
        response: { 200: analyticsSettingsSchema },
      },
    },
    async () => getAnalyticsSettings(ctx),
  );

  app.put(
    "/admin_panel/analytics-settings/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Turn "captains see revenue and profit" on or off (admins only; on by default)',
        body: analyticsSettingsSchema,
        response: { 200: analyticsSettingsSchema },
      },
    },
    async (request) => putAnalyticsSettings(ctx, currentUser(request), request.body),
  );
};
