import type { Request } from "@playwright/test";
import { expect, test } from "./fixtures";

// A cheap Android phone on a slow mobile network.
// The offline and installable parts need the service worker, blocked elsewhere (playwright.config.ts).
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: "allow" });

/** Chrome DevTools' "Slow 3G" profile: 2 s round trips, about 400 kbit/s each way. */
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };
/** What the screen needs: its code, its styles and its data (not icons or fonts). */
const NEEDED = new Set(["script", "stylesheet", "fetch", "xhr"]);

interface Seen {
  url: string;
  type: string;
  start: number;
  end: number;
}

/**
 * How many round trips after the page each request waited for: a request started after another
 * one ended may have needed its answer (its code, or data it reads), so it is one trip later.
 * The page itself is trip 0.
 */
function roundTrips(page: Seen, seen: Seen[]): Map<Seen, number> {
  const trips = new Map<Seen, number>([[page, 0]]);
  const ordered = [...seen].sort((a, b) => a.start - b.start);
  for (const r of ordered) {
    let depth = 1;
    for (const [q, d] of trips) if (q.end <= r.start) depth = Math.max(depth, d + 1);
    trips.set(r, depth);
  }
  return trips;
}

test("on slow 3G the worker home opens with its data in at most 2 round trips after the page", async ({
  page,
  worker,
}) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_3G);
  const started = new Map<Request, number>();
  const seen: Seen[] = [];
  let document: Seen | undefined;
  page.on("request", (r) => started.set(r, Date.now()));
  page.on("requestfinished", (r) => {
    const entry = { url: r.url(), type: r.resourceType(), start: started.get(r) ?? 0, end: Date.now() };
    if (r.resourceType() === "document") document = entry;
    else if (NEEDED.has(entry.type)) seen.push(entry);
  });

  await page.goto("/user/home");
  // The screen with its data: the greeting by name and the counts as numbers, no placeholders.
  // Round trips are counted, not seconds: slow 3G on a busy two-core machine takes its time.
  await expect(page.getByRole("heading", { level: 1 })).toContainText(worker.user.user_name, {
    timeout: 60_000,
  });
  await expect(page.locator(".animate-pulse")).toHaveCount(0, { timeout: 60_000 });
  const shownAt = Date.now();

  expect(document).toBeDefined();
  const before = seen.filter((r) => r.start < shownAt);
  const trips = roundTrips(document as Seen, before);
  const report = before.map((r) => `${trips.get(r)} ${r.type} ${new URL(r.url).pathname}`).join("\n");
  console.log(report);
  expect(Math.max(...trips.values()), report).toBeLessThanOrEqual(2);
  // The data came in one read: no other API read was even started by the time home was shown (one
  // still on its way counts too, so a slow machine cannot hide it).
  const apiReads = [...started]
    .filter(([r, at]) => at < shownAt && new URL(r.url()).pathname.startsWith("/api/"))
    .map(([r]) => new URL(r.url()).pathname);
  expect(apiReads).toEqual(["/api/users/home/summary/"]);
});
