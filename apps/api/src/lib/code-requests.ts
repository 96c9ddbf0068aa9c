import { timingSafeEqual } from "node:crypto";
import { and, gt, lt, sql } from "drizzle-orm";
import { whatsappCodeRequests } from "../db/schema.js";
import { AppError } from "../errors/app-error.js";
import type { Ctx } from "./context.js";

/**
 * The sign-in codes' shared rules (docs/decisions/042-whatsapp-outbound.md, and a client's own
 * page, docs/decisions/062-clients-own-page.md): how long a code lives, how many tries it allows,
 * and how many codes a number and an address may ask for, counted apart per kind of code.
 */

export const CODE_MINUTES = 10;
export const CODE_MAX_TRIES = 5;
/** Code requests per number, and per address, in the window. */
export const CODES_PER_NUMBER = 3;
export const CODES_PER_ADDRESS = 10;
export const CODE_WINDOW_MINUTES = 60;

/** Two hex HMACs compared in constant time. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Counts this request against the number and the address; 429 past either limit (account or not).
 * `scope` keeps the counts of another kind of code apart (a client's: "client-").
 */
export async function admitRequest(ctx: Ctx<"now">, mobile: string, ip: string, scope = ""): Promise<void> {
  const since = new Date(ctx.now().getTime() - CODE_WINDOW_MINUTES * 60_000).toISOString();
  const keys = [`${scope}number:${mobile}`, `${scope}address:${ip}`];
  const counts = await ctx.db.transaction(async (tx) => {
    // One at a time per key (a burst of parallel requests cannot all slip under the limit).
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const rows = await tx
      .select({ key: whatsappCodeRequests.key, n: sql<number>`count(*)::int` })
      .from(whatsappCodeRequests)
      .where(
        and(
          sql`${whatsappCodeRequests.key} in (${keys[0]}, ${keys[1]})`,
          gt(whatsappCodeRequests.createdAt, since),
        ),
      )
      .groupBy(whatsappCodeRequests.key);
    const n = new Map(rows.map((r) => [r.key, Number(r.n)]));
    const over =
      (n.get(keys[0] ?? "") ?? 0) >= CODES_PER_NUMBER || (n.get(keys[1] ?? "") ?? 0) >= CODES_PER_ADDRESS;
    if (!over) {
      await tx
        .insert(whatsappCodeRequests)
        .values(keys.map((key) => ({ key, createdAt: ctx.now().toISOString() })));
    }
    // Old rows go as new ones come.
    await tx.delete(whatsappCodeRequests).where(lt(whatsappCodeRequests.createdAt, since));
    return over;
  });
  if (counts)
    throw new AppError("TOO_MANY_REQUESTS", { params: { after: `${CODE_WINDOW_MINUTES} minutes` } });
}
