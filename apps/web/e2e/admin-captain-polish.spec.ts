import type { APIRequestContext, Page } from "@playwright/test";
import { createWorkApi, hasNoHorizontalScroll } from "./admin-helpers";
import { axeOn } from "./axe";
import { adminSession, bearer, createActor, expect, signInBrowser, test, uniqueMobile } from "./fixtures";
import { useLanguage } from "./language";

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
function inDays(days: number): string {
  const d = new Date(`${today()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** No serious or critical axe findings on the page as it stands. */
async function expectAxeClean(page: Page) {
  const results = await axeOn(page).exclude("iframe").analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A work created by the admin (unpublished), with the given people assigned as one role. */
async function seedWork(
  request: APIRequestContext,
  token: string,
  venue: string,
  date: string,
  needed: number,
  assign: { role: "boys" | "subadmin"; ids: number[] }[] = [],
) {
  // Reporting at 10:00: the clash message names the time.
  const workId = await createWorkApi(request, token, {
    Auditorium_name: venue,
    date,
    reporting_time: "10:00",
    work_type: "dinner",
    no_of_boys_needed: needed,
    attendees: 120,
  });
  for (const a of assign) {
    const r = await request.post("/api/admin_panel/assign/head-boy-captain/", {
      headers: bearer(token),
      data: { work_id: workId, role_type: a.role, user_ids: a.ids },
    });
    expect(r.ok(), await r.text()).toBe(true);
  }
  return workId;
}

async function newUser(request: APIRequestContext, token: string, role: string, name: string) {
  const res = await request.post("/api/users/create-user/", {
    headers: bearer(token),
    data: { user_name: name, mobile_number: uniqueMobile(), role, password: "polish-pass-1" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).user as { id: number };
}

const ADMIN_SCREENS = [
  { path: "/admin/dashboard", en: "Dashboard", ml: "ഡാഷ്ബോർഡ്" },
  { path: "/admin/users", en: "Users", ml: "ഉപയോക്താക്കൾ" },
  { path: "/admin/user-request", en: "User Requests", ml: "അംഗത്വ അപേക്ഷകൾ" },
  { path: "/admin/fares", en: "Fares", ml: "നിരക്കുകൾ" },
  { path: "/admin/works", en: "Works", ml: "ജോലികൾ" },
  { path: "/admin/work-analytics", en: "Work Analytics", ml: "ലാഭ-നഷ്ട കണക്കുകൾ" },
];

test.describe("admin screens", () => {
  test("the header names each screen and the sidebar has User Requests (English)", async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const s of ADMIN_SCREENS) {
      await page.goto(s.path);
      await expect(page.locator("header h1")).toHaveText(s.en);
    }
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "User Requests" })).toHaveAttribute(
      "href",
      "/admin/user-request",
    );
    // User Requests fits 1366 px: no page scroll, the table inside its box, the name on screen.
    await page.goto("/admin/user-request");
    await expect(page.locator("table tbody tr").first()).toBeVisible();
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    const fits = await page.evaluate(() => {
      const table = document.querySelector("table");
      const box = table?.parentElement;
      return table && box ? table.scrollWidth <= box.clientWidth + 1 : false;
    });
    expect(fits).toBe(true);
    await expectAxeClean(page);
  });

  test("the header names each screen in Malayalam", async ({ page, admin }) => {
    expect(admin.token).toBeTruthy();
    await useLanguage(page, "ml");
    for (const s of ADMIN_SCREENS) {
      await page.goto(s.path);
      await expect(page.locator("header h1")).toHaveText(s.ml);
    }
    await expect(
      page.getByRole("navigation").first().getByRole("link", { name: "അംഗത്വ അപേക്ഷകൾ" }),
    ).toBeVisible();
  });

  test("dashboard: what needs the admin now (English and Malayalam), axe clean", async ({
    page,
    request,
    admin,
  }) => {
    test.slow(); // three axe runs on a shared machine
    const venue = `Short Hall ${Date.now()}`;
    const boy = await newUser(request, admin.token, "boys", `Polish Boy ${Date.now()}`);
    await seedWork(request, admin.token, venue, inDays(1), 3, [{ role: "boys", ids: [boy.id] }]);
    // The week's whole list (the dashboard shows five; other tests add works of this week).
    await page.goto("/admin/dashboard?all=short-of-people");
    const section = page.getByRole("region", { name: "Needs your attention" });
    await expect(section).toBeVisible();
    const gaps = section.getByRole("list", { name: "Works short of people" });
    const row = gaps.getByRole("listitem").filter({ hasText: venue });
    await expect(row).toContainText("Tomorrow");
    await expect(row).toContainText("2 boys short (1 of 3)");
    await expect(row).toContainText("No captain");
    await expect(row.getByRole("link", { name: `Staff ${venue} on Tomorrow` })).toHaveAttribute(
      "href",
      /\/admin\/works\?work=\d+/,
    );
    await expect(section.getByRole("list", { name: "Waiting for you" }).getByRole("link")).toHaveCount(3);
    await expectAxeClean(page);
    // Works cards: staffing by role, the shortfall in its colour.
    await page.goto(`/admin/works`);
    await page.getByLabel("Search works").fill(venue);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const card = page.getByRole("article", { name: venue });
    await expect(card.locator("[data-staffing=short]")).toHaveText(/1 assigned \/ 3 needed/);
    // The draft's own Publish beside the card's two actions.
    await expect(card.getByRole("button", { name: `Publish ${venue}` })).toHaveCount(1);
    await expect(card.getByRole("button")).toHaveCount(3);
    await expectAxeClean(page);

    await page.evaluate(() => localStorage.setItem("catercrew.lang", "ml"));
    await page.goto("/admin/dashboard?all=short-of-people");
    const ml = page.getByRole("region", { name: "നിങ്ങളുടെ ശ്രദ്ധ വേണ്ടവ" });
    await expect(ml).toBeVisible();
    const mlRow = ml.getByRole("listitem").filter({ hasText: venue });
    await expect(mlRow).toContainText("നാളെ");
    await expect(mlRow).toContainText("2 ബോയ്സ് കുറവ്");
    await expect(mlRow).toContainText("ക്യാപ്റ്റൻ ഇല്ല");
    await expectAxeClean(page);
  });
});

test.describe("captain's home", () => {
  async function seedCaptain(request: APIRequestContext) {
    const admin = await adminSession(request);
    const token = admin.tokens.access;
    const captain = await createActor(request, "subadmin");
    const stamp = Date.now();
    const todayVenue = `Today Hall ${stamp}`;
    const laterVenue = `Later Hall ${stamp}`;
    const otherVenue = `Not Mine Hall ${stamp}`;
    await seedWork(request, token, laterVenue, inDays(3), 1, [{ role: "subadmin", ids: [captain.user.id] }]);
    await seedWork(request, token, todayVenue, today(), 1, [{ role: "subadmin", ids: [captain.user.id] }]);
    await seedWork(request, token, otherVenue, today(), 1);
    return { captain, todayVenue, laterVenue, otherVenue };
  }

  for (const lang of ["en", "ml"] as const) {
    test(`my works first, today first; completion is red and lists what it does (${lang})`, async ({
      page,
      request,
    }) => {
      test.slow(); // two axe runs
      const { captain, todayVenue, laterVenue, otherVenue } = await seedCaptain(request);
      await useLanguage(page, lang);
      await signInBrowser(page, "subadmin", captain);
      await page.goto("/subadmin/sub-dashboard");
      const words =
        lang === "en"
          ? {
              mine: "My works",
              today: "Today",
              open: "Open work",
              complete: "Mark as Completed",
              sheet: "Mark Work as Completed",
              consequence: "Ratings and wages can no longer be added or changed.",
            }
          : {
              mine: "എന്റെ ജോലികൾ",
              today: "ഇന്ന്",
              open: "ജോലി തുറക്കുക",
              complete: "പൂർത്തിയാക്കുക",
              sheet: "ജോലി പൂർത്തിയാക്കുക",
              consequence: "റേറ്റിംഗും കൂലിയും ഇനി ചേർക്കാനോ മാറ്റാനോ കഴിയില്ല.",
            };
      const mine = page.getByRole("list", { name: words.mine });
      await expect(mine.getByRole("listitem")).toHaveCount(2);
      await expect(mine.getByRole("listitem").first()).toContainText(todayVenue);
      await expect(mine.getByRole("listitem").first()).toContainText(words.today);
      await expect(mine.getByRole("listitem").nth(1)).toContainText(laterVenue);
      await expect(mine).not.toContainText(otherVenue);
      await expectAxeClean(page);

      // Open today's work: its card offers completion (red), the later one does not.
      await mine
        .getByRole("listitem")
        .first()
        .getByRole("link", { name: new RegExp(todayVenue) })
        .click();
      await expect(page).toHaveURL(/\/subadmin\/catering-works\?work=\d+/);
      const card = page.getByRole("article").filter({ hasText: todayVenue });
      const button = card.getByRole("button", { name: words.complete, exact: true });
      await expect(button).toBeVisible();
      await expect(button).toHaveClass(/text-red-700/);
      await button.click();
      const sheet = page.getByRole("dialog").last();
      await expect(sheet).toBeVisible();
      await expect(sheet).toHaveAccessibleName(words.sheet);
      // What completing does, listed before the (red) button.
      await expect(sheet).toContainText(words.consequence);
      await expect(sheet.getByRole("button", { name: words.complete, exact: true })).toHaveClass(
        /bg-red-700/,
      );
      await expectAxeClean(page);
      await page.keyboard.press("Escape");

      await page.goto(`/subadmin/catering-works?search=${encodeURIComponent(laterVenue)}`);
      const later = page.getByRole("article").filter({ hasText: laterVenue });
      await expect(later).toBeVisible();
      await expect(later.getByRole("button", { name: words.complete, exact: true })).toHaveCount(0);
    });
  }
});

test("the assign picker warns of a same-day booking before saving", async ({ page, request, admin }) => {
  const stamp = Date.now();
  const boyName = `Booked Boy ${stamp}`;
  const boy = await newUser(request, admin.token, "boys", boyName);
  const target = `Picker Hall ${stamp}`;
  const other = `Other Hall ${stamp}`;
  const targetId = await seedWork(request, admin.token, target, inDays(9), 2);
  await seedWork(request, admin.token, other, inDays(9), 2, [{ role: "boys", ids: [boy.id] }]);
  await page.goto(`/admin/works?work=${targetId}`);
  const detail = page.getByRole("dialog", { name: target });
  await detail.getByRole("button", { name: "Assign Users" }).click();
  const modal = page.getByRole("dialog", { name: "Assign Users" });
  await modal.getByLabel("Search users").fill(boyName);
  const row = modal.getByRole("listitem").filter({ hasText: boyName });
  await expect(row).toContainText(`Already booked that day: ${other} at 10:00`);
  await expect(modal.getByText(/already booked on another work that day/)).toHaveCount(0);
  await modal.getByRole("checkbox", { name: new RegExp(boyName) }).check();
  await expect(
    modal.getByText(
      "1 selected person is already booked on another work that day. You can still assign them.",
    ),
  ).toBeVisible();
  await expectAxeClean(page);
});
