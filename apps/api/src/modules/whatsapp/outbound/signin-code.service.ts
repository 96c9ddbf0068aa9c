import { createHmac, randomInt } from "node:crypto";
import { type Language, type LoginResponse, t } from "@catercrew/shared";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { authUserOf } from "../../../auth/access.js";
import { hashPassword } from "../../../auth/passwords.js";
import { whatsappSigninCodes } from "../../../db/schema.js";
import { AppError } from "../../../errors/app-error.js";
import { audit } from "../../../lib/audit.js";
import { admitRequest, CODE_MAX_TRIES, CODE_MINUTES, sameHash } from "../../../lib/code-requests.js";
import type { Ctx } from "../../../lib/context.js";
import { enqueue } from "../../../lib/job-queue.js";
import { DeliveryError, sendWhatsapp } from "../../../lib/whatsapp.js";
import { issueSession } from "../../auth/auth.service.js";
import { applyPasswordReset } from "../../users/account-access.service.js";
import { findUserByIdentifier, touchLastLogin } from "../../users/users.service.js";
import { whatsappRecipient } from "../recipients/contacts.service.js";
import { whatsappSettingsOf } from "../settings.service.js";
import { recordSentNotice } from "./notices.service.js";
import { templateMessage, templateName } from "./templates.js";

/**
 * Signing in and setting a new password with a code on WhatsApp (
 * docs/decisions/042-whatsapp-outbound.md). A worker asks on the login or "Forgot password?"
 * screen; a queued job sends the 6-digit code (an authentication template, on a queue of its own,
 * not the notices') to the number their own START proved. It lasts 10 minutes, allows 5 tries, and works once; only its HMAC is
 * stored. Requests are limited per number and per address, counted whether or not the number
 * has an account, and the answer is always the same. Like the admin-sent reset code
 * (docs/decisions/019), a new password ends every session.
 */

type Purpose = "sign_in" | "reset";
type CodeCtx = Ctx<"config" | "now">;

function codeHash(secret: string, userId: number, purpose: Purpose, code: string): string {
  return createHmac("sha256", secret).update(`whatsapp-code:${userId}:${purpose}:${code}`).digest("hex");
}

/** The queue that looks the number up and sends its code, after the answer has gone. */
export const SIGNIN_CODE_QUEUE = "whatsapp-signin-code";

/** What the code's job is given: the number as typed and the purpose, never a code. */
export interface CodeJob {
  mobile_number: string;
  purpose: Purpose;
}

/**
 * POST /auth/whatsapp-code/: answers the same words in every case (in the caller's language) after
 * the same work in every case: the limits, then one queued job. The account is looked up and the
 * code made and sent by that job (`sendWhatsappCode`), so the answer's time says nothing about
 * whether the number is an opted-in worker's (record 052).
 */
export async function requestWhatsappCode(
  ctx: CodeCtx,
  input: { mobile_number: string; purpose: Purpose },
  ip: string,
  language: Language,
): Promise<{ status: true; message: string }> {
  const answer = { status: true as const, message: t(language, "whatsapp:codeSent") };
  await admitRequest(ctx, input.mobile_number, ip);
  if (!ctx.config.whatsapp) return answer;
  const job: CodeJob = { mobile_number: input.mobile_number, purpose: input.purpose };
  await ctx.db.transaction((tx) => enqueue(tx, SIGNIN_CODE_QUEUE, job));
  return answer;
}

/**
 * The code's job: sends a code when the number is an active worker's who opted in to WhatsApp;
 * nothing otherwise. A failed send forgets the code and is not retried (the person asks again).
 */
export async function sendWhatsappCode(ctx: CodeCtx, input: CodeJob): Promise<void> {
  const whatsapp = ctx.config.whatsapp;
  if (!whatsapp) return;
  const user = await findUserByIdentifier(ctx, input.mobile_number);
  if (!user?.isActive || user.role === "admin") return;
  const to = await whatsappRecipient(ctx, user.id);
  if (!to) return;
  const code = String(randomInt(1_000_000)).padStart(6, "0");
  const now = ctx.now();
  const [row] = await ctx.db.transaction(async (tx) => {
    // A new code replaces the older ones of the same purpose.
    await tx
      .update(whatsappSigninCodes)
      .set({ usedAt: now.toISOString() })
      .where(
        and(
          eq(whatsappSigninCodes.userId, user.id),
          eq(whatsappSigninCodes.purpose, input.purpose),
          isNull(whatsappSigninCodes.usedAt),
        ),
      );
    return tx
      .insert(whatsappSigninCodes)
      .values({
        userId: user.id,
        purpose: input.purpose,
        codeHash: codeHash(ctx.config.jwtSecret, user.id, input.purpose, code),
        expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000).toISOString(),
      })
      .returning({ id: whatsappSigninCodes.id });
  });
  const lang: Language = user.language === "en" ? "en" : "ml";
  try {
    const { message, wamid } = await sendCodeTemplate(ctx, to, lang, code);
    await recordSentNotice(ctx, { userId: user.id, workId: null, kind: "signin_code", message, wamid }, now);
  } catch {
    // Not sent: the code is forgotten; the answer stays the same (the person asks again).
    if (row) {
      await ctx.db
        .update(whatsappSigninCodes)
        .set({ usedAt: now.toISOString() })
        .where(eq(whatsappSigninCodes.id, row.id));
    }
  }
}

/**
 * A 6-digit code on the authentication template to `to` (digits with the country code): the
 * workers' codes and the clients' (record 062). Throws a DeliveryError when it was not sent.
 */
async function sendCodeTemplate(ctx: CodeCtx, to: string, language: Language, code: string) {
  const whatsapp = ctx.config.whatsapp;
  if (!whatsapp) throw new DeliveryError("WhatsApp is not configured");
  const settings = await whatsappSettingsOf(ctx);
  const message = templateMessage({
    to,
    name: templateName("signin_code", settings),
    kind: "signin_code",
    language,
    params: [code],
    workId: null,
  });
  const wamid = await sendWhatsapp(whatsapp, message, ctx.config.outbound);
  return { message, wamid };
}

/**
 * The right live code of the purpose marks it used (one use) in one transaction with the codes
 * locked; a wrong one counts a try against each live code. Any failure is RESET_CODE_INVALID,
 * whether or not the number has an account.
 */
async function useCode(ctx: CodeCtx, mobile: string, code: string, purpose: Purpose) {
  const user = await findUserByIdentifier(ctx, mobile);
  if (!user?.isActive) {
    codeHash(ctx.config.jwtSecret, 0, purpose, code);
    throw new AppError("RESET_CODE_INVALID");
  }
  const now = ctx.now().toISOString();
  const ok = await ctx.db.transaction(async (tx) => {
    const live = await tx
      .select()
      .from(whatsappSigninCodes)
      .where(
        and(
          eq(whatsappSigninCodes.userId, user.id),
          eq(whatsappSigninCodes.purpose, purpose),
          isNull(whatsappSigninCodes.usedAt),
          gt(whatsappSigninCodes.expiresAt, now),
          lt(whatsappSigninCodes.tries, CODE_MAX_TRIES),
        ),
      )
      .for("update");
    const expected = codeHash(ctx.config.jwtSecret, user.id, purpose, code);
    const match = live.find((c) => sameHash(c.codeHash, expected));
    if (!match) {
      for (const c of live) {
        await tx
          .update(whatsappSigninCodes)
          .set({ tries: sql`${whatsappSigninCodes.tries} + 1` })
          .where(eq(whatsappSigninCodes.id, c.id));
      }
      return false;
    }
    await tx.update(whatsappSigninCodes).set({ usedAt: now }).where(eq(whatsappSigninCodes.id, match.id));
    await audit(tx, {
      actorId: user.id,
      action: purpose === "sign_in" ? "user.sign_in_whatsapp_code" : "user.reset_whatsapp_code",
      entity: "user",
      entityId: user.id,
    });
    return true;
  });
  if (!ok) throw new AppError("RESET_CODE_INVALID");
  return user;
}

/** POST /auth/whatsapp-code/sign-in/: the code signs the worker in (a session like a password's). */
export async function signInWithCode(
  ctx: Ctx<"config" | "now" | "media" | "signAccessToken">,
  input: { mobile_number: string; code: string },
): Promise<LoginResponse> {
  const user = await useCode(ctx, input.mobile_number, input.code, "sign_in");
  await touchLastLogin(ctx, user.id);
  return issueSession(
    ctx,
    user,
    user.role !== "admin" && !user.isApproved
      ? "Your account is awaiting admin approval."
      : "Login successful",
  );
}

/** POST /auth/whatsapp-code/reset/: the code sets a new password and ends every session. */
export async function resetWithCode(
  ctx: CodeCtx,
  input: { mobile_number: string; code: string; password: string },
  language: Language,
): Promise<{ status: true; message: string }> {
  // Hashed first, account or not: the time taken says nothing about the account.
  const passwordHash = await hashPassword(input.password);
  const user = await useCode(ctx, input.mobile_number, input.code, "reset");
  const self = authUserOf(user);
  await ctx.db.transaction((tx) => applyPasswordReset({ db: tx }, self, user.id, passwordHash));
  return { status: true, message: t(language, "whatsapp:passwordSet") };
}
