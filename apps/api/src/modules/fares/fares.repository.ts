import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { fares } from "../../db/schema.js";

export type FareRow = typeof fares.$inferSelect;

export function listFares(db: DbOrTx): Promise<FareRow[]> {
  return db.select().from(fares).orderBy(asc(fares.id));
}

export async function insertFare(db: DbOrTx, fareType: string, amount: string): Promise<FareRow> {
  const [row] = await db.insert(fares).values({ fareType, amount }).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateFareByType(
  db: DbOrTx,
  fareType: string,
  values: { fareType: string; amount: string },
): Promise<FareRow | undefined> {
  const [row] = await db
    .update(fares)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(fares.fareType, fareType))
    .returning();
  return row;
}

export async function deleteFareById(db: DbOrTx, id: number): Promise<FareRow | undefined> {
  const [row] = await db.delete(fares).where(eq(fares.id, id)).returning();
  return row;
}
