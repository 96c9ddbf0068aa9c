import type { UserRequest } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import type { Db } from "../../db/client.js";
import { badRequest, notFound } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import { revokeAllRefreshTokens } from "../auth/auth.repository.js";
import type { MediaStore } from "../media/media.service.js";
import { findUserById, updateUserRow } from "../users/users.repository.js";
import { applicantStatus, toUserRequestResponse } from "./user-requests.repository.js";

export interface UserRequestsDeps {
  db: Db;
  media: MediaStore;
}

interface ActionResult {
  message: string;
  user: UserRequest;
}

/** Approves an application (also a rejected one: the account is reactivated). */
export async function approveApplicant(
  deps: UserRequestsDeps,
  actor: AuthUser,
  id: number,
): Promise<ActionResult> {
  return deps.db.transaction(async (tx) => {
    const row = await findUserById(tx, id);
    if (!row) throw notFound("User not found");
    if (row.role === "admin") throw badRequest("Admins do not need approval.");
    if (row.isApproved && row.isActive)
      return { message: "User is already approved", user: toUserRequestResponse(row, deps.media) };
    const from = applicantStatus(row);
    const updated = await updateUserRow(tx, id, { isApproved: true, isActive: true });
    if (!updated) throw notFound("User not found");
    await audit(tx, {
      actorId: actor.id,
      action: "user.approve",
      entity: "user",
      entityId: id,
      details: { from, user_id: row.userCode },
    });
    return { message: "User approved successfully", user: toUserRequestResponse(updated, deps.media) };
  });
}

/**
 * Reject: a pending application is refused (the account is deactivated, so the worker cannot
 * sign in and the request leaves the pending list); an approved user loses the approval
 * ("Revoke Approval": back to pending, signed out). Both end the user's sessions.
 */
export async function rejectApplicant(
  deps: UserRequestsDeps,
  actor: AuthUser,
  id: number,
): Promise<ActionResult> {
  return deps.db.transaction(async (tx) => {
    const row = await findUserById(tx, id);
    if (!row) throw notFound("User not found");
    if (row.role === "admin") throw badRequest("Admins cannot be rejected.");
    const from = applicantStatus(row);
    if (from === "rejected")
      return { message: "User request is already rejected", user: toUserRequestResponse(row, deps.media) };
    const revoke = from === "approved";
    const updated = await updateUserRow(tx, id, revoke ? { isApproved: false } : { isActive: false });
    if (!updated) throw notFound("User not found");
    await revokeAllRefreshTokens(tx, id);
    await audit(tx, {
      actorId: actor.id,
      action: revoke ? "user.revoke" : "user.reject",
      entity: "user",
      entityId: id,
      details: { from, user_id: row.userCode },
    });
    return {
      message: revoke ? "Approval revoked" : "User request rejected",
      user: toUserRequestResponse(updated, deps.media),
    };
  });
}
