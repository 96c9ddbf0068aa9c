import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, isNull, lt, min, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { loginAttempts, refreshTokens } from "../../db/schema.js";

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

export async function revokeRefreshToken(db: DbOrTx, raw: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.tokenHash, hashToken(raw)), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllRefreshTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Failures for a key inside the window, and when the oldest of them happened. */
export async function countFailures(db: DbOrTx, key: string, windowMinutes: number) {
  const since = new Date(Date.now() - windowMinutes * 60_000).toISOString();
  const [row] = await db
    .select({ n: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.createdAt, since)));
  return { failures: Number(row?.n ?? 0), oldest: row?.oldest ?? null };
}

export async function recordFailures(db: DbOrTx, keys: string[]): Promise<void> {
  await db.insert(loginAttempts).values(keys.map((key) => ({ key })));
  // Keep the table small: drop attempts older than a day.
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, new Date(Date.now() - 86_400_000).toISOString()));
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
