import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { loginCounters, refreshTokens } from "../../db/schema.js";

const hashToken = (raw: string) => createHash("sha256").update(raw).digest("hex");

export async function createRefreshToken(db: DbOrTx, userId: number, ttlSeconds: number): Promise<string> {
  const raw = randomBytes(32).toString("base64url");
  await db.insert(refreshTokens).values({
    userId,
    tokenHash: hashToken(raw),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000).toISOString(),
  });
  return raw;
}

/** Revokes the token if it is live; answers its user, or why it cannot be used. */
export async function consumeRefreshToken(
  db: DbOrTx,
  raw: string,
): Promise<{ userId: number } | { reused: number } | null> {
  const hash = hashToken(raw);
  const [live] = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, hash),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: refreshTokens.userId });
  if (live) return { userId: live.userId };
  const [old] = await db
    .select({ userId: refreshTokens.userId, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hash))
    .limit(1);
  return old?.revokedAt ? { reused: old.userId } : null;
}

/** Revokes the token if it is live; answers its user (null when it was not live). */
export async function revokeRefreshToken(db: DbOrTx, raw: string): Promise<number | null> {
  const [row] = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.tokenHash, hashToken(raw)), isNull(refreshTokens.revokedAt)))
    .returning({ userId: refreshTokens.userId });
  return row?.userId ?? null;
}

interface Counted {
  attempts: number;
  /** When the key's window ends (its lock, if any, lifts). */
  resetAt: Date;
}

/**
 * Counts one attempt on each key in one atomic upsert and answers each key's attempts in its
 * window (this one included). Parallel attempts each get their own number, so a burst cannot
 * slip past a limit; an expired window starts again at 1.
 */
export async function countAttempt(
  db: DbOrTx,
  keys: readonly string[],
  windowMinutes: number,
): Promise<Map<string, Counted>> {
  const live = sql`${loginCounters.windowStart} > now() - make_interval(mins => ${windowMinutes}::int)`;
  const rows = await db
    .insert(loginCounters)
    // In one order everywhere, so two upserts of the same keys never wait on each other in a cycle.
    .values([...keys].sort().map((key) => ({ key, attempts: 1 })))
    .onConflictDoUpdate({
      target: loginCounters.key,
      set: {
        attempts: sql`case when ${live} then ${loginCounters.attempts} + 1 else 1 end`,
        windowStart: sql`case when ${live} then ${loginCounters.windowStart} else now() end`,
      },
    })
    .returning({
      key: loginCounters.key,
      attempts: loginCounters.attempts,
      windowStart: loginCounters.windowStart,
    });
  return new Map(
    rows.map((r) => [
      r.key,
      { attempts: r.attempts, resetAt: new Date(new Date(r.windowStart).getTime() + windowMinutes * 60_000) },
    ]),
  );
}

/**
 * A successful sign-in: the pair's count is cleared, the attempt taken back from the other keys.
 * One row per statement: a statement updating two counters locked them in whatever order its scan
 * met them, and parallel sign-ins of one account deadlocked on PostgreSQL (counters-race.test.ts).
 */
export async function settleSuccess(db: DbOrTx, clear: string, takeBack: readonly string[]): Promise<void> {
  await db.delete(loginCounters).where(eq(loginCounters.key, clear));
  for (const key of [...takeBack].sort()) {
    await db
      .update(loginCounters)
      .set({ attempts: sql`greatest(${loginCounters.attempts} - 1, 0)` })
      .where(eq(loginCounters.key, key));
  }
}

/** Keeps the table small: drops counters whose window ended a day ago. */
export async function pruneCounters(db: DbOrTx): Promise<void> {
  await db.delete(loginCounters).where(lt(loginCounters.windowStart, sql`now() - interval '1 day'`));
}
