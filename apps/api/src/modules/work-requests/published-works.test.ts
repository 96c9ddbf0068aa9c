import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, getTableColumns, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { type DbOrTx, openDatabase } from "../../db/client.js";
import { answerVersion, fares, workRequests, works } from "../../db/schema.js";
import { todayInKolkata } from "../../lib/dates.js";
import { accept, assign, createWork, futureDate, pastDate, requestWork } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";
import { SHARED_PUBLISHED_CAP, sharedPublishedPage } from "./published-works.service.js";
import { listPublishedForWorker } from "./work-requests.repository.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ jobWorkers: false });
});

afterAll(async () => {
  await t.close();
});

async function publishedVersion(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ v: answerVersion.publishedVersion }).from(answerVersion);
  return row?.v ?? Number.NaN;
}

/** The signed-in person a service sees for a test user. */
function authOf(who: TestUser): AuthUser {
  const { role, userCode, userName, language } = who.row;
  return {
    id: who.id,
    role,
    userCode,
    userName,
    isApproved: true,
    language: language === "ml" ? "ml" : "en",
  };
}

/** The worker's page from the shared list, which must be there (fewer works than the cap). */
async function shared(db: DbOrTx, who: TestUser, page = { page: 1, pageSize: 500 }) {
  const answer = await sharedPublishedPage({ db }, authOf(who), todayInKolkata(), page);
  if (!answer) throw new Error("the shared list was not used");
  return answer;
}

/** The published list's titles as a worker sees them (the route, through the shared list). */
async function titles(who: TestUser): Promise<string[]> {
  const res = await t.request({ method: "GET", url: "/api/admin_panel/catering/published/", as: who });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().map((w: { Auditorium_name: string }) => w.Auditorium_name);
}

/** The test app's own PostgreSQL database, at the server of `serverUrl`. */
async function thisDatabaseUrl(serverUrl: string): Promise<string> {
  const [row] = await t.db.select({ name: sql<string>`current_database()` }).from(answerVersion);
  const url = new URL(serverUrl);
  url.pathname = `/${row?.name}`;
  return url.toString();
}

/** A work's columns for a copy of it. */
function withoutId(row: typeof works.$inferSelect): Omit<typeof works.$inferInsert, "id"> {
  const { id: _id, ...rest } = row;
  return rest;
}

describe(`the published works read once for every worker (${TEST_ENGINE})`, () => {
  it("gives each worker the same pages, totals and standings as the per-worker read", async () => {
    const worker = await t.createUser("boys");
    const other = await t.createUser("head_boy");
    const day = futureDate(5);
    const made = [];
    // Same dates and times, so the order falls to the id, as in the per-worker read.
    for (let i = 0; i < 7; i++) {
      made.push(
        await createWork(t, { isPublished: true, date: i < 4 ? day : futureDate(2), reportingTime: "09:00" }),
      );
    }
    await createWork(t, { isPublished: false, date: day }); // not published
    await createWork(t, { isPublished: true, date: pastDate(2) }); // past
    await createWork(t, { isPublished: true, date: day, status: "cancelled" });
    const [a, b, c, d, e] = made as [
      (typeof made)[0],
      (typeof made)[0],
      (typeof made)[0],
      (typeof made)[0],
      (typeof made)[0],
    ];
    await requestWork(t, { workId: a.id, userId: worker.id });
    await requestWork(
      t,
      { workId: b.id, userId: worker.id },
      { status: "rejected", rejectionReason: "Full" },
    );
    await accept(t, { workId: c.id, userId: worker.id });
    await assign(t, { workId: d.id, userId: worker.id }); // the admin's: left out of the worker's list
    await assign(t, { workId: e.id, userId: other.id });

    for (const who of [worker, other]) {
      for (const pageSize of [1, 2, 3, 500]) {
        for (let page = 1; page <= 8; page++) {
          const { rows, total } = await shared(t.db, who, { page, pageSize });
          const mine = { rows, total };
          const theirs = await listPublishedForWorker(t.db, who.id, todayInKolkata(), { page, pageSize });
          expect(mine, `${who.id} page ${page} of ${pageSize}`).toEqual(theirs);
        }
      }
    }
    const all = await shared(t.db, worker);
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect(all.rows.map((r) => r.work.id)).not.toContain(d.id);
    expect(all.rows.find((r) => r.work.id === b.id)?.req?.rejectionReason).toBe("Full");
    expect(all.rows.find((r) => r.work.id === c.id)?.asg?.source).toBe("request");
    expect((await shared(t.db, other)).rows.map((r) => r.work.id)).toContain(d.id);
  });

  it("is read again after any write to the works or fares, and not after a request", async () => {
    const worker = await t.createUser("boys");
    const work = await createWork(t, {
      isPublished: true,
      date: futureDate(9),
      auditoriumName: "Before Hall",
    });
    expect(await titles(worker)).toContain("Before Hall");

    const v0 = await publishedVersion(t.db);
    await requestWork(t, { workId: work.id, userId: worker.id });
    expect(await publishedVersion(t.db)).toBe(v0);
    expect((await shared(t.db, worker)).rows.find((r) => r.work.id === work.id)?.req?.status).toBe("pending");

    await t.db.update(works).set({ auditoriumName: "After Hall" }).where(eq(works.id, work.id));
    expect(await publishedVersion(t.db)).toBe(v0 + 1);
    const now = await titles(worker);
    expect(now).toContain("After Hall");
    expect(now).not.toContain("Before Hall");

    // One raise per transaction, however many rows it wrote.
    await t.db.transaction(async (tx) => {
      await tx.update(works).set({ isPublished: false }).where(eq(works.id, work.id));
      await tx.insert(works).values({ ...withoutId(work), auditoriumName: "New Hall", isPublished: true });
    });
    expect(await publishedVersion(t.db)).toBe(v0 + 2);
    const later = await titles(worker);
    expect(later).toContain("New Hall");
    expect(later).not.toContain("After Hall");

    // The fares are kept with the works: a fare's change is seen too.
    await t.db
      .insert(fares)
      .values({ fareType: "boys", amount: "777.00" })
      .onConflictDoUpdate({ target: fares.fareType, set: { amount: "777.00" } });
    expect(await publishedVersion(t.db)).toBe(v0 + 3);
    const res = await t.request({ method: "GET", url: "/api/admin_panel/catering/published/", as: worker });
    expect(res.json()[0].pay.fare).toBe("777.00");

    // A rolled-back write raises nothing.
    await t.db
      .transaction(async (tx) => {
        await tx.update(works).set({ auditoriumName: "Never Hall" });
        throw new Error("undo");
      })
      .catch(() => {});
    expect(await publishedVersion(t.db)).toBe(v0 + 3);
    expect(await titles(worker)).not.toContain("Never Hall");
  });

  it("sees another process's write to the works", async () => {
    const worker = await t.createUser("boys");
    const work = await createWork(t, {
      isPublished: true,
      date: futureDate(11),
      auditoriumName: "Mine Hall",
    });
    // On PostgreSQL a second handle is another server process's pool; the embedded engine has one.
    const dataDir = mkdtempSync(path.join(tmpdir(), "cc-published-"));
    const second = process.env.TEST_DATABASE_URL
      ? await openDatabase({
          databaseUrl: await thisDatabaseUrl(process.env.TEST_DATABASE_URL),
          dataDir,
          poolSize: 2,
        })
      : null;
    try {
      const otherDb = second?.db ?? t.db;
      const listed = async () => (await shared(otherDb, worker)).rows.map((r) => r.work.auditoriumName);
      expect(await listed()).toContain("Mine Hall");
      await t.db.update(works).set({ auditoriumName: "Theirs Hall" }).where(eq(works.id, work.id));
      expect(await listed()).toContain("Theirs Hall");
      await t.db.delete(workRequests).where(eq(workRequests.workId, work.id));
      await t.db.delete(works).where(eq(works.id, work.id));
      expect(await listed()).not.toContain("Theirs Hall");
    } finally {
      await second?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("leaves each page to the per-worker read when more works are published than it keeps", async () => {
    const worker = await t.createUser("boys");
    const seedWork = await createWork(t, { isPublished: true, date: futureDate(20) });
    const columns = Object.values(getTableColumns(works))
      .map((c) => c.name)
      .filter((n) => n !== "id");
    const list = sql.raw(columns.map((n) => `"${n}"`).join(", "));
    await t.db.execute(
      sql`insert into ${works} (${list}) select ${list} from ${works}, generate_series(1, ${SHARED_PUBLISHED_CAP}) where ${works.id} = ${seedWork.id}`,
    );
    expect(
      await sharedPublishedPage({ db: t.db }, authOf(worker), todayInKolkata(), { page: 1, pageSize: 10 }),
    ).toBeNull();
    const res = await t.request({
      method: "GET",
      url: "/api/admin_panel/catering/published/?page_size=10",
      as: worker,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(10);
    expect(Number(res.headers["x-total-count"])).toBeGreaterThan(SHARED_PUBLISHED_CAP);
  });
});
