import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { users, wages } from "../../db/schema.js";
import { wageMoneyFields } from "../../db/wage-fields.js";

export type WageRow = typeof wages.$inferSelect;
type NewWageRow = typeof wages.$inferInsert;
type WageWithName = WageRow & { userName: string };

const withName = {
  id: wages.id,
  workId: wages.workId,
  userId: wages.userId,
  ...wageMoneyFields,
  createdBy: wages.createdBy,
  createdAt: wages.createdAt,
  updatedAt: wages.updatedAt,
  userName: users.userName,
};

/** `lock` takes a row lock on the wage (FOR UPDATE) until the transaction ends. */
export async function findWageById(
  db: DbOrTx,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<WageWithName | undefined> {
  const q = db
    .select(withName)
    .from(wages)
    .innerJoin(users, eq(users.id, wages.userId))
    .where(eq(wages.id, id))
    .limit(1);
  const [row] = await (opts.lock ? q.for("update", { of: wages }) : q);
  return row;
}

/** `lock` takes a row lock on the wage (FOR UPDATE) until the transaction ends. */
export async function findWage(
  db: DbOrTx,
  { workId, userId }: { workId: number; userId: number },
  opts: { lock?: boolean } = {},
): Promise<WageRow | undefined> {
  const q = db
    .select()
    .from(wages)
    .where(and(eq(wages.workId, workId), eq(wages.userId, userId)))
    .limit(1);
  const [row] = await (opts.lock ? q.for("update") : q);
  return row;
}

export function listWorkWages(db: DbOrTx, workId: number): Promise<WageWithName[]> {
  return db
    .select(withName)
    .from(wages)
    .innerJoin(users, eq(users.id, wages.userId))
    .where(eq(wages.workId, workId))
    .orderBy(asc(wages.id));
}

/**
 * Creates the wage or, when the user already has one for the work, overwrites it, in one
 * statement: concurrent submits leave one row (unique index wages_work_user_key).
 */
export async function upsertWage(
  db: DbOrTx,
  values: NewWageRow,
): Promise<{ row: WageRow; inserted: boolean }> {
  const { workId: _w, userId: _u, createdBy: _c, ...changes } = values;
  const [result] = await db
    .insert(wages)
    .values(values)
    .onConflictDoUpdate({
      target: [wages.workId, wages.userId],
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning({ id: wages.id, inserted: sql<boolean>`(xmax = 0)` });
  if (!result) throw new Error("upsert returned no row");
  const row = await db.select().from(wages).where(eq(wages.id, result.id)).limit(1);
  if (!row[0]) throw new Error("upserted wage not found");
  return { row: row[0], inserted: result.inserted };
}

export async function insertWage(db: DbOrTx, values: NewWageRow): Promise<WageRow> {
  const [row] = await db.insert(wages).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateWageRow(
  db: DbOrTx,
  id: number,
  values: Partial<NewWageRow>,
): Promise<WageRow | undefined> {
  const [row] = await db
    .update(wages)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(wages.id, id))
    .returning();
  return row;
}

/** Wage sums of a work per role, all and paid, as exact decimal strings. */
export function wageSumsByRole(db: DbOrTx, workId: number) {
  return db
    .select({
      roleType: wages.roleType,
      total: sql<string>`round(coalesce(sum(${wages.totalWage}), 0)::numeric, 2)::text`,
      paid: sql<string>`round(coalesce(sum(${wages.totalWage}) filter (where ${wages.paymentStatus} = 'paid'), 0)::numeric, 2)::text`,
    })
    .from(wages)
    .where(eq(wages.workId, workId))
    .groupBy(wages.roleType);
}
