import { Readable } from "node:stream";
import { exportRangeQuery, gstr1Query } from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { contextOf } from "../../lib/context.js";
import { gstr1Export, tallyExport } from "./exports.service.js";

/** The accountant's files (record 057), streamed: admins only. */
export const billingExportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["billing"];

  app.get(
    "/billing/exports/tally/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Tally Prime import XML of a date range (admins only)",
        description:
          "Query: from, to (YYYY-MM-DD, at most about a year). Streamed: an ENVELOPE with TALLYREQUEST Import Data, REPORTNAME Vouchers, one TALLYMESSAGE per Sales voucher (issued invoices), Credit Note voucher and Receipt voucher (payments, with TDS Receivable). docs/billing.md lists the ledgers to create first.",
        querystring: exportRangeQuery,
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const xml = await tallyExport(ctx, { from, to });
      return reply
        .header("content-type", "application/xml; charset=utf-8")
        .header("content-disposition", `attachment; filename="tally-${from}-${to}.xml"`)
        .send(Readable.from(xml));
    },
  );

  app.get(
    "/billing/exports/gstr1/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "GSTR-1 CSV of a date range: b2b, cdnr and b2cs sections (admins only)",
        description:
          "Query: from, to, gstin?. Streamed, in the GST offline tool's columns: b2b (one row per invoice to a client with a GSTIN), cdnr (credit notes to them), b2cs (the rest, totalled per place of supply and rate, net of their credit notes). Each document belongs to the agency's GSTIN stamped on it at issue, and the recipient's GSTIN is the one stamped then too. Without gstin: the GSTIN the range's documents were issued under (409 GSTR1_SEVERAL_GSTINS when more than one: name one), else today's; 409 GSTR1_NO_GSTIN when there is none. The file name carries the GSTIN.",
        querystring: gstr1Query,
      },
    },
    async (request, reply) => {
      const { from, to, gstin: asked } = request.query;
      const { gstin, csv } = await gstr1Export(ctx, { from, to }, asked);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="gstr1-${gstin}-${from}-${to}.csv"`)
        .send(Readable.from(csv));
    },
  );
};
