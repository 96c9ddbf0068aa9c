import { expect, test } from "./fixtures";
import { useLanguage } from "./language";
import { createUser, loginAsAdmin, loginAsSubadmin, loginAsWorker } from "./public-helpers";

test.describe("route table, logged out", () => {
  const rows: Array<[string, RegExp]> = [
    ["/login", /\/user\/login$/],
    ["/profile", /\/user\/login$/],
    ["/my-works", /\/user\/login$/],
    ["/work-details/42", /\/user\/login$/],
    ["/dashboard", /\/admin\/login$/],
    ["/some/unknown/path", /127\.0\.0\.1:\d+\/$/],
    ["/admin", /\/admin\/login$/],
    ["/admin/users", /\/admin\/login$/],
    ["/admin/work-analytics", /\/admin\/login$/],
    ["/subadmin", /\/subadmin\/login$/],
    ["/subadmin/catering-works", /\/subadmin\/login$/],
    ["/user", /\/user\/login$/],
    ["/user/home", /\/user\/login$/],
    ["/user/work-details/7", /\/user\/login$/],
  ];
  for (const [from, to] of rows) {
    test(`${from} lands on ${to.source}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
    });
  }

  test("public routes render their screens with the brand titles", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("truly special");
    await expect(page).toHaveTitle("CaterCrew | Catering & Event Staffing");
    await page.goto("/user/register");
    await expect(page.getByRole("heading", { name: "Join our team" })).toBeVisible();
    // Every /user path carries the worker area's title, the registration and login too (docs/decisions/019-public-forms-and-forgot-password.md).
    await expect(page).toHaveTitle("User Dashboard | CaterCrew");
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
    await expect(page).toHaveTitle("Admin Panel | CaterCrew");
    await page.goto("/subadmin/login");
    await expect(page.getByRole("heading", { name: "Captain", exact: true })).toBeVisible();
    await expect(page).toHaveTitle("Captain | CaterCrew");
    await page.goto("/user/login");
    await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
    await expect(page).toHaveTitle("User Dashboard | CaterCrew");
    await page.goto("/forgot-password");
    await expect(page.getByRole("heading", { name: "Forgot password?" })).toBeVisible();
    await expect(page).toHaveTitle("CaterCrew | Catering & Event Staffing");
  });

  test("a guard shows Loading... for its 100 ms wait, then replaces history with the login", async ({
    page,
  }) => {
    // The page's clock starts at a time of the test's own, so the pause is ahead of it however
    // long the landing page takes to load on a busy machine.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.goto("/");
    await page.clock.pauseAt(start + 60_000);
    await page.goto("/admin/users");
    await expect(page.getByRole("status")).toHaveText("Loading...");
    await expect(page).toHaveURL(/\/admin\/users$/);
    // The lazy route modules load first; then the guard's 100 ms timer decides.
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return new URL(page.url()).pathname;
      })
      .toBe("/admin/login");
    // replace: going back skips the guarded URL and returns to the landing page
    await page.goBack();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test("/work-details/{id} goes through /user/work-details/{id} and back there after signing in", async ({
    page,
    request,
  }) => {
    const worker = await createUser(request, "boys", "Detail Seeker");
    await page.goto("/work-details/99");
    await expect(page).toHaveURL(/\/user\/login$/);
    await page.getByLabel("Mobile Number or UserID").fill(worker.mobile);
    await page.getByLabel("Password", { exact: true }).fill(worker.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/user\/work-details\/99$/);
  });
});

test.describe("route table, logged in", () => {
  test("admin: /admin goes to the dashboard, /dashboard still goes to the admin login screen", async ({
    page,
  }) => {
    await loginAsAdmin(page);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page).toHaveTitle("Admin Panel | CaterCrew");
    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/admin\/users$/);
    // /dashboard -> /admin/login, which then forwards a signed-in admin to the dashboard
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("sub-admin: /subadmin goes to /subadmin/sub-dashboard", async ({ page, request }) => {
    const captain = await createUser(request, "subadmin", "Route Captain");
    await loginAsSubadmin(page, captain);
    await page.goto("/subadmin");
    await expect(page).toHaveURL(/\/subadmin\/sub-dashboard$/);
    await expect(page).toHaveTitle("Captain | CaterCrew");
  });

  test("worker: /user, /profile, /my-works and /work-details/{id} land in the worker area", async ({
    page,
    request,
  }) => {
    const worker = await createUser(request, "boys", "Route Worker");
    await loginAsWorker(page, worker);
    await expect(page).toHaveTitle("User Dashboard | CaterCrew");
    await page.goto("/user");
    await expect(page).toHaveURL(/\/user\/home$/);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/user\/profile$/);
    await page.goto("/my-works");
    await expect(page).toHaveURL(/\/user\/my-works$/);
    await page.goto("/work-details/5");
    await expect(page).toHaveURL(/\/user\/work-details\/5$/);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/user\/home$/);
  });

  test("an expired stored session counts as logged out", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, "");
      const access = `${b64({ alg: "HS256" })}.${b64({ exp: Math.floor(Date.now() / 1000) - 60 })}.x`;
      localStorage.setItem("adminTokens", JSON.stringify({ access, refresh: "" }));
      localStorage.setItem("adminUser", JSON.stringify({ id: 1, role: "admin" }));
    });
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  });
});

test.describe("first screens named in the page", () => {
  test("an address opened directly names its screen's files and messages, and every one is served", async ({
    page,
  }) => {
    await useLanguage(page, "ml");
    const preloaded: string[] = [];
    const failed: string[] = [];
    page.on("response", (res) => {
      if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
    });
    const res = await page.goto("/user/login");
    const html = (await res?.text()) ?? "";
    for (const m of html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g))
      preloaded.push(m[1] ?? "");
    expect(html).toContain('<html lang="ml">');
    expect(preloaded.some((href) => /\/user-login-page-[\w-]+\.js$/.test(href))).toBe(true);
    expect(preloaded.some((href) => /\/auth-[\w-]+\.js$/.test(href))).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ലോഗിൻ ചെയ്യുക");
    expect(failed).toEqual([]);
    // A screen drawn into its page (docs/decisions/028) names the router's files, not its own:
    // those load after the first paint.
    const drawn = await (await page.request.get("/user/register")).text();
    expect(drawn).toContain('data-path="/user/register"');
    expect(drawn).toMatch(/rel="modulepreload" crossorigin href="\/assets\/start-app-[\w-]+\.js"/);
    expect(drawn).not.toMatch(/register-page-[\w-]+\.js/);
  });
});
