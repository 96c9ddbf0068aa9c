import type { Role } from "@catercrew/shared";
import jwt from "@fastify/jwt";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { users } from "../db/schema.js";
import { AppError, forbidden, unauthorized } from "../errors/app-error.js";

export interface AuthUser {
  id: number;
  role: Role;
  userCode: string;
  userName: string;
  isApproved: boolean;
}

interface TokenPayload {
  sub: number;
  role: Role;
  typ: "access";
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, set by the access hook; null on public routes without a token. */
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    signAccessToken(user: { id: number; role: Role }): string;
  }
}

export const SESSION_EXPIRED = "Session expired. Please login again.";

/** Checks `config.access` of every route, loads the signed-in user from the database. */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string; accessTokenTtl: number }) => {
    await app.register(jwt, { secret: opts.secret });
    app.decorateRequest("auth", null);
    app.decorate("signAccessToken", (user: { id: number; role: Role }) =>
      app.jwt.sign({ sub: user.id, role: user.role, typ: "access" } satisfies TokenPayload, {
        expiresIn: opts.accessTokenTtl,
      }),
    );

    async function readUser(request: FastifyRequest): Promise<AuthUser | null> {
      const header = request.headers.authorization;
      if (!header) return null;
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match?.[1]) throw unauthorized("Invalid authorization header");
      let payload: TokenPayload;
      try {
        payload = app.jwt.verify<TokenPayload>(match[1]);
      } catch {
        throw unauthorized(SESSION_EXPIRED);
      }
      if (payload.typ !== "access" || !Number.isInteger(payload.sub)) throw unauthorized(SESSION_EXPIRED);
      const [row] = await app.db
        .select({
          id: users.id,
          role: users.role,
          userCode: users.userCode,
          userName: users.userName,
          isApproved: users.isApproved,
          isActive: users.isActive,
        })
        .from(users)
        .where(eq(users.id, payload.sub))
        .limit(1);
      if (!row) throw unauthorized(SESSION_EXPIRED);
      if (!row.isActive) throw unauthorized("Your account has been deactivated. Please contact the admin.");
      return {
        id: row.id,
        role: row.role as Role,
        userCode: row.userCode,
        userName: row.userName,
        isApproved: row.role === "admin" || row.isApproved,
      };
    }

    app.addHook("onRequest", async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access || access === "public") return;
      if (access === "optional") {
        request.auth = await readUser(request);
        return;
      }
      const user = await readUser(request);
      if (!user) throw unauthorized("Not authenticated");
      request.auth = user;
      if (!access.allowUnapproved && !user.isApproved) {
        throw new AppError("FORBIDDEN", "Your account is awaiting admin approval.");
      }
      if (!access.roles.includes(user.role)) throw forbidden();
    });
  },
  { name: "auth" },
);

/** The signed-in user of a route whose access requires one. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized("Not authenticated");
  return request.auth;
}
