import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as QueueModule from "@/lib/offline-queue";
import { signIn } from "@/test/render";

/**
 * The captain's roll call waits in IndexedDB, so it outlives a reload and a
 * restart of the phone (here: the module loaded afresh over the same IndexedDB, as a new page
 * would), and is sent once per write when the signal returns.
 */

/** The queue module as a freshly loaded page sees it (nothing kept in memory). */
async function freshPage(): Promise<typeof QueueModule> {
  vi.resetModules();
  return import("@/lib/offline-queue");
}

let online = true;
const posts: { path: string; key: string | null }[] = [];
/** A server that answers a replay of a key with the stored answer, as the API does. */
const seen = new Map<string, unknown>();

function stubServer() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      if (!online) throw new TypeError("Failed to fetch");
      const key = new Headers(init?.headers).get("idempotency-key");
      posts.push({ path: String(input), key });
      const answer = (key && seen.get(key)) ?? { user: 21, arrived_at: "2026-11-22T04:12:00.000Z" };
      if (key) seen.set(key, answer);
      return new Response(JSON.stringify(answer), {
        status: 201,
        headers: { "content-type": "application/json" },
      });
    }),
  );
}

const checkIn = (user: number) => ({
  kind: "check_in" as const,
  method: "POST" as const,
  path: "/sub_admin/check-in/",
  body: { work: 3, user },
  workId: 3,
  userId: user,
});

describe("the roll call waiting on the phone", () => {
  beforeEach(async () => {
    online = true;
    posts.length = 0;
    seen.clear();
    vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
    stubServer();
    signIn("subadmin");
    await (await freshPage()).clearQueue();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("keeps check-ins made with no signal across a reload and a restart, in order", async () => {
    online = false;
    const page = await freshPage();
    const first = await page.sendOrQueue(checkIn(21));
    const second = await page.sendOrQueue(checkIn(22));
    expect(page.isQueued(first) && page.isQueued(second)).toBe(true);
    expect(posts).toEqual([]);

    // Reload: nothing in memory, the line is read back from IndexedDB.
    const reloaded = await freshPage();
    await reloaded.flushQueue(); // still offline: sends nothing, loads the line
    const afterReload = await readLine(reloaded);
    expect(afterReload.map((e) => e.userId)).toEqual([21, 22]);
    expect(posts).toEqual([]);

    // A restart of the phone: again a new page; a third one joins the end of the line.
    const restarted = await freshPage();
    await restarted.sendOrQueue(checkIn(23));
    const line = await readLine(restarted);
    expect(line.map((e) => e.userId)).toEqual([21, 22, 23]);
    // Each keeps the key it was given when it was queued.
    expect(line.map((e) => e.id)).toEqual([...afterReload.map((e) => e.id), expect.any(String)]);
  });

  it("sends each waiting write exactly once when the signal returns, even if two pages try at once", async () => {
    online = false;
    const before = await freshPage();
    await before.sendOrQueue(checkIn(21));
    await before.sendOrQueue(checkIn(22));
    const keys = (await readLine(before)).map((e) => e.id);

    online = true;
    const page = await freshPage();
    // Two flushes at once in one page share one run.
    await Promise.all([page.flushQueue(), page.flushQueue()]);
    expect(posts.map((p) => [p.path, p.key])).toEqual([
      ["/api/sub_admin/check-in/", keys[0]],
      ["/api/sub_admin/check-in/", keys[1]],
    ]);
    expect(await readLine(page)).toEqual([]);

    // Another reload finds nothing left to send.
    const later = await freshPage();
    await later.flushQueue();
    expect(posts).toHaveLength(2);
  });

  it("keeps a write whose send failed for the network and sends it with the same key later", async () => {
    const page = await freshPage();
    // The browser says online, but the request does not get through.
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const result = await page.sendOrQueue(checkIn(21));
    expect(page.isQueued(result)).toBe(true);
    const [waiting] = await readLine(await freshPage());
    expect(waiting?.userId).toBe(21);

    stubServer();
    const next = await freshPage();
    await next.flushQueue();
    expect(posts.map((p) => p.key)).toEqual([waiting?.id]);
    expect(await readLine(next)).toEqual([]);
  });
});

/** The line as IndexedDB holds it. */
async function readLine(_page?: typeof QueueModule): Promise<QueueModule.QueuedWrite[]> {
  const { get } = await import("idb-keyval");
  return (await get<QueueModule.QueuedWrite[]>("catercrew:offline-queue")) ?? [];
}
