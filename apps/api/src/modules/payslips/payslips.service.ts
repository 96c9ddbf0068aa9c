import { type Language, monthQuerySchema, pickLanguage } from "@catercrew/shared";
import { assertOwnerOrStaff } from "../../auth/access.js";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { AppError } from "../../errors/app-error.js";
import type { Ctx } from "../../lib/context.js";
import { parseOrThrow } from "../../lib/validation.js";
import { renderMonthly, renderPayslip } from "./payslips.html.js";
import {
  selectMonthWages,
  selectPaidPayout,
  selectPayslipUser,
  selectPayslipWage,
} from "./payslips.repository.js";

/** How the viewer asked for a language: `?lang=` wins, then Accept-Language, then the stored one. */
interface LanguageAsk {
  lang?: Language;
  acceptLanguage?: string;
}

/** The page's language: `?lang=`, else a supported Accept-Language, else the viewer's stored language. */
async function viewerLanguage(ctx: Ctx, viewer: AuthUser, ask: LanguageAsk): Promise<Language> {
  if (ask.lang) return ask.lang;
  const stored = (await selectPayslipUser(ctx.db, viewer.id))?.language ?? "en";
  return pickLanguage(ask.acceptLanguage, stored);
}

/**
 * GET /payslips/{workId}/{userId}/: the printable payslip of one wage, for the worker themself,
 * a sub-admin or an admin (the reach of the sub-admin wage routes); 403 for anyone else before
 * any lookup, 404 without a wage.
 */
export async function payslipPage(
  ctx: Ctx,
  viewer: AuthUser,
  workUser: { workId: number; userId: number },
  ask: LanguageAsk,
): Promise<string> {
  assertOwnerOrStaff(viewer, workUser.userId);
  const [person, wage, payout] = await Promise.all([
    selectPayslipUser(ctx.db, workUser.userId),
    selectPayslipWage(ctx.db, workUser.workId, workUser.userId),
    selectPaidPayout(ctx.db, workUser.workId, workUser.userId),
  ]);
  if (!person) throw new AppError("USER_NOT_FOUND");
  if (!wage) throw new AppError("NO_WAGE_FOR_WORK");
  return renderPayslip(person, wage, await viewerLanguage(ctx, viewer, ask), new Date(), payout);
}

/** The first day of the month after `YYYY-MM`. */
function nextMonth(month: string): string {
  const [y = 0, m = 0] = month.split("-").map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
}

/**
 * GET /payslips/monthly/{userId}/?month=YYYY-MM: every wage of the worker on works of that month.
 * Access is checked before the month (403 for another's statement, whatever the query).
 */
export async function monthlyStatementPage(
  ctx: Ctx,
  viewer: AuthUser,
  userId: number,
  query: unknown,
  ask: LanguageAsk,
): Promise<string> {
  assertOwnerOrStaff(viewer, userId);
  const { month } = parseOrThrow(monthQuerySchema, query);
  const person = await selectPayslipUser(ctx.db, userId);
  if (!person) throw new AppError("USER_NOT_FOUND");
  const list = await selectMonthWages(ctx.db, userId, `${month}-01`, nextMonth(month));
  return renderMonthly(person, month, list, await viewerLanguage(ctx, viewer, ask));
}
