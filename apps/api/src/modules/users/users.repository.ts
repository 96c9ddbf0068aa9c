import type { Role, User } from "@catercrew/shared";
import { and, count, eq, ne, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { assignments, ratings, users, wages } from "../../db/schema.js";
import { iso } from "../../lib/dates.js";
import type { MediaStore } from "../media/media.service.js";

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
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

/** The API's user shape (spec field names); the license image as a signed, short-lived URL. */
export function toUserResponse(row: UserRow, media: MediaStore): User {
  return {
    id: row.id,
    user_id: row.userCode,
    user_name: row.userName,
    email: row.email,
    mobile_number: row.mobileNumber,
    role: row.role as Role,
    address: row.address,
    district: row.district,
    place: row.place,
    experienced: row.experienced,
    employment_type: row.employmentType,
    has_bike: row.hasBike,
    has_license: row.hasLicense,
    license_image: media.signedUrl(row.id, row.licenseImage),
    is_active: row.isActive,
    is_approved: row.role === "admin" ? true : row.isApproved,
    is_staff: row.isStaff || row.role === "admin",
    created_at: iso(row.createdAt) ?? "",
    last_login: iso(row.lastLogin),
  };
}

/** Maps a unique violation on users to the field it concerns. */
export function userConflictField(constraint: string | undefined): { field: string; message: string } | null {
  switch (constraint) {
    case "users_mobile_number_key":
      return { field: "mobile_number", message: "A user with this mobile number already exists." };
    case "users_email_key":
      return { field: "email", message: "A user with this e-mail already exists." };
    case "users_user_id_key":
      return { field: "user_id", message: "This UserID is already taken." };
    default:
      return null;
  }
}

// ---- Admin users management (issue 4) ----

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

export function pageUsers(db: DbOrTx, page: number, pageSize: number): Promise<UserPage> {
  return pageOf(db, undefined, page, pageSize);
}

/** Escapes LIKE wildcards so the text matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

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
  role?: string | undefined;
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
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
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

/** Admins other than `exceptId` that are still active. */
export async function countOtherActiveAdmins(db: DbOrTx, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.isActive, true), ne(users.id, exceptId)));
  return Number(row?.n ?? 0);
}
