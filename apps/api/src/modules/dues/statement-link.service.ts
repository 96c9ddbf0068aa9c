import { createHmac, timingSafeEqual } from "node:crypto";
import type { Ctx } from "../../lib/context.js";

/**
 * The signed link to a client's statement a reminder carries (docs/decisions/057-payments-dues-exports.md):
 * `<client id>.<HMAC of it>`, keyed by the server's secret, so it opens that client's statement
 * only and cannot be guessed from another's.
 */
function mac(secret: string, clientId: number): string {
  return createHmac("sha256", secret).update(`client-statement:${clientId}`).digest("base64url").slice(0, 32);
}

export function statementToken(ctx: Ctx<"config">, clientId: number): string {
  return `${clientId}.${mac(ctx.config.jwtSecret, clientId)}`;
}

/** The client a token names, or null when it is not one we signed. */
export function clientOfToken(ctx: Ctx<"config">, token: string): number | null {
  const secret = ctx.config.jwtSecret;
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const clientId = Number(match[1]);
  const expected = Buffer.from(mac(secret, clientId));
  const given = Buffer.from(match[2] ?? "");
  return expected.length === given.length && timingSafeEqual(expected, given) ? clientId : null;
}
