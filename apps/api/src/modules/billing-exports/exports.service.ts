import { eq } from "drizzle-orm";
import { billingSettings } from "../../db/schema.js";
import { AppError } from "../../errors/app-error.js";
import type { Ctx } from "../../lib/context.js";
import { gstr1Documents, type Range, tallyDocuments } from "./exports.repository.js";
import { gstr1Csv } from "./gstr1-csv.js";
import { tallyXml } from "./tally-xml.js";

/**
 * The accountant's files (docs/decisions/057-payments-dues-exports.md) as async generators of
 * text: the routes stream them as they come, a page of documents at a time.
 */
async function agency(ctx: Ctx) {
  const [row] = await ctx.db.select().from(billingSettings).where(eq(billingSettings.id, true));
  return row;
}

/** Tally Prime's import XML of the range, in the agency's company name. */
export async function tallyExport(ctx: Ctx, range: Range): Promise<AsyncGenerator<string>> {
  const company = (await agency(ctx))?.legalName || undefined;
  return tallyXml(tallyDocuments(ctx.db, range), { company });
}

/** GSTR-1 CSV of the range; 409 without the agency's GSTIN (plain bills have no GST return). */
export async function gstr1Export(ctx: Ctx, range: Range): Promise<AsyncGenerator<string>> {
  if (!(await agency(ctx))?.gstin) throw new AppError("GSTR1_NO_GSTIN");
  return gstr1Csv(gstr1Documents(ctx.db, range, "invoice"), gstr1Documents(ctx.db, range, "credit_note"));
}
