import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { createTestApp, TEST_ENGINE, type TestApp } from "../test/helpers.js";
import { enqueue, enqueueMany, JobQueue, orderedJobId } from "./job-queue.js";

let t: TestApp;
let queue: JobQueue;
// A long idle interval: anything done within seconds was done without waiting it out.
const IDLE_SECONDS = 60;

const Q = {
  drain: "test-drain",
  bound: "test-bound",
  retry: "test-retry",
  order: "test-order",
  wake: "test-wake",
};

beforeAll(async () => {
  t = await createTestApp();
  queue = new JobQueue(t.app.database, { workers: true, pollingIntervalSeconds: IDLE_SECONDS });
  await queue.start(
    Object.values(Q).map((name) => ({ name, retryLimit: 2, retryDelay: 1, retryBackoff: false })),
  );
}, 120_000);
afterAll(async () => {
  await queue.stop();
  await t.close();
});

async function until(what: string, check: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`job queue workers on ${TEST_ENGINE}`, () => {
  it("time-ordered ids sort in the order they were made", () => {
    const ids = Array.from({ length: 5000 }, () => orderedJobId());
    expect([...ids].sort()).toEqual(ids);
    expect(
      ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id)),
    ).toBe(true);
  });

  it("drains a backlog of 120 jobs without waiting out the polling interval", async () => {
    const seen = new Set<number>();
    await t.db.transaction((tx) =>
      enqueueMany(
        tx,
        Q.drain,
        Array.from({ length: 120 }, (_, i) => ({ data: { i } })),
      ),
    );
    const started = Date.now();
    await queue.work<{ i: number }>(Q.drain, async (data) => {
      seen.add(data.i);
    });
    await until("120 jobs", () => seen.size === 120);
    expect(Date.now() - started).toBeLessThan(IDLE_SECONDS * 1000);
    // Completed, not left active.
    await until("completed", () => true);
    await sleep(100);
    const { rows } = await t.app.database.query(
      "select state::text as state, count(*)::int as n from pgboss.job where name = $1 group by 1",
      [Q.drain],
    );
    expect(rows).toEqual([{ state: "completed", n: 120 }]);
  });

  it("a job sent in this process wakes its idle worker", async () => {
    const at: number[] = [];
    await queue.work(Q.wake, async () => {
      at.push(Date.now());
    });
    await sleep(300); // the worker has found the queue empty and sleeps the interval
    for (let round = 0; round < 3; round++) {
      const sent = Date.now();
      await t.db.transaction((tx) => enqueue(tx, Q.wake, { round }));
      await until(`round ${round}`, () => at.length === round + 1, 5000);
      expect((at[round] ?? 0) - sent).toBeLessThan(2000);
    }
  });

  it("runs at most `concurrency` handlers at once, and more than one", async () => {
    let active = 0;
    let peak = 0;
    let done = 0;
    await t.db.transaction((tx) =>
      enqueueMany(
        tx,
        Q.bound,
        Array.from({ length: 40 }, (_, i) => ({ data: { i } })),
      ),
    );
    await queue.work(
      Q.bound,
      async () => {
        active++;
        peak = Math.max(peak, active);
        await sleep(30);
        active--;
        done++;
      },
      { concurrency: 4 },
    );
    await until("40 jobs", () => done === 40);
    expect(peak).toBe(4);
  });

  it("a failing job is retried without holding the others", async () => {
    const order: string[] = [];
    const tries: number[] = [];
    await t.db.transaction((tx) =>
      enqueueMany(tx, Q.retry, [
        { data: { n: "bad" } },
        ...Array.from({ length: 10 }, (_, i) => ({ data: { n: `ok${i}` } })),
      ]),
    );
    // A retry is due after its delay: the polling interval finds it (a short one here).
    const polling = new JobQueue(t.app.database, { workers: true, pollingIntervalSeconds: 0.5 });
    await polling.start([]);
    onTestFinished(() => polling.stop());
    await polling.work<{ n: string }>(Q.retry, async (data, job) => {
      if (data.n === "bad") {
        tries.push(job.retryCount);
        if (job.retryCount === 0) throw new Error("first try fails");
      }
      order.push(data.n);
    });
    await until("the retried job", () => order.includes("bad"));
    // The ten others were done before the retry (1 s later), not after it.
    expect(order.indexOf("bad")).toBe(10);
    expect(tries).toEqual([0, 1]);
  });

  it("jobs of one key run one at a time in the order they were sent; other keys side by side", async () => {
    const seen = new Map<string, number[]>();
    const running = new Set<string>();
    let overlapWithinKey = false;
    let peak = 0;
    let active = 0;
    const keys = ["91900000001", "91900000002", "91900000003"];
    // Sent over three transactions, interleaved, 21 per key.
    for (let batch = 0; batch < 3; batch++) {
      await t.db.transaction(async (tx) => {
        for (let i = 0; i < 21; i++) {
          const key = keys[i % 3] ?? "";
          await enqueue(tx, Q.order, { key, n: batch * 21 + i }, { key });
        }
      });
    }
    await queue.work<{ key: string; n: number }>(Q.order, async (data) => {
      if (running.has(data.key)) overlapWithinKey = true;
      running.add(data.key);
      active++;
      peak = Math.max(peak, active);
      await sleep(Math.floor(Math.random() * 15));
      seen.set(data.key, [...(seen.get(data.key) ?? []), data.n]);
      running.delete(data.key);
      active--;
    });
    await until("63 jobs", () => [...seen.values()].reduce((a, l) => a + l.length, 0) === 63);
    expect(overlapWithinKey).toBe(false);
    expect(peak).toBeGreaterThan(1);
    for (const key of keys) {
      const list = seen.get(key) ?? [];
      expect(list).toEqual([...list].sort((a, b) => a - b));
      expect(list).toHaveLength(21);
    }
  });
});
