import { hasNoHorizontalScroll } from "./admin-helpers";
import { expect, test } from "./fixtures";

test("desktop: sidebar links, title from the path, /admin redirects to the dashboard", async ({
  adminPage: page,
}) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page).toHaveTitle("Admin Panel | CaterCrew");
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link")).toHaveText([
    "Dashboard",
    "Users",
    "User Requests",
    "Fares",
    "Works",
    "Work Analytics",
    "Clients and billing",
    "Dues",
    "Money by month",
    "Inbox",
    "Bookings",
    "WhatsApp",
    "Settings",
  ]);
  await expect(page.locator("header h1")).toHaveText("Dashboard");
  await nav.getByRole("link", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.locator("header h1")).toHaveText("Users");
  await nav.getByRole("link", { name: "Fares" }).click();
  await expect(page.locator("header h1")).toHaveText("Fares");
  await nav.getByRole("link", { name: "Clients and billing" }).click();
  await expect(page).toHaveURL(/\/admin\/billing$/);
  await expect(page.locator("header h1")).toHaveText("Clients and billing");
  await nav.getByRole("link", { name: "Inbox" }).click();
  await expect(page).toHaveURL(/\/admin\/inbox$/);
  await expect(page.locator("header h1")).toHaveText("Inbox");
  // The header names every screen (docs/decisions/020-admin-and-captain-screens.md), User Requests included.
  await nav.getByRole("link", { name: "User Requests" }).click();
  await expect(page).toHaveURL(/\/admin\/user-request$/);
  await expect(page.locator("header h1")).toHaveText("User Requests");
  await nav.getByRole("link", { name: "Works", exact: true }).click();
  await expect(page.locator("header h1")).toHaveText("Works");
  await nav.getByRole("link", { name: "Work Analytics" }).click();
  await expect(page.locator("header h1")).toHaveText("Work Analytics");
});

test("mobile 360 px: slide-over with backdrop, closes on navigation, Escape and backdrop; no horizontal scroll", async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Upcoming Works" })).toBeVisible();
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  const menu = page.getByRole("button", { name: "Open menu" });
  await expect(page.getByRole("dialog", { name: "Admin menu" })).toHaveCount(0);
  await menu.click();
  const sheet = page.getByRole("dialog", { name: "Admin menu" });
  await expect(sheet).toBeVisible();
  await expect(page.getByTestId("sidebar-backdrop")).toBeVisible();
  await sheet.getByRole("link", { name: "Fares" }).click();
  await expect(page).toHaveURL(/\/admin\/fares$/);
  await expect(sheet).toHaveCount(0);
  await expect(page.locator("header h1")).toHaveText("Fares");
  await menu.click();
  // The slide-over listens for Escape once it is open and has moved focus into itself.
  await expect(page.getByRole("dialog", { name: "Admin menu" }).locator(":focus")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Admin menu" })).toHaveCount(0);
  await expect(menu).toBeFocused();
  await menu.click();
  await page.getByTestId("sidebar-backdrop").click({ position: { x: 340, y: 400 } });
  await expect(page.getByRole("dialog", { name: "Admin menu" })).toHaveCount(0);
  for (const path of ["/admin/users", "/admin/user-request", "/admin/fares"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    expect(await hasNoHorizontalScroll(page), path).toBe(true);
  }
});

test("logout clears the session and goes to /admin/login", async ({ adminPage: page }) => {
  await page.goto("/admin/dashboard");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("adminTokens"))).toBeNull();
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/admin\/login$/);
});
