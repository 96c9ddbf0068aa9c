import { apiGet } from "./admin-helpers";
import { expect, test, uniqueMobile } from "./fixtures";

type Req = { id: number; is_approved: boolean; is_active: boolean; request_status: string };

async function register(request: import("@playwright/test").APIRequestContext, name: string) {
  const mobile = uniqueMobile();
  const res = await request.post("/api/users/create-user/", {
    multipart: {
      user_name: name,
      mobile_number: mobile,
      role: "boys",
      password: "secret123",
      plain_password: "secret123",
      address: "Some house",
      district: "palakkad",
      place: "Pattambi",
      employment_type: "part_time",
    },
  });
  expect(res.status()).toBe(201);
  return { ...(await res.json()).user, mobile } as { id: number; user_id: string; mobile: string };
}

async function status(request: import("@playwright/test").APIRequestContext, token: string, id: number) {
  const list = await apiGet<{ users: Req[] }>(
    request,
    token,
    `/api/users/user-requests/?search=&page_size=100&status=all&sort=id&order=desc`,
  );
  const found = list.body.users.find((u) => u.id === id);
  if (found) return found;
  const one = await apiGet<Req & { is_active: boolean }>(
    request,
    token,
    `/api/users/users/${id}/admin-update/`,
  );
  return one.body;
}

test("user requests: search, approve, revoke and reject through the confirm dialog", async ({
  page,
  request,
  admin,
}) => {
  const tag = `Applicant ${Date.now()}`;
  const a = await register(request, `${tag} A`);
  const b = await register(request, `${tag} B`);
  await page.goto("/admin/user-request");
  await page.getByRole("searchbox", { name: "Search" }).fill(tag);
  const rows = page.locator("table tbody tr");
  await expect(rows).toHaveCount(2);
  // Default order: id descending.
  await expect(rows.first()).toContainText(`${tag} B`);
  await expect(page.getByText("Showing 1 to 2 of 2 users")).toBeVisible();

  // Approve A.
  await page.getByRole("button", { name: `Approve ${tag} A` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Are you sure you want to approve this user?");
  await expect(dialog).toContainText(a.user_id);
  await expect(dialog).toContainText(a.mobile);
  await expect(dialog).toContainText("Pattambi");
  await expect(dialog).toContainText("Palakkad");
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(dialog).toHaveCount(0);
  const rowA = rows.filter({ hasText: `${tag} A` });
  await expect(rowA).toContainText("Approved");
  await expect(rowA.getByRole("button", { name: `Revoke approval of ${tag} A` })).toBeVisible();
  expect((await status(request, admin.token, a.id)).is_approved).toBe(true);

  // Revoke A: back to pending.
  await rowA.getByRole("button", { name: `Revoke approval of ${tag} A` }).click();
  await expect(dialog).toContainText("Are you sure you want to reject this user?");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rowA).toContainText("Pending");
  expect(await status(request, admin.token, a.id)).toMatchObject({
    is_approved: false,
    request_status: "pending",
  });

  // Reject B with a reason: rejected (deactivated); B is told why.
  await page.getByRole("button", { name: `Reject ${tag} B` }).click();
  await dialog.getByLabel("Reason (the person sees it)").fill("The licence photo is not clear");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rows.filter({ hasText: `${tag} B` })).toContainText("Rejected");
  expect(await status(request, admin.token, b.id)).toMatchObject({ is_approved: false, is_active: false });

  // Sorting by name ascending puts A first.
  await page.getByRole("button", { name: /^Name/ }).click();
  await expect(rows.first()).toContainText(`${tag} A`);

  // No match.
  await page.getByRole("searchbox", { name: "Search" }).fill(`${tag} nobody`);
  await expect(page.getByText("No users found matching your criteria.").first()).toBeVisible();

  // B signs in and reads the reason.
  await page.goto("/user/login");
  await page.getByLabel("Mobile Number or UserID").fill(b.mobile);
  await page.getByLabel("Password", { exact: true }).fill("secret123");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(
    page.getByText(
      "Your registration was not approved. Please contact the admin. Reason: The licence photo is not clear",
    ),
  ).toBeVisible();
});

test("user requests: a failed approve is rolled back and the dialog stays open; a failed load shows the error", async ({
  adminPage: page,
  request,
}) => {
  const tag = `Rollback ${Date.now()}`;
  await register(request, tag);
  await page.route("**/api/users/approve/**", async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"status":false,"message":"Server busy"}',
    });
  });
  await page.goto("/admin/user-request");
  await page.getByRole("searchbox", { name: "Search" }).fill(tag);
  // Wait for the (debounced) search to settle before acting.
  await expect(page.locator("table tbody tr")).toHaveCount(1);
  await expect(page.getByText("Showing 1 to 1 of 1 user", { exact: true })).toBeVisible();
  const row = page.locator("table tbody tr").filter({ hasText: tag });
  await expect(row).toContainText("Pending");
  await row.getByRole("button", { name: `Approve ${tag}` }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(dialog.getByRole("button", { name: "Processing..." })).toBeDisabled();
  await expect(row).toContainText("Approved"); // optimistic
  await expect(row).toContainText("Pending"); // rolled back
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Approve" })).toBeEnabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.route("**/api/users/user-requests/**", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"status":false,"message":"Database is down"}',
    }),
  );
  await page.reload();
  await expect(page.getByText("Failed to load users: Database is down").first()).toBeVisible({
    timeout: 15_000,
  });
});
