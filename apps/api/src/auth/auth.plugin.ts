import type { Language, Role } from "@catercrew/shared";
import jwt from "@fastify/jwt";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { users } from "../db/schema.js";
import { userStandingFields } from "../db/user-fields.js";
import { AppError } from "../errors/app-error.js";
import { type PortalCaller, readPortalCaller } from "./client-session.js";

export interface AuthUser {
  id: number;
  role: Role;
  userCode: string;
  userName: string;
  isApproved: boolean;
  /** The language the person chose (their notifications are written in it). */
  language: Language;
}

/** A client's token lasts a week; turning his access off ends it at once (the session version). */
const CLIENT_TOKEN_TTL = 7 * 24 * 60 * 60;

interface TokenPayload {
  sub: number;
  role: Role;
  typ: "access";
  /** The user's session version when the token was signed; a newer one in the row ends it. */
  sv: number;
}

/** What an access token is signed for. */
interface TokenSubject {
  id: number;
  role: Role;
  sessionVersion: number;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, set by the access hook; null on public routes without a token. */
    auth: AuthUser | null;
    /** The client signed in to his own page, set on "client" routes (docs/decisions/062). */
    client: PortalCaller | null;
    /** The answer version (a count of writes to watched tables) the caller's identity was read under, or null (lib/answer-cache/answer-cache.ts). */
    answerVersion: string | null;
  }
  interface FastifyInstance {
    signAccessToken(user: TokenSubject): string;
    /** A client's token for his own page: his client id and his portal session version. */
    signClientToken(client: { clientId: number; sessionVersion: number }): string;
  }
}

/** Checks `config.access` of every route, loads the signed-in user from the database. */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string; accessTokenTtl: number }) => {
    await app.register(jwt, { secret: opts.secret });
    app.decorateRequest("auth", null);
    app.decorateRequest("answerVersion", null);
    app.decorateRequest("client", null);
    app.decorate("signAccessToken", (user: TokenSubject) =>
      app.jwt.sign(
        { sub: user.id, role: user.role, typ: "access", sv: user.sessionVersion } satisfies TokenPayload,
        {
          expiresIn: opts.accessTokenTtl,
        },
      ),
    );

    app.decorate("signClientToken", (client: { clientId: number; sessionVersion: number }) =>
      app.jwt.sign(
        { sub: client.clientId, typ: "client", sv: client.sessionVersion },
        { expiresIn: CLIENT_TOKEN_TTL },
      ),
    );

    // The one read of every signed-in request, prepared once (db/prepared.ts).
    const sessionUser = app.db
      .select({
        ...userStandingFields,
        sessionVersion: users.sessionVersion,
        language: users.language,
        // What kept answers are checked against (lib/answer-cache/answer-cache.ts): no extra round
        // trip. The count of commits that wrote a table kept answers read (migration 0030).
        answerVersion: sql<string>`(select "version"::text from "answer_version")`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder("id")))
      .limit(1)
      .prepare("session_user");

    /** The bearer token's verified payload, or null without a header. */
    function bearerPayload<T extends object>(request: FastifyRequest): T | null {
      const header = request.headers.authorization;
      if (!header) return null;
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match?.[1]) throw new AppError("INVALID_AUTH_HEADER");
      try {
        return app.jwt.verify<T>(match[1]);
      } catch {
        throw new AppError("SESSION_EXPIRED");
      }
    }

    async function readUser(request: FastifyRequest): Promise<AuthUser | null> {
      const payload = bearerPayload<TokenPayload>(request);
      if (!payload) return null;
      if (payload.typ !== "access" || !Number.isInteger(payload.sub) || !Number.isInteger(payload.sv)) {
        throw new AppError("SESSION_EXPIRED");
      }
      const [row] = await sessionUser.execute({ id: payload.sub });
      if (!row) throw new AppError("SESSION_EXPIRED");
      if (!row.isActive) throw new AppError("SESSION_ACCOUNT_DEACTIVATED");
      // A password reset or change, a logout or a deactivation raised the version: the token is dead.
      if (row.sessionVersion !== payload.sv) throw new AppError("SESSION_EXPIRED");
      request.answerVersion = row.answerVersion;
      return {
        id: row.id,
        role: row.role,
        userCode: row.userCode,
        userName: row.userName,
        isApproved: row.role === "admin" || row.isApproved,
        language: row.language === "ml" ? "ml" : "en",
      };
    }

    app.addHook("onRequest", async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access || access === "public") return;
      if (access === "client") {
        request.client = await readPortalCaller(app.db, bearerPayload<object>(request));
        return;
      }
      if (access === "optional") {
        request.auth = await readUser(request);
        return;
      }
      const user = await readUser(request);
      if (!user) throw new AppError("NOT_AUTHENTICATED");
      request.auth = user;
      if (!access.allowUnapproved && !user.isApproved) {
        throw new AppError("AWAITING_APPROVAL");
      }
      if (!access.roles.includes(user.role)) throw new AppError("FORBIDDEN");
    });
  },
  { name: "auth" },
);

/** The signed-in user of a route whose access requires one. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new AppError("NOT_AUTHENTICATED");
  return request.auth;
}
