import { randomInt } from "node:crypto";
import type { AdminUpdateUser, User } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { hashPassword } from "../../auth/passwords.js";
import type { Db } from "../../db/client.js";
import { badRequest, isUniqueViolation, notFound, pgConstraint } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import { revokeAllRefreshTokens } from "../auth/auth.repository.js";
import { decodeDataUrl, type MediaStore } from "../media/media.service.js";
import {
  deleteUserRow,
  findUserById,
  hasWorkHistory,
  type NewUserRow,
  toUserResponse,
  type UserPage,
  type UserRow,
  updateUserRow,
  userConflictField,
} from "./users.repository.js";

export interface UsersDeps {
  db: Db;
  media: MediaStore;
}

export function toPaginated(page: UserPage, current: number, pageSize: number, media: MediaStore) {
  return {
    results: page.rows.map((r) => toUserResponse(r, media)),
    pagination: {
      current_page: current,
      total_pages: Math.max(1, Math.ceil(page.total / pageSize)),
      total_items: page.total,
      page_size: pageSize,
    },
  };
}

export async function getUserOrThrow(deps: UsersDeps, id: number): Promise<UserRow> {
  const row = await findUserById(deps.db, id);
  if (!row) throw notFound("User not found");
  return row;
}

/** Field names of the API mapped to columns, for the audit trail. */
function changedFields(values: Partial<NewUserRow>): string[] {
  return Object.keys(values).map((k) => (k === "passwordHash" ? "password" : k));
}

/** PATCH admin-update: only the fields sent change. An admin cannot lock themselves out. */
export async function adminUpdateUser(
  deps: UsersDeps,
  actor: AuthUser,
  id: number,
  input: AdminUpdateUser,
): Promise<User> {
  const current = await getUserOrThrow(deps, id);
  if (actor.id === id) {
    if (input.role !== undefined && input.role !== "admin")
      throw badRequest("You cannot change your own role.", { role: ["You cannot change your own role."] });
    if (input.is_active === false)
      throw badRequest("You cannot deactivate your own account.", {
        is_active: ["You cannot deactivate your own account."],
      });
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
  if (input.is_active !== undefined) values.isActive = input.is_active;
  if (input.password) values.passwordHash = await hashPassword(input.password);

  // A new image is checked (PNG/JPEG by content, 5 MB) and stored before the row changes.
  let stored: string | null = null;
  if (typeof input.license_image === "string" && input.license_image !== "") {
    stored = await deps.media.save(decodeDataUrl(input.license_image));
    values.licenseImage = stored;
    if (input.has_license === undefined) values.hasLicense = true;
  } else if (input.license_image === null || input.has_license === false) {
    values.licenseImage = null;
  }

  if (Object.keys(values).length === 0) return toUserResponse(current, deps.media);

  let row: UserRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const updated = await updateUserRow(tx, id, values);
      if (!updated) throw notFound("User not found");
      // A new password or a deactivation ends the user's sessions.
      if (values.passwordHash || values.isActive === false) await revokeAllRefreshTokens(tx, id);
      await audit(tx, {
        actorId: actor.id,
        action: "user.update",
        entity: "user",
        entityId: id,
        details: { fields: changedFields(values) },
      });
      return updated;
    });
  } catch (err) {
    await deps.media.remove(stored);
    if (isUniqueViolation(err)) {
      const field = userConflictField(pgConstraint(err));
      if (field) throw badRequest(field.message, { [field.field]: [field.message] });
    }
    throw err;
  }
  if (values.licenseImage !== undefined && current.licenseImage !== row.licenseImage) {
    await deps.media.remove(current.licenseImage);
  }
  return toUserResponse(row, deps.media);
}

export const DEACTIVATED_MESSAGE =
  "This user has work history (assignments, ratings or wages), so the account was deactivated instead of deleted. Their records are kept.";

/**
 * DELETE: a user without work history is deleted (their pending work requests and sessions go
 * with them); one with assignments, ratings or wages is deactivated instead so those records stay.
 */
export async function deleteUser(
  deps: UsersDeps,
  actor: AuthUser,
  id: number,
): Promise<{ message: string; deactivated: boolean }> {
  if (actor.id === id) throw badRequest("You cannot delete your own account.");
  const result = await deps.db.transaction(async (tx) => {
    const row = await findUserById(tx, id);
    if (!row) throw notFound("User not found");
    if (await hasWorkHistory(tx, id)) {
      await updateUserRow(tx, id, { isActive: false });
      await revokeAllRefreshTokens(tx, id);
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
  if (result.image) await deps.media.remove(result.image);
  return result.deactivated
    ? { message: DEACTIVATED_MESSAGE, deactivated: true }
    : { message: "User deleted successfully", deactivated: false };
}

// No 0/O, 1/l/I: the admin reads the password out to the worker.
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
export function randomPassword(length = 10): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** Sets a random password, ends the user's sessions, and answers the password once. */
export async function resetPassword(deps: UsersDeps, actor: AuthUser, id: number): Promise<string> {
  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const updated = await updateUserRow(tx, id, { passwordHash });
    if (!updated) throw notFound("User not found");
    await revokeAllRefreshTokens(tx, id);
    await audit(tx, { actorId: actor.id, action: "user.password_reset", entity: "user", entityId: id });
  });
  return password;
}
