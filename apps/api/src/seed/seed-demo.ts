/**
 * npm run seed:demo: loads a realistic demo into the configured database (DATA_DIR or
 * DATABASE_URL): 40 workers of every role across Kerala (36 approved, among them three captains
 * and four supervisors; four still applying), 30 works in the past and the coming weeks and one
 * today with its crew assigned and three checked in, join
 * requests, assignments, ratings, wages and expenses. Demo workers sign in with their mobile
 * number (captains also with their e-mail) and the password "demo1234". With ADMIN_EMAIL and
 * ADMIN_PASSWORD set, that admin exists afterwards (created when no user has the e-mail).
 */
import type { WorkerRole } from "@catercrew/shared";
import { eq, like } from "drizzle-orm";
import { hashPassword } from "../auth/passwords.js";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { DataDirLockedError } from "../db/data-lock.js";
import { migrate } from "../db/migrate.js";
import { fares, users, works } from "../db/schema.js";
import { BackupService } from "../modules/backups/backups.service.js";
import { ensureNamedAdmin, seedFirstStart } from "./seed.js";
import {
  DEMO_FARES,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  demoWorkers,
  demoWorks,
  STILL_APPLYING,
} from "./seed-demo-data.js";
import { seedWorkHistory } from "./seed-demo-history.js";

async function main() {
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      purpose: "seed:demo",
    });
  } catch (err) {
    // A running server owns the embedded folder: refuse before touching anything (docs/decisions/011-backups-and-data-folder-lock.md).
    if (err instanceof DataDirLockedError) {
      console.error(`${err.message}
Stop the server (Ctrl+C), run npm run seed:demo, then npm start again.`);
      process.exit(1);
    }
    throw err;
  }
  await migrate(database);
  const log = { info: console.log, warn: console.warn };
  const admin = { adminEmail: config.adminEmail, adminPassword: config.adminPassword };
  await seedFirstStart(database.db, admin, log);
  // An admin may exist from an earlier start without the settings: the named one is added too.
  await ensureNamedAdmin(database.db, admin, log);
  const db = database.db;

  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.mobileNumber, "90000%"))
    .limit(1);
  if (existing.length) {
    console.log("Demo data is already loaded.");
    await database.close();
    return;
  }

  await db.transaction(async (tx) => {
    for (const [fareType, amount] of Object.entries(DEMO_FARES)) {
      await tx.update(fares).set({ amount }).where(eq(fares.fareType, fareType));
    }
  });

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const workerRows = await db.insert(users).values(demoWorkers(passwordHash)).returning();
  const approved = workerRows.filter((u) => u.isApproved);
  const byRole = (role: WorkerRole) => approved.flatMap((u) => (u.role === role ? [{ ...u, role }] : []));
  const workRows = await db.insert(works).values(demoWorks()).returning();

  for (const [wi, work] of workRows.entries()) {
    await seedWorkHistory(db, work, wi, byRole, config.ratingAmountPerMark);
  }

  console.log(
    `Demo loaded: ${workerRows.length} workers (${STILL_APPLYING.size} still awaiting approval), ${workRows.length} works (18 completed with ratings, wages and expenses; 12 upcoming; 1 today with its crew, 3 checked in).`,
  );
  console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
  for (const [role, i, screen] of DEMO_LOGINS) {
    const u = workerRows[i];
    console.log(
      `  ${role}: ${u?.userName}, mobile ${u?.mobileNumber}${u?.email ? ` or ${u.email}` : ""} on ${screen}`,
    );
  }
  // The daily backup runs once now, so "Latest backup" holds the demo and not the empty database
  // the first start saved. Off with BACKUP_AUTO=false, like the daily one.
  if (config.backupAuto) {
    const backups = new BackupService(
      database,
      config.dataDir,
      config.backupDir,
      config.backupKeepDays,
      true,
      config.backupPassphrase,
      { info: () => undefined, error: (o, m) => console.error(m, o) },
    );
    const file = await backups.run();
    console.log(`Backup of the demo written: ${file.name}`);
  }
  await database.close();
}

await main();
