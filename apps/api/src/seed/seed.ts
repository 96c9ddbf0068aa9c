import { randomBytes } from "node:crypto";
import { FARE_TYPES } from "@catercrew/shared";
import { sql } from "drizzle-orm";
import { hashPassword } from "../auth/passwords.js";
import type { Db } from "../db/client.js";
import { fares, users } from "../db/schema.js";

export interface SeedLogger {
  info(msg: string): void;
  warn(msg: string): void;
}

/**
 * First start: an admin when the database has none (from ADMIN_EMAIL/ADMIN_PASSWORD, or a random
 * password printed once), and the six fare types at zero so the Fares screen is never blank.
 */
export async function seedFirstStart(
  db: Db,
  opts: { adminEmail?: string | undefined; adminPassword?: string | undefined },
  log: SeedLogger,
): Promise<void> {
  await db
    .insert(fares)
    .values(FARE_TYPES.map((fareType) => ({ fareType, amount: "0" })))
    .onConflictDoNothing();

  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.role} = 'admin'`);
  if ((existing?.n ?? 0) > 0) return;

  const email = (opts.adminEmail ?? "admin@localhost").toLowerCase();
  const generated = !opts.adminPassword;
  const password = opts.adminPassword ?? randomBytes(12).toString("base64url");
  await db
    .insert(users)
    .values({
      userName: "Administrator",
      email,
      role: "admin",
      passwordHash: await hashPassword(password),
      isApproved: true,
      isStaff: true,
    })
    .onConflictDoNothing();
  if (generated) {
    log.warn(
      `First admin created: e-mail ${email}, password ${password} (shown once; change it after signing in)`,
    );
  } else {
    log.info(`First admin created: ${email}`);
  }
}
