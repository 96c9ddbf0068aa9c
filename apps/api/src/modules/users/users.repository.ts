import type { Role, User } from "@catercrew/shared";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { users } from "../../db/schema.js";
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
