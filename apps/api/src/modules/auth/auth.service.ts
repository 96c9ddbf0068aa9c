import type { LoginResponse, Role } from "@catercrew/shared";
import { verifyDummy, verifyPassword } from "../../auth/passwords.js";
import type { Db } from "../../db/client.js";
import { AppError, forbidden, unauthorized } from "../../errors/app-error.js";
import type { MediaStore } from "../media/media.service.js";
import {
  findUserById,
  findUserByIdentifier,
  toUserResponse,
  touchLastLogin,
  type UserRow,
} from "../users/users.repository.js";
import {
  clearFailures,
  consumeRefreshToken,
  countFailures,
  createRefreshToken,
  recordFailures,
  revokeAllRefreshTokens,
  revokeRefreshToken,
} from "./auth.repository.js";

export interface AuthDeps {
  db: Db;
  media: MediaStore;
  signAccessToken(user: { id: number; role: Role }): string;
  refreshTokenTtl: number;
  loginMaxFailures: number;
  loginWindowMinutes: number;
}

/** Which login screen is asking: decides who may pass (DECISIONS.md 2). */
export type LoginArea = "admin" | "worker" | "subadmin" | "any";

const AREA_RULES: Record<LoginArea, { roles: readonly Role[] | null; message: string }> = {
  admin: { roles: ["admin"], message: "Only admins can sign in here." },
  worker: {
    roles: ["subadmin", "supervisor", "head_boy", "boys"],
    message: "Admins sign in on the admin login page.",
  },
  subadmin: { roles: ["subadmin", "admin"], message: "Only captains and admins can sign in here." },
  any: { roles: null, message: "" },
};

async function checkRateLimit(deps: AuthDeps, keys: { id: string; ip: string }) {
  const [byId, byIp] = await Promise.all([
    countFailures(deps.db, keys.id, deps.loginWindowMinutes),
    countFailures(deps.db, keys.ip, deps.loginWindowMinutes),
  ]);
  // An address may try several accounts (an office, a phone shop); it gets five times the room.
  const blocked =
    byId.failures >= deps.loginMaxFailures
      ? byId.oldest
      : byIp.failures >= deps.loginMaxFailures * 5
        ? byIp.oldest
        : null;
  if (blocked) {
    const unblockAt = new Date(blocked).getTime() + deps.loginWindowMinutes * 60_000;
    const minutes = Math.max(1, Math.ceil((unblockAt - Date.now()) / 60_000));
    throw new AppError(
      "TOO_MANY_REQUESTS",
      `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    );
  }
}

export async function login(
  deps: AuthDeps,
  input: { identifier: string; password: string; ip: string; area: LoginArea },
): Promise<LoginResponse> {
  const keys = { id: `id:${input.identifier.trim().toLowerCase()}`, ip: `ip:${input.ip}` };
  await checkRateLimit(deps, keys);
  const user = await findUserByIdentifier(deps.db, input.identifier);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyDummy(input.password), false);
  if (!user || !ok) {
    await recordFailures(deps.db, [keys.id, keys.ip]);
    throw unauthorized(
      input.area === "admin" ? "Invalid email or password." : "Invalid mobile number/UserID or password.",
    );
  }
  await clearFailures(deps.db, keys.id);
  if (!user.isActive) throw forbidden("Your account has been deactivated. Please contact the admin.");
  const rule = AREA_RULES[input.area];
  if (rule.roles && !rule.roles.includes(user.role as Role)) throw forbidden(rule.message);
  await touchLastLogin(deps.db, user.id);
  return issueSession(
    deps,
    user,
    user.role !== "admin" && !user.isApproved
      ? "Your account is awaiting admin approval."
      : "Login successful",
  );
}

export async function issueSession(deps: AuthDeps, user: UserRow, message: string): Promise<LoginResponse> {
  const refresh = await createRefreshToken(deps.db, user.id, deps.refreshTokenTtl);
  return {
    status: true,
    message,
    user: toUserResponse(user, deps.media),
    tokens: { access: deps.signAccessToken({ id: user.id, role: user.role as Role }), refresh },
  };
}

/** Rotates a refresh token: the old one is revoked; reusing a revoked one revokes them all. */
export async function refresh(deps: AuthDeps, raw: string): Promise<LoginResponse> {
  const result = await deps.db.transaction(async (tx) => consumeRefreshToken(tx, raw));
  if (!result) throw unauthorized("Session expired. Please login again.");
  if ("reused" in result) {
    await revokeAllRefreshTokens(deps.db, result.reused);
    throw unauthorized("Session expired. Please login again.");
  }
  const user = await findUserById(deps.db, result.userId);
  if (!user?.isActive) throw unauthorized("Session expired. Please login again.");
  return issueSession(deps, user, "Token refreshed");
}

export async function logout(deps: AuthDeps, raw: string): Promise<void> {
  await revokeRefreshToken(deps.db, raw);
}
