import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.js";
import { literalOf, PreparedStatements } from "./pglite-statements.js";

describe("literals for prepared parameters", () => {
  it("quotes text, doubling quotes; numbers only for number and text parameters", () => {
    expect(literalOf("O'Brien", "text")).toBe("'O''Brien'");
    expect(literalOf("'); drop table t; --", "text")).toBe("'''); drop table t; --'");
    expect(literalOf(null, "integer")).toBe("null");
    expect(literalOf(undefined, "text")).toBe("null");
    expect(literalOf(42, "integer")).toBe("'42'");
    expect(literalOf(12n, "bigint")).toBe("'12'");
    expect(literalOf(true, "boolean")).toBe("'t'");
    expect(literalOf("{1,2}", "integer[]")).toBe("'{1,2}'");
  });

  it("writes an object for a JSON parameter as PGlite's serializer does (the job queue's data)", () => {
    expect(literalOf({ a: "it's", n: 12n, list: [1, null] }, "jsonb")).toBe(
      `'{"a":"it''s","n":"12","list":[1,null]}'`,
    );
    expect(literalOf([1, 2], "json")).toBe("'[1,2]'");
    expect(literalOf(null, "jsonb")).toBe("null");
  });

  it("leaves to PGlite's own binding what it would write differently", () => {
    expect(literalOf(1_700_000_000_000, "timestamp with time zone")).toBeNull();
    expect(literalOf(Number.NaN, "numeric")).toBeNull();
    expect(literalOf(true, "text")).toBeNull();
    expect(literalOf(new Date(), "timestamp with time zone")).toBeNull();
    expect(literalOf([1, 2], "integer[]")).toBeNull();
    expect(literalOf({ a: 1 }, "text")).toBeNull();
    expect(literalOf("a\0b", "text")).toBeNull();
    expect(literalOf("\\x00", "bytea")).toBeNull();
  });
});

describe("statements prepared once on the embedded engine", () => {
  let pglite: PGlite;
  const statements = new PreparedStatements();

  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.exec(
      "create table t (id int primary key, name text not null, at timestamptz, tags int[]); insert into t values (1, 'one', now(), '{1}'), (2, 'it''s two', null, '{2,3}')",
    );
  });
  afterAll(async () => {
    await pglite.close();
  });

  it("answers what the unprepared statement answers, and prepares each text once", async () => {
    const text =
      "select id, name, at is null as no_time, tags from t where id = any($1::int[]) and name <> $2 order by id";
    const plain = await pglite.query(text, ["{1,2}", "'); drop table t; --"], { rowMode: "array" });
    const first = await statements.query(pglite, text, ["{1,2}", "'); drop table t; --"], {
      rowMode: "array",
    });
    const again = await statements.query(pglite, text, ["{2}", "x"], { rowMode: "array" });
    expect(first.rows).toEqual(plain.rows);
    expect(first.fields).toEqual(plain.fields);
    expect(again.rows).toEqual([[2, "it's two", true, [2, 3]]]);
    expect(statements.size).toBe(1);
    const kept = await pglite.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements");
    expect(kept.rows[0]?.n).toBe(1);
  });

  it("a JSON object goes in prepared and reads back as PGlite's binding reads it", async () => {
    const text = "select $1::jsonb as doc, $2::json as raw, $1::jsonb ->> 'name' as name";
    const doc = { name: "O'Brien", tags: ["a", "b"], n: 12, nested: { ok: true, none: null } };
    const plain = await pglite.query(text, [doc, [1, "two"]]);
    const before = statements.size;
    const prepared = await statements.query(pglite, text, [doc, [1, "two"]]);
    expect(prepared.rows).toEqual(plain.rows);
    expect(prepared.rows[0]).toMatchObject({ name: "O'Brien" });
    expect(statements.size).toBe(before + 1);
  });

  it("passes a value it cannot write as a literal to PGlite's binding", async () => {
    const text = "select count(*)::int as n from t where at is null or at < $1";
    const res = await statements.query<{ n: number }>(pglite, text, [new Date(Date.now() + 60_000)]);
    expect(res.rows[0]?.n).toBe(2);
  });

  it("in a transaction: errors keep their codes, and a rollback keeps what was prepared", async () => {
    const insert = "insert into t (id, name) values ($1, $2) returning id";
    await expect(
      pglite.transaction(async (tx) => {
        const inTx = statements.inTransaction(tx);
        // Two first uses of one text at once: prepared once.
        const [a, b] = await Promise.all([inTx.query(insert, [3, "three"]), inTx.query(insert, [4, "four"])]);
        expect([a.rows, b.rows, a.affectedRows]).toEqual([[{ id: 3 }], [{ id: 4 }], 1]);
        await inTx.query(insert, [1, "again"]);
      }),
    ).rejects.toMatchObject({ code: "23505" });
    const after = await statements.query<{ n: number }>(pglite, "select count(*)::int as n from t", []);
    expect(after.rows[0]?.n).toBe(2);
    const used = await statements.query(pglite, insert, [5, "five"]);
    expect(used.rows).toEqual([{ id: 5 }]);
  });

  it("runs statements that cannot be prepared as they are", async () => {
    const before = statements.size;
    await pglite.transaction(async (tx) => {
      const inTx = statements.inTransaction(tx);
      await inTx.query("savepoint sp1");
      await inTx.query("set local statement_timeout = 1000");
      await inTx.query("release savepoint sp1");
    });
    expect(statements.size).toBe(before);
  });
});

describe("drizzle on the embedded engine goes through the prepared statements", () => {
  it("the same answers in and out of transactions, with one prepared text each", async () => {
    const database = await openDatabase({ dataDir: "", memory: true });
    try {
      const prepared = async () =>
        (await database.query("select count(*)::int as n from pg_prepared_statements")).rows[0]?.n;
      const read = () => database.db.execute(sql`select ${7}::int + 1 as n, ${"a'b"}::text as s`);
      expect((await read()).rows).toEqual([{ n: 8, s: "a'b" }]);
      const once = await prepared();
      expect((await read()).rows).toEqual([{ n: 8, s: "a'b" }]);
      expect(await prepared()).toBe(once);
      const inTx = await database.db.transaction(
        async (tx) => (await tx.execute(sql`select ${2}::int * 3 as n`)).rows,
      );
      expect(inTx).toEqual([{ n: 6 }]);
      expect(await prepared()).toBe(Number(once) + 1);
    } finally {
      await database.close();
    }
  });
});
