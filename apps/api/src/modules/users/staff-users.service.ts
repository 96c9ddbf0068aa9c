import type { Role, subadminCreateUserSchema, subadminUpdateUserSchema } from "@catercrew/shared";
import { say } from "@catercrew/shared";
import type { z } from "zod";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { hashPassword } from "../../auth/passwords.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { endAfterMobileChange, endSessions } from "./account-access.service.js";
import { usersPageRows } from "./user-lists.service.js";
import { findUserByIdForUpdate, type UserRow, updateUserRow } from "./users.repository.js";
import { toUserResponse } from "./users.serializer.js";
import { createUserRow, rethrowUserConflict, staffCreatedUserRow } from "./users.service.js";

/** Users as the sub-admin area manages them: every user by name, create, edit. */

/** Admin accounts are minted only by admins, or by sub-admins when the server setting allows it. */
function assertMayHandleAdmin(ctx: Ctx<"media" | "config">, actor: AuthUser) {
  if (actor.role === "admin" || ctx.config.allowSubadminCreateAdmin) return;
  throw new AppError("SUBADMIN_CANNOT_MANAGE_ADMIN");
}

/** The sub-admin Users screen: one capped page of every user, by name, and the total. */
export async function staffListUsers(ctx: Ctx<"media" | "config">, page: number, pageSize: number) {
  return usersPageRows(ctx, page, pageSize);
}

export async function staffCreateUser(
  ctx: Ctx<"media" | "config">,
  actor: AuthUser,
  input: z.output<typeof subadminCreateUserSchema>,
) {
  if (input.role === "admin") assertMayHandleAdmin(ctx, actor);
  // The creator sets the password: only an admin may create a sub-admin or admin (decision 031).
  if (actor.role !== "admin" && STAFF_ROLES.includes(input.role)) {
    throw new AppError("SUBADMIN_CANNOT_PROMOTE", { field: "role" });
  }
  const values = await staffCreatedUserRow(input);
  // A sub-admin who creates an inactive user may activate it later.
  if (!values.isActive && actor.role === "subadmin") values.deactivatedBySubadmin = true;
  const row = await createUserRow(ctx, values, actor.id);
  return {
    status: true as const,
    message: say("success:User created successfully!"),
    user: toUserResponse(row, ctx.media),
  };
}

/**
 * What the sub-admin area may not do to a user (docs/decisions/004-subadmin-area.md), checked on the locked row:
 * approve (a role change of an applicant awaiting approval, rejected or revoked), re-activate a
 * user an admin deactivated or rejected, set the password of a sub-admin or admin account, or
 * change a peer sub-admin's role (demote, set the password, promote back). Admins pass.
 */
function assertSubadminReach(
  actor: AuthUser,
  existing: UserRow,
  input: z.output<typeof subadminUpdateUserSchema>,
): void {
  if (actor.role === "admin") return;
  const roleChange = input.role !== existing.role;
  // A captain never changes how another staff account signs in or is reached (a reset code goes
  // to its mobile number), and never makes a sub-admin or admin (decision 031).
  if (existing.id !== actor.id && STAFF_ROLES.includes(existing.role)) {
    const emailChange = input.email !== undefined && (input.email ?? null) !== (existing.email ?? null);
    if (input.mobile_number !== existing.mobileNumber || emailChange) {
      throw new AppError("SUBADMIN_CANNOT_CHANGE_STAFF_IDENTITY", {
        field: input.mobile_number !== existing.mobileNumber ? "mobile_number" : "email",
      });
    }
  }
  if (roleChange && STAFF_ROLES.includes(input.role)) {
    throw new AppError("SUBADMIN_CANNOT_PROMOTE", { field: "role" });
  }
  if (roleChange && !existing.isApproved) throw new AppError("SUBADMIN_CANNOT_APPROVE", { field: "role" });
  if (roleChange && existing.role === "subadmin" && existing.id !== actor.id) {
    throw new AppError("SUBADMIN_CANNOT_CHANGE_SUBADMIN_ROLE", { field: "role" });
  }
  if (input.password && (STAFF_ROLES.includes(existing.role) || STAFF_ROLES.includes(input.role))) {
    throw new AppError("SUBADMIN_CANNOT_SET_STAFF_PASSWORD", { field: "password" });
  }
  if (input.is_active === true && !existing.isActive && !existing.deactivatedBySubadmin) {
    throw new AppError("SUBADMIN_CANNOT_REACTIVATE", { field: "is_active" });
  }
  // Anything else about another sub-admin's account (its standing above all: deactivating signs
  // them out) is the admin's: a captain changes workers only (record 052). An admin's account
  // stays open to a captain only where ALLOW_SUBADMIN_CREATE_ADMIN says so (`assertMayHandleAdmin`).
  if (existing.id !== actor.id && existing.role === "subadmin") {
    throw new AppError("SUBADMIN_CANNOT_CHANGE_STAFF", {
      field: input.is_active === false ? "is_active" : "role",
    });
  }
}

const STAFF_ROLES: readonly Role[] = ["subadmin", "admin"];

export async function staffUpdateUser(
  ctx: Ctx<"media" | "config">,
  actor: AuthUser,
  id: number,
  input: z.output<typeof subadminUpdateUserSchema>,
) {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      // The row is locked: an admin's rejection or deactivation cannot slip in between check and write.
      const existing = await findUserByIdForUpdate(tx, id);
      if (!existing) throw new AppError("USER_NOT_FOUND");
      if (existing.role === "admin" || input.role === "admin") assertMayHandleAdmin(ctx, actor);
      if (existing.id === actor.id && input.is_active === false) {
        throw new AppError("CANNOT_DEACTIVATE_SELF", { field: "is_active" });
      }
      assertSubadminReach(actor, existing, input);
      // Only a change of is_active is written; a sub-admin's deactivation is marked as theirs.
      const activeChange =
        input.is_active !== undefined && input.is_active !== existing.isActive
          ? {
              isActive: input.is_active,
              deactivatedBySubadmin: !input.is_active && actor.role === "subadmin",
            }
          : {};
      const updated = await updateUserRow(tx, id, {
        userName: input.user_name,
        mobileNumber: input.mobile_number,
        role: input.role,
        email: input.email,
        ...(input.address !== undefined ? { address: input.address } : {}),
        ...(input.district !== undefined ? { district: input.district || null } : {}),
        ...(input.place !== undefined ? { place: input.place } : {}),
        ...(input.employment_type !== undefined ? { employmentType: input.employment_type || null } : {}),
        ...(input.experienced !== undefined ? { experienced: input.experienced } : {}),
        ...(input.has_bike !== undefined ? { hasBike: input.has_bike } : {}),
        ...(input.has_license !== undefined ? { hasLicense: input.has_license } : {}),
        ...activeChange,
        ...(passwordHash ? { passwordHash } : {}),
        isStaff: input.role === "admin" ? true : existing.isStaff && existing.role !== "admin",
        // The sub-admin area never writes is_approved: approval is the admin's (docs/decisions/004-subadmin-area.md).
      });
      if (!updated) throw new AppError("USER_NOT_FOUND");
      // A new password or a deactivation ends the user's sessions; a new mobile number its reset codes too.
      if (updated.mobileNumber !== existing.mobileNumber)
        await endAfterMobileChange({ db: tx }, id, updated.mobileNumber);
      else if (passwordHash || activeChange.isActive === false) await endSessions({ db: tx }, id);
      await audit(tx, {
        actorId: actor.id,
        action: "user.update",
        entity: "user",
        entityId: id,
        details: {
          by: "subadmin_area",
          role: updated.role,
          previous_role: existing.role,
          password_changed: Boolean(passwordHash),
          is_active: updated.isActive,
        },
      });
      return updated;
    });
    return {
      status: true as const,
      message: say("success:User updated successfully!"),
      user: toUserResponse(row, ctx.media),
    };
  } catch (err) {
    rethrowUserConflict(err);
  }
}
