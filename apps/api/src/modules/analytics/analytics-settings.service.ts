import type {
  AnalyticsRecord,
  AnalyticsSettings,
  PaginatedAnalytics,
  PaymentSummary,
  SubadminAnalyticsRecord,
  SubadminPaymentSummary,
} from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { analyticsSettings } from "../../db/schema.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { captainsSeeRevenue } from "../agency-settings/captain-money.service.js";

/**
 * "Captains see revenue and profit" (docs/decisions/057-payments-dues-exports.md): an admin
 * setting, on by default as the original product had it (record 013). Off, the captains' analytics answers leave out the
 * agreed price, revenue and profit/loss; wages and expenses (which captains enter) stay. Their
 * works answers leave out the agreed price too (docs/decisions/074-captains-price-credit-cap-booked-roles.md).
 */
export async function getAnalyticsSettings(ctx: Ctx): Promise<AnalyticsSettings> {
  return { captains_see_revenue: await captainsSeeRevenue(ctx) };
}

export async function putAnalyticsSettings(
  { db }: Ctx,
  actor: AuthUser,
  body: AnalyticsSettings,
): Promise<AnalyticsSettings> {
  await db.transaction(async (tx) => {
    await tx
      .insert(analyticsSettings)
      .values({ id: true, captainsSeeMoney: body.captains_see_revenue })
      .onConflictDoUpdate({
        target: analyticsSettings.id,
        set: { captainsSeeMoney: body.captains_see_revenue, updatedAt: new Date().toISOString() },
      });
    await audit(tx, {
      actorId: actor.id,
      action: "analytics_settings.updated",
      entity: "analytics_settings",
      entityId: null,
      details: { captains_see_revenue: body.captains_see_revenue },
    });
  });
  return getAnalyticsSettings({ db });
}

function withoutMoney(r: AnalyticsRecord): SubadminAnalyticsRecord {
  const { status: _s, payment_amount: _p, profit_or_loss: _pl, revenue: _r, revenue_basis: _b, ...rest } = r;
  return rest;
}

export function recordsFor(
  see: boolean,
  list: AnalyticsRecord[] | PaginatedAnalytics,
):
  | SubadminAnalyticsRecord[]
  | { results: SubadminAnalyticsRecord[]; pagination: PaginatedAnalytics["pagination"] } {
  if (see) return list;
  return Array.isArray(list) ? list.map(withoutMoney) : { ...list, results: list.results.map(withoutMoney) };
}

export function recordFor(see: boolean, record: AnalyticsRecord): SubadminAnalyticsRecord {
  return see ? record : withoutMoney(record);
}

export function summaryFor(see: boolean, s: PaymentSummary): SubadminPaymentSummary {
  if (see) return s;
  const { payment_amount: _p, summary, ...rest } = s;
  const { profit_or_loss: _pl, status: _s, ...kept } = summary;
  return { ...rest, summary: kept };
}
