import { idSchema, payslipQuerySchema } from "@catercrew/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { monthlyStatementPage, payslipPage } from "./payslips.service.js";

const tags = ["payslips"];
const ACCESS_TEXT =
  "For the worker themself, sub-admins and admins (403 for anyone else). Language: `?lang=en|ml`, else Accept-Language, else the viewer's stored language. A printable HTML page (inline CSS, no script; A4 print and phone widths): the web app fetches it with the token and prints it (docs/decisions/021-payslips-and-upi.md).";

/** The page's own policy: inline styles only, nothing loaded, nothing run, never framed elsewhere. */
function sendHtml(reply: FastifyReply, html: string) {
  return reply
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "private, no-store")
    .header(
      "content-security-policy",
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
    )
    .send(html);
}

/** Printable payslips and monthly statements. */
export const payslipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);

  app.get(
    "/payslips/monthly/:userId/",
    {
      config: { access: access.approved },
      schema: {
        tags,
        summary: "A worker's monthly statement (text/html)",
        description: `Every wage of the worker on works dated in \`?month=YYYY-MM\` (400 on a bad month): date, work, paid or pending, total; then the total, paid and pending sums. ${ACCESS_TEXT}`,
        params: z.object({ userId: idSchema }),
        // month (YYYY-MM) is read after the access check, so a stranger gets 403 whatever they send.
        querystring: payslipQuerySchema.extend({ month: z.string().optional() }),
        produces: ["text/html"],
      },
    },
    async (request, reply) =>
      sendHtml(
        reply,
        await monthlyStatementPage(ctx, currentUser(request), request.params.userId, request.query, {
          lang: request.query.lang,
          acceptLanguage: request.headers["accept-language"],
        }),
      ),
  );

  app.get(
    "/payslips/:workId/:userId/",
    {
      config: { access: access.approved },
      schema: {
        tags,
        summary: "The payslip of one wage (text/html)",
        description: `Agency, worker, UserID, work, date, role, every wage component, the total and paid (with the date and reference) or pending. 404 without a wage. ${ACCESS_TEXT}`,
        params: z.object({ workId: idSchema, userId: idSchema }),
        querystring: payslipQuerySchema,
        produces: ["text/html"],
      },
    },
    async (request, reply) =>
      sendHtml(
        reply,
        await payslipPage(
          ctx,
          currentUser(request),
          { workId: request.params.workId, userId: request.params.userId },
          { lang: request.query.lang, acceptLanguage: request.headers["accept-language"] },
        ),
      ),
  );
};
