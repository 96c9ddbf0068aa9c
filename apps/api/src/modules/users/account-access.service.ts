import { randomInt } from "node:crypto";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { hashPassword } from "../../auth/passwords.js";
import type { Db } from "../../db/client.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { notify } from "../../lib/notify.js";
import {
  bumpSessionVersion,
  endCalendarFeed,
  endResetCodes,
  revokeAllRefreshTokens,
  updateUserRow,
} from "./users.repository.js";

/** An account's sessions and passwords: ending sessions, and the admin's password reset. */

/**
 * Ends every session of a user inside the caller's transaction: their refresh tokens are revoked
 * and the session version rises, so their access tokens are refused on the next call. The
 * calendar feed ends too (its URL is a key of its own): a password reset, a deactivation, a
 * revoked approval and a change of mobile number all come through here.
 */
export async function endSessions({ db: tx }: Ctx, userId: number): Promise<void> {
  await revokeAllRefreshTokens(tx, userId);
  await bumpSessionVersion(tx, userId);
  await endCalendarFeed(tx, userId);
}

/**
 * After a change of mobile number (the number reset codes go to): the account's sessions, its
 * calendar feed and every reset code already sent end, inside the caller's transaction, and the
 * person is told.
 */
export async function endAfterMobileChange(
  { db: tx }: Ctx,
  userId: number,
  newNumber: string | null,
): Promise<void> {
  await endSessions({ db: tx }, userId);
  await endResetCodes(tx, userId);
  // The person is told, in the app and, where they opted in, on WhatsApp at the number their START
  // came from (often the old one), so a change they did not ask for does not go unseen. Only the
  // new number's last four digits are shown (a dash where the number was removed).
  const number = newNumber ? `******${newNumber.slice(-4)}` : "-";
  await notify(tx, { userId, type: "mobile_changed", params: { number } });
}

/** Ends the user's access tokens (logout): the session version rises; refresh tokens stay. */
export async function endAccessTokens({ db: tx }: Ctx, userId: number): Promise<void> {
  await bumpSessionVersion(tx, userId);
}

// No 0/O, 1/l/I: the admin reads the password out to the worker.
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
function randomPassword(length = 10): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** A random password and its hash, made before a transaction writes it (hashing is slow). */
export async function newRandomPassword(): Promise<{ password: string; passwordHash: string }> {
  const password = randomPassword();
  return { password, passwordHash: await hashPassword(password) };
}

/** Inside the caller's transaction: stores the hash, ends the user's sessions, audits it. */
export async function applyPasswordReset(
  { db: tx }: Ctx,
  actor: AuthUser,
  id: number,
  passwordHash: string,
): Promise<void> {
  const updated = await updateUserRow(tx, id, { passwordHash });
  if (!updated) throw new AppError("USER_NOT_FOUND");
  await endSessions({ db: tx }, id);
  await audit(tx, { actorId: actor.id, action: "user.password_reset", entity: "user", entityId: id });
}

/** Sets a random password, ends the user's sessions, and answers the password once. */
export async function resetPassword(ctx: { db: Db }, actor: AuthUser, id: number): Promise<string> {
  const { password, passwordHash } = await newRandomPassword();
  await ctx.db.transaction((tx) => applyPasswordReset({ db: tx }, actor, id, passwordHash));
  return password;
}
