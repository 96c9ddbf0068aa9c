import type { APIRequestContext, Page } from "@playwright/test";
import { createWorkApi } from "./admin-helpers";
import { type Actor, bearer, createActor, expect, test } from "./fixtures";
import { useLanguage } from "./language";

/**
 * The texts a catering boy must read right at a glance, in Malayalam (docs/decisions/058): the
 * block banner says who marked him absent, the pickup on his next work says പിക്കപ്പ് and a time
 * before dawn as പുലർച്ചെ, his wage shows whole rupees and വണ്ടിക്കൂലി (TA), and the payslip keeps
 * two decimals. Each is compared with the expected text.
 */
test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

let counter = 0;
const run = Date.now() % 100000;
/** The agency's calendar day (Asia/Kolkata) `offset` days from today: the server's "today". */
const day = (offset: number) => {
  const d = new Date(
    `${new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date())}T00:00:00Z`,
  );
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

async function createWork(
  request: APIRequestContext,
  admin: Actor,
  offset: number,
  extra: Record<string, unknown>,
) {
  counter += 1;
  const name = `വാക്ക് ഹാൾ ${run}-${counter}`;
  const id = await createWorkApi(request, admin.token, {
    Auditorium_name: name,
    customer_name: "ഉപഭോക്താവ്",
    customer_mobile: "9000000001",
    address: "ബസ് സ്റ്റാൻഡിന് സമീപം",
    place: "ഒറ്റപ്പാലം",
    date: day(offset),
    ...(offset < 0 ? { already_happened: true } : {}),
    reporting_time: "06:00",
    work_type: "break_fast",
    no_of_boys_needed: 5,
    attendees: 200,
    payment_amount: "20000",
    ...extra,
  });
  return { id, name };
}

async function assign(request: APIRequestContext, admin: Actor, workId: number, worker: Actor) {
  const res = await request.post("/api/admin_panel/assign/head-boy-captain/", {
    headers: bearer(admin.token),
    data: { work_id: workId, role_type: "boys", user_ids: [worker.user.id] },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function openPayslip(page: Page) {
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "കൂലി രസീത്", exact: true }).click();
  const win = await popup;
  await win.waitForLoadState();
  return win;
}

test("Malayalam a worker reads at a glance: the block banner, the pickup before dawn, the wage and the payslip", async ({
  page,
  request,
  adminApi,
  worker,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page, "ml");
  const captain = await createActor(request, "subadmin");

  // Three absences marked by a captain: the banner names him as the one who marked them.
  for (let i = 1; i <= 3; i++) {
    const past = await createWork(request, adminApi, -i, {});
    await assign(request, adminApi, past.id, worker);
    const absent = await request.post("/api/sub_admin/mark-absent/", {
      headers: bearer(captain.token),
      data: { work: past.id, user: worker.user.id },
    });
    expect(absent.ok(), await absent.text()).toBe(true);
  }
  // His next work, with a pickup at 04:30 before a breakfast.
  const next = await createWork(request, adminApi, 2, {
    pickup_point: "ഒറ്റപ്പാലം ബസ് സ്റ്റാൻഡ്",
    pickup_time: "04:30",
  });
  await assign(request, adminApi, next.id, worker);

  await page.goto("/user/home");
  const banner = page.getByTestId("request-block");
  await expect(banner).toBeVisible();
  const strikes = banner.getByTestId("my-strikes").getByRole("listitem");
  await expect(strikes).toHaveCount(3);
  for (const text of await strikes.allTextContents()) {
    expect(text).toMatch(
      new RegExp(`^വാക്ക് ഹാൾ ${run}-\\d+, .+: നിങ്ങളെ ഹാജരില്ല എന്നാക്കിയത് ${captain.user.user_name}$`),
    );
    expect(text).not.toContain("വന്നില്ല");
  }

  const pickup = page.getByTestId("work-logistics").first();
  await expect(pickup.getByText("പിക്കപ്പ്", { exact: true })).toBeVisible();
  await expect(pickup.getByText("ഒറ്റപ്പാലം ബസ് സ്റ്റാൻഡ്, പുലർച്ചെ 4:30", { exact: true })).toBeVisible();
  await expect(pickup).not.toContainText("04:30");

  // A wage on a work of today: whole rupees on his screen, two decimals on the payslip.
  const today = await createWork(request, adminApi, 0, {});
  await assign(request, adminApi, today.id, worker);
  const rating = await request.post("/api/sub_admin/rate-boy/", {
    headers: bearer(adminApi.token),
    data: {
      user: worker.user.id,
      work: today.id,
      pant: true,
      shoe: true,
      timing: true,
      neatness: true,
      performance: true,
    },
  });
  expect(rating.ok(), await rating.text()).toBe(true);
  const wage = await request.patch("/api/sub_admin/boy-wage/edit/", {
    headers: bearer(adminApi.token),
    data: {
      user: worker.user.id,
      work: today.id,
      travel_allowance: "1000",
      bonus: "250",
      payment_status: "not_paid",
    },
  });
  expect(wage.ok(), await wage.text()).toBe(true);
  await page.goto(`/user/work-details/${today.id}`);
  const ta = page.getByRole("row", { name: /വണ്ടിക്കൂലി \(TA\)/ });
  await expect(ta.getByRole("cell")).toHaveText("₹1,000");
  await expect(page.getByRole("row", { name: /ബോണസ്/ }).getByRole("cell")).toHaveText("₹250");
  await expect(page.getByRole("row", { name: /ആകെ കൂലി/ }).getByRole("cell")).toHaveText(/^₹[\d,]+$/);

  const slip = await openPayslip(page);
  await expect(slip.getByRole("heading", { name: "കൂലി രസീത്" })).toBeVisible();
  await expect(slip.getByRole("row", { name: /വണ്ടിക്കൂലി \(TA\)/ })).toContainText("₹1,000.00");
  await expect(slip.getByText("നൽകാനുണ്ട്", { exact: true })).toBeVisible();
  await slip.close();
});
