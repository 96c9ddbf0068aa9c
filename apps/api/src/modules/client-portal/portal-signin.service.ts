import { createHmac, randomBytes, randomInt } from "node:crypto";
import { type Language, type PortalAccess, type PortalLink, type PortalSession, t } from "@catercrew/shared";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { clientPortalAccounts, clientSigninCodes, clients } from "../../db/schema.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import { admitRequest, CODE_MAX_TRIES, CODE_MINUTES, sameHash } from "../../lib/code-requests.js";
import type { Ctx } from "../../lib/context.js";
import { iso } from "../../lib/dates.js";
import { enqueue } from "../../lib/job-queue.js";
import { publicBaseUrl } from "../../lib/public-url.js";
import { sendTemplateNow } from "../../lib/template-send.js";

/**
 * A client signs in to his own page (docs/decisions/062-clients-own-page.md) with a 6-digit code
 * sent on WhatsApp to the mobile number on his client record, or with a link the admin copies or
 * sends. Like the workers' codes: only an HMAC is stored, single use, 10 minutes, 5 tries, requests
 * limited per number and per address, and the same answer whether or not the number is a client's.
 * A link lasts LINK_HOURS and works once. A client's token is his own kind: never a staff or worker one.
 */

const LINK_HOURS = 48;
export const PORTAL_CODE_QUEUE = "client-portal-code";

type SigninCtx = Ctx<"config" | "now">;

function secretHash(secret: string, what: string): string {
  return createHmac("sha256", secret).update(`client-portal:${what}`).digest("hex");
}

/** The client a mobile number signs in: the newest one with that number whose access is not off. */
async function clientOfMobile(ctx: Ctx, mobile: string): Promise<{ id: number; name: string } | null> {
  const [row] = await ctx.db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .leftJoin(clientPortalAccounts, eq(clientPortalAccounts.clientId, clients.id))
    .where(and(eq(clients.mobile, mobile), sql`coalesce(${clientPortalAccounts.enabled}, true)`))
    .orderBy(desc(clients.id))
    .limit(1);
  return row ?? null;
}

/** POST /client-portal/signin-code/: the same answer in every case, after the same work. */
export async function requestPortalCode(
  ctx: SigninCtx,
  mobile: string,
  ip: string,
  language: Language,
): Promise<{ status: true; message: string }> {
  await admitRequest(ctx, mobile, ip, "client-");
  if (ctx.config.whatsapp) {
    await ctx.db.transaction((tx) => enqueue(tx, PORTAL_CODE_QUEUE, { mobile }));
  }
  return { status: true, message: t(language, "portal:codeSent") };
}

/** The code's job: a client with that number gets a code on WhatsApp; nobody else gets anything. */
export async function sendPortalCode(ctx: SigninCtx, mobile: string): Promise<void> {
  if (!ctx.config.whatsapp) return;
  const client = await clientOfMobile(ctx, mobile);
  if (!client) return;
  const code = String(randomInt(1_000_000)).padStart(6, "0");
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    await tx
      .update(clientSigninCodes)
      .set({ usedAt: now.toISOString() })
      .where(
        and(
          eq(clientSigninCodes.clientId, client.id),
          eq(clientSigninCodes.kind, "code"),
          isNull(clientSigninCodes.usedAt),
        ),
      );
    const [row] = await tx
      .insert(clientSigninCodes)
      .values({
        clientId: client.id,
        kind: "code",
        codeHash: secretHash(ctx.config.jwtSecret, `code:${client.id}:${code}`),
        expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000).toISOString(),
      })
      .returning({ id: clientSigninCodes.id });
    return row?.id ?? null;
  });
  const language = await portalLanguage(ctx, client.id);
  const outcome = await sendTemplateNow(ctx, {
    to: `91${mobile}`,
    kind: "signin_code",
    language,
    params: [code],
  });
  if (!outcome.sent) {
    // Not sent: the code is forgotten (he asks again).
    if (id !== null) {
      await ctx.db
        .update(clientSigninCodes)
        .set({ usedAt: now.toISOString() })
        .where(eq(clientSigninCodes.id, id));
    }
  }
}

/** The language of his page (his last sign-in's): his WhatsApp messages go in it. */
export async function portalLanguage(ctx: Ctx, clientId: number): Promise<Language> {
  const [row] = await ctx.db
    .select({ language: clientPortalAccounts.language })
    .from(clientPortalAccounts)
    .where(eq(clientPortalAccounts.clientId, clientId));
  return row?.language === "ml" ? "ml" : "en";
}

/** His account row (made at his first sign-in), locked; refuses a client whose access is off. */
async function openAccount(ctx: Ctx, clientId: number) {
  await ctx.db.insert(clientPortalAccounts).values({ clientId }).onConflictDoNothing();
  const [account] = await ctx.db
    .select()
    .from(clientPortalAccounts)
    .where(eq(clientPortalAccounts.clientId, clientId))
    .for("update");
  if (!account?.enabled) throw new AppError("PORTAL_ACCESS_OFF");
  return account;
}

/** Marks the matching live code used, or counts a try against each live one; the client or null. */
async function useCode(ctx: SigninCtx, mobile: string, code: string): Promise<number | null> {
  const client = await clientOfMobile(ctx, mobile);
  if (!client) return null;
  const now = ctx.now().toISOString();
  return ctx.db.transaction(async (tx) => {
    const live = await tx
      .select()
      .from(clientSigninCodes)
      .where(
        and(
          eq(clientSigninCodes.clientId, client.id),
          eq(clientSigninCodes.kind, "code"),
          isNull(clientSigninCodes.usedAt),
          gt(clientSigninCodes.expiresAt, now),
          lt(clientSigninCodes.tries, CODE_MAX_TRIES),
        ),
      )
      .for("update");
    const expected = secretHash(ctx.config.jwtSecret, `code:${client.id}:${code}`);
    const match = live.find((c) => sameHash(c.codeHash, expected));
    if (!match) {
      for (const c of live) {
        await tx
          .update(clientSigninCodes)
          .set({ tries: sql`${clientSigninCodes.tries} + 1` })
          .where(eq(clientSigninCodes.id, c.id));
      }
      return null;
    }
    await tx.update(clientSigninCodes).set({ usedAt: now }).where(eq(clientSigninCodes.id, match.id));
    return client.id;
  });
}

/** Marks the admin's link used (once); its client or null. */
async function useLink(ctx: SigninCtx, token: string): Promise<number | null> {
  const now = ctx.now().toISOString();
  const [row] = await ctx.db
    .update(clientSigninCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(clientSigninCodes.kind, "link"),
        eq(clientSigninCodes.codeHash, secretHash(ctx.config.jwtSecret, `link:${token}`)),
        isNull(clientSigninCodes.usedAt),
        gt(clientSigninCodes.expiresAt, now),
      ),
    )
    .returning({ clientId: clientSigninCodes.clientId });
  return row?.clientId ?? null;
}

/** POST /client-portal/signin/: a code (with his mobile) or the admin's link signs the client in. */
export async function portalSignIn(
  ctx: Ctx<"config" | "now" | "signClientToken">,
  input: { mobile: string; code: string } | { token: string },
  language: Language,
): Promise<PortalSession> {
  const clientId =
    "token" in input ? await useLink(ctx, input.token) : await useCode(ctx, input.mobile, input.code);
  if (clientId === null) throw new AppError("RESET_CODE_INVALID");
  return ctx.db.transaction(async (tx) => {
    const account = await openAccount({ db: tx }, clientId);
    await tx
      .update(clientPortalAccounts)
      .set({ lastSigninAt: ctx.now().toISOString(), language })
      .where(eq(clientPortalAccounts.clientId, clientId));
    // The language he signs in with is the one his payment reminders go in (record 071).
    const [client] = await tx
      .update(clients)
      .set({ language })
      .where(eq(clients.id, clientId))
      .returning({ id: clients.id, name: clients.name, mobile: clients.mobile });
    if (!client) throw new AppError("RESET_CODE_INVALID");
    await audit(tx, { actorId: null, action: "client.portal_sign_in", entity: "client", entityId: clientId });
    return {
      status: true as const,
      message: t(language, "portal:signedIn"),
      tokens: { access: ctx.signClientToken({ clientId, sessionVersion: account.sessionVersion }) },
      client: { id: client.id, name: client.name, mobile: client.mobile ?? "" },
    };
  });
}

/** POST /clients/:id/portal-link/ (admin): a single-use sign-in link for the client's own page. */
export async function createPortalLink(
  ctx: Ctx<"config" | "now">,
  clientId: number,
  actorId: number,
): Promise<PortalLink> {
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(ctx.now().getTime() + LINK_HOURS * 3_600_000).toISOString();
  await ctx.db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.id, clientId))
      .for("update");
    if (!client) throw new AppError("CLIENT_NOT_FOUND");
    await openAccount({ db: tx }, clientId);
    await tx.insert(clientSigninCodes).values({
      clientId,
      kind: "link",
      codeHash: secretHash(ctx.config.jwtSecret, `link:${token}`),
      expiresAt,
    });
    await audit(tx, { actorId, action: "client.portal_link", entity: "client", entityId: clientId });
  });
  // In the fragment: never sent to a server, so never in a log.
  return { url: `${publicBaseUrl(ctx.config)}/client/signin#token=${token}`, token, expires_at: expiresAt };
}

/** PUT /clients/:id/portal/ (admin): turns the client's access on or off; off ends his sessions. */
export async function setPortalAccess(
  ctx: Ctx,
  clientId: number,
  enabled: boolean,
  actorId: number,
): Promise<{ enabled: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.id, clientId))
      .for("update");
    if (!client) throw new AppError("CLIENT_NOT_FOUND");
    await tx.insert(clientPortalAccounts).values({ clientId, enabled }).onConflictDoNothing();
    await tx
      .update(clientPortalAccounts)
      .set({ enabled, sessionVersion: enabled ? undefined : sql`${clientPortalAccounts.sessionVersion} + 1` })
      .where(eq(clientPortalAccounts.clientId, clientId));
    await audit(tx, {
      actorId,
      action: enabled ? "client.portal_on" : "client.portal_off",
      entity: "client",
      entityId: clientId,
    });
    return { enabled };
  });
}

/** GET /clients/:id/portal/ (admin): whether his page is on, when he last signed in, in which language. */
export async function portalAccessOf(ctx: Ctx, clientId: number): Promise<PortalAccess> {
  const [row] = await ctx.db
    .select({ client: clients.id, account: clientPortalAccounts })
    .from(clients)
    .leftJoin(clientPortalAccounts, eq(clientPortalAccounts.clientId, clients.id))
    .where(eq(clients.id, clientId));
  if (!row) throw new AppError("CLIENT_NOT_FOUND");
  return {
    enabled: row.account?.enabled ?? true,
    last_signin_at: iso(row.account?.lastSigninAt ?? null),
    language: row.account?.language === "ml" ? "ml" : "en",
  };
}
