import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../client.js";
import { ArrivalOrderGate, inArrivalOrder, inOwnTurn } from "./arrival-order.js";

/** The first request's last call came before the last request's first call. */
const oldestFirst = (order: string[]) => order.indexOf("A3") < order.indexOf("C1");

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Three requests arrive in turn; each makes `steps` calls through the gate one after another. */
async function runRequests(call: (name: string, step: number) => Promise<void>, steps: number) {
  const request = (name: string) =>
    inArrivalOrder(async () => {
      for (let step = 1; step <= steps; step += 1) await call(name, step);
    });
  const a = request("A");
  await tick();
  const b = request("B");
  const c = request("C");
  await Promise.all([a, b, c]);
}

describe("the embedded engine serves requests in arrival order", () => {
  it("a request that arrived first gets all its turns before a later one starts", async () => {
    const gate = new ArrivalOrderGate();
    const order: string[] = [];
    await runRequests(
      (name, step) =>
        gate.run(async () => {
          order.push(`${name}${step}`);
          await tick();
        }),
      3,
    );
    // Between two of its calls a request briefly waits for one call of a later request, never for
    // the whole queue: the oldest request is done before the youngest starts.
    expect(oldestFirst(order)).toBe(true);
    expect(order.indexOf("B3")).toBeLessThan(order.indexOf("C3"));
  });

  it("calls outside a request queue behind the requests already waiting", async () => {
    const gate = new ArrivalOrderGate();
    const order: string[] = [];
    const slow = inArrivalOrder(() =>
      gate.run(async () => {
        order.push("request");
        await tick();
      }),
    );
    const later = inArrivalOrder(() => gate.run(async () => void order.push("later request")));
    const background = gate.run(async () => void order.push("background"));
    await Promise.all([slow, later, background]);
    expect(order).toEqual(["request", "later request", "background"]);
  });

  it("the embedded database's queries go through the gate", async () => {
    const database = await openDatabase({ dataDir: "", memory: true });
    try {
      const order: string[] = [];
      await runRequests(async (name, step) => {
        await database.db.execute(sql`select 1`);
        order.push(`${name}${step}`);
      }, 3);
      // A bare PGlite answers first come, first served: A1 B1 C1 A2 B2 C2 A3 B3 C3.
      expect(oldestFirst(order), order.join(" ")).toBe(true);
    } finally {
      await database.close();
    }
  }, 180_000);

  it("each request starts in a turn of the event loop of its own, in the order they came", async () => {
    const order: string[] = [];
    const started = ["A", "B", "C"].map(
      (name) =>
        new Promise<void>((resolve) =>
          inOwnTurn(() => {
            order.push(name);
            // What the loop does between two requests (reading sockets, accepting a connection)
            // is queued like this: it must come before the next request, not after all three.
            setImmediate(() => {
              order.push(`loop after ${name}`);
              resolve();
            });
          }),
        ),
    );
    await Promise.all(started);
    expect(order).toEqual(["A", "loop after A", "B", "loop after B", "C", "loop after C"]);
  });

  it("a request started in its own turn keeps the ticket it took when it arrived", async () => {
    const gate = new ArrivalOrderGate();
    const order: string[] = [];
    let release = () => {};
    const held = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const calls: Promise<void>[] = [];
    for (const name of ["A", "B"]) {
      inOwnTurn(() => void calls.push(gate.run(async () => void order.push(name))));
    }
    // Background work that comes after the two requests arrived, before their turns started.
    calls.push(gate.run(async () => void order.push("background")));
    await tick();
    await tick();
    release();
    await held;
    await Promise.all(calls);
    expect(order).toEqual(["A", "B", "background"]);
  });
});
