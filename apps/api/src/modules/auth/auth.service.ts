import { setTimeout as sleep } from "node:timers/promises";
import type { ErrorCode, LoginResponse, Role } from "@catercrew/shared";
import { say } from "@catercrew/shared";
import { verifyDummy, verifyPassword } from "../../auth/passwords.js";
import { AppError } from "../../errors/app-error.js";
import type { Ctx } from "../../lib/context.js";
import { endAccessTokens, endSessions } from "../users/account-access.service.js";
import {
  findUserById,
  findUserByIdentifier,
  toUserResponse,
  touchLastLogin,
  type UserRow,
} from "../users/users.service.js";
import {
  consumeRefreshToken,
  countAttempt,
  createRefreshToken,
  pruneCounters,
  revokeRefreshToken,
  settleSuccess,
} from "./auth.repository.js";

/** Which login screen is asking: decides who may pass (docs/decisions/002-sessions-and-access.md). */
type LoginArea = "admin" | "worker" | "subadmin" | "any";

const AREA_RULES: Record<LoginArea, { roles: readonly Role[]; code: ErrorCode } | null> = {
  admin: { roles: ["admin"], code: "ADMIN_AREA_ONLY" },
  worker: { roles: ["subadmin", "supervisor", "head_boy", "boys"], code: "WORKER_AREA_ADMIN" },
  subadmin: { roles: ["subadmin", "admin"], code: "SUBADMIN_AREA_ONLY" },
  any: null,
};

/** An address may try several accounts (an office, a phone shop): it gets five times the room. */
const ADDRESS_ROOM = 5;
/** The account's slow-down grows with each failure over the limit up to this many steps. */
const SLOWDOWN_STEPS = 10;

/**
 * The counters one sign-in attempt touches (docs/decisions/002-sessions-and-access.md): a known account is locked per
 * (account, address) and only slowed down as a whole, so a flood from other addresses never
 * locks the owner out of their own; an identifier of no account is limited as such. Every
 * attempt counts on its address.
 */
function attemptKeys(userId: number | null, identifier: string, ip: string) {
  if (userId === null)
    return { lock: `id:${identifier.trim().toLowerCase()}`, address: `ip:${ip}`, account: null };
  return { lock: `acct:${userId}@${ip}`, address: `ip:${ip}`, account: `acct:${userId}` };
}

function tooManyAttempts(resetAt: Date): AppError {
  const minutes = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 60_000));
  return new AppError("TOO_MANY_ATTEMPTS", {
    params: { minutes },
  });
}

/**
 * Counts the attempt before the password is checked (atomically, so a parallel burst gets at most
 * the limit of tries), refuses a locked pair or address with 429, and waits when the account
 * has more failures than the limit from all addresses together.
 */
async function admitAttempt(
  ctx: Ctx<"media" | "config" | "signAccessToken">,
  keys: ReturnType<typeof attemptKeys>,
): Promise<void> {
  const limit = ctx.config.loginMaxFailures;
  const windowMinutes = ctx.config.loginWindowMinutes;
  const counted = await countAttempt(ctx.db, [keys.lock, keys.address], windowMinutes);
  const lock = counted.get(keys.lock);
  if (lock && lock.attempts > limit) throw tooManyAttempts(lock.resetAt);
  const address = counted.get(keys.address);
  if (address && address.attempts > limit * ADDRESS_ROOM) throw tooManyAttempts(address.resetAt);
  if (!keys.account) return;
  const account = (await countAttempt(ctx.db, [keys.account], windowMinutes)).get(keys.account);
  const over = (account?.attempts ?? 0) - limit;
  if (over > 0) await sleep(Math.min(over, SLOWDOWN_STEPS) * ctx.config.loginSlowdownMs);
}

export async function login(
  ctx: Ctx<"media" | "config" | "signAccessToken">,
  input: { identifier: string; password: string; ip: string; area: LoginArea },
): Promise<LoginResponse> {
  const user = await findUserByIdentifier(ctx, input.identifier);
  const keys = attemptKeys(user?.id ?? null, input.identifier, input.ip);
  await admitAttempt(ctx, keys);
  // An unknown account costs the same hashing as a known one (no timing tells which exist).
  let ok = false;
  if (user) ok = await verifyPassword(user.passwordHash, input.password);
  else await verifyDummy(input.password);
  if (!user || !ok) {
    await pruneCounters(ctx.db);
    throw new AppError(input.area === "admin" ? "INVALID_CREDENTIALS_ADMIN" : "INVALID_CREDENTIALS");
  }
  // The right password: the pair starts again, the attempt is taken back from the others.
  await settleSuccess(ctx.db, keys.lock, keys.account ? [keys.address, keys.account] : [keys.address]);
  if (!user.isActive) throw refusal(user);
  const rule = AREA_RULES[input.area];
  if (rule && !rule.roles.includes(user.role)) throw new AppError(rule.code);
  await touchLastLogin(ctx, user.id);
  return issueSession(
    ctx,
    user,
    user.role !== "admin" && !user.isApproved
      ? say("success:Your account is awaiting admin approval.")
      : say("success:Login successful"),
  );
}

/**
 * Why a deactivated account may not sign in: a rejected application with the admin's reason says
 * so (docs/decisions/045-rejection-reasons.md); any other, the plain deactivation. Only after the
 * right password, so the reason reaches no one but the person.
 */
function refusal(user: UserRow): AppError {
  if (user.role !== "admin" && !user.isApproved && user.rejectionReason) {
    return new AppError("APPLICATION_REJECTED", { params: { reason: user.rejectionReason } });
  }
  return new AppError("ACCOUNT_DEACTIVATED");
}

export async function issueSession(
  ctx: Ctx<"media" | "config" | "signAccessToken">,
  user: UserRow,
  message: string,
): Promise<LoginResponse> {
  const refresh = await createRefreshToken(ctx.db, user.id, ctx.config.refreshTokenTtl);
  return {
    status: true,
    message,
    user: toUserResponse(user, ctx.media),
    tokens: { access: ctx.signAccessToken(user), refresh },
  };
}

/** Rotates a refresh token: the old one is revoked; reusing a revoked one revokes them all. */
export async function refresh(
  ctx: Ctx<"media" | "config" | "signAccessToken">,
  raw: string,
): Promise<LoginResponse> {
  const result = await ctx.db.transaction(async (tx) => consumeRefreshToken(tx, raw));
  if (!result) throw new AppError("SESSION_EXPIRED");
  if ("reused" in result) {
    await endSessions(ctx, result.reused);
    throw new AppError("SESSION_EXPIRED");
  }
  const user = await findUserById(ctx, result.userId);
  if (!user?.isActive) throw new AppError("SESSION_EXPIRED");
  return issueSession(ctx, user, "Token refreshed");
}

/**
 * Revokes the refresh token and ends the user's access tokens at once (docs/decisions/002-sessions-and-access.md): the session
 * version rises, so every access token of the user is refused; other devices renew with their
 * own refresh tokens.
 */
export async function logout(ctx: Ctx<"media" | "config" | "signAccessToken">, raw: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const userId = await revokeRefreshToken(tx, raw);
    if (userId !== null) await endAccessTokens({ db: tx }, userId);
  });
}
