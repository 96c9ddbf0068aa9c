import type { APIRequestContext, Page } from "@playwright/test";
import { createWorkApi } from "./admin-helpers";
import { adminSession, expect, signInAs, signInBrowser, test } from "./fixtures";

/** A captain on a phone at the venue: 360 px wide. */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const run = Date.now() % 100000;
let seq = 0;
const mobile = () => `8${String(run).padStart(5, "0")}${String(++seq).padStart(4, "0")}`;

async function adminToken(request: APIRequestContext): Promise<string> {
  return (await adminSession(request)).tokens.access;
}

async function createUser(request: APIRequestContext, token: string, role: string, name: string) {
  const res = await request.post("/api/users/create-user/", {
    headers: { authorization: `Bearer ${token}` },
    data: { user_name: name, mobile_number: mobile(), role, password: "captain-pass-1" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).user as { id: number; mobile_number: string; user_name: string };
}

async function seedCrewWork(request: APIRequestContext, crewSize: number) {
  const token = await adminToken(request);
  const auth = { authorization: `Bearer ${token}` };
  for (const [fare_type, amount] of [
    ["boys", "500"],
    ["supervisor", "800"],
    ["loading", "75.25"],
  ]) {
    const res = await request.put(`/api/admin_panel/base-fares/update/${fare_type}/`, {
      headers: auth,
      data: { fare_type, amount },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const captain = await createUser(request, token, "subadmin", `Captain ${run}`);
  const venue = `Sree Hall ${run}-${seq}`;
  const workId = await createWorkApi(request, token, {
    Auditorium_name: venue,
    // Today in Kerala: the work has happened, so it can be completed (docs/decisions/029-money-and-work-rules.md).
    date: new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()),
    no_of_boys_needed: crewSize,
    payment_amount: "50000", // the card shows it
  });
  const boys = [];
  for (let i = 0; i < crewSize; i++)
    boys.push(await createUser(request, token, "boys", `Boy ${run}-${i + 1}`));
  const assign = await request.post("/api/admin_panel/assign/head-boy-captain/", {
    headers: auth,
    data: { work_id: workId, role_type: "boys", user_ids: boys.map((b) => b.id) },
  });
  expect(assign.ok(), await assign.text()).toBe(true);
  const extra = await request.put(`/api/admin_panel/assign-extra-work/${workId}/${boys[0]?.id}/`, {
    headers: auth,
    data: { is_loading: true, is_setting: false },
  });
  expect(extra.ok(), await extra.text()).toBe(true);
  return { token, captain, workId, venue, boys };
}

async function signIn(page: Page, request: APIRequestContext, identifier: string) {
  await signInAs(page, request, "subadmin", identifier, "captain-pass-1");
  await expect(page).toHaveURL(/\/subadmin\/sub-dashboard$/);
}

async function noHorizontalScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
}

test("a captain rates, pays, logs expenses and closes a work on a 360 px phone; totals match the admin's summary", async ({
  page,
  request,
}) => {
  const { token, captain, workId, venue, boys } = await seedCrewWork(request, 2);
  await signIn(page, request, captain.mobile_number);
  await expect(page.locator("header").getByText("Captain", { exact: true })).toBeVisible();
  await expect(page.getByText("Total Users")).toBeVisible();
  await noHorizontalScroll(page);

  // Sidebar on a phone: open the menu, go to Catering Works.
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("link", { name: "Catering Works" }).click();
  await expect(page).toHaveURL(/\/subadmin\/catering-works$/);
  await page.getByRole("searchbox", { name: "Search works" }).fill(venue);
  const card = page.getByLabel(`Work ${venue}`);
  await expect(card).toBeVisible();
  await noHorizontalScroll(page);

  // Assigned Boys: the first boy (loading extra) is rated, then paid.
  await card.getByRole("button", { name: /Rate and pay wages/ }).click();
  const crew = page.getByRole("dialog", { name: "Assigned Boys" });
  const boy1 = crew.getByRole("listitem", { name: boys[0]?.user_name });
  await expect(boy1.getByText("Wage after rating")).toBeVisible();
  await boy1.getByRole("button", { name: "Rate User" }).click();

  const rating = page.getByRole("dialog", { name: "Rate User" });
  for (const mark of ["Pant", "Shoe", "Timing", "Neatness"]) {
    await rating.getByRole("group", { name: mark }).getByText("Good").click();
  }
  await rating.getByRole("group", { name: "Performance" }).getByText("Poor").click();
  await rating.getByLabel("Arrival time").fill("09:45");
  await rating.getByRole("button", { name: "Submit Rating" }).click();

  await expect(boy1.getByText("Saved")).toBeVisible();
  await expect(boy1.getByText("Saved")).toBeHidden({ timeout: 4000 });
  await boy1.getByRole("button", { name: "Add Wage" }).click();
  const wage = page.getByRole("dialog", { name: "Add Wage" });
  // Live figures from the shared computeWage: 500 base + 40 rating + 75.25 loading.
  await expect(wage.getByText("₹615.25")).toBeVisible();
  await wage.getByLabel("Travel allowance (TA)").fill("40.50");
  await wage.getByLabel("Bonus").fill("9.99");
  await expect(wage.getByText("₹665.74")).toBeVisible();
  await wage.getByLabel("Payment status").selectOption("paid");
  await wage.getByRole("button", { name: "Save Wage" }).click();
  await expect(boy1.getByRole("button", { name: "Edit Wage" })).toBeVisible();
  await expect(boy1.getByText("Wage Processed")).toBeVisible();

  // The second boy: absent, so only typed amounts count.
  const boy2 = crew.getByRole("listitem", { name: boys[1]?.user_name });
  await boy2.getByRole("button", { name: "Rate User" }).click();
  const rating2 = page.getByRole("dialog", { name: "Rate User" });
  await rating2.getByRole("group", { name: "Attendance" }).getByText("Absent").click();
  await rating2.getByRole("button", { name: "Submit Rating" }).click();
  await boy2.getByRole("button", { name: "Add Wage" }).click();
  const wage2 = page.getByRole("dialog", { name: "Add Wage" });
  await wage2.getByLabel("Travel allowance (TA)").fill("100");
  await wage2.getByRole("button", { name: "Save Wage" }).click();
  await expect(boy2.getByRole("button", { name: "Edit Wage" })).toBeVisible();
  await noHorizontalScroll(page);
  await crew.getByRole("button", { name: "Close" }).click();

  // Work Expenses: two drafts, Save Expenses posts each.
  await card.getByRole("button", { name: "Expenses" }).click();
  const expenses = page.getByRole("dialog", { name: "Work Expenses" });
  const addButton = expenses.getByRole("button", { name: "Add another expense" });
  await expect(addButton).toBeDisabled();
  await expenses.getByLabel("Expense type").fill("Ice");
  await expenses.getByLabel("Amount").fill("100.25");
  await addButton.click();
  await expenses.getByLabel("Expense type").fill("Transport");
  await expenses.getByLabel("Amount").fill("250");
  await expenses.getByLabel("Description (optional)").fill("Van");
  await addButton.click();
  await expect(expenses.getByRole("list", { name: "Draft expenses" }).getByText("₹350.25")).toBeVisible();
  await expenses.getByRole("button", { name: "Save Expenses" }).click();
  await expect(expenses.getByRole("list", { name: "Draft expenses" })).toBeHidden();
  await expect(expenses.getByText("₹350.25")).toBeVisible();
  // A wrong expense is corrected, then deleted (until completion).
  await expenses.getByLabel("Expense type").fill("Mistake");
  await expenses.getByLabel("Amount").fill("5");
  // The filled row is saved as it stands, without "Add another expense".
  await expenses.getByRole("button", { name: "Save Expenses" }).click();
  await expect(expenses.getByText("₹355.25")).toBeVisible();
  await expenses.getByRole("button", { name: "Edit Mistake" }).click();
  await expenses.getByRole("group", { name: "Edit expense" }).getByLabel("Amount").fill("7");
  await expenses.getByRole("button", { name: "Save changes" }).click();
  await expect(expenses.getByText("₹357.25")).toBeVisible();
  page.once("dialog", (d) => d.accept());
  await expenses.getByRole("button", { name: "Delete Mistake" }).click();
  await expect(expenses.getByText("₹350.25")).toBeVisible();
  await expect(expenses.getByRole("button", { name: "Delete Mistake" })).toHaveCount(0);
  await expenses.getByRole("button", { name: "Cancel" }).click();

  // Total Wages: 665.74 + 100.00 wages, 350.25 expenses.
  await card.getByRole("button", { name: "Total Cost" }).click();
  const totals = page.getByRole("dialog", { name: "Total Wages" });
  await expect(totals.getByText("₹765.74").first()).toBeVisible();
  await expect(totals.getByText("₹1,115.99")).toBeVisible();
  const summary = await request.get(`/api/admin_panel/work/${workId}/payment-summary/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const s = (await summary.json()).summary;
  expect(s).toMatchObject({ total: "765.74", paid: "665.74", pending: "100.00", extra_expenses: "350.25" });
  expect(s.grand_total).toBe("1115.99");
  await totals.getByRole("button", { name: "Close" }).click();

  // Completion: the warning, then the work moves to Past and is locked.
  await card.getByRole("button", { name: "Mark as Completed" }).click();
  const complete = page.getByRole("dialog", { name: "Mark Work as Completed" });
  await expect(complete.getByText(/This action cannot be undone/)).toBeVisible();
  await complete.getByRole("button", { name: "Mark as Completed" }).click();
  await expect(page.getByText("Work marked as completed successfully!")).toBeVisible();
  await expect(card).toBeHidden();
  await page.getByRole("tab", { name: /Past Works/ }).click();
  const pastCard = page.getByLabel(`Work ${venue}`);
  await expect(pastCard).toBeVisible();
  await expect(pastCard.getByRole("button", { name: "Mark as Completed" })).toHaveCount(0);
  await pastCard.getByRole("button", { name: /Rate and pay wages/ }).click();
  const lockedCrew = page.getByRole("dialog", { name: "Assigned Boys" });
  await expect(lockedCrew.getByText("Work Completed").first()).toBeVisible();
  await expect(lockedCrew.getByRole("button", { name: /Wage|Rat/ })).toHaveCount(0);
  await noHorizontalScroll(page);
});

test("the Users screen creates and edits a user with its validation and result messages", async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const captain = await createUser(request, token, "subadmin", `Captain U${run}`);
  await signIn(page, request, captain.mobile_number);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("link", { name: "Users" }).click();
  await page.getByRole("button", { name: "Add User" }).click();
  const sheet = page.getByRole("dialog", { name: "Create User" });
  await sheet.getByLabel("Mobile Number").fill("123");
  await sheet.getByLabel("Email").fill("not-an-email");
  await sheet.getByRole("button", { name: "Create User" }).click();
  await expect(sheet.getByText("Username is required")).toBeVisible();
  await expect(sheet.getByText("Please enter a valid 10-digit mobile number")).toBeVisible();
  await expect(sheet.getByText("Please enter a valid email address")).toBeVisible();
  await expect(sheet.getByText("Password is required")).toBeVisible();
  // Errors clear on typing.
  await sheet.getByLabel("Username").fill("Suresh");
  await expect(sheet.getByText("Username is required")).toBeHidden();
  const m = mobile();
  await sheet.getByLabel("Mobile Number").fill(m);
  await sheet.getByLabel("Email").fill("");
  await sheet.getByRole("textbox", { name: "Password" }).fill("secret12");
  await sheet.getByLabel("Role").selectOption("supervisor");
  await sheet.getByRole("button", { name: "Create User" }).click();
  await expect(page.getByText("User created successfully!")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search users" }).fill("Suresh");
  await page.getByRole("button", { name: "Suresh" }).first().click();
  const details = page.getByRole("dialog", { name: "Suresh" });
  await expect(details.getByText("N/A").first()).toBeVisible();
  await details.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit User" });
  await edit.getByLabel("Username").fill("Suresh P");
  await edit.getByRole("button", { name: "Update User" }).click();
  await expect(page.getByText("User updated successfully!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Suresh P" })).toBeVisible();
  await noHorizontalScroll(page);
});

test("Work Analytics says projected before completion and opens the payment summary", async ({
  page,
  request,
}) => {
  const { captain, workId, venue } = await seedCrewWork(request, 1);
  await signIn(page, request, captain.mobile_number);
  await page.goto("/subadmin/work-analytics");
  await expect(page.getByRole("heading", { name: "Work Analytics" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill("no such customer");
  await expect(page.getByText("No Analytics Data Found")).toBeVisible();
  await page.getByRole("button", { name: "Clear Filters" }).click();
  const card = page.getByRole("listitem").filter({ hasText: venue });
  await expect(card.getByText(/\(projected\)/)).toBeVisible();
  await expect(card.getByText("₹50,000").first()).toBeVisible();
  await card.getByRole("button", { name: "Payment Summary" }).click();
  const dialog = page.getByRole("dialog", { name: "Payment Summary & Details" });
  await expect(dialog.getByText("Team Members (0)")).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Extra Expenses" })).toBeVisible();
  expect(workId).toBeGreaterThan(0);
  await noHorizontalScroll(page);
});

test("a crew of 30 fits the Assigned Boys sheet on a phone; the last one can be rated and his wage entered", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { captain, venue, boys } = await seedCrewWork(request, 30);
  await signIn(page, request, captain.mobile_number);
  await page.goto("/subadmin/catering-works");
  await page.getByRole("searchbox", { name: "Search works" }).fill(venue);
  const card = page.getByLabel(`Work ${venue}`);
  await card.getByRole("button", { name: /Rate and pay wages/ }).click();
  const crew = page.getByRole("dialog", { name: "Assigned Boys" });
  await expect(crew.getByTestId("crew-tally").getByText("30 assigned / 30 needed")).toBeVisible();
  await expect(crew.getByRole("list", { name: "Assigned users" }).getByRole("listitem")).toHaveCount(30);
  const last = crew.getByRole("listitem", { name: boys[29]?.user_name });
  await last.getByRole("button", { name: "Rate User" }).click();
  const rating = page.getByRole("dialog", { name: "Rate User" });
  // Every mark is chosen (an empty rating is refused): one good, four poor.
  await rating.getByRole("group", { name: "Pant" }).getByText("Good").click();
  for (const mark of ["Shoe", "Timing", "Neatness", "Performance"])
    await rating.getByRole("group", { name: mark }).getByText("Poor").click();
  await rating.getByRole("button", { name: "Submit Rating" }).click();
  await last.getByRole("button", { name: "Add Wage" }).click();
  const wage = page.getByRole("dialog", { name: "Add Wage" });
  await expect(wage.getByText("₹510")).toBeVisible();
  await wage.getByRole("button", { name: "Save Wage" }).click();
  await expect(last.getByText("Wage Processed")).toBeVisible();
  // Entered is not paid: the tally says so until the money is handed over.
  await expect(crew.getByText("Rated 1 of 30 · wages entered 1 of 30 · paid 0 of 30")).toBeVisible();
  await noHorizontalScroll(page);
});

test("a captain checks in, rates and pays his crew and completes his own work; the admin then rates and pays him from /admin/works", async ({
  page,
  request,
}) => {
  // Two people in two areas, each signing in and saving over the network.
  test.setTimeout(90_000);
  const { token, captain, workId, venue, boys } = await seedCrewWork(request, 1);
  const auth = { authorization: `Bearer ${token}` };
  // The captain runs the work he is on.
  const onCrew = await request.post("/api/admin_panel/assign/head-boy-captain/", {
    headers: auth,
    data: { work_id: workId, role_type: "subadmin", user_ids: [captain.id] },
  });
  expect(onCrew.ok(), await onCrew.text()).toBe(true);
  // The boy's phone shows his 6-character code; the captain types it (no camera in the test).
  const boy = boys[0] as { id: number; mobile_number: string; user_name: string };
  const boySession = await request.post("/api/users/signin/", {
    data: { identifier: boy.mobile_number, password: "captain-pass-1" },
  });
  const codeRes = await request.get(`/api/users/check-in/${workId}/`, {
    headers: { authorization: `Bearer ${(await boySession.json()).tokens.access}` },
  });
  const shortCode: string = (await codeRes.json()).short_code;
  expect(shortCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);

  await signIn(page, request, captain.mobile_number);
  await page.goto("/subadmin/catering-works");
  await page.getByRole("searchbox", { name: "Search works" }).fill(venue);
  const card = page.getByLabel(`Work ${venue}`);
  await card.getByRole("button", { name: /Rate and pay wages/ }).click();
  const crew = page.getByRole("dialog", { name: "Assigned Boys" });
  await crew.getByRole("button", { name: "Scan check-in" }).click();
  await crew.getByLabel("Check-in code").fill(shortCode.toLowerCase());
  await crew.getByRole("button", { name: "Check in", exact: true }).click();
  const boyRow = crew.getByRole("listitem", { name: boy.user_name });
  await expect(boyRow.getByText(/Arrived \d/)).toBeVisible({ timeout: 20_000 });
  // His own row: no buttons, only who closes it.
  const ownRow = crew.getByRole("listitem", { name: captain.user_name });
  await expect(ownRow.getByText("You: an admin enters your rating and wage after completion.")).toBeVisible();
  await expect(ownRow.getByRole("button")).toHaveCount(0);

  await boyRow.getByRole("button", { name: "Rate User" }).click();
  const rating = page.getByRole("dialog", { name: "Rate User" });
  for (const mark of ["Pant", "Shoe", "Timing", "Neatness", "Performance"])
    await rating.getByRole("group", { name: mark }).getByText("Good").click();
  await rating.getByRole("button", { name: "Submit Rating" }).click();
  // The rating sheet closes once the server has it; then the wage is offered.
  await expect(rating).toBeHidden({ timeout: 20_000 });
  await boyRow.getByRole("button", { name: "Add Wage" }).click();
  await page.getByRole("dialog", { name: "Add Wage" }).getByRole("button", { name: "Save Wage" }).click();
  await expect(boyRow.getByRole("button", { name: "Edit Wage" })).toBeVisible({ timeout: 20_000 });
  await noHorizontalScroll(page);
  await crew.getByRole("button", { name: "Close" }).click();

  await card.getByRole("button", { name: "Mark as Completed" }).click();
  const complete = page.getByRole("dialog", { name: "Mark Work as Completed" });
  await expect(
    complete.getByText("Your own rating and wage are entered by an admin after you complete the work."),
  ).toBeVisible();
  await complete.getByRole("button", { name: "Mark as Completed" }).click();
  await expect(page.getByText("Work marked as completed successfully!")).toBeVisible({ timeout: 20_000 });

  // The admin, at the office, closes the captain's row from his own work page.
  const office = await page.context().newPage();
  await office.setViewportSize({ width: 1366, height: 900 });
  await signInBrowser(office, "admin", await adminSession(request));
  await office.goto(`/admin/works?work=${workId}`);
  const pay = office.getByRole("list", { name: "Ratings and wages" });
  const captainRow = pay.getByRole("listitem", { name: captain.user_name });
  await captainRow.getByRole("button", { name: `Rate ${captain.user_name}` }).click();
  const adminRating = office.getByRole("dialog", { name: "Rate User" });
  for (const mark of ["Pant", "Shoe", "Timing", "Neatness", "Performance"])
    await adminRating.getByRole("group", { name: mark }).getByText("Good").click();
  await adminRating.getByRole("button", { name: "Submit Rating" }).click();
  await expect(adminRating).toBeHidden({ timeout: 20_000 });
  await captainRow.getByRole("button", { name: `Enter wage of ${captain.user_name}` }).click();
  await office.getByRole("dialog", { name: "Add Wage" }).getByRole("button", { name: "Save Wage" }).click();
  await expect(captainRow.getByText("Wage entered")).toBeVisible({ timeout: 20_000 });

  const records = await (
    await request.get(`/api/sub_admin/work/${workId}/ratings-wages/`, { headers: auth })
  ).json();
  expect(records.ratings.map((r: { user: number }) => r.user).sort()).toEqual([boy.id, captain.id].sort());
  expect(records.wages.map((w: { user: number }) => w.user).sort()).toEqual([boy.id, captain.id].sort());
  const arrivals = await (await request.get(`/api/sub_admin/check-in/${workId}/`, { headers: auth })).json();
  expect(arrivals).toEqual([expect.objectContaining({ user: boy.id, method: "code" })]);
});
