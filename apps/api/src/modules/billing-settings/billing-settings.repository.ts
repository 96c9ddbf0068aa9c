import { RATE_ITEMS, type RateCard, type RateItem } from "@catercrew/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { billingSettings, rateCards } from "../../db/schema.js";

export type BillingSettingsRow = typeof billingSettings.$inferSelect;

/** The one settings row (migration 0040 makes it); `lock` holds it for the transaction. */
export async function readSettings(db: DbOrTx, opts: { lock?: boolean } = {}): Promise<BillingSettingsRow> {
  const query = db.select().from(billingSettings).where(eq(billingSettings.id, true));
  const [row] = opts.lock ? await query.for("update") : await query;
  if (row) return row;
  const [made] = await db.insert(billingSettings).values({ id: true }).onConflictDoNothing().returning();
  if (made) return made;
  const [again] = await db.select().from(billingSettings).where(eq(billingSettings.id, true));
  if (!again) throw new Error("billing_settings has no row");
  return again;
}

export async function writeSettings(
  db: DbOrTx,
  values: Partial<typeof billingSettings.$inferInsert>,
): Promise<BillingSettingsRow> {
  await readSettings(db);
  const [row] = await db
    .update(billingSettings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(billingSettings.id, true))
    .returning();
  if (!row) throw new Error("billing_settings has no row");
  return row;
}

/** A rate card (the default one when `clientId` is null): every item, null where none is set. */
export async function readRateCard(db: DbOrTx, clientId: number | null): Promise<RateCard> {
  const rows = await db
    .select({ item: rateCards.item, rate: rateCards.rate })
    .from(rateCards)
    .where(clientId === null ? isNull(rateCards.clientId) : eq(rateCards.clientId, clientId));
  const card = Object.fromEntries(RATE_ITEMS.map((i) => [i, null])) as RateCard;
  for (const r of rows) card[r.item] = r.rate;
  return card;
}

/** Sets (or clears, with null) items of a card; the others stay. */
export async function writeRateCard(
  db: DbOrTx,
  clientId: number | null,
  entries: readonly { item: RateItem; rate: string | null }[],
): Promise<void> {
  for (const { item, rate } of entries) {
    const owner = clientId === null ? isNull(rateCards.clientId) : eq(rateCards.clientId, clientId);
    if (rate === null) {
      await db.delete(rateCards).where(and(owner, eq(rateCards.item, item)));
      continue;
    }
    const [updated] = await db
      .update(rateCards)
      .set({ rate, updatedAt: sql`now()` })
      .where(and(owner, eq(rateCards.item, item)))
      .returning({ id: rateCards.id });
    if (!updated) await db.insert(rateCards).values({ clientId, item, rate });
  }
}
