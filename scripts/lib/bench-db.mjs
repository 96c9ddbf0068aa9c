// Shared by the bench scripts: the built server's database code, and SQL arrays of the enums.
import path from "node:path";
import { root } from "./server.mjs";

const dist = (p) => path.join(root, p);
const { openDatabase } = await import(dist("apps/api/dist/db/client.js"));
const { migrate } = await import(dist("apps/api/dist/db/migrate.js"));
const { seedFirstStart } = await import(dist("apps/api/dist/seed/seed.js"));
const { hashPassword } = await import(dist("apps/api/dist/auth/passwords.js"));
const { DISTRICTS, WORK_TYPES } = await import(dist("packages/shared/dist/enums.js"));

export { hashPassword };

const sqlArray = (values) => `array[${values.map((v) => `'${v}'`).join(",")}]`;
/** `(${DISTRICTS_SQL})[1 + g % 14]` picks a district in set-based seeds. */
export const DISTRICTS_SQL = sqlArray(DISTRICTS);
export const WORK_TYPES_SQL = sqlArray(WORK_TYPES);

/** Opens the database a bench server will use, migrated, with its first admin and fares. */
export async function openSeededDatabase({ databaseUrl, dataDir, admin }) {
  const database = await openDatabase({ databaseUrl, dataDir });
  await migrate(database);
  await seedFirstStart(
    database.db,
    { adminEmail: admin.email, adminPassword: admin.password },
    { info() {}, warn() {} },
  );
  return database;
}
