import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import fp from "fastify-plugin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  notificationDeliveries,
  notifications,
  strikes,
  users,
  workRequests,
  works,
} from "../../db/schema.js";
import { createWork, futureDate, publish } from "../../test/factories.js";
import { createTestApp, type TestApp, type TestUser } from "../../test/helpers.js";
import { enqueue } from "../job-queue.js";
import {
  ANSWER_VERSION_NOW,
  AnswerStore,
  answerCachePlugin,
  type KeptAnswer,
  QUIET_TABLES,
  SIGNED_LINK_MIN_LIFE_MS,
  signedLinksHoldUntil,
} from "./answer-cache.js";

const answer = (snapshot: string, body: string, holdsUntil: number | null = null): KeptAnswer => ({
  snapshot,
  body: Buffer.from(body),
  headers: { "content-type": "application/json; charset=utf-8" },
  holdsUntil,
});

describe("AnswerStore", () => {
  it("gives an answer back only under the snapshot it was built in, and only while it holds", () => {
    const store = new AnswerStore(1024 * 1024);
    store.keep("a", answer("10:12:", "[1]", 5_000));
    expect(store.find("a", "10:12:", 1_000)?.body.toString()).toBe("[1]");
    expect(store.find("a", "10:13:", 1_000)).toBeUndefined();
    expect(store.find("a", "10:12:11", 1_000)).toBeUndefined();
    expect(store.find("a", "10:12:", 5_000)).toBeUndefined();
    expect(store.find("b", "10:12:", 1_000)).toBeUndefined();
    expect(store.stats()).toMatchObject({ hits: 1, misses: 4, stored: 1, entries: 1 });
  });

  it("stays within its bytes by dropping the least recently used answers", () => {
    const body = "x".repeat(1500);
    const store = new AnswerStore(4_000);
    store.keep("a", answer("1:1:", body));
    store.keep("b", answer("1:1:", body));
    store.find("a", "1:1:", 0); // a is now the most recently used
    store.keep("c", answer("1:1:", body));
    expect(store.find("b", "1:1:", 0)).toBeUndefined();
    expect(store.find("a", "1:1:", 0)?.body.toString()).toBe(body);
    expect(store.find("c", "1:1:", 0)?.body.toString()).toBe(body);
    expect(store.stats().bytes).toBeLessThanOrEqual(4_000);
    // Replacing an answer does not count its bytes twice.
    for (let i = 0; i < 20; i++) store.keep("a", answer(`1:${i}:`, body));
    expect(store.stats().entries).toBeLessThanOrEqual(3);
    expect(store.stats().bytes).toBeLessThanOrEqual(4_000);
  });
});

describe("answer cache plugin", () => {
  it("does not keep an answer when the database changed while it was built", async () => {
    let answerVersionNow = "5:5:";
    let built = 0;
    const app = Fastify();
    await app.register(
      fp(
        async (inner) => {
          inner.decorateRequest("auth", null);
          inner.decorateRequest("answerVersion", null);
          inner.addHook("onRequest", async (request) => {
            request.auth = { id: 1, role: "admin", userCode: "A1", userName: "A", isApproved: true };
            request.answerVersion = "5:5:";
          });
        },
        { name: "auth" },
      ),
    );
    await app.register(answerCachePlugin, {
      maxBytes: 1024 * 1024,
      publicUrl: "http://localhost:3000",
      answerVersionNow: async () => answerVersionNow,
    });
    app.get("/list", { config: { keepAnswers: true } }, async (_request, reply) => {
      built += 1;
      reply.header("x-total-count", "7");
      return [built];
    });
    // A commit lands while the first answer is built: it is sent but not kept.
    answerVersionNow = "5:6:";
    expect((await app.inject({ url: "/list" })).json()).toEqual([1]);
    expect(app.answerStore?.stats().stored).toBe(0);
    answerVersionNow = "5:5:";
    const second = await app.inject({ url: "/list" });
    const third = await app.inject({ url: "/list" });
    expect(second.json()).toEqual([2]);
    expect(third.json()).toEqual([2]);
    expect(third.headers["x-total-count"]).toBe("7");
    expect(third.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(built).toBe(2);
    await app.close();
  });
});

describe("kept answers with signed links", () => {
  it("holds only while every signed link inside has half an hour left", () => {
    const exp = 2_000_000_000;
    const body = JSON.stringify([
      { license_image: `http://x/api/media/license/1/?exp=${exp + 100}&sig=abc` },
      { license_image: `http://x/api/media/license/2/?exp=${exp}&sig=def` },
    ]);
    expect(signedLinksHoldUntil(body)).toBe(exp * 1000 - SIGNED_LINK_MIN_LIFE_MS);
    expect(signedLinksHoldUntil("[1,2]")).toBeNull();
  });

  it("a list with a license link is not answered from the store once the link would be stale", async () => {
    const app = Fastify();
    let built = 0;
    // Links that expire 20 minutes from now: already inside the half hour, so never kept for reuse.
    const exp = () => Math.floor(Date.now() / 1000) + 20 * 60;
    await app.register(
      fp(
        async (inner) => {
          inner.decorateRequest("auth", null);
          inner.decorateRequest("answerVersion", null);
          inner.addHook("onRequest", async (request) => {
            request.auth = { id: 1, role: "admin", userCode: "A1", userName: "A", isApproved: true };
            request.answerVersion = "7:7:";
          });
        },
        { name: "auth" },
      ),
    );
    await app.register(answerCachePlugin, {
      maxBytes: 1024 * 1024,
      publicUrl: "http://localhost:3000",
      answerVersionNow: async () => "7:7:",
    });
    app.get("/users", { config: { keepAnswers: true } }, async () => {
      built += 1;
      return [{ id: built, license_image: `/api/media/license/1/?exp=${exp()}&sig=s${built}` }];
    });
    const first = (await app.inject({ url: "/users" })).json();
    const second = (await app.inject({ url: "/users" })).json();
    expect(second[0].license_image).not.toBe(first[0].license_image);
    expect(built).toBe(2);
    await app.close();
  });
});

describe("kept answers against the real database", () => {
  let t: TestApp;
  let admin: TestUser;
  let boy: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser("admin");
    boy = await t.createUser("boys");
    other = await t.createUser("boys");
  });
  afterAll(async () => t?.close());

  // The version is this database's; a background job of this app writing a watched table would
  // move it, and then nothing may be reused. A hit is expected only when it did not move.
  const snapshot = async () => String((await t.app.database.query(ANSWER_VERSION_NOW)).rows[0]?.version);
  async function quietly<T>(read: () => Promise<T>): Promise<{ value: T; quiet: boolean }> {
    const before = await snapshot();
    const value = await read();
    return { value, quiet: (await snapshot()) === before };
  }

  const stats = () => {
    const store = t.app.answerStore;
    if (!store) throw new Error("the answer store is off");
    return store.stats();
  };

  it("answers a repeated read from the store, and a write made anywhere retires it at once", async () => {
    await createWork(t, { auditoriumName: "First Hall", date: futureDate(3) });
    const before = stats();
    const { value, quiet } = await quietly(async () => [
      await t.request({ url: "/api/admin_panel/catering/upcoming/", as: admin }),
      await t.request({ url: "/api/admin_panel/catering/upcoming/", as: admin }),
    ]);
    expect(value[1]?.body).toBe(value[0]?.body);
    if (quiet) expect(stats().hits).toBe(before.hits + 1);

    // Written straight to the database (another pooled connection on PostgreSQL), not through
    // any route: the next read must see it.
    for (let i = 1; i <= 5; i++) {
      await createWork(t, { auditoriumName: `Hall ${i}`, date: futureDate(3) });
      const names = (await t.request({ url: "/api/admin_panel/catering/upcoming/", as: admin }))
        .json()
        .map((w: { Auditorium_name: string }) => w.Auditorium_name);
      expect(names).toContain(`Hall ${i}`);
    }
  });

  it("keeps each caller's answer apart, with its list headers", async () => {
    const work = await createWork(t, { auditoriumName: "Open Hall", date: futureDate(4) });
    await publish(t, work.id);
    await t.db.insert(workRequests).values({ workId: work.id, userId: boy.id, workDate: work.date });
    const url = "/api/admin_panel/catering/published/?page=1&page_size=1";
    const status = async (who: TestUser) => {
      const res = await t.request({ url, as: who });
      expect(res.statusCode).toBe(200);
      return {
        applied: res.json()[0].already_applied,
        total: res.headers["x-total-count"],
        link: res.headers.link,
      };
    };
    const hits = stats().hits;
    const { value, quiet } = await quietly(async () => [
      await status(boy),
      await status(other),
      await status(boy),
      await status(other),
    ]);
    const [mine, theirs, mineAgain, theirsAgain] = value;
    expect(mine?.applied).toBe(true);
    expect(theirs?.applied).toBe(false);
    expect(mineAgain).toEqual(mine);
    expect(theirsAgain).toEqual(theirs);
    if (quiet) expect(stats().hits).toBe(hits + 2);
  });

  it("still checks the caller first: a deactivated admin gets no kept answer", async () => {
    const gone = await t.createUser("admin");
    expect((await t.request({ url: "/api/admin_panel/catering/upcoming/", as: gone })).statusCode).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    const res = await t.request({ url: "/api/admin_panel/catering/upcoming/", as: gone });
    expect(res.statusCode).toBe(401);
  });

  it("stops reusing a users page when a no-show leaves its 90-day window, with no write", async () => {
    const late = await t.createUser("boys", { userName: "Aaaa late striker" });
    const work = await createWork(t, { date: futureDate(5) });
    // Given 90 days ago less 1.5 seconds: counted now, out of the window in 1.5 seconds.
    await t.db.insert(strikes).values({
      userId: late.id,
      workId: work.id,
      createdAt: sql`now() - interval '90 days' + interval '1500 milliseconds'`,
    });
    const noShows = async () =>
      (await t.request({ url: "/api/admin_panel/admin/user/?page=1&page_size=200", as: admin }))
        .json()
        .results.find((u: { id: number }) => u.id === late.id).no_shows;
    const hits = stats().hits;
    const { value, quiet } = await quietly(async () => [await noShows(), await noShows()]);
    expect(value).toEqual([1, 1]);
    if (quiet) expect(stats().hits).toBe(hits + 1);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(await noShows()).toBe(0);
  });

  it("keeps answers through a background job's bookkeeping, and retires them on a watched write", async () => {
    await createWork(t, { auditoriumName: "Quiet Hall", date: futureDate(3) });
    const [n] = await t.db
      .insert(notifications)
      .values({ userId: boy.id, type: "account_approved" })
      .returning();
    if (!n) throw new Error("no notification");
    const [d] = await t.db
      .insert(notificationDeliveries)
      .values({ notificationId: n.id, channel: "push", status: "pending" })
      .returning();
    if (!d) throw new Error("no delivery");
    const url = "/api/admin_panel/catering/upcoming/";
    const first = await t.request({ url, as: admin });
    const version = await snapshot();
    // What a delivery job and the queue write while a publish's burst is being read.
    await t.db
      .update(notificationDeliveries)
      .set({ status: "sent" })
      .where(eq(notificationDeliveries.id, d.id));
    await t.db.transaction(async (tx) => enqueue(tx, "data-retention", {}));
    expect(await snapshot()).toBe(version);
    const hits = stats().hits;
    const again = await t.request({ url, as: admin });
    expect(again.body).toBe(first.body);
    expect(stats().hits).toBe(hits + 1);
    // A write to a table the answers read retires them.
    await t.db
      .update(works)
      .set({ auditoriumName: "Loud Hall" })
      .where(eq(works.auditoriumName, "Quiet Hall"));
    expect(await snapshot()).not.toBe(version);
    const names = (await t.request({ url, as: admin }))
      .json()
      .map((w: { Auditorium_name: string }) => w.Auditorium_name);
    expect(names).toContain("Loud Hall");
    expect(names).not.toContain("Quiet Hall");
  });

  it("raises the version once per committed transaction, never for one rolled back", async () => {
    const start = Number(await snapshot());
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await createWork({ db: tx }, { date: futureDate(9) });
    });
    expect(Number(await snapshot())).toBe(start + 1);
    await expect(
      t.db.transaction(async (tx) => {
        await createWork({ db: tx }, { date: futureDate(9) });
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect(Number(await snapshot())).toBe(start + 1);
  });

  it("watches every table of the public schema but the quiet ones", async () => {
    const rows = (
      await t.app.database.query(`
        select c.relname as name, exists (
          select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'answer_version_rows'
        ) and exists (
          select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'answer_version_truncate'
        ) as watched
        from pg_class c join pg_namespace s on s.oid = c.relnamespace
        where s.nspname = 'public' and c.relkind in ('r', 'p') and c.relname <> 'schema_migrations'`)
    ).rows as { name: string; watched: boolean }[];
    const unwatched = rows
      .filter((r) => !r.watched)
      .map((r) => r.name)
      .sort();
    expect(unwatched).toEqual([...QUIET_TABLES].sort());
    expect(rows.length).toBeGreaterThan(QUIET_TABLES.length + 10);
  });

  it("is off with ANSWER_CACHE_MB=0", async () => {
    const off = await createTestApp({ answerCacheMb: 0 });
    try {
      expect(off.app.answerStore).toBeNull();
      const a = await off.createUser("admin");
      expect((await off.request({ url: "/api/admin_panel/catering/upcoming/", as: a })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
