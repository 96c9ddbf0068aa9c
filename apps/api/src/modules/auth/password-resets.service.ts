import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type {
  Language,
  ResetCodeConfirm,
  ResetRequestInput,
  ResetRequestStatus,
  ResetRequestsPage,
} from "@catercrew/shared";
import { normalizeIdentifier as normalizeTypedIdentifier, say } from "@catercrew/shared";
import { authUserOf } from "../../auth/access.js";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { hashPassword } from "../../auth/passwords.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { sendWhatsapp, type WhatsappTemplateMessage } from "../../lib/whatsapp.js";
import { applyPasswordReset, newRandomPassword } from "../users/account-access.service.js";
import { findUserByIdentifier } from "../users/users.service.js";
import { countAttempt } from "./auth.repository.js";
import {
  closePendingOfUser,
  closeRequest,
  countWrongTry,
  dropCode,
  findAccountContact,
  insertPendingRequest,
  lockCodedRequests,
  lockRequest,
  pageRequests,
  storeCode,
} from "./password-resets.repository.js";
import { toResetRequestResponse } from "./password-resets.serializer.js";

interface PasswordResetsDeps {
  db: Db;
  config: Pick<Config, "whatsapp" | "jwtSecret" | "outbound">;
}

/** The one public answer, whether or not an account matches (nothing to learn from it). */
export const RESET_REQUESTED = say(
  "success:Request received. If an account matches, the admin will set a new password and contact you.",
);
export const RESET_DISMISSED = say("success:Request closed.");
export const RESET_DONE = say(
  "success:Password reset. Give the new password to the user; it is shown only once.",
);
export const RESET_CODE_SENT = say("success:Code sent on WhatsApp. It works for 15 minutes.");
export const RESET_CODE_CONFIRMED = say("success:Password changed. Sign in with your new password.");

/** How long a code works and how many wrong tries it takes (docs/decisions/019). */
const RESET_CODE_MINUTES = 15;
const RESET_CODE_MAX_TRIES = 5;
/** The WhatsApp template of the code (docs/whatsapp.md): an Authentication template, copy-code button. */
const RESET_CODE_TEMPLATE = "catercrew_password_reset_code";

/**
 * What the person typed, as the sign-in lookup reads it: an e-mail in lower case, a mobile
 * number as its 10 digits (spaces, dashes and a +91 dropped), otherwise a UserID in upper case.
 */
export function normalizeIdentifier(raw: string): string {
  const value = normalizeTypedIdentifier(raw);
  if (value.includes("@")) return value.toLowerCase();
  return /^\d{10}$/.test(value) ? value : value.toUpperCase();
}

/** Stored "forgot password" requests a day: per identifier, and in all (the admin's inbox). */
export const RESET_REQUESTS_PER_IDENTIFIER_PER_DAY = 3;
export const RESET_REQUESTS_PER_DAY = 100;
const DAY_MINUTES = 24 * 60;

/**
 * POST /users/password-reset-requests/: leaves a request for the admin (one pending per
 * identifier). Only a request naming an account is stored, and at most
 * RESET_REQUESTS_PER_IDENTIFIER_PER_DAY per identifier and RESET_REQUESTS_PER_DAY in all; one for
 * no account is only counted (`reset:unknown`). The answer is the same in every case.
 */
export async function requestPasswordReset(ctx: PasswordResetsDeps, input: ResetRequestInput): Promise<void> {
  const identifier = normalizeIdentifier(input.identifier);
  const user = await findUserByIdentifier(ctx, identifier);
  if (!user) {
    await countAttempt(ctx.db, ["reset:unknown"], DAY_MINUTES);
    return;
  }
  const counted = await countAttempt(ctx.db, [`reset:id:${identifier}`, "reset:all"], DAY_MINUTES);
  const mine = counted.get(`reset:id:${identifier}`)?.attempts ?? 0;
  const all = counted.get("reset:all")?.attempts ?? 0;
  if (mine > RESET_REQUESTS_PER_IDENTIFIER_PER_DAY || all > RESET_REQUESTS_PER_DAY) return;
  await insertPendingRequest(ctx.db, { identifier, userId: user.id });
}

export async function resetRequestsPage(
  ctx: Ctx<"config">,
  status: ResetRequestStatus,
  page: number,
  pageSize: number,
): Promise<ResetRequestsPage> {
  const { rows, total } = await pageRequests(ctx.db, status, page, pageSize);
  return {
    results: rows.map(toResetRequestResponse),
    pagination: {
      current_page: page,
      total_pages: Math.max(1, Math.ceil(total / pageSize)),
      total_items: total,
      page_size: pageSize,
    },
    whatsapp_available: ctx.config.whatsapp !== undefined,
  };
}

/**
 * The admin answers a pending request: a new random password for the account it names (the
 * Users screen's reset, sessions ended), every pending request of that account marked done, in
 * one transaction. Answers the password once.
 */
export async function resolveResetRequest(ctx: Ctx<"config">, actor: AuthUser, id: number): Promise<string> {
  const { password, passwordHash } = await newRandomPassword();
  await ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, id);
    if (!request) throw new AppError("RESET_REQUEST_NOT_FOUND");
    if (request.status !== "pending") throw new AppError("RESET_REQUEST_CLOSED");
    if (request.userId === null) throw new AppError("RESET_REQUEST_NO_ACCOUNT");
    await applyPasswordReset({ db: tx }, actor, request.userId, passwordHash);
    await closeRequest(tx, id, "done", actor.id);
    await closePendingOfUser(tx, request.userId, actor.id);
  });
  return password;
}

/** Closes a request without changing any password (no account, or not asked by its owner). */
export async function dismissResetRequest(ctx: Ctx<"config">, actor: AuthUser, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
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

/** The stored form of a code: HMAC-SHA-256 under the JWT secret, bound to its request. */
function codeHash(secret: string, requestId: number, code: string): string {
  return createHmac("sha256", secret).update(`password-reset:${requestId}:${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The Cloud API message of the code: the body's {{1}} and the copy-code button carry it. */
function resetCodeMessage(mobile: string, code: string, language: Language): WhatsappTemplateMessage {
  const param = [{ type: "text" as const, text: code }];
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: `91${mobile}`,
    type: "template",
    template: {
      name: RESET_CODE_TEMPLATE,
      language: { code: language },
      components: [
        { type: "body", parameters: param },
        { type: "button", sub_type: "url", index: "0", parameters: param },
      ],
    },
  };
}

/**
 * The admin sends a 6-digit code to the request's account over WhatsApp, to the account's own
 * number and whatever its WhatsApp setting (the person asked for it). Only the code's hash is
 * stored (15 minutes, 5 tries); a newer code replaces an older one. It is sent straight after
 * the commit, not through the notification outbox: a code must not wait in a queue, nor show in
 * the inbox or a push message. A send that fails forgets the code and answers 502.
 */
export async function sendResetCode(ctx: Ctx<"config">, actor: AuthUser, id: number): Promise<void> {
  const whatsapp = ctx.config.whatsapp;
  if (!whatsapp) throw new AppError("RESET_CODE_WHATSAPP_OFF");
  const code = String(randomInt(1_000_000)).padStart(6, "0");
  const hash = codeHash(ctx.config.jwtSecret, id, code);
  const contact = await ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, id);
    if (!request) throw new AppError("RESET_REQUEST_NOT_FOUND");
    if (request.status !== "pending") throw new AppError("RESET_REQUEST_CLOSED");
    if (request.userId === null) throw new AppError("RESET_REQUEST_NO_ACCOUNT");
    const account = await findAccountContact(tx, request.userId);
    if (!account?.mobile) throw new AppError("RESET_REQUEST_NO_MOBILE");
    await storeCode(tx, id, hash, new Date(Date.now() + RESET_CODE_MINUTES * 60_000));
    await audit(tx, {
      actorId: actor.id,
      action: "password_reset_request.send_code",
      entity: "password_reset_request",
      entityId: id,
    });
    return {
      mobile: account.mobile,
      language: account.language === "ml" ? ("ml" as const) : ("en" as const),
    };
  });
  try {
    await sendWhatsapp(
      whatsapp,
      resetCodeMessage(contact.mobile, code, contact.language),
      ctx.config.outbound,
    );
  } catch (err) {
    await dropCode(ctx.db, id, hash);
    const failed = new AppError("RESET_CODE_NOT_SENT");
    // The Cloud API's own words, for the server log (the route logs them); never the code.
    failed.cause = err instanceof Error ? err.message : String(err);
    throw failed;
  }
}

/**
 * POST /users/password-reset-requests/confirm/: the right code of a pending request of the
 * account sets the new password (sessions ended, audited) and closes the account's requests, in
 * one transaction with the requests locked, so a code works once. A wrong code counts a try
 * against each live code of the account; every failure answers the same RESET_CODE_INVALID,
 * whether or not the account exists.
 */
export async function confirmResetCode(ctx: Ctx<"config">, input: ResetCodeConfirm): Promise<void> {
  // Hashed first, account or not: the time taken says nothing about the account.
  const passwordHash = await hashPassword(input.password);
  const user = await findUserByIdentifier(ctx, normalizeIdentifier(input.identifier));
  const changed =
    user !== undefined &&
    (await ctx.db.transaction(async (tx) => {
      const requests = await lockCodedRequests(tx, user.id, RESET_CODE_MAX_TRIES);
      const live = requests.filter((r) => r.live && r.codeHash !== null);
      const match = live.find(
        (r) => r.codeHash !== null && sameHash(r.codeHash, codeHash(ctx.config.jwtSecret, r.id, input.code)),
      );
      if (!match) {
        await countWrongTry(
          tx,
          live.map((r) => r.id),
        );
        return false;
      }
      const self = authUserOf(user);
      await applyPasswordReset({ db: tx }, self, user.id, passwordHash);
      await closeRequest(tx, match.id, "done", user.id);
      await closePendingOfUser(tx, user.id, user.id);
      return true;
    }));
  if (!changed) throw new AppError("RESET_CODE_INVALID");
}
