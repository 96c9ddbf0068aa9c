import {
  bankResultSchema,
  confirmPayoutSchema,
  createPayoutBatchSchema,
  idSchema,
  payoutAttentionSchema,
  payoutBatchSchema,
  payoutItemSchema,
  payoutsTodaySchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { payoutAttention } from "./attention.service.js";
import { bankFile, importBankResult } from "./bankfile.service.js";
import { approveBatch, createBatch, getBatch, listWorkBatches } from "./batches.service.js";
import { confirmCash, markCashHandedOver } from "./cash.service.js";
import { todayPayouts } from "./daily-cap.service.js";
import { sendQueuedPayouts } from "./dispatch.service.js";

const tags = ["payouts"];
const params = z.object({ id: idSchema });

/** Preparing, listing and reading batches, and the money out today and due. */
const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);

  app.post(
    "/payouts/batches/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Prepare a batch of a completed work's unpaid wages",
        description:
          "Body: work_id. Every unpaid, non-zero wage not already in a live payout, each by the provider when the worker gave a UPI ID or bank account (and a provider is configured), else cash; `left_out` names the rest and why. A draft batch of the work that exists is answered. 409 PAYOUT_WORK_NOT_CLOSED before the work is completed; 409 PAYOUT_NOTHING_TO_PAY with no unpaid wage.",
        body: createPayoutBatchSchema,
        response: { 200: payoutBatchSchema },
      },
    },
    async (request) => createBatch(ctx, currentUser(request), request.body.work_id),
  );

  app.get(
    "/payouts/batches/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "A work's batches, newest first",
        description:
          "Query: work_id. Each batch with its lines' states, as GET /payouts/batches/:id/ answers one.",
        querystring: createPayoutBatchSchema,
        response: { 200: z.array(payoutBatchSchema) },
      },
    },
    async (request) => listWorkBatches(ctx, request.query.work_id),
  );

  app.get(
    "/payouts/attention/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "The dashboard's money out: cash disputes and dues",
        description:
          "Open cash disputes (the worker said Not received), newest first, with the name of who marked the cash handed over; the unpaid wages of completed works that no payout holds; and what is on its way.",
        response: { 200: payoutAttentionSchema },
      },
    },
    async () => payoutAttention(ctx),
  );

  app.get(
    "/payouts/today/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Today's money out against the daily cap",
        description:
          "The Kolkata day's total of provider and bank-file lines of batches approved today (cash is not counted), and PAYOUTS_DAILY_CAP_RUPEES (null without one). An approval that would pass the cap is 409 PAYOUT_DAILY_CAP_REACHED.",
        response: { 200: payoutsTodaySchema },
      },
    },
    async () => todayPayouts(ctx),
  );

  app.get(
    "/payouts/batches/:id/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "A batch and each line's state",
        params,
        response: { 200: payoutBatchSchema },
      },
    },
    async (request) => getBatch(ctx, request.params.id),
  );
};

/** Approving and sending a batch, its bank file and result, and a cash line handed over and confirmed. */
const sendingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);

  app.post(
    "/payouts/batches/:id/approve/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Approve a batch and send it (admins only)",
        description:
          "In one transaction under the batch's and the wages' row locks: the batch becomes approved, a wage paid meanwhile is cancelled out of it, provider lines are queued; then they are sent (RazorpayX, one payout per wage with a stable X-Payout-Idempotency key). 409 PAYOUT_BATCH_ALREADY_APPROVED the second time; 403 for captains.",
        params,
        response: { 200: payoutBatchSchema },
      },
    },
    async (request) => approveBatch(ctx, currentUser(request), request.params.id),
  );

  app.post(
    "/payouts/batches/:id/send/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Send again the lines whose payout call got no answer",
        description:
          "Repeats each queued line without a payout id with its own idempotency key: RazorpayX answers the payout it already made, so nothing is paid twice.",
        params,
        response: { 200: payoutBatchSchema },
      },
    },
    async (request) => {
      const batch = await getBatch(ctx, request.params.id);
      await sendQueuedPayouts(ctx, batch.id);
      return getBatch(ctx, batch.id);
    },
  );

  app.get(
    "/payouts/batches/:id/bank-file/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "The batch's NEFT/IMPS bulk-upload file (CSV)",
        description:
          "One row per bank-file line: Beneficiary Name, Account Number, IFSC, Amount (rupees.paise), Mode (IMPS), Remarks (wage-<id>). Full account numbers: admins only. Pending lines become processing. 409 before approval.",
        params,
      },
    },
    async (request, reply) => {
      const csv = await bankFile(ctx, currentUser(request), request.params.id);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="payout-batch-${request.params.id}.csv"`)
        .send(csv);
    },
  );

  app.post(
    "/payouts/batches/:id/bank-result/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Import the bank's result per row (or the UTRs typed per row)",
        description:
          "Body: rows of { remarks: wage-<id>, status: paid | failed, utr, reason, amount }. All or nothing: a row that is not a bank-file line of this batch is 400 PAYOUT_ROW_OTHER_BATCH naming it, a row whose amount is not the line's to the paisa 400 PAYOUT_ROW_AMOUNT_MISMATCH, nothing changed. A settled row changes nothing (importing twice is harmless).",
        params,
        body: bankResultSchema,
        response: { 200: z.object({ status: z.literal(true), changed: z.number() }) },
      },
    },
    async (request) => importBankResult(ctx, currentUser(request), request.params.id, request.body),
  );

  app.post(
    "/payouts/items/:id/cash-paid/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Mark a cash line handed over at the venue",
        description:
          "Only a cash line of an approved batch (409 PAYOUT_NOT_CASH). The wage becomes paid when the worker confirms. Marking again answers the line unchanged.",
        params,
        response: { 200: payoutItemSchema },
      },
    },
    async (request) => markCashHandedOver(ctx, currentUser(request), request.params.id),
  );

  app.post(
    "/payouts/items/:id/confirm/",
    {
      config: { access: access.workers },
      schema: {
        tags,
        summary: "The worker: I got the cash, or I did not",
        description:
          "Body: received (true | false). Only the line's own worker (403). true: the line and the wage become paid. false: the dispute is recorded and the admins are told, with the name of who marked it handed over. 409 before it is marked handed over, and for false after true.",
        params,
        body: confirmPayoutSchema,
        response: { 200: payoutItemSchema },
      },
    },
    async (request) => confirmCash(ctx, currentUser(request), request.params.id, request.body.received),
  );
};

/**
 * Paying a work's crew in one batch (record 060): the batches, the money out today, and a line's
 * cash marked handed over and confirmed or disputed by the worker.
 */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app, opts) => {
  await batchRoutes(app, opts);
  await sendingRoutes(app, opts);
};
