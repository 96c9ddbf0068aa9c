import type { UserRequest } from "@catercrew/shared";
import { say, storedReason } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { notify } from "../../lib/notify.js";
import { endSessions } from "./account-access.service.js";
import { type ApplicantQuery, listApplicants, listPending } from "./applications.repository.js";
import { applicantStatus, toUserRequestResponse } from "./applications.serializer.js";
import { findUserByIdForUpdate, updateUserRow } from "./users.repository.js";

interface ActionResult {
  message: string;
  user: UserRequest;
}

/** Approves an application (also a rejected one: the account is reactivated). */
export async function approveApplicant(
  ctx: Ctx<"media">,
  actor: AuthUser,
  id: number,
): Promise<ActionResult> {
  return ctx.db.transaction(async (tx) => {
    const row = await findUserByIdForUpdate(tx, id);
    if (!row) throw new AppError("USER_NOT_FOUND");
    if (row.role === "admin") throw new AppError("ADMIN_NEEDS_NO_APPROVAL");
    if (row.isApproved && row.isActive)
      return {
        message: say("success:User is already approved"),
        user: toUserRequestResponse(row, ctx.media),
      };
    const from = applicantStatus(row);
    const updated = await updateUserRow(tx, id, { isApproved: true, isActive: true });
    if (!updated) throw new AppError("USER_NOT_FOUND");
    await audit(tx, {
      actorId: actor.id,
      action: "user.approve",
      entity: "user",
      entityId: id,
      details: { from, user_id: row.userCode },
    });
    await notify(tx, { userId: id, type: "account_approved", link: "/user/home" });
    return {
      message: say("success:User approved successfully"),
      user: toUserRequestResponse(updated, ctx.media),
    };
  });
}

/**
 * Reject: a pending application is refused (the account is deactivated, so the worker cannot
 * sign in and the request leaves the pending list); an approved user loses the approval
 * ("Revoke Approval": back to pending, signed out). Both end the user's sessions. The optional
 * reason is kept on the row for the person to see (docs/decisions/045-rejection-reasons.md).
 */
export async function rejectApplicant(
  ctx: Ctx<"media">,
  actor: AuthUser,
  id: number,
  reason?: string,
): Promise<ActionResult> {
  return ctx.db.transaction(async (tx) => {
    const row = await findUserByIdForUpdate(tx, id);
    if (!row) throw new AppError("USER_NOT_FOUND");
    if (row.role === "admin") throw new AppError("ADMIN_CANNOT_BE_REJECTED");
    const from = applicantStatus(row);
    if (from === "rejected")
      return {
        message: say("success:User request is already rejected"),
        user: toUserRequestResponse(row, ctx.media),
      };
    const revoke = from === "approved";
    const rejectionReason = storedReason(reason);
    const updated = await updateUserRow(
      tx,
      id,
      revoke ? { isApproved: false, rejectionReason } : { isActive: false, rejectionReason },
    );
    if (!updated) throw new AppError("USER_NOT_FOUND");
    await endSessions({ db: tx }, id);
    await audit(tx, {
      actorId: actor.id,
      action: revoke ? "user.revoke" : "user.reject",
      entity: "user",
      entityId: id,
      details: { from, user_id: row.userCode, reason: rejectionReason },
    });
    // A refused application is told; a revoked approval is the admin's own correction.
    if (!revoke) {
      await notify(tx, {
        userId: id,
        type: "account_rejected",
        params: rejectionReason ? { reason: rejectionReason } : {},
      });
    }
    return {
      message: revoke ? say("success:Approval revoked") : say("success:User request rejected"),
      user: toUserRequestResponse(updated, ctx.media),
    };
  });
}

/** Applications waiting for approval. */
export async function pendingApplicants(ctx: Ctx<"media">) {
  const rows = await listPending(ctx.db);
  return { users: rows.map((r) => toUserRequestResponse(r, ctx.media)), count: rows.length };
}

/** One page of applications by status, search and sort. */
export async function applicantsPage(ctx: Ctx<"media">, q: ApplicantQuery) {
  const { rows, total } = await listApplicants(ctx.db, q);
  return {
    users: rows.map((r) => toUserRequestResponse(r, ctx.media)),
    count: total,
    pagination: {
      current_page: q.page,
      total_pages: Math.max(1, Math.ceil(total / q.pageSize)),
      total_items: total,
      page_size: q.pageSize,
    },
  };
}
