import type { ResetRequestInput, ResetRequestStatus, ResetRequestsPage } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import type { Db } from "../../db/client.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import { applyPasswordReset, findUserByIdentifier, newRandomPassword } from "../users/users.service.js";
import {
  closePendingOfUser,
  closeRequest,
  insertPendingRequest,
  lockRequest,
  pageRequests,
} from "./password-resets.repository.js";
import { toResetRequestResponse } from "./password-resets.serializer.js";

export interface PasswordResetsDeps {
  db: Db;
}

/** The one public answer, whether or not an account matches (nothing to learn from it). */
export const RESET_REQUESTED =
  "Request received. If an account matches, the admin will set a new password and contact you.";
export const RESET_DISMISSED = "Request closed.";
export const RESET_DONE = "Password reset. Give the new password to the user; it is shown only once.";

/**
 * What the person typed, as the sign-in lookup reads it: an e-mail in lower case, a mobile
 * number as its 10 digits (spaces, dashes and a +91 dropped), otherwise a UserID in upper case.
 */
export function normalizeIdentifier(raw: string): string {
  const value = raw.trim();
  if (value.includes("@")) return value.toLowerCase();
  const digits = value.replace(/[\s-]/g, "");
  const phone = /^(?:\+?91)?(\d{10})$/.exec(digits);
  if (phone?.[1]) return phone[1];
  return value.toUpperCase();
}

/** POST /users/password-reset-requests/: leaves a request for the admin (one pending per identifier). */
export async function requestPasswordReset(
  deps: PasswordResetsDeps,
  input: ResetRequestInput,
): Promise<void> {
  const identifier = normalizeIdentifier(input.identifier);
  const user = await findUserByIdentifier(deps.db, identifier);
  await insertPendingRequest(deps.db, { identifier, userId: user?.id ?? null });
}

export async function resetRequestsPage(
  deps: PasswordResetsDeps,
  status: ResetRequestStatus,
  page: number,
  pageSize: number,
): Promise<ResetRequestsPage> {
  const { rows, total } = await pageRequests(deps.db, status, page, pageSize);
  return {
    results: rows.map(toResetRequestResponse),
    pagination: {
      current_page: page,
      total_pages: Math.max(1, Math.ceil(total / pageSize)),
      total_items: total,
      page_size: pageSize,
    },
  };
}

/**
 * The admin answers a pending request: a new random password for the account it names (the
 * Users screen's reset, sessions ended), every pending request of that account marked done, in
 * one transaction. Answers the password once.
 */
export async function resolveResetRequest(
  deps: PasswordResetsDeps,
  actor: AuthUser,
  id: number,
): Promise<string> {
  const { password, passwordHash } = await newRandomPassword();
  await deps.db.transaction(async (tx) => {
    const request = await lockRequest(tx, id);
    if (!request) throw new AppError("RESET_REQUEST_NOT_FOUND");
    if (request.status !== "pending") throw new AppError("RESET_REQUEST_CLOSED");
    if (request.userId === null) throw new AppError("RESET_REQUEST_NO_ACCOUNT");
    await applyPasswordReset(tx, actor, request.userId, passwordHash);
    await closeRequest(tx, id, "done", actor.id);
    await closePendingOfUser(tx, request.userId, actor.id);
  });
  return password;
}

/** Closes a request without changing any password (no account, or not asked by its owner). */
export async function dismissResetRequest(
  deps: PasswordResetsDeps,
  actor: AuthUser,
  id: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const request = await lockRequest(tx, id);
    if (!request) throw new AppError("RESET_REQUEST_NOT_FOUND");
    if (request.status !== "pending") throw new AppError("RESET_REQUEST_CLOSED");
    await closeRequest(tx, id, "dismissed", actor.id);
    await audit(tx, {
      actorId: actor.id,
      action: "password_reset_request.dismiss",
      entity: "password_reset_request",
      entityId: id,
    });
  });
}
