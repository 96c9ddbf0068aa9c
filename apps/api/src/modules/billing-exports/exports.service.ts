import { eq } from "drizzle-orm";
import { billingSettings } from "../../db/schema.js";
import { AppError } from "../../errors/app-error.js";
import type { Ctx } from "../../lib/context.js";
import { gstr1Documents, type Range, sellerGstinsIn, tallyDocuments } from "./exports.repository.js";
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

/**
 * GSTR-1 CSV of the range for one of the agency's GSTINs (record 071): each bill belongs to the
 * GSTIN stamped on it at issue, not today's, so a return for months before a change of GSTIN
 * (or before one was taken) holds what was issued then. Without `gstin`, the one the range's bills
 * were issued under (409 GSTR1_SEVERAL_GSTINS when they were under more than one), else today's;
 * 409 GSTR1_NO_GSTIN when there is none at all (plain bills have no GST return).
 */
export async function gstr1Export(
  ctx: Ctx,
  range: Range,
  asked: string | null | undefined,
): Promise<{ gstin: string; csv: AsyncGenerator<string> }> {
  const current = (await agency(ctx))?.gstin ?? null;
  let gstin = asked ?? null;
  if (!gstin) {
    const stamped = await sellerGstinsIn(ctx.db, range, current);
    if (stamped.length > 1)
      throw new AppError("GSTR1_SEVERAL_GSTINS", { params: { gstins: stamped.join(", ") } });
    gstin = stamped[0] ?? current;
  }
  if (!gstin) throw new AppError("GSTR1_NO_GSTIN");
  const under = { gstin, current };
  return {
    gstin,
    csv: gstr1Csv(
      gstr1Documents(ctx.db, range, "invoice", under),
      gstr1Documents(ctx.db, range, "credit_note", under),
    ),
  };
}
