import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { users } from "../../db/schema.js";

/** Names and dates of birth of some people (the ages rule, record 064). */
export function birthDatesOf(
  db: DbOrTx,
  userIds: readonly number[],
): Promise<{ id: number; userName: string; dateOfBirth: string | null }[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, userName: users.userName, dateOfBirth: users.dateOfBirth })
    .from(users)
    .where(inArray(users.id, [...userIds]));
}
