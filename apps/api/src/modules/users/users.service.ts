import type { AdminUpdateUser, Role, User } from "@catercrew/shared";
import { say } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { hashPassword } from "../../auth/passwords.js";
import { AppError, isUniqueViolation, pgConstraint } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { decodeDataUrl } from "../../lib/media-store.js";
import { endAfterMobileChange, endSessions } from "./account-access.service.js";
import { withNoShows } from "./user-lists.service.js";
import {
  deleteUserRow,
  hasWorkHistory,
  insertUser,
  type NewUserRow,
  findUserById as selectUserById,
  findUserByIdentifier as selectUserByIdentifier,
  touchLastLogin as stampLastLogin,
  type UserRow,
  updateUserRow,
  userConflictError,
} from "./users.repository.js";
import { toUserResponse } from "./users.serializer.js";

// What other domains use of users: rows by id or sign-in identifier, the sign-in stamp, ending
// a user's sessions.
export type { NewUserRow, UserRow } from "./users.repository.js";
export { toUserResponse } from "./users.serializer.js";

/** The user's row; `lock` takes a row lock (FOR UPDATE) until the transaction ends. */
export function findUserById(
  ctx: Ctx,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<UserRow | undefined> {
  return selectUserById(ctx.db, id, opts);
}

/** Sign-in identifier: an e-mail, a 10-digit mobile number or a UserID (CK00042). */
export function findUserByIdentifier(ctx: Ctx, identifier: string): Promise<UserRow | undefined> {
  return selectUserByIdentifier(ctx.db, identifier);
}

/** Stamps the user's last sign-in (now). */
export function touchLastLogin(ctx: Ctx, id: number): Promise<unknown> {
  return stampLastLogin(ctx.db, id);
}

async function getUserOrThrow(ctx: Ctx, id: number): Promise<UserRow> {
  const row = await selectUserById(ctx.db, id);
  if (!row) throw new AppError("USER_NOT_FOUND");
  return row;
}

export async function getUser(ctx: Ctx<"media">, id: number): Promise<User> {
  const { users } = await withNoShows(ctx, [toUserResponse(await getUserOrThrow(ctx, id), ctx.media)]);
  const [user] = users;
  if (!user) throw new AppError("USER_NOT_FOUND");
  return user;
}

/** A taken mobile number, e-mail or UserID becomes a 400 naming the field; anything else is rethrown. */
export function rethrowUserConflict(err: unknown): never {
  if (isUniqueViolation(err)) {
    const conflictError = userConflictError(pgConstraint(err));
    if (conflictError) throw conflictError;
  }
  throw err;
}

/** What staff fill in when they create a user (the admin's form and the sub-admin's). */
interface StaffCreatedUser {
  user_name: string;
  mobile_number: string;
  role: Role;
  password: string;
  email?: string | null | undefined;
  address?: string | null | undefined;
  district?: string | null | undefined;
  place?: string | null | undefined;
  employment_type?: string | null | undefined;
  experienced?: boolean | undefined;
  has_bike?: boolean | undefined;
  has_license?: boolean | undefined;
  date_of_birth?: string | undefined;
  is_active?: boolean | undefined;
}

/** The row of a user created by staff: approved, active unless said otherwise, admins are staff. */
export async function staffCreatedUserRow(input: StaffCreatedUser): Promise<NewUserRow> {
  return {
    userName: input.user_name,
    mobileNumber: input.mobile_number,
    role: input.role,
    passwordHash: await hashPassword(input.password),
    email: input.email,
    address: input.address ?? null,
    district: input.district || null,
    place: input.place ?? null,
    employmentType: input.employment_type || null,
    experienced: input.experienced ?? false,
    hasBike: input.has_bike ?? false,
    hasLicense: input.has_license ?? false,
    dateOfBirth: input.date_of_birth ?? null,
    isActive: input.is_active ?? true,
    isApproved: true,
    isStaff: input.role === "admin",
  };
}

/** Inserts a user and logs it, in one transaction (`actorId` null: the user registered themselves). */
export async function createUserRow(
  { db }: Ctx,
  values: NewUserRow,
  actorId: number | null,
): Promise<UserRow> {
  try {
    return await db.transaction(async (tx) => {
      const row = await insertUser(tx, values);
      await audit(tx, {
        actorId: actorId ?? row.id,
        action: actorId ? "user.create" : "user.register",
        entity: "user",
        entityId: row.id,
        details: { role: row.role, user_id: row.userCode },
      });
      return row;
    });
  } catch (err) {
    rethrowUserConflict(err);
  }
}

/** Field names of the API mapped to columns, for the audit trail. */
function changedFields(values: Partial<NewUserRow>): string[] {
  return Object.keys(values).map((k) => (k === "passwordHash" ? "password" : k));
}

/** PATCH admin-update: only the fields sent change. An admin cannot lock themselves out. */
export async function adminUpdateUser(
  ctx: Ctx<"media">,
  actor: AuthUser,
  id: number,
  input: AdminUpdateUser,
): Promise<User> {
  const current = await getUserOrThrow(ctx, id);
  if (actor.id === id) {
    if (input.role !== undefined && input.role !== "admin")
      throw new AppError("CANNOT_CHANGE_OWN_ROLE", { field: "role" });
    if (input.is_active === false) throw new AppError("CANNOT_DEACTIVATE_SELF", { field: "is_active" });
  }

  const values: Partial<NewUserRow> = {};
  if (input.user_name !== undefined) values.userName = input.user_name;
  if (input.mobile_number !== undefined) values.mobileNumber = input.mobile_number;
  if (input.role !== undefined) {
    values.role = input.role;
    values.isStaff = input.role === "admin";
  }
  if (input.email !== undefined) values.email = input.email;
  if (input.address !== undefined) values.address = input.address;
  if (input.district !== undefined) values.district = input.district || null;
  if (input.place !== undefined) values.place = input.place;
  if (input.employment_type !== undefined) values.employmentType = input.employment_type || null;
  if (input.experienced !== undefined) values.experienced = input.experienced;
  if (input.has_bike !== undefined) values.hasBike = input.has_bike;
  if (input.has_license !== undefined) values.hasLicense = input.has_license;
  if (input.date_of_birth !== undefined) values.dateOfBirth = input.date_of_birth;
  if (input.is_active !== undefined) values.isActive = input.is_active;
  if (input.password) values.passwordHash = await hashPassword(input.password);

  // A new image is checked (PNG/JPEG by content, 5 MB) and stored before the row changes.
  let stored: string | null = null;
  if (typeof input.license_image === "string" && input.license_image !== "") {
    stored = await ctx.media.save(decodeDataUrl(input.license_image));
    values.licenseImage = stored;
    if (input.has_license === undefined) values.hasLicense = true;
  } else if (input.license_image === null || input.has_license === false) {
    values.licenseImage = null;
  }

  if (Object.keys(values).length === 0) return toUserResponse(current, ctx.media);

  let row: UserRow;
  let replaced: string | null = null;
  try {
    row = await ctx.db.transaction(async (tx) => {
      // The image to remove comes from the row as it is now, read under a lock inside the
      // transaction (a parallel profile update waits), never from the read above.
      const locked = await selectUserById(tx, id, { lock: true });
      if (!locked) throw new AppError("USER_NOT_FOUND");
      const updated = await updateUserRow(tx, id, values);
      if (!updated) throw new AppError("USER_NOT_FOUND");
      // A new password or a deactivation ends the user's sessions; a new mobile number its reset codes too.
      if (values.mobileNumber !== undefined && values.mobileNumber !== locked.mobileNumber) {
        await endAfterMobileChange({ db: tx }, id, values.mobileNumber);
      } else if (values.passwordHash || values.isActive === false) await endSessions({ db: tx }, id);
      await audit(tx, {
        actorId: actor.id,
        action: "user.update",
        entity: "user",
        entityId: id,
        details: { fields: changedFields(values) },
      });
      if (values.licenseImage !== undefined && locked.licenseImage !== updated.licenseImage) {
        replaced = locked.licenseImage;
      }
      return updated;
    });
  } catch (err) {
    await ctx.media.remove(stored);
    rethrowUserConflict(err);
  }
  // After the commit only.
  await ctx.media.remove(replaced);
  return toUserResponse(row, ctx.media);
}

const DEACTIVATED_MESSAGE = say(
  "success:This user has work history (assignments, ratings or wages), so the account was deactivated instead of deleted. Their records are kept.",
);

/**
 * DELETE: a user without work history is deleted (their pending work requests and sessions go
 * with them); one with assignments, ratings or wages is deactivated instead so those records stay.
 */
export async function deleteUser(
  ctx: Ctx<"media">,
  actor: AuthUser,
  id: number,
): Promise<{ message: string; deactivated: boolean }> {
  if (actor.id === id) throw new AppError("CANNOT_DELETE_SELF");
  const result = await ctx.db.transaction(async (tx) => {
    const row = await selectUserById(tx, id);
    if (!row) throw new AppError("USER_NOT_FOUND");
    if (await hasWorkHistory(tx, id)) {
      await updateUserRow(tx, id, { isActive: false });
      await endSessions({ db: tx }, id);
      await audit(tx, {
        actorId: actor.id,
        action: "user.deactivate",
        entity: "user",
        entityId: id,
        details: { reason: "delete requested; user has work history", user_id: row.userCode },
      });
      return { deactivated: true, image: null };
    }
    await deleteUserRow(tx, id);
    await audit(tx, {
      actorId: actor.id,
      action: "user.delete",
      entity: "user",
      entityId: id,
      details: { user_id: row.userCode, user_name: row.userName, role: row.role },
    });
    return { deactivated: false, image: row.licenseImage };
  });
  if (result.image) await ctx.media.remove(result.image);
  return result.deactivated
    ? { message: DEACTIVATED_MESSAGE, deactivated: true }
    : { message: say("success:User deleted successfully"), deactivated: false };
}
