import { mkdirSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { createWorkApi } from "../admin-helpers";
import { axeOn } from "../axe";
import {
  type Actor,
  adminSession,
  bearer,
  createActor,
  expect,
  type Session,
  signInBrowser,
  test,
} from "../fixtures";

/**
 * Every screen of the app, as each actor sees it, at one width (a phone's in screens-phone.spec.ts,
 * a desktop's in screens-desktop.spec.ts): the screen's content is on the page (no spinner, no
 * skeleton), and axe finds no serious or critical problem. With SCREENSHOTS=1 (`npm run screens`)
 * the same walk saves a full-page PNG of each screen into docs/screens/<area>-<screen>-<width>.png.
 *
 * The two files sit in e2e/0-sweeps/ so that each runs first on its browser-test server (Playwright
 * runs a server's files in name order, folders included), on a database no other file has filled:
 * axe's time grows with the page, and after a hundred other tests the captain's user list alone
 * is 2,600 elements (measured: the captain's screens at 360 px, 14.5 s on an empty database, 26 s
 * after 13 other files had run).
 */
const SHOTS = process.env.SCREENSHOTS === "1";

const run = Date.now() % 100000;
let seq = 0;
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

/** No serious or critical axe findings on the page as it stands. */
async function expectAxeClean(page: Page, screen: string) {
  const results = await axeOn(page).exclude("iframe").analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${screen}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
    [],
  );
}

/** Waits until nothing on the page is still loading (skeletons and spinners gone). */
async function expectLoaded(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/^Loading\.\.\.$/)).toHaveCount(0);
}

/**
 * On a phone, every link, button and tab a thumb can reach is at least 44 px high, and a tab list
 * cut at the screen's edge shows its arrow.
 */
async function expectTapTargets(page: Page, screen: string) {
  const small = await page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("a[href], button, [role='tab'], summary")) {
      const r = el.getBoundingClientRect();
      // Not drawn (sr-only skip links, closed menus) or not for a thumb (hidden from everyone).
      if (r.width <= 1 || r.height <= 1 || el.closest("[aria-hidden='true'], [inert]")) continue;
      if (r.height < 44) {
        const name = (el.getAttribute("aria-label") || el.textContent || el.tagName).trim().slice(0, 40);
        out.push(`${name} ${Math.round(r.height)} px`);
      }
    }
    for (const list of document.querySelectorAll<HTMLElement>("[role='tablist']")) {
      const cut = list.scrollWidth - list.clientWidth - list.scrollLeft > 1;
      if (cut && !list.parentElement?.querySelector("[data-scroll-cue='right']"))
        out.push(`${list.getAttribute("aria-label")}: tabs cut off without an arrow`);
    }
    return out;
  });
  expect(small.map((s) => `${screen}: ${s}`)).toEqual([]);
}

/** One screen: loaded, axe-clean, and (with SCREENSHOTS=1) saved as a PNG. */
async function check(page: Page, area: string, screen: string, width: number) {
  await expectLoaded(page);
  await expectAxeClean(page, `${area}-${screen}`);
  if (width < 400 && (area === "subadmin" || area === "worker"))
    await expectTapTargets(page, `${area}-${screen}`);
  if (SHOTS) {
    // rootDir is the test folder, apps/web/e2e.
    const dir = path.resolve(test.info().config.rootDir, "../../../docs/screens");
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `${area}-${screen}-${width}.png`), fullPage: true });
  }
}

async function newPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: "reduce" });
  return page;
}

/** A work of today with the worker assigned, rated and paid a wage with extras; and a published work. */
async function seed(request: APIRequestContext, admin: Session, worker: Actor) {
  const auth = bearer(admin.tokens.access);
  seq += 1;
  const venue = `Screens Hall ${run}-${seq}`;
  const workId = await createWorkApi(request, admin.tokens.access, { Auditorium_name: venue, date: today() });
  const assign = await request.post("/api/admin_panel/assign/head-boy-captain/", {
    headers: auth,
    data: { work_id: workId, role_type: "boys", user_ids: [worker.user.id] },
  });
  expect(assign.ok(), await assign.text()).toBe(true);
  const rating = await request.post("/api/sub_admin/rate-boy/", {
    headers: auth,
    data: {
      user: worker.user.id,
      work: workId,
      pant: true,
      shoe: true,
      timing: true,
      neatness: true,
      performance: false,
    },
  });
  expect(rating.ok(), await rating.text()).toBe(true);
  const wage = await request.patch("/api/sub_admin/boy-wage/edit/", {
    headers: auth,
    data: {
      user: worker.user.id,
      work: workId,
      travel_allowance: "150",
      long_fare: "200",
      bonus: "50",
      payment_status: "not_paid",
    },
  });
  expect(wage.ok(), await wage.text()).toBe(true);
  const open = `Open Hall ${run}-${seq}`;
  await createWorkApi(request, admin.tokens.access, { Auditorium_name: open, date: today() }, { publish: true });
  return { workId, venue, open };
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole("heading", { name }).first()).toBeVisible();

// Each walk opens every screen of an area and runs axe on it: about 30 s on a quiet two-core
// machine, over 2 minutes when the machine is busy with other work.
type Viewport = { width: number; height: number };
type Walk = (fixtures: { browser: Browser; request: APIRequestContext }, viewport: Viewport) => Promise<void>;

/** Public screens: each opened, loaded and scanned. */
export const publicScreens: Walk = async ({ browser }, viewport) => {
  const w = viewport.width;
  test.setTimeout(300_000);
  const page = await newPage(browser, viewport);
  const screens: [string, string, string | RegExp][] = [
    ["landing", "/", /./],
    ["privacy", "/privacy", "Privacy Policy"],
    ["terms", "/terms", /Terms/],
    ["cookies", "/cookies", /Cookie/],
    ["faq", "/faq", /Frequently asked|FAQ/i],
    ["register", "/user/register", /Register|Join/i],
    ["admin-login", "/admin/login", /Admin/],
    ["subadmin-login", "/subadmin/login", /Sub ?Admin|Captain/i],
    ["user-login", "/user/login", /Sign|Login|Welcome/i],
    ["forgot-password", "/forgot-password", /password/i],
  ];
  for (const [screen, url, name] of screens) {
    await page.goto(url);
    await heading(page, name);
    await check(page, "public", screen, w);
  }
  await page.context().close();
};

/** Admin screens: each opened, loaded and scanned. */
export const adminScreens: Walk = async ({ browser, request }, viewport) => {
  const w = viewport.width;
  test.setTimeout(300_000);
  const admin = await adminSession(request);
  const worker = await createActor(request, "boys", { district: "palakkad", place: "Ottapalam" });
  const { workId, venue } = await seed(request, admin, worker);
  const page = await newPage(browser, viewport);
  await signInBrowser(page, "admin", admin);
  const screens: [string, string, string][] = [
    ["dashboard", "/admin/dashboard", "Dashboard"],
    ["users", "/admin/users", "Users"],
    ["user-requests", "/admin/user-request", "User Requests"],
    ["fares", "/admin/fares", "Fares"],
    ["works", "/admin/works", "Works"],
    ["analytics", "/admin/work-analytics", "Work Analytics"],
    ["inbox", "/admin/inbox", "Inbox"],
  ];
  for (const [screen, url, name] of screens) {
    await page.goto(url);
    await heading(page, name);
    await check(page, "admin", screen, w);
  }
  // The forms, each in its dialog; the work form also with its errors showing.
  const dialogs: [string, string, string, string][] = [
    ["user-form", "/admin/users", "Create User", "Create User"],
    ["fare-form", "/admin/fares", "Add Fare", "Add Fare"],
    ["work-form", "/admin/works", "Add Work", "Add Work"],
  ];
  for (const [screen, url, button, name] of dialogs) {
    await page.goto(url);
    await expectLoaded(page);
    await page.getByRole("button", { name: button }).first().click();
    await expect(page.getByRole("dialog", { name })).toBeVisible();
    await check(page, "admin", screen, w);
  }
  await page.getByRole("dialog", { name: "Add Work" }).getByRole("button", { name: "Create Work" }).click();
  await expect(page.getByText("Auditorium name is required")).toBeVisible();
  await check(page, "admin", "work-form-errors", w);
  if (w < 1024) {
    await page.goto("/admin/dashboard");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("link", { name: "Work Analytics" })).toBeVisible();
    await check(page, "admin", "menu", w);
  }
  // A work's detail (a dialog opened by its address).
  await page.goto(`/admin/works?work=${workId}`);
  const detail = page.getByRole("dialog", { name: venue });
  await expect(
    detail.getByRole("list", { name: "Assigned users" }).getByText(worker.user.user_name),
  ).toBeVisible();
  await check(page, "admin", "work-detail", w);
  // The work's payment summary, from analytics.
  await page.goto("/admin/work-analytics");
  await page.getByLabel("Search").fill(venue);
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await page
    .getByRole("article", { name: venue })
    .getByRole("button", { name: `Payment summary of ${venue}` })
    .click();
  const summary = page.getByRole("dialog", { name: "Payment Summary & Details" });
  await expect(summary.getByText("Long fare")).toBeVisible();
  await expect(summary.getByText("₹200.00").first()).toBeVisible();
  await check(page, "admin", "payment-summary", w);
  await page.context().close();
};

/** Sub-admin screens: each opened, loaded and scanned. */
export const subadminScreens: Walk = async ({ browser, request }, viewport) => {
  const w = viewport.width;
  test.setTimeout(300_000);
  const admin = await adminSession(request);
  const captain = await createActor(request, "subadmin");
  const worker = await createActor(request, "boys");
  const { venue } = await seed(request, admin, worker);
  const page = await newPage(browser, viewport);
  await signInBrowser(page, "subadmin", captain);
  const screens: [string, string, string][] = [
    ["dashboard", "/subadmin/sub-dashboard", "Dashboard"],
    ["users", "/subadmin/create-user", "Users"],
    ["catering-works", "/subadmin/catering-works", "Catering Works"],
    ["analytics", "/subadmin/work-analytics", "Work Analytics"],
  ];
  for (const [screen, url, name] of screens) {
    await page.goto(url);
    await heading(page, name);
    await check(page, "subadmin", screen, w);
  }
  await page.goto("/subadmin/create-user");
  await expectLoaded(page);
  await page.getByRole("button", { name: "Add User" }).click();
  await expect(page.getByRole("dialog", { name: "Create User" })).toBeVisible();
  await check(page, "subadmin", "user-form", w);
  // The crew of a work (a sheet), from Catering Works.
  await page.goto("/subadmin/catering-works");
  await page.getByRole("searchbox", { name: "Search works" }).fill(venue);
  await page
    .getByLabel(`Work ${venue}`)
    .getByRole("button", { name: /Rate and pay wages/ })
    .click();
  const crew = page.getByRole("dialog", { name: "Assigned Boys" });
  await expect(crew.getByText(worker.user.user_name)).toBeVisible();
  await check(page, "subadmin", "crew", w);
  await page.context().close();
};

/** Worker screens: each opened, loaded and scanned. */
export const workerScreens: Walk = async ({ browser, request }, viewport) => {
  const w = viewport.width;
  test.setTimeout(300_000);
  const admin = await adminSession(request);
  const worker = await createActor(request, "boys", {
    address: "House 1, Temple Road",
    district: "palakkad",
    place: "Cherpulassery",
    employment_type: "part_time",
  });
  const { workId, venue, open } = await seed(request, admin, worker);
  const page = await newPage(browser, viewport);
  await signInBrowser(page, "user", worker);
  const screens: [string, string, string][] = [
    ["home", "/user/home", open],
    ["my-works", "/user/my-works", venue],
    ["work-details", `/user/work-details/${workId}`, venue],
    ["profile", "/user/profile", worker.user.user_id],
  ];
  for (const [screen, url, text] of screens) {
    await page.goto(url);
    await expect(page.getByText(text).first()).toBeVisible();
    await check(page, "worker", screen, w);
  }
  await page.context().close();
};
