import { apiGet, createWorkApi } from "./admin-helpers";
import { expect, test } from "./fixtures";

function inDays(days: number): string {
  const d = new Date(Date.now() + 5.5 * 3600_000); // Asia/Kolkata calendar date
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

test("dashboard: four counts from the API, upcoming work cards, View Details opens the work", async ({
  page,
  request,
  admin,
}) => {
  const name = `Dash Hall ${Date.now()}`;
  const workId = await createWorkApi(request, admin.token, {
    Auditorium_name: name,
    date: inDays(400),
    work_type: "Lunch",
    occasion: "wedding",
    no_of_boys_needed: 12,
    payment_amount: "123456",
  });
  const stats = (await apiGet<Record<string, number>>(request, admin.token, "/api/admin_panel/admin/stats/"))
    .body;

  // The dashboard shows the first six upcoming works (the rest are a link away); this one is 400
  // days off, behind other tests' works, so the answer puts it first.
  let upcoming = 0;
  await page.route("**/api/admin_panel/catering/upcoming/", async (route) => {
    const answer = await route.fetch();
    const all = (await answer.json()) as { id: number }[];
    upcoming = all.length;
    await route.fulfill({
      response: answer,
      json: [...all.filter((w) => w.id === workId), ...all.filter((w) => w.id !== workId)],
    });
  });
  await page.goto("/admin/dashboard");
  const cards = page.getByRole("list", { name: "Statistics" });
  await expect(cards.getByRole("listitem").filter({ hasText: "Total Users" })).toContainText(
    String(stats.total_users),
  );
  await expect(cards.getByRole("listitem").filter({ hasText: "Works Completed" })).toContainText(
    String(stats.total_works_completed),
  );
  await expect(cards.getByRole("listitem").filter({ hasText: "Pending Works" })).toContainText(
    String(stats.total_pending_works),
  );
  await expect(cards.getByRole("listitem").filter({ hasText: "Join Requests" })).toContainText(
    String(stats.total_pending_join_requests),
  );

  const card = page
    .getByRole("list", { name: "Upcoming works" })
    .getByRole("listitem")
    .filter({ hasText: name });
  // A lunch wedding: the meal and the occasion.
  await expect(card).toContainText("Lunch");
  await expect(card).toContainText("Wedding");
  const shown = page.getByRole("list", { name: "Upcoming works" }).getByRole("listitem");
  await expect(shown).toHaveCount(Math.min(upcoming, 6));
  if (upcoming > 6)
    await expect(page.getByRole("link", { name: `See all ${upcoming} upcoming works` })).toHaveAttribute(
      "href",
      "/admin/works",
    );
  await expect(card).toContainText("₹1,23,456.00");
  await expect(card).toContainText("12 boys needed");
  // The day first, the month's short name: "26 Dec 2027" (docs/decisions/040).
  const [year, month, day] = inDays(400).split("-").map(Number);
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const expected = `${day} ${months[(month ?? 1) - 1]} ${year}`;
  await expect(card).toContainText(expected);
  await card.getByRole("link", { name: /View details/i }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/works\\?work=${workId}$`));
});

test("dashboard: empty state, then an error with Try again", async ({ adminPage: page }) => {
  let mode: "empty" | "error" | "live" = "empty";
  await page.route("**/api/admin_panel/catering/upcoming/", (route) => {
    if (mode === "empty") return route.fulfill({ status: 200, contentType: "application/json", body: "[]" });
    if (mode === "error")
      return route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"status":false,"message":"Failed to fetch upcoming works"}',
      });
    return route.continue();
  });
  await page.goto("/admin/dashboard");
  await expect(page.getByText("No upcoming works")).toBeVisible();
  mode = "error";
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to fetch upcoming works" })).toBeVisible({
    timeout: 15_000,
  });
  mode = "live";
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "Upcoming Works" })).toBeVisible();
  await expect(page.getByText("Failed to fetch upcoming works")).toHaveCount(0);
});
