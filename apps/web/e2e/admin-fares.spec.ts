import { apiGet } from "./admin-helpers";
import { expect, test } from "./fixtures";

type Fare = { id: number; fare_type: string; amount: string };

test("fares: edit an amount (captain = subadmin), delete with a named confirm, add it back, adding an existing type sets its amount", async ({
  page,
  request,
  admin,
}) => {
  await page.goto("/admin/fares");
  const table = page.locator("table");
  await expect(table.getByRole("row")).toHaveCount(7); // header + six seeded types

  // Edit the captain (subadmin) fare.
  await page.getByRole("button", { name: "Edit Captain fare" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Fare" });
  await expect(dialog.getByLabel("Fare Type")).toHaveValue("captain");
  const amount = dialog.getByLabel("Amount (₹)");
  await amount.fill("-3");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(
    dialog.getByText("Amount must be a number of at least 0 with at most two decimals"),
  ).toBeVisible();
  await amount.fill("1250.5");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(table.getByRole("row", { name: /Captain/ })).toContainText("₹1,250.50");
  // The trade's words, never the codes.
  await expect(table).not.toContainText(/head_boy|subadmin|\bboys\b/);
  let fares = (await apiGet<Fare[]>(request, admin.token, "/api/admin_panel/list-base-fares/")).body;
  expect(fares.find((f) => f.fare_type === "subadmin")?.amount).toBe("1250.50");

  // Delete "loading" with a confirm naming it.
  await page.getByRole("button", { name: "Delete Loading (extra work) fare" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure you want to delete the Loading (extra work) fare?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(table.getByRole("row", { name: /Loading/ })).toHaveCount(0);
  fares = (await apiGet<Fare[]>(request, admin.token, "/api/admin_panel/list-base-fares/")).body;
  expect(fares.map((f) => f.fare_type)).not.toContain("loading");

  // Add it back; then a duplicate is refused with the server's message and the form keeps its values.
  await page.getByRole("button", { name: "Add Fare" }).click();
  const add = page.getByRole("dialog", { name: "Add Fare" });
  await add.getByRole("button", { name: "Add Fare" }).click();
  await expect(add.getByText("Fare type is required")).toBeVisible();
  await add.getByLabel("Fare Type").selectOption("loading");
  await add.getByLabel("Amount (₹)").fill("75");
  await add.getByRole("button", { name: "Add Fare" }).click();
  await expect(add).toHaveCount(0);
  await expect(table.getByRole("row", { name: /Loading/ })).toContainText("₹75.00");

  // Adding a type that exists sets its amount, as an edit would (record 055): here to the amount
  // it has, so the other tests' wages on this server stay as they are; still one fare of the type.
  const boys = fares.find((f) => f.fare_type === "boys")?.amount ?? "0";
  await page.getByRole("button", { name: "Add Fare" }).click();
  await add.getByLabel("Fare Type").selectOption("boys");
  await add.getByLabel("Amount (₹)").fill(boys);
  await add.getByRole("button", { name: "Add Fare" }).click();
  await expect(add).toHaveCount(0);
  fares = (await apiGet<Fare[]>(request, admin.token, "/api/admin_panel/list-base-fares/")).body;
  expect(fares.filter((f) => f.fare_type === "boys")).toHaveLength(1);
  expect(fares.find((f) => f.fare_type === "boys")?.amount).toBe(boys);
});

test("fares: a failed load shows the error with Try again", async ({ adminPage: page }) => {
  let fail = true;
  await page.route("**/api/admin_panel/list-base-fares/", (route) =>
    fail
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"status":false,"message":"Database is down"}',
        })
      : route.continue(),
  );
  await page.goto("/admin/fares");
  await expect(page.getByText("Failed to fetch fares")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Database is down")).toBeVisible();
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.locator("table").getByRole("row")).toHaveCount(7);
});
