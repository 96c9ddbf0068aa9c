import {
  creditNoteInputSchema,
  idParams,
  invoiceCreateSchema,
  invoiceIssueSchema,
  invoiceListQuery,
  invoiceListSchema,
  invoicePatchSchema,
  invoiceSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { AppError } from "../../errors/app-error.js";
import { contextOf } from "../../lib/context.js";
import { billingSettingsRow } from "../billing-settings/billing-settings.service.js";
import { createCreditNote } from "./credit-notes.service.js";
import { invoiceDocument } from "./invoice-document.js";
import { createDraft, patchDraft } from "./invoice-draft.service.js";
import { issueInvoice } from "./invoice-issue.service.js";
import { documentLinkValid } from "./invoice-link.js";
import { getInvoice, listInvoices } from "./invoices.service.js";

/** Bills and credit notes: admins only; the printable page also by its signed link (docs/decisions/056-clients-and-bills.md). */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["invoices"];
  const config = { access: access.admin };

  app.get(
    "/invoices/",
    {
      config,
      schema: {
        tags,
        summary: "Bills and credit notes, newest first (`client_id`, `status`, `kind`, `work_id` filter)",
        querystring: invoiceListQuery,
        response: { 200: invoiceListSchema },
      },
    },
    async (request) => listInvoices(ctx, request.query),
  );

  app.post(
    "/invoices/",
    {
      config,
      schema: {
        tags,
        summary: "Draft a work's bill from the crew that came",
        description:
          "One line per role with the people assigned and not marked absent x the client's rate (his own, else the agency's default), then setting, loading and transport. The work must name a client (409 INVOICE_WORK_NO_CLIENT) and not be cancelled; a work has one live bill (409 INVOICE_EXISTS).",
        body: invoiceCreateSchema,
        response: { 201: invoiceSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createDraft(ctx, currentUser(request), request.body.work_id)),
  );

  app.get(
    "/invoices/:id/",
    {
      config,
      schema: { tags, summary: "A bill or credit note", params: idParams, response: { 200: invoiceSchema } },
    },
    async (request) => getInvoice(ctx, request.params.id),
  );

  app.patch(
    "/invoices/:id/",
    {
      config,
      schema: {
        tags,
        summary: "Edit a draft (lines, discount, notes); an issued bill is 409 INVOICE_NOT_DRAFT",
        params: idParams,
        body: invoicePatchSchema,
        response: { 200: invoiceSchema },
      },
    },
    async (request) => patchDraft(ctx, currentUser(request), request.params.id, request.body),
  );

  app.post(
    "/invoices/:id/issue/",
    {
      config,
      schema: {
        tags,
        summary: "Issue a draft: the next number of the year's series, given in the same transaction",
        description:
          "`invoice_date` (default today, Asia/Kolkata) may not be in the future (400 INVOICE_DATE_FUTURE) or before the work's day (400 INVOICE_DATE_BEFORE_WORK). Issuing an issued bill again answers it unchanged.",
        params: idParams,
        body: invoiceIssueSchema,
        response: { 200: invoiceSchema },
      },
    },
    async (request) => issueInvoice(ctx, currentUser(request), request.params.id, request.body ?? {}),
  );

  app.post(
    "/invoices/:id/credit-notes/",
    {
      config,
      schema: {
        tags,
        summary:
          "A credit note against an issued bill (its own series); without `amount` it cancels the bill",
        description:
          "`amount` is the taxable value to credit (taxed as the bill was); more than is left of the bill is 400 CREDIT_NOTE_TOO_LARGE. A credit note whose total (tax included) is more than the bill's unpaid part (its total less earlier credit notes, payments, TDS and the advance it took) is 409 CREDIT_NOTE_ABOVE_UNPAID naming both figures: the app records no refunds.",
        params: idParams,
        body: creditNoteInputSchema,
        response: { 201: invoiceSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createCreditNote(ctx, currentUser(request), request.params.id, request.body)),
  );

  app.get(
    "/invoices/:id/document/",
    {
      config: { access: access.optional },
      schema: {
        tags,
        summary: "The printable bill (text/html, A4, English)",
        description:
          "For an admin, or anyone with the signed link of the bill's `document_url` (`?exp=&sig=`); other signed-in users 403.",
        params: idParams,
        querystring: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const viewer = request.auth;
      if (viewer && viewer.role !== "admin") throw new AppError("FORBIDDEN");
      const { exp, sig } = request.query;
      if (!viewer && !documentLinkValid(ctx.config.jwtSecret, request.params.id, exp, sig, ctx.now()))
        throw new AppError("INVOICE_LINK_INVALID");
      const invoice = await getInvoice(ctx, request.params.id);
      const html = invoiceDocument(invoice, await billingSettingsRow(ctx));
      return reply
        .header("content-type", "text/html; charset=utf-8")
        .header("cache-control", "private, no-store")
        .header(
          "content-security-policy",
          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
        )
        .send(html);
    },
  );
};
