import type { APIRequestContext, Page } from "@playwright/test";
import { createWorkApi } from "./admin-helpers";
import { type Actor, bearer, expect, test } from "./fixtures";
import { useLanguage } from "./language";

/** Payslips and UPI pay. */
const run = Date.now() % 100000;
let seq = 0;

/** A work of today with the worker assigned, rated and given a wage (as the admin, through the API). */
async function seedWage(request: APIRequestContext, admin: Actor, worker: Actor) {
  const auth = bearer(admin.token);
  seq += 1;
  const venue = `Payslip Hall ${run}-${seq}`;
  const workId = await createWorkApi(request, admin.token, {
    Auditorium_name: venue,
    date: new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()),
  });
  const assign = await request.post("/api/admin_panel/assign/head-boy-captain/", {
    headers: auth,
    data: { work_id: workId, role_type: "boys", user_ids: [worker.user.id] },
  });
  expect(assign.ok(), await assign.text()).toBe(true);
  const rating = await request.post("/api/sub_admin/rate-boy/", {
    headers: auth,
    data: {
      user: worker.user.id,
      work: workId,
      pant: true,
      shoe: true,
      timing: true,
      neatness: true,
      performance: true,
    },
  });
  expect(rating.ok(), await rating.text()).toBe(true);
  const wage = await request.patch("/api/sub_admin/boy-wage/edit/", {
    headers: auth,
    data: {
      user: worker.user.id,
      work: workId,
      travel_allowance: "1000",
      bonus: "250.50",
      payment_status: "not_paid",
    },
  });
  expect(wage.ok(), await wage.text()).toBe(true);
  return { workId, venue, total: (await wage.json()).wage.total_wage as string };
}

async function openPayslip(page: Page, button: string) {
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: button, exact: true }).click();
  const win = await popup;
  await win.waitForLoadState();
  return win;
}

test.describe("payslips", () => {
  test("the worker adds a UPI ID and opens the payslip of a work (English)", async ({
    page,
    request,
    adminApi,
    worker,
  }) => {
    const { workId, venue } = await seedWage(request, adminApi, worker);

    await page.goto("/user/profile");
    const upi = page.getByLabel("UPI ID");
    await upi.fill("not a upi");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Enter a UPI ID like name@bank")).toBeVisible();
    await upi.fill("anil.kumar@okaxis");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Profile updated successfully")).toBeVisible();

    await page.goto(`/user/work-details/${workId}`);
    await expect(page.getByText("Total wage")).toBeVisible();
    const slip = await openPayslip(page, "Payslip");
    await expect(slip.getByRole("heading", { name: "Payslip" })).toBeVisible();
    await expect(slip.getByText(worker.user.user_name)).toBeVisible();
    await expect(slip.getByText(worker.user.user_id)).toBeVisible();
    await expect(slip.getByText(venue)).toBeVisible();
    await expect(slip.getByText("₹1,000.00")).toBeVisible();
    await expect(slip.getByText("Pending", { exact: true })).toBeVisible();
    await slip.close();
    await expect(page.getByRole("button", { name: "Save as PDF" })).toBeVisible();
  });

  test("the worker opens the payslip in Malayalam", async ({ page, request, adminApi, worker }) => {
    await useLanguage(page, "ml");
    const { workId } = await seedWage(request, adminApi, worker);
    await page.goto(`/user/work-details/${workId}`);
    const slip = await openPayslip(page, "കൂലി രസീത്");
    await expect(slip.locator("html")).toHaveAttribute("lang", "ml");
    await expect(slip.getByRole("heading", { name: "കൂലി രസീത്" })).toBeVisible();
    await expect(slip.getByText("ആകെ കൂലി")).toBeVisible();
    await expect(slip.getByText("നൽകാനുണ്ട്", { exact: true })).toBeVisible();
    await expect(slip.getByText("₹1,000.00")).toBeVisible();
  });
});

test.describe("UPI pay", () => {
  async function seedWithUpi(request: APIRequestContext, adminApi: Actor, worker: Actor) {
    const seeded = await seedWage(request, adminApi, worker);
    const res = await request.patch("/api/users/update/users-details/", {
      headers: bearer(worker.token),
      multipart: { upi_id: "anil.kumar@okaxis" },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return seeded;
  }

  test("the admin sees Pay via UPI with a QR for a worker with a UPI ID and marks it paid (English)", async ({
    page,
    request,
    admin,
    worker,
  }) => {
    const { venue, total } = await seedWithUpi(request, admin, worker);
    await page.goto(`/admin/work-analytics?search=${encodeURIComponent(venue)}`);
    await page
      .getByRole("article", { name: venue })
      .getByRole("button", { name: `Payment summary of ${venue}` })
      .click();
    const summary = page.getByRole("dialog", { name: "Payment Summary & Details" });
    const money = new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: 2,
    }).format(Number(total));
    const link = summary.getByRole("link", { name: `Pay ${money} via UPI` });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^upi:\/\/pay\?pa=anil\.kumar%40okaxis&pn=/);
    expect(href).toContain(`&am=${Number(total).toFixed(2)}&cu=INR&tn=`);
    await summary.getByRole("button", { name: "Show QR" }).click();
    await expect(summary.getByRole("img", { name: /QR code to pay/ })).toBeVisible();

    await summary.getByLabel("Reference (optional)").fill("UPI123456");
    await summary.getByRole("button", { name: "Mark paid" }).click();
    await expect(summary.getByText(/Paid on .* · Reference: UPI123456/)).toBeVisible();
    await expect(summary.getByRole("link", { name: /via UPI/ })).toBeHidden();
  });

  test("the admin sees the UPI link in Malayalam", async ({ page, request, admin, worker }) => {
    await useLanguage(page, "ml");
    const { venue } = await seedWithUpi(request, admin, worker);
    await page.goto(`/admin/work-analytics?search=${encodeURIComponent(venue)}`);
    await page.getByRole("article", { name: venue }).getByRole("button").first().click();
    const summary = page.getByRole("dialog");
    const link = summary.getByRole("link", { name: /UPI വഴി .* നൽകുക/ });
    await expect(link).toBeVisible();
    expect(await link.getAttribute("href")).toMatch(/^upi:\/\/pay\?pa=anil\.kumar%40okaxis/);
    await expect(summary.getByRole("button", { name: "QR കാണിക്കുക" })).toBeVisible();
  });
});
