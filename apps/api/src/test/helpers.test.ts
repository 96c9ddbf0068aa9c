import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/client.js";
import { createTestApp, TEST_ENGINE } from "./helpers.js";

async function count(db: Parameters<typeof queryRows>[0], table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`));
  return row?.n ?? Number.NaN;
}

async function faresTotal(db: Parameters<typeof queryRows>[0]): Promise<string> {
  const [row] = await queryRows<{ total: string }>(db, sql`select sum(amount)::text as total from fares`);
  return row?.total ?? "";
}

describe(`each test file's database (${TEST_ENGINE})`, () => {
  it("starts as freshly migrated: nothing a file before it wrote, ids from the start again", async () => {
    const first = await createTestApp({
      adminEmail: "first@catercrew.test",
      adminPassword: "first-password",
    });
    const [admin] = await queryRows<{ email: string }>(
      first.db,
      sql`select email from users where role = 'admin'`,
    );
    expect(admin?.email).toBe("first@catercrew.test");
    const usersAtStart = await count(first.db, "users");
    const faresAtStart = await faresTotal(first.db);
    const a = await first.createUser("boys");
    await first.createUser("head_boy");
    await first.db.execute(sql`update fares set amount = amount + 1`);
    await first.close();

    const second = await createTestApp();
    try {
      expect(await count(second.db, "users")).toBe(usersAtStart);
      expect(await faresTotal(second.db)).toBe(faresAtStart);
      const b = await second.createUser("boys");
      expect(b.id).toBe(a.id);
    } finally {
      await second.close();
    }
  });

  it("gives a second app open at the same time a database of its own", async () => {
    const one = await createTestApp();
    const two = await createTestApp();
    try {
      await one.createUser("boys");
      const before = await count(two.db, "users");
      await one.createUser("boys");
      expect(await count(two.db, "users")).toBe(before);
    } finally {
      await two.close();
      await one.close();
    }
  });

  it("does not lend on a database whose schema a file changed", async () => {
    const changed = await createTestApp();
    await changed.db.execute(sql`create table left_behind (id int)`);
    await changed.close();
    const next = await createTestApp();
    try {
      const [row] = await queryRows<{ n: number }>(
        next.db,
        sql`select count(*)::int as n from pg_tables where tablename = 'left_behind'`,
      );
      expect(row?.n).toBe(0);
    } finally {
      await next.close();
    }
  });
});
