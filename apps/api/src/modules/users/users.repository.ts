import type { Role } from "@catercrew/shared";
import { and, count, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { preparedQuery } from "../../db/prepared.js";
import {
  assignments,
  notificationSettings,
  passwordResetRequests,
  ratings,
  refreshTokens,
  users,
  wages,
} from "../../db/schema.js";
import { AppError } from "../../errors/app-error.js";
import { likePattern } from "../../lib/sql-like.js";

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** `lock` takes a row lock (FOR UPDATE) until the transaction ends. */
export function findUserById(
  db: DbOrTx,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<UserRow | undefined> {
  const q = db.select().from(users).where(eq(users.id, id)).limit(1);
  return (opts.lock ? q.for("update") : q).then((r) => r[0]);
}

/** The user row locked for the rest of the transaction. */
export function findUserByIdForUpdate(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .for("update")
    .then((r) => r[0]);
}

/** Sign-in identifier: an e-mail, a 10-digit mobile number or a UserID (CK00042). */
export function findUserByIdentifier(db: DbOrTx, identifier: string): Promise<UserRow | undefined> {
  const value = identifier.trim();
  const where = value.includes("@")
    ? eq(users.email, value.toLowerCase())
    : /^\d{10}$/.test(value)
      ? eq(users.mobileNumber, value)
      : eq(users.userCode, value.toUpperCase());
  return db
    .select()
    .from(users)
    .where(where)
    .limit(1)
    .then((r) => r[0]);
}

export async function insertUser(db: DbOrTx, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export function touchLastLogin(db: DbOrTx, id: number): Promise<unknown> {
  return db.update(users).set({ lastLogin: sql`now()` }).where(eq(users.id, id));
}

/** Maps a unique violation on users to the field it concerns. */
export function userConflictError(constraint: string | undefined): AppError | null {
  switch (constraint) {
    case "users_mobile_number_key":
      return new AppError("MOBILE_TAKEN", { field: "mobile_number" });
    case "users_email_key":
      return new AppError("EMAIL_TAKEN", { field: "email" });
    case "users_user_id_key":
      return new AppError("USER_ID_TAKEN", { field: "user_id" });
    default:
      return null;
  }
}

// ---- Admin users management ----

/** The Users table's order: name case-insensitively, then id (index users_name_idx). */
const byName = [sql`lower(${users.userName})`, users.id] as const;

export interface UserPage {
  rows: UserRow[];
  total: number;
}

/** Every user, sorted by name. */
export function listAllUsers(db: DbOrTx): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .orderBy(...byName);
}

/**
 * One page of the users matching `where` and the total. The page query walks the name index and
 * stops at the page's end; the total is known without counting when the page is not full.
 */
async function pageOf(db: DbOrTx, where: SQL | undefined, page: number, pageSize: number): Promise<UserPage> {
  const offset = (page - 1) * pageSize;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(...byName)
    .limit(pageSize)
    .offset(offset);
  if (rows.length < pageSize && (rows.length > 0 || page === 1)) {
    return { rows, total: offset + rows.length };
  }
  const [c] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: Number(c?.n ?? 0) };
}

/** Every user, one page by name: the users page's own read, prepared (db/prepared.ts). */
export async function pageUsers(db: DbOrTx, page: number, pageSize: number): Promise<UserPage> {
  const offset = (page - 1) * pageSize;
  const rows = await usersPageQuery(db).execute({ limit: pageSize, offset });
  if (rows.length < pageSize && (rows.length > 0 || page === 1)) {
    return { rows, total: offset + rows.length };
  }
  const [c] = await usersCountQuery(db).execute();
  return { rows, total: Number(c?.n ?? 0) };
}

const usersPageQuery = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .orderBy(...byName)
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("users_page"),
);
const usersCountQuery = preparedQuery((db) => db.select({ n: count() }).from(users).prepare("users_count"));

/** Name, UserID, mobile, place or e-mail containing the text, case-insensitively. */
export function searchUsers(db: DbOrTx, text: string, page: number, pageSize: number): Promise<UserPage> {
  // lower(col) LIKE is several times cheaper than ILIKE; UserIDs are upper case, mobiles digits.
  const p = likePattern(text.toLowerCase());
  const where = or(
    sql`lower(${users.userName}) like ${p}`,
    sql`${users.userCode} like ${p.toUpperCase()}`,
    sql`${users.mobileNumber} like ${p}`,
    sql`lower(${users.place}) like ${p}`,
    sql`${users.email} like ${p}`,
  );
  return pageOf(db, where, page, pageSize);
}

export interface UserFilterValues {
  role?: Role | undefined;
  employmentType?: string | undefined;
  hasBike?: boolean | undefined;
}

export function filterUsers(
  db: DbOrTx,
  f: UserFilterValues,
  page: number,
  pageSize: number,
): Promise<UserPage> {
  const where = and(
    f.role !== undefined ? eq(users.role, f.role) : undefined,
    f.employmentType !== undefined ? eq(users.employmentType, f.employmentType) : undefined,
    f.hasBike !== undefined ? eq(users.hasBike, f.hasBike) : undefined,
  );
  return pageOf(db, where, page, pageSize);
}

export async function updateUserRow(
  db: DbOrTx,
  id: number,
  values: Partial<NewUserRow>,
): Promise<UserRow | undefined> {
  // A deactivation is an admin's unless the caller says a sub-admin did it (docs/decisions/004-subadmin-area.md).
  const who =
    values.isActive === false && values.deactivatedBySubadmin === undefined
      ? { deactivatedBySubadmin: false }
      : {};
  // Approving or reactivating ends a rejection: its reason goes too (docs/decisions/045-rejection-reasons.md).
  const cleared =
    (values.isApproved === true || values.isActive === true) && values.rejectionReason === undefined
      ? { rejectionReason: null }
      : {};
  const [row] = await db
    .update(users)
    .set({ ...values, ...who, ...cleared, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function deleteUserRow(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/** Whether the user has records that must outlive the account (assignments, ratings, wages). */
export async function hasWorkHistory(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({
      any: sql<boolean>`exists (select 1 from ${assignments} where ${assignments.userId} = ${id})
        or exists (select 1 from ${ratings} where ${ratings.userId} = ${id})
        or exists (select 1 from ${wages} where ${wages.userId} = ${id})`,
    })
    .from(sql`(select 1) as one`);
  return Boolean(row?.any);
}

/** Raises the user's session version: every access token signed before is refused from now on. */
export async function bumpSessionVersion(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

/** Revokes every live refresh token of the user. */
export async function revokeAllRefreshTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Ends the user's calendar feed: its URL stops working; asking again makes a new one. */
export async function endCalendarFeed(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(notificationSettings)
    .set({ calendarTokenHash: null, updatedAt: sql`now()` })
    .where(eq(notificationSettings.userId, userId));
}

/** Forgets every reset code sent for the user's pending "forgot password" requests. */
export async function endResetCodes(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(passwordResetRequests)
    .set({ codeHash: null, codeExpiresAt: null })
    .where(and(eq(passwordResetRequests.userId, userId), eq(passwordResetRequests.status, "pending")));
}
