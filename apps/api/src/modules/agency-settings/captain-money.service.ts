import type { Role } from "@catercrew/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { analyticsSettings } from "../../db/schema.js";

/** A service context's database (lib/context.ts's `Ctx`, named from db/ so this room stays below lib/). */
type Ctx = { db: DbOrTx };

/**
 * "Captains see revenue and profit" (docs/decisions/057-payments-dues-exports.md): an admin
 * setting, on by default as the original product had it (record 013). Read here, below every
 * module that answers a captain with money (analytics, the works answers: record 074), so none of
 * them imports another to learn it; the analytics module keeps the setting's screen and its write.
 */
export async function captainsSeeRevenue({ db }: Ctx): Promise<boolean> {
  const [row] = await db
    .select({ on: analyticsSettings.captainsSeeMoney })
    .from(analyticsSettings)
    .where(eq(analyticsSettings.id, true));
  return row?.on ?? true;
}

/** Whether this viewer is answered with the client's price, revenue and profit: admins always, captains per setting. */
export async function seesMoney(ctx: Ctx, viewer: { role: Role }): Promise<boolean> {
  if (viewer.role === "admin") return true;
  return captainsSeeRevenue(ctx);
}
