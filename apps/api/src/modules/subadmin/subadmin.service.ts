import type { subadminCreateUserSchema, subadminUpdateUserSchema } from "@catercrew/shared";
import { isUpcomingStatus, type WorkStatus } from "@catercrew/shared";
import type { z } from "zod";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { hashPassword } from "../../auth/passwords.js";
import type { Config } from "../../config.js";
import type { Db, DbOrTx } from "../../db/client.js";
import {
  badRequest,
  conflict,
  forbidden,
  isUniqueViolation,
  notFound,
  pgConstraint,
} from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import { revokeAllRefreshTokens } from "../auth/auth.repository.js";
import type { MediaStore } from "../media/media.service.js";
import { insertUserChecked } from "../registration/registration.service.js";
import { findUserById, toUserResponse, userConflictField } from "../users/users.repository.js";
import { toWorkResponse, type WorkRow } from "../works/works.serializer.js";
import {
  completeWorkRow,
  findAssignment,
  findWork,
  findWorkForWrite,
  listAllUsers,
  updateUserRow,
} from "./subadmin.repository.js";

export interface SubadminDeps {
  db: Db;
  media: MediaStore;
  config: Pick<Config, "allowSubadminCreateAdmin" | "ratingAmountPerMark">;
}

export const WORK_LOCKED =
  "This work is completed. Ratings, wages and expenses can no longer be added or changed.";

/**
 * The work of a rating, wage or expense write, locked for the transaction: 404 when missing,
 * 409 once it is completed (or cancelled).
 */
export async function openWorkForWrite(tx: DbOrTx, workId: number): Promise<WorkRow> {
  const work = await findWorkForWrite(tx, workId);
  if (!work) throw notFound("Work not found");
  if (!isUpcomingStatus(work.status as WorkStatus)) {
    throw conflict(work.status === "cancelled" ? "This work is cancelled." : WORK_LOCKED);
  }
  return work;
}

/** The user's assignment on the work (400 naming `user` when not assigned). */
export async function assignmentOrFail(tx: DbOrTx, workId: number, userId: number) {
  const assignment = await findAssignment(tx, workId, userId);
  if (!assignment) {
    const message = "This user is not assigned to this work.";
    throw badRequest(message, { user: [message] });
  }
  return assignment;
}

export async function workOr404(db: DbOrTx, workId: number): Promise<WorkRow> {
  const work = await findWork(db, workId);
  if (!work) throw notFound("Work not found");
  return work;
}

/** Admin accounts are minted only by admins, or by sub-admins when the server setting allows it. */
function assertMayHandleAdmin(deps: SubadminDeps, actor: AuthUser) {
  if (actor.role === "admin" || deps.config.allowSubadminCreateAdmin) return;
  throw forbidden("Sub-admins cannot create or edit admin accounts.");
}

function rethrowUserConflict(err: unknown): never {
  if (isUniqueViolation(err)) {
    const field = userConflictField(pgConstraint(err));
    if (field) throw badRequest(field.message, { [field.field]: [field.message] });
  }
  throw err;
}

export async function listUsers(deps: SubadminDeps) {
  const rows = await listAllUsers(deps.db);
  return { status: true as const, count: rows.length, users: rows.map((r) => toUserResponse(r, deps.media)) };
}

export async function createUser(
  deps: SubadminDeps,
  actor: AuthUser,
  input: z.output<typeof subadminCreateUserSchema>,
) {
  if (input.role === "admin") assertMayHandleAdmin(deps, actor);
  const row = await insertUserChecked(
    deps,
    {
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
      isActive: input.is_active ?? true,
      isApproved: true,
      isStaff: input.role === "admin",
    },
    actor.id,
  );
  return {
    status: true as const,
    message: "User created successfully!",
    user: toUserResponse(row, deps.media),
  };
}

export async function updateUser(
  deps: SubadminDeps,
  actor: AuthUser,
  id: number,
  input: z.output<typeof subadminUpdateUserSchema>,
) {
  const existing = await findUserById(deps.db, id);
  if (!existing) throw notFound("User not found");
  if (existing.role === "admin" || input.role === "admin") assertMayHandleAdmin(deps, actor);
  if (existing.id === actor.id && input.is_active === false) {
    throw badRequest("You cannot deactivate your own account.", {
      is_active: ["You cannot deactivate your own account."],
    });
  }
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    const row = await deps.db.transaction(async (tx) => {
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
        ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
        ...(passwordHash ? { passwordHash } : {}),
        isStaff: input.role === "admin" ? true : existing.isStaff && existing.role !== "admin",
        // Users made by staff are approved, whatever role they move to.
        ...(input.role !== existing.role ? { isApproved: true } : {}),
      });
      if (!updated) throw notFound("User not found");
      // A new password or a deactivation ends the user's other sessions.
      if (passwordHash || input.is_active === false) await revokeAllRefreshTokens(tx, id);
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
      message: "User updated successfully!",
      user: toUserResponse(row, deps.media),
    };
  } catch (err) {
    rethrowUserConflict(err);
  }
}

/** Marks an upcoming work completed (irreversible); 409 when it is already completed or cancelled. */
export async function completeWork(deps: SubadminDeps, actor: AuthUser, workId: number) {
  const row = await deps.db.transaction(async (tx) => {
    const done = await completeWorkRow(tx, workId);
    if (!done) {
      const work = await findWork(tx, workId);
      if (!work) throw notFound("Work not found");
      throw conflict(
        work.status === "completed"
          ? "This work is already completed."
          : "A cancelled work cannot be completed.",
      );
    }
    await audit(tx, { actorId: actor.id, action: "work.complete", entity: "work", entityId: workId });
    return done;
  });
  return {
    status: true as const,
    message: "Work marked as completed successfully!",
    work: toWorkResponse(row),
  };
}
