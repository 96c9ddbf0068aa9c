import { and, eq, inArray, ne, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { assignments, users, workRequests } from "../../db/schema.js";

type Person = { id: number; userName: string; dateOfBirth: string | null };

/** Names and dates of birth of some people (the ages rule, record 064). */
export function birthDatesOf(db: DbOrTx, userIds: readonly number[]): Promise<Person[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, userName: users.userName, dateOfBirth: users.dateOfBirth })
    .from(users)
    .where(inArray(users.id, [...userIds]));
}

/** Everyone on the work's crew (any role) or holding a request for it not rejected, by id (record 075). */
export function peopleHoldingWork(db: DbOrTx, workId: number): Promise<Person[]> {
  const onCrew = db
    .select({ id: assignments.userId })
    .from(assignments)
    .where(eq(assignments.workId, workId));
  const asking = db
    .select({ id: workRequests.userId })
    .from(workRequests)
    .where(and(eq(workRequests.workId, workId), ne(workRequests.status, "rejected")));
  return db
    .select({ id: users.id, userName: users.userName, dateOfBirth: users.dateOfBirth })
    .from(users)
    .where(or(inArray(users.id, onCrew), inArray(users.id, asking)))
    .orderBy(users.id);
}
