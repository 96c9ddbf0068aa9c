import { expect, test } from "./fixtures";

test("the server serves the landing page and a healthy API", async ({ page, request }) => {
  const health = await request.get("/api/health");
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ status: "ok" });
  const res = await page.goto("/");
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle("CaterCrew | Catering & Event Staffing");
});

test("unknown paths redirect to / and /dashboard to the admin login", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});
