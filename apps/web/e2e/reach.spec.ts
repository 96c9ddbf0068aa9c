import type { APIRequestContext } from "@playwright/test";
import { createWorkApi } from "./admin-helpers";
import { type Actor, bearer, createActor, expect, test } from "./fixtures";

// A cheap Android phone.
// The offline and installable parts need the service worker, blocked elsewhere (playwright.config.ts).
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: "allow" });

/** A calendar date in Asia/Kolkata, `days` from today. */
function kolkataDate(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

let counter = 0;

async function publishedWork(request: APIRequestContext, admin: string, date: string, time = "10:30") {
  const name = `Reach Hall ${Date.now()}-${++counter}`;
  const work = {
    Auditorium_name: name,
    customer_name: "Customer Reach",
    customer_mobile: "9000000077",
    address: "Near bus stand",
    place: "Ottapalam",
    date,
    reporting_time: time,
    no_of_boys_needed: 10,
  };
  return { id: await createWorkApi(request, admin, work, { publish: true }), name };
}

async function assign(
  request: APIRequestContext,
  admin: string,
  workId: number,
  roleType: "subadmin" | "boys",
  ids: number[],
) {
  const res = await request.post("/api/admin_panel/assign/head-boy-captain/", {
    headers: bearer(admin),
    data: { work_id: workId, role_type: roleType, user_ids: ids },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A worker's next job tomorrow with a captain, both assigned by the admin. */
async function jobTomorrow(request: APIRequestContext, admin: Actor, worker: Actor) {
  const captain = await createActor(request, "subadmin");
  const work = await publishedWork(request, admin.token, kolkataDate(1), "18:45");
  await assign(request, admin.token, work.id, "subadmin", [captain.user.id]);
  await assign(request, admin.token, work.id, "boys", [worker.user.id]);
  return { work, captain };
}

test("My next jobs: the worker's confirmed work first, date first, with map and captain links", async ({
  page,
  request,
  adminApi,
  worker,
}) => {
  const { work, captain } = await jobTomorrow(request, adminApi, worker);
  const later = await publishedWork(request, adminApi.token, kolkataDate(9));
  await assign(request, adminApi.token, later.id, "boys", [worker.user.id]);

  await page.goto("/user/home");
  const section = page.getByRole("region", { name: "My next jobs" });
  const cards = section.getByRole("listitem");
  await expect(cards).toHaveCount(2);
  const first = cards.first();
  await expect(first).toContainText("Tomorrow");
  await expect(first).toContainText("6:45 PM");
  await expect(first.getByRole("link", { name: new RegExp(work.name) })).toHaveAttribute(
    "href",
    `/user/work-details/${work.id}`,
  );
  await expect(first.getByRole("link", { name: /Ottapalam.*\(map\)/ })).toHaveAttribute(
    "href",
    /google\.com\/maps\/search/,
  );
  await expect(
    first.getByRole("link", { name: `Call ${captain.user.user_name} ${captain.mobile}` }),
  ).toHaveAttribute("href", `tel:+91${captain.mobile}`);
  await expect(
    first.getByRole("link", { name: `WhatsApp ${captain.user.user_name} ${captain.mobile}` }),
  ).toHaveAttribute("href", new RegExp(`^https://wa\\.me/91${captain.mobile}\\?text=Hello`));
  await expect(cards.nth(1)).toContainText(later.name);
  // Available works come after the worker's own jobs.
  const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
  expect(headings.findIndex((h) => h.includes("My next jobs"))).toBeLessThan(
    headings.findIndex((h) => h.includes("Available Works")),
  );
});

test("the bell counts unread notifications and leads to the work", async ({
  page,
  request,
  adminApi,
  worker,
}) => {
  await page.goto("/user/home");
  const bell = page.getByRole("button", { name: /^Notifications/ }).first();
  await expect(bell).toHaveAccessibleName("Notifications");

  const { work } = await jobTomorrow(request, adminApi, worker);
  await page.reload();
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await bell.click();
  const panel = page.getByRole("region", { name: "Notifications" });
  await expect(panel.getByRole("button", { name: /You are assigned/ })).toContainText(work.name);
  await panel.getByRole("button", { name: /You are assigned/ }).click();
  await expect(page).toHaveURL(new RegExp(`/user/work-details/${work.id}$`));
  await expect(bell).toHaveAccessibleName("Notifications");
});

test("phone numbers on admin and captain screens are call and WhatsApp links; a published work can be shared", async ({
  page,
  request,
  adminApi,
}) => {
  const worker = await createActor(request, "boys", { district: "palakkad", place: "Cherpulassery" });
  const captain = await createActor(request, "subadmin");
  const work = await publishedWork(request, adminApi.token, kolkataDate(4));
  await assign(request, adminApi.token, work.id, "boys", [worker.user.id]);

  // Admin: the work's customer, the assigned worker, and Share on WhatsApp.
  await page.addInitScript(
    ([tokens, user]) => {
      localStorage.setItem("adminTokens", tokens);
      localStorage.setItem("adminUser", user);
    },
    [JSON.stringify(adminApi.tokens), JSON.stringify(adminApi.user)] as const,
  );
  await page.goto(`/admin/works?work=${work.id}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("link", { name: "WhatsApp Customer Reach 9000000077" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/919000000077\?text=/,
  );
  await expect(
    dialog.getByRole("link", { name: `Call ${worker.user.user_name} ${worker.mobile}` }),
  ).toHaveAttribute("href", `tel:+91${worker.mobile}`);
  const share = dialog.getByRole("link", { name: "Share on WhatsApp" });
  const href = (await share.getAttribute("href")) ?? "";
  expect(href.startsWith("https://wa.me/?text=")).toBe(true);
  const text = decodeURIComponent(href.split("?text=")[1] ?? "");
  expect(text).toContain(work.name);
  expect(text).toContain(`/user/work-details/${work.id}`);

  // Captain: the users list.
  const subadmin = await page.context().newPage();
  await subadmin.addInitScript(
    ([tokens, user]) => {
      localStorage.setItem("subAdminTokens", tokens);
      localStorage.setItem("subAdminUser", user);
    },
    [JSON.stringify(captain.tokens), JSON.stringify(captain.user)] as const,
  );
  await subadmin.goto("/subadmin/create-user");
  await expect(
    subadmin.getByRole("link", { name: `WhatsApp ${worker.user.user_name} ${worker.mobile}` }).first(),
  ).toHaveAttribute("href", new RegExp(`^https://wa\\.me/91${worker.mobile}`));
});

test("the worker area installs and opens offline with the last data it saw; / loads no service worker", async ({
  page,
  request,
  adminApi,
  worker,
  context,
}) => {
  const { work } = await jobTomorrow(request, adminApi, worker);

  // The public page: no service worker, no manifest.
  const visitor = await context.browser()?.newContext();
  if (!visitor) throw new Error("no browser");
  const publicPage = await visitor.newPage();
  await publicPage.goto("/");
  await expect(publicPage.getByRole("heading", { level: 1 })).toBeVisible();
  expect(
    await publicPage.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  ).toBe(0);
  expect(await publicPage.locator('link[rel="manifest"]').count()).toBe(0);
  await visitor.close();

  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ start_url: "/user/home", display: "standalone", short_name: "CaterCrew" });
  expect(manifest.name).toMatch(/ജോലികൾ/);
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );

  await page.goto("/user/home");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe("/user/");
  // Once the service worker controls the page, what the screens read is kept.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole("region", { name: "My next jobs" })).toContainText(work.name);
  await page
    .getByRole("link", { name: new RegExp(work.name) })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: new RegExp(work.name) }).first()).toBeVisible();

  await context.setOffline(true);
  await page.goto("/user/home");
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toBeVisible();
  await expect(page.getByRole("region", { name: "My next jobs" })).toContainText(work.name);
  await page.goto(`/user/work-details/${work.id}`);
  await expect(page.getByRole("heading", { name: new RegExp(work.name) }).first()).toBeVisible();
  await context.setOffline(false);
  await page.goto("/user/home");
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toHaveCount(0);
});

test("the worker home offers to install the app when the browser allows it", async ({ page, worker: _ }) => {
  await page.goto("/user/home");
  await expect(page.getByRole("region", { name: "My next jobs" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Install app" })).toHaveCount(0);
  await page.evaluate(() => {
    const e = new Event("beforeinstallprompt", { cancelable: true });
    Object.assign(e, {
      prompt: async () => {
        document.body.dataset.installPrompted = "yes";
      },
      userChoice: Promise.resolve({ outcome: "accepted" }),
    });
    window.dispatchEvent(e);
  });
  const offer = page.getByRole("region", { name: "Install the app" });
  // It floats over the page's foot instead of pushing the page down when the offer arrives.
  await expect(offer).toHaveCSS("position", "fixed");
  await page.getByRole("button", { name: "Install app" }).click();
  await expect(page.locator("body")).toHaveAttribute("data-install-prompted", "yes");
  await expect(page.getByRole("button", { name: "Install app" })).toHaveCount(0);
});

test("the install offer can be put off for this visit", async ({ page, worker: _ }) => {
  await page.goto("/user/home");
  await expect(page.getByRole("region", { name: "My next jobs" })).toBeVisible();
  await page.evaluate(() => {
    const e = new Event("beforeinstallprompt", { cancelable: true });
    Object.assign(e, {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: "dismissed" }),
    });
    window.dispatchEvent(e);
  });
  await page.getByRole("button", { name: "Not now" }).click();
  await expect(page.getByRole("region", { name: "Install the app" })).toHaveCount(0);
});
