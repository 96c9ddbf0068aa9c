import { randomBytes } from "node:crypto";
import { FARE_TYPES } from "@catercrew/shared";
import { eq, sql } from "drizzle-orm";
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

/**
 * The demo seed: when ADMIN_EMAIL and ADMIN_PASSWORD are both set and no user has that e-mail,
 * that admin is created even though another admin exists (for example the generated one of an
 * earlier first start), so signing in with the settings works after seeding. Answers what it did.
 */
export async function ensureNamedAdmin(
  db: Db,
  opts: { adminEmail?: string | undefined; adminPassword?: string | undefined },
  log: SeedLogger,
): Promise<"created" | "exists" | "not_set" | "taken"> {
  if (!opts.adminEmail || !opts.adminPassword) return "not_set";
  const email = opts.adminEmail.toLowerCase();
  const [holder] = await db.select({ role: users.role }).from(users).where(eq(users.email, email)).limit(1);
  if (holder) {
    if (holder.role === "admin") return "exists";
    log.warn(`ADMIN_EMAIL ${email} belongs to a ${holder.role}; no admin was created for it`);
    return "taken";
  }
  await db.insert(users).values({
    userName: "Administrator",
    email,
    role: "admin",
    passwordHash: await hashPassword(opts.adminPassword),
    isApproved: true,
    isStaff: true,
  });
  log.info(`Admin created from ADMIN_EMAIL: ${email}`);
  return "created";
}
