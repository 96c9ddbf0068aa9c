import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { fares } from "../../db/schema.js";

export type FareRow = typeof fares.$inferSelect;

export function toFareResponse(row: FareRow) {
  return { id: row.id, fare_type: row.fareType, amount: row.amount };
}

export function listFares(db: DbOrTx): Promise<FareRow[]> {
  return db.select().from(fares).orderBy(asc(fares.id));
}

export function findFareByType(db: DbOrTx, fareType: string): Promise<FareRow | undefined> {
  return db
    .select()
    .from(fares)
    .where(eq(fares.fareType, fareType))
    .limit(1)
    .then((r) => r[0]);
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
