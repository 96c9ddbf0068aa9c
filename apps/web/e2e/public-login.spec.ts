import { E2E_ADMIN } from "../playwright.config";
import { axeOn } from "./axe";
import { expect, test } from "./fixtures";
import {
  createUser,
  loginAsAdmin,
  loginAsSubadmin,
  loginAsWorker,
  registerUnapproved,
} from "./public-helpers";

test.describe("admin login /admin/login", () => {
  test("required fields, wrong password banner, inputs kept", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
    await expect(page.getByLabel("Email")).toHaveValue(E2E_ADMIN.email);
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("show/hide password, Signing in... with inputs disabled, then the dashboard", async ({ page }) => {
    await page.goto("/admin/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill(E2E_ADMIN.password);
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.route("**/api/admin_panel/login/", async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    await expect(page.getByLabel("Email")).toBeDisabled();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const stored = await page.evaluate(() => [
      localStorage.getItem("adminTokens"),
      localStorage.getItem("adminUser"),
    ]);
    expect(JSON.parse(stored[0] ?? "{}").access).toBeTruthy();
    expect(JSON.parse(stored[1] ?? "{}").role).toBe("admin");
  });

  test("already logged in: Redirecting to dashboard... then /admin/dashboard, replacing history", async ({
    page,
  }) => {
    await loginAsAdmin(page);
    await page.goto("/");
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto("/admin/login");
    await expect(page.getByText("Redirecting to dashboard...")).toBeVisible();
    await page.clock.runFor(150);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goBack();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test("a worker cannot use the admin login", async ({ page, request }) => {
    const worker = await createUser(request, "boys", "Not An Admin");
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(`${worker.mobile}@nowhere.test`);
    await page.getByLabel("Password", { exact: true }).fill(worker.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
  });
});

test.describe("sub-admin login /subadmin/login", () => {
  test("success, wrong password, wrong role, already logged in", async ({ page, request }) => {
    const captain = await createUser(request, "subadmin", "Login Captain");
    const boy = await createUser(request, "boys", "Login Boy");
    await page.goto("/subadmin/login");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Phone number or email is required")).toBeVisible();
    await page.getByLabel("Phone Number / Email").fill(captain.mobile);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid mobile number/UserID or password.");

    await page.getByLabel("Phone Number / Email").fill(boy.mobile);
    await page.getByLabel("Password", { exact: true }).fill(boy.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Only captains and admins can sign in here.");

    await loginAsSubadmin(page, captain);
    const stored = await page.evaluate(() => localStorage.getItem("subAdminTokens"));
    expect(stored).toBeTruthy();
    // The message shows for 100 ms: hold the page's clock so the check cannot miss it.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto("/subadmin/login");
    await expect(page.getByText("Redirecting to dashboard...")).toBeVisible();
    await page.clock.runFor(150);
    await expect(page).toHaveURL(/\/subadmin\/sub-dashboard$/);
  });

  test("an admin may sign in with e-mail on the sub-admin screen", async ({ page }) => {
    await page.goto("/subadmin/login");
    await page.getByLabel("Phone Number / Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/subadmin\/sub-dashboard$/);
  });
});

test.describe("worker login /user/login", () => {
  test("required fields, wrong password, Sign Up link", async ({ page, request }) => {
    const worker = await createUser(request, "boys", "Wrong Pass Boy");
    await page.goto("/user/login");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Mobile number or UserID is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await page.getByLabel("Mobile Number or UserID").fill(worker.mobile);
    await page.getByLabel("Password", { exact: true }).fill("nope-nope");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid mobile number/UserID or password.");
    await page.getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/user\/register$/);
  });

  test("success with the mobile number and with the UserID; already logged in goes to /user/home", async ({
    page,
    request,
  }) => {
    const worker = await createUser(request, "boys", "Happy Boy");
    await loginAsWorker(page, worker);
    const stored = await page.evaluate(() => localStorage.getItem("userTokens"));
    expect(stored).toBeTruthy();
    await page.goto("/user/login");
    await expect(page).toHaveURL(/\/user\/home$/);

    await page.evaluate(() => localStorage.clear());
    await page.goto("/user/login");
    await page.getByLabel("Mobile Number or UserID").fill(worker.userId);
    await page.getByLabel("Password", { exact: true }).fill(worker.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/user\/home$/);
  });

  test("the server's message for admins and unapproved workers", async ({ page, request }) => {
    await page.goto("/user/login");
    await page.getByLabel("Mobile Number or UserID").fill(E2E_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Admins sign in on the admin login page.");

    const pending = await registerUnapproved(request);
    await page.getByLabel("Mobile Number or UserID").fill(pending.mobile);
    await page.getByLabel("Password", { exact: true }).fill(pending.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Your account is awaiting admin approval.")).toBeVisible();
    await expect(page).toHaveURL(/\/user\/login$/);
    // On a phone the way on is a thumb's size, not a 16 px line of text.
    await page.setViewportSize({ width: 360, height: 740 });
    const onward = page.getByRole("link", { name: "Continue to your dashboard" });
    expect((await onward.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  });

  test("a deactivated worker sees the server's message", async ({ page, request }) => {
    const worker = await createUser(request, "boys", "Gone Boy");
    const token = (await (await request.post("/api/admin_panel/login/", { data: E2E_ADMIN })).json()).tokens
      .access;
    const list = await request.get(`/api/users/users/search/?search=${worker.mobile}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.status(), await list.text()).toBe(200);
    const id: number | undefined = (await list.json()).results[0]?.id;
    expect(id, "the new worker is found by mobile number").toEqual(expect.any(Number));
    const patch = await request.patch(`/api/users/users/${id}/admin-update/`, {
      headers: { authorization: `Bearer ${token}` },
      data: { is_active: false },
    });
    expect(patch.status(), await patch.text()).toBe(200);
    await page.goto("/user/login");
    await page.getByLabel("Mobile Number or UserID").fill(worker.mobile);
    await page.getByLabel("Password", { exact: true }).fill(worker.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Your account has been deactivated. Please contact the admin.",
    );
  });

  test("axe: the worker login has no serious or critical violations", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto("/user/login");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Password is required")).toBeVisible();
    const results = await axeOn(page).analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => v.id)).toEqual([]);
    await context.close();
  });
});
