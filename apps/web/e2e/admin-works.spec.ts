import type { APIRequestContext } from "@playwright/test";
import { createWorkApi } from "./admin-helpers";
import { type Actor, expect, test } from "./fixtures";

const uniq = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);

async function createWorker(request: APIRequestContext, admin: Actor, role: string, name: string) {
  const mobile = `7${uniq()}${Math.floor(Math.random() * 10)}`.slice(0, 10).padEnd(10, "1");
  const res = await request.post("/api/users/create-user/", {
    headers: { authorization: `Bearer ${admin.tokens.access}` },
    data: {
      user_name: name,
      mobile_number: mobile,
      role,
      password: "secret123",
      district: "palakkad",
      place: "Ottapalam",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { mobile, id: (await res.json()).user.id as number };
}

test("an admin runs a work from creation to analytics", async ({ page, request, admin }) => {
  test.setTimeout(60_000); // the whole life of a work in one flow
  const tag = uniq();
  const hall = `E2E Hall ${tag}`;
  const boyName = `Boy ${tag}`;
  const headName = `Head ${tag}`;
  const boy = await createWorker(request, admin, "boys", boyName);
  await createWorker(request, admin, "head_boy", headName);

  await page.goto("/admin/works");
  await expect(page.getByRole("heading", { name: "Work Management" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /Upcoming/ })).toHaveAttribute("aria-selected", "true");

  // Create: the form refuses an empty submit, then saves.
  await page.getByRole("button", { name: "Add Work" }).first().click();
  const form = page.getByRole("dialog", { name: "Add Work" });
  await form.getByRole("button", { name: "Create Work" }).click();
  await expect(form.getByText("Auditorium name is required")).toBeVisible();
  await form.getByLabel("Auditorium name").fill(hall);
  await form.getByLabel("Customer name").fill("Ravi Kumar");
  await form.getByLabel("Customer mobile").fill("9876543210");
  await form.getByLabel("Address").fill("Temple Road");
  await form.getByLabel("Place").fill("Cherpulassery");
  await form.getByLabel("District").selectOption("palakkad");
  await form.getByLabel("Date").fill("2036-04-12");
  await form.getByLabel("Reporting time").fill("09:30");
  await form.getByLabel("Meal").selectOption("lunch");
  await form.getByLabel("Occasion").selectOption("wedding");
  await form.getByLabel("Boys needed", { exact: true }).fill("1");
  await form.getByLabel("Attendees").fill("250");
  await form.getByLabel("Payment amount (₹)").fill("15000");
  await form.getByLabel("Location URL").fill("not-a-url");
  await form.getByRole("button", { name: "Create Work" }).click();
  await expect(form.getByText("Location URL must be a valid URL (https://...)")).toBeVisible();
  await form.getByLabel("Location URL").fill("https://maps.google.com/?q=hall");
  await form.getByRole("button", { name: "Create Work" }).click();
  await expect(page.getByText("Work created successfully!")).toBeVisible();

  await page.getByLabel("Search works").fill(hall);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const card = page.getByRole("article", { name: hall });
  await expect(card).toBeVisible();
  // A lunch wedding shows both, the meal and the occasion.
  await expect(card.getByText("Lunch", { exact: true })).toBeVisible();
  await expect(card.getByText("Wedding", { exact: true })).toBeVisible();
  // A draft's Publish is on the card itself, not in "More actions"; staffing shown by role. A
  // future draft is never offered Complete.
  await expect(card.getByText("0 assigned / 1 needed")).toBeVisible();
  await card.getByRole("button", { name: `More actions for ${hall}` }).click();
  await expect(card.getByRole("button", { name: "Edit" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Complete" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
  await page.keyboard.press("Escape");
  // Publishing asks first, then says how many workers it was offered to (the two made above at least).
  await card.getByRole("button", { name: `Publish ${hall}` }).click();
  const ask = page.getByRole("alertdialog", { name: "Publish work" });
  await expect(ask).toContainText("Workers will see this work in the app and can request it.");
  await ask.getByRole("button", { name: "Publish" }).click();
  const offered = page.getByText(/^Published: offered to \d+ workers\.$/);
  await expect(offered).toBeVisible();
  expect(Number((await offered.innerText()).match(/\d+/)?.[0])).toBeGreaterThanOrEqual(2);
  await expect(card.getByRole("button", { name: `Publish ${hall}` })).toHaveCount(0);

  // The boy asks for the work.
  const list = await request.get(`/api/admin_panel/catering-works/?search=${encodeURIComponent(hall)}`, {
    headers: { authorization: `Bearer ${admin.tokens.access}` },
  });
  const workId = ((await list.json()) as { id: number }[])[0]?.id;
  expect(workId).toBeTruthy();
  const signin = await request.post("/api/users/signin/", {
    data: { identifier: boy.mobile, password: "secret123" },
  });
  const boyToken = (await signin.json()).tokens.access;
  const asked = await request.post("/api/users/work-request/create/", {
    headers: { authorization: `Bearer ${boyToken}` },
    data: { work: workId },
  });
  expect(asked.status(), await asked.text()).toBeLessThan(300);

  // Detail: accept the request.
  await card.getByRole("button", { name: "View Details" }).click();
  await expect(page).toHaveURL(new RegExp(`work=${workId}`));
  const detail = page.getByRole("dialog", { name: hall });
  const pending = detail.getByRole("list", { name: "Pending requests" });
  await expect(pending.getByText(boyName)).toBeVisible();
  await detail.getByRole("button", { name: `Accept ${boyName}` }).click();
  await expect(page.getByText("Request accepted and user assigned to the work")).toBeVisible();
  // The toast, raised inside the open (tall) dialog, leaves its title and close button uncovered.
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Request accepted" });
  await expect(toast).toHaveAttribute("data-mounted", "true");
  const toastBox = await toast.boundingBox();
  const headerBox = await detail.locator("h2").first().locator("../..").boundingBox();
  if (!toastBox || !headerBox) throw new Error("toast or dialog header has no box");
  expect(
    toastBox.y >= headerBox.y + headerBox.height ||
      toastBox.y + toastBox.height <= headerBox.y ||
      toastBox.x >= headerBox.x + headerBox.width ||
      toastBox.x + toastBox.width <= headerBox.x,
    `toast ${JSON.stringify(toastBox)} over the dialog header ${JSON.stringify(headerBox)}`,
  ).toBe(true);
  const assigned = detail.getByRole("list", { name: "Assigned users" });
  await expect(assigned.getByText(boyName)).toBeVisible();
  await expect(detail.getByText("No pending requests")).toBeVisible();

  // Assign a head boy: the Assign button waits for a selection; the boy is already assigned.
  await detail.getByRole("button", { name: "Assign Users" }).click();
  const modal = page.getByRole("dialog", { name: "Assign Users" });
  await expect(modal.getByRole("button", { name: /^Assign/ })).toBeDisabled();
  await modal.getByRole("tab", { name: /^Boys/ }).click();
  await expect(modal.getByRole("checkbox", { name: new RegExp(boyName) })).toBeDisabled();
  await modal.getByRole("tab", { name: /Head Boys/ }).click();
  await modal.getByLabel("Search users").fill(headName);
  await modal.getByRole("button", { name: `Details of ${headName}` }).click();
  const info = page.getByRole("dialog", { name: headName });
  await expect(info.getByText("Ottapalam")).toBeVisible();
  await info.getByRole("button", { name: "Close" }).click();
  await modal.getByRole("checkbox", { name: new RegExp(headName) }).check();
  await modal.getByRole("button", { name: "Assign (1)" }).click();
  await expect(modal).toBeHidden();
  await expect(assigned.getByText(headName)).toBeVisible();
  // Two boys on a work that needs one: the warning shows in the modal.
  await expect(detail.getByText("This work now has 2 boys assigned but needs only 1.")).toBeVisible();

  // Extra work for the boy.
  const setting = detail.getByRole("button", { name: `Setting extra work for ${boyName}` });
  await setting.click();
  await expect(setting).toHaveAttribute("aria-pressed", "true");

  // Remove the head boy (with confirmation).
  await detail.getByRole("button", { name: `Remove ${headName}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("User has been successfully removed from work assignment")).toBeVisible();
  await expect(assigned.getByText(headName)).toBeHidden();

  await detail.getByRole("button", { name: "Close" }).click();
  await expect(page).not.toHaveURL(/work=/);

  // Complete is not offered before the work's day, published or not (the API refuses it too);
  // completing a past, paid work is covered by the sub-admin spec.
  await card.getByRole("button", { name: `More actions for ${hall}` }).click();
  await expect(card.getByRole("button", { name: "Unpublish" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Complete" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // Analytics: not completed yet, so the figures so far are a projected profit (its revenue).
  await page.goto("/admin/work-analytics");
  await expect(page.locator("#admin-main").getByRole("heading", { name: "Work Analytics" })).toBeVisible();
  await page.getByLabel("Search").fill(hall);
  await page.getByRole("button", { name: "Apply Filters" }).click();
  const record = page.getByRole("article", { name: hall });
  await expect(record).toBeVisible();
  await expect(record.getByText("Profit (projected)", { exact: true })).toBeVisible();
  await record.getByRole("button", { name: `Payment summary of ${hall}` }).click();
  const summary = page.getByRole("dialog", { name: "Payment Summary & Details" });
  await expect(summary.getByRole("region", { name: "Team Members" })).toBeVisible();
  await expect(summary.getByRole("heading", { name: "Extra Expenses" })).toBeVisible();
  const download = page.waitForEvent("download");
  await summary.getByRole("button", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toBe(`payment-summary-work-${workId}.csv`);
  await summary.getByRole("button", { name: "Close" }).click();
  await page.getByRole("button", { name: "Overview" }).click();
  await expect(page.getByText("Profit/Loss over time (by month)")).toBeVisible();
});

test("the dashboard's View Details link opens that work; a 360 px screen has no sideways scroll", async ({
  page,
  request,
  admin,
}) => {
  const hall = `Link Hall ${uniq()}`;
  const id = await createWorkApi(request, admin.tokens.access, { Auditorium_name: hall, date: "2036-06-01" });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/admin/works?work=${id}`);
  await expect(page.getByRole("dialog", { name: hall })).toBeVisible();
  await expect(page.getByText("No users assigned yet")).toBeVisible();
  await page.getByRole("dialog", { name: hall }).getByRole("button", { name: "Close" }).click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goto("/admin/work-analytics");
  await expect(page.locator("#admin-main").getByRole("heading", { name: "Work Analytics" })).toBeVisible();
  const overflow2 = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow2).toBeLessThanOrEqual(0);
});
