import { apiGet, createUserApi } from "./admin-helpers";
import { expect, test, uniqueMobile } from "./fixtures";

type User = {
  id: number;
  user_id: string;
  user_name: string;
  mobile_number: string;
  role: string;
  place: string | null;
  district: string | null;
  has_bike: boolean;
  employment_type: string | null;
  is_active: boolean;
};

test("users: create with validation, details, edit only changed fields, search, reset password, delete", async ({
  page,
  request,
  admin,
}) => {
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "Users Management" })).toBeVisible();

  // Create: the validation messages first, nothing is sent.
  await page.getByRole("button", { name: "Create User" }).click();
  const form = page.getByRole("dialog", { name: "Create User" });
  await form.getByRole("button", { name: "Create User" }).click();
  await expect(form.getByText("Username is required")).toBeVisible();
  await expect(form.getByText("Mobile number is required")).toBeVisible();
  await expect(form.getByText("Role is required")).toBeVisible();
  await expect(form.getByText("Password is required")).toBeVisible();
  const name = `Anand E2E ${Date.now()}`;
  const mobile = uniqueMobile();
  await form.getByLabel("Username").fill(name);
  await form.getByLabel("Mobile Number").fill("12345");
  await form.getByLabel("Role").selectOption("head_boy");
  await form.getByRole("textbox", { name: "Password", exact: true }).fill("abc");
  await form.getByLabel("Confirm Password").fill("abd");
  await form.getByRole("button", { name: "Create User" }).click();
  await expect(form.getByText("Mobile number must be 10 digits")).toBeVisible();
  await expect(form.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(form.getByText("Passwords do not match")).toBeVisible();
  await form.getByLabel("Mobile Number").fill(mobile);
  await form.getByRole("textbox", { name: "Password", exact: true }).fill("secret123");
  await form.getByLabel("Confirm Password").fill("secret123");
  await form.getByLabel("Address").fill("Near the temple");
  await form.getByLabel("District").selectOption("thrissur");
  await form.getByLabel("Place").fill("Wadakkanchery");
  await form.getByLabel("Employment Type").selectOption("full_time");
  await form.getByLabel("Has Bike").check();
  await form.getByRole("button", { name: "Create User" }).click();
  await expect(form).toHaveCount(0);

  // The API has it with the extra profile fields.
  const found = await apiGet<{ results: User[] }>(
    request,
    admin.token,
    `/api/users/users/search/?search=${mobile}`,
  );
  const created = found.body.results[0] as User;
  expect(created).toMatchObject({
    user_name: name,
    role: "head_boy",
    place: "Wadakkanchery",
    district: "thrissur",
    employment_type: "full_time",
    has_bike: true,
  });

  // Search mode shows it (no pagination); the Password column is masked.
  await page.getByRole("searchbox", { name: "Search users" }).fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText(/1 user found/)).toBeVisible();
  const row = page.locator("table").getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText(created.user_id);
  await expect(row).toContainText("••••••");
  await expect(row).toContainText("Head Boy");
  await expect(page.getByRole("navigation", { name: "Users pages" })).toHaveCount(0);

  // Details.
  await row.getByRole("button", { name: `View ${name}` }).click();
  const details = page.getByRole("dialog", { name: "User Details" });
  await expect(details).toContainText("Wadakkanchery");
  await expect(details).toContainText("Full Time");
  await details.getByRole("button", { name: "Close" }).first().click();

  // Edit: change the place only; the server keeps the rest.
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit User" });
  await expect(edit.getByLabel("Place")).toHaveValue("Wadakkanchery");
  const patch = page.waitForRequest((r) => r.method() === "PATCH" && r.url().includes("/admin-update/"));
  await edit.getByLabel("Place").fill("Chelakkara");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  expect((await patch).postDataJSON()).toEqual({ place: "Chelakkara" });
  await expect(edit).toHaveCount(0);
  const afterEdit = await apiGet<User>(request, admin.token, `/api/users/users/${created.id}/admin-update/`);
  expect(afterEdit.body).toMatchObject({ place: "Chelakkara", district: "thrissur", has_bike: true });

  // Edit with a taken mobile: the server message shows and the typed values stay.
  const other = await createUserApi(request, admin.token, {
    user_name: "Taken Mobile",
    mobile_number: uniqueMobile(),
    role: "boys",
    password: "secret123",
  });
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  await edit.getByLabel("Mobile Number").fill(other.mobile_number);
  await edit.getByLabel("Place").fill("Typed place");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit.getByRole("alert").first()).toContainText(
    "A user with this mobile number already exists.",
  );
  await expect(edit.getByLabel("Place")).toHaveValue("Typed place");
  await edit.getByRole("button", { name: "Cancel" }).click();

  // Reset password: shown once, and it works for signing in.
  await row.getByRole("button", { name: `Reset password of ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reset password" }).click();
  const shown = page.getByTestId("new-password");
  await expect(shown).toHaveText(/^[A-Za-z2-9]{10}$/);
  const password = (await shown.textContent()) ?? "";
  const signin = await request.post("/api/users/signin/", { data: { identifier: mobile, password } });
  expect(signin.status()).toBe(200);

  // A toast raised inside the open dialog (Copy) never covers the dialog's title and close button,
  // on a desktop and on a phone.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const resetDialog = page.getByRole("dialog", { name: "New password" });
  const header = resetDialog.locator("h2").locator("..").locator("..");
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(viewport);
    await resetDialog.getByRole("button", { name: "Copy password" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Copied" }).last();
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute("data-mounted", "true"); // slid in: its box is final
    await expect(toast).not.toHaveAttribute("data-swiping", "true");
    const a = await toast.boundingBox();
    const b = await header.boundingBox();
    if (!a || !b) throw new Error("toast or dialog header has no box");
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, `toast ${JSON.stringify(a)} over header ${JSON.stringify(b)}`).toBe(false);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole("button", { name: "Done" }).click();

  // Delete (no work history): gone from the API.
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(
    "Are you sure you want to delete this user? This action cannot be undone.",
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("User deleted successfully")).toBeVisible();
  const gone = await apiGet<unknown>(request, admin.token, `/api/users/users/${created.id}/admin-update/`);
  expect(gone.status).toBe(404);
  await expect(page.getByText("No users found matching your criteria.").first()).toBeVisible();

  // Clear returns to the paginated list.
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
});

test("users: filter by role and bike; all mode paginates 15 per page with at most 5 page buttons", async ({
  page,
  request,
  admin,
}) => {
  const tag = `Zz Filter ${Date.now()}`;
  for (let i = 0; i < 16; i++) {
    await createUserApi(request, admin.token, {
      user_name: `${tag} ${String(i).padStart(2, "0")}`,
      mobile_number: uniqueMobile(),
      role: "supervisor",
      password: "secret123",
      has_bike: i % 2 === 0,
    });
  }
  await page.goto("/admin/users");
  await expect(page.locator("table tbody tr")).toHaveCount(15);
  const pager = page.getByRole("navigation", { name: "Users pages" });
  await expect(pager).toBeVisible();
  expect(await pager.getByRole("button", { name: /^Page \d+$/ }).count()).toBeLessThanOrEqual(5);
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();

  // Filter needs a choice first.
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(page.getByText("Choose a role, employment type or bike filter first.")).toBeVisible();
  await page.getByLabel("Role", { exact: true }).selectOption("supervisor");
  await page.getByLabel("Bike").selectOption("true");
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(pager).toHaveCount(0);
  const api = await apiGet<{ results: User[]; pagination: { total_items: number } }>(
    request,
    admin.token,
    "/api/users/users/filter/?role=supervisor&has_bike=true",
  );
  await expect(page.getByText(`${api.body.pagination.total_items} users found`)).toBeVisible();
  const names = await page.locator("table tbody tr td:first-child").allInnerTexts();
  expect(names.filter((n) => n.startsWith(tag))).toHaveLength(8);
});

test("users at 360 px: cards instead of a wide table, the bell links to user requests", async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/admin/users");
  await expect(page.getByRole("list", { name: "Users" }).getByRole("listitem").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await page.getByRole("link", { name: /User requests: \d+ pending/ }).click();
  await expect(page).toHaveURL(/\/admin\/user-request$/);
});
