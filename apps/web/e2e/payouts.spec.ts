import type { APIRequestContext } from "@playwright/test";
import { RazorpayxStandIn } from "../../api/src/test/razorpayx-stand-in";
import { RAZORPAYX_E2E } from "../playwright.config";
import { createWorkApi, hasNoHorizontalScroll } from "./admin-helpers";
import { type Actor, bearer, createActor, expect, signInBrowser, test } from "./fixtures";
import { expectNothingCutOff, useLanguage } from "./language";

/** Paying workers (docs/decisions/060-paying-workers.md): where to pay me, a batch, cash confirmed. */
const run = Date.now() % 100000;
let seq = 0;
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

/** A completed work of today with `crew` assigned, rated and given a wage, through the API. */
async function completedWork(request: APIRequestContext, admin: Actor, crew: Actor[]) {
  const auth = bearer(admin.token);
  seq += 1;
  const venue = `Payout Hall ${run}-${seq}`;
  const workId = await createWorkApi(request, admin.token, {
    Auditorium_name: venue,
    date: today(),
    no_of_boys_needed: crew.length,
  });
  const assign = await request.post("/api/admin_panel/assign/head-boy-captain/", {
    headers: auth,
    data: { work_id: workId, role_type: "boys", user_ids: crew.map((w) => w.user.id) },
  });
  expect(assign.ok(), await assign.text()).toBe(true);
  let total = 0;
  for (const w of crew) {
    const marks = { pant: true, shoe: true, timing: true, neatness: true, performance: true };
    const rating = await request.post("/api/sub_admin/rate-boy/", {
      headers: auth,
      data: { user: w.user.id, work: workId, ...marks },
    });
    expect(rating.ok(), await rating.text()).toBe(true);
    const wage = await request.patch("/api/sub_admin/boy-wage/edit/", {
      headers: auth,
      data: { user: w.user.id, work: workId, travel_allowance: "100", payment_status: "not_paid" },
    });
    expect(wage.ok(), await wage.text()).toBe(true);
    total += Number((await wage.json()).wage.total_wage);
  }
  const done = await request.patch(`/api/admin_panel/catering-work/${workId}/update/`, {
    headers: auth,
    data: { status: "completed" },
  });
  expect(done.ok(), await done.text()).toBe(true);
  return { workId, venue, total };
}

const crewOf = (request: APIRequestContext, n: number) =>
  Promise.all(Array.from({ length: n }, () => createActor(request, "boys")));

test.describe("paying workers", () => {
  test.describe("on a phone", () => {
    test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

    test("a worker enters his UPI ID in Malayalam at 360 px; a malformed one is refused first", async ({
      page,
      request,
      worker,
    }) => {
      await useLanguage(page, "ml");
      await page.goto("/user/profile");
      const card = page.getByRole("heading", { name: "കൂലി എവിടേക്ക് അയയ്ക്കണം" });
      await expect(card).toBeVisible();
      await page.getByRole("button", { name: "കൂലി എവിടേക്ക് അയയ്ക്കണം എന്ന് ചേർക്കുക" }).click();
      const form = page.getByRole("form", { name: "കൂലി എവിടേക്ക് അയയ്ക്കണം" });
      await form.getByLabel("UPI ഐഡി").fill("ravi kumar");
      await form.getByRole("button", { name: "സേവ് ചെയ്യുക" }).click();
      await expect(form.getByRole("alert")).toBeVisible();
      await form.getByLabel("UPI ഐഡി").fill("ravi.kumar@okaxis");
      await form.getByRole("button", { name: "സേവ് ചെയ്യുക" }).click();
      await expect(page.getByTestId("payout-details-saved")).toContainText("ravi.kumar@okaxis");
      await expectNothingCutOff(page);
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      const saved = await request.get("/api/users/me/payout-details/", { headers: bearer(worker.token) });
      expect((await saved.json()).upi_id).toBe("ravi.kumar@okaxis");
    });

    test("a cash worker taps Not received; the admin's dashboard shows it with the captain who marked it", async ({
      page,
      request,
      adminApi,
      worker,
      browser,
    }) => {
      const { workId, venue } = await completedWork(request, adminApi, [worker]);
      const captain = await createActor(request, "subadmin");
      const made = await request.post("/api/payouts/batches/", {
        headers: bearer(captain.token),
        data: { work_id: workId },
      });
      expect(made.ok(), await made.text()).toBe(true);
      const batch = await made.json();
      const approved = await request.post(`/api/payouts/batches/${batch.id}/approve/`, {
        headers: bearer(adminApi.token),
      });
      expect(approved.ok(), await approved.text()).toBe(true);
      const line = batch.items[0];
      const marked = await request.post(`/api/payouts/items/${line.id}/cash-paid/`, {
        headers: bearer(captain.token),
      });
      expect(marked.ok(), await marked.text()).toBe(true);

      await page.goto("/user/my-works");
      const card = page.getByRole("listitem").filter({ hasText: venue });
      await expect(card.getByText(/paid to you in cash/)).toBeVisible();
      await card.getByRole("button", { name: "Not received" }).click();
      await expect(card.getByText(/you did not get ₹\d/)).toBeVisible();

      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const adminPage = await context.newPage();
      await signInBrowser(adminPage, "admin", adminApi);
      await adminPage.goto("/admin/dashboard");
      const disputes = adminPage.getByTestId("cash-disputes");
      // The dashboard loads many reads at once; on a loaded 2-core machine this one may come last.
      await expect(disputes).toContainText(worker.user.user_name, { timeout: 20_000 });
      await expect(disputes).toContainText(`Marked paid by ${captain.user.user_name}`);
      await context.close();
    });
  });

  test.describe("on a laptop", () => {
    test.use({ viewport: { width: 1366, height: 900 } });

    test("the admin pays a crew of 8 in one batch through the RazorpayX stand-in: preview, approve, each person's state", async ({
      page,
      request,
      admin,
    }, testInfo) => {
      // This server sends payouts to a stand-in at its own port + 20000 (playwright.config.ts).
      const port = Number(new URL(String(testInfo.project.use.baseURL)).port) + 20_000;
      const { keyId, keySecret, webhookSecret } = RAZORPAYX_E2E;
      const rzp = await new RazorpayxStandIn(keyId, keySecret, webhookSecret).start(port);
      try {
        const crew = await crewOf(request, 8);
        // Seven gave a UPI ID; the eighth did not and is paid in cash.
        for (const [i, w] of crew.slice(0, 7).entries()) {
          const res = await request.put("/api/users/me/payout-details/", {
            headers: bearer(w.token),
            data: { upi_id: `crew${run}x${i}@okaxis` },
          });
          expect(res.ok(), await res.text()).toBe(true);
        }
        const { venue, total } = await completedWork(request, admin, crew);
        await page.goto("/admin/work-analytics");
        await page.getByLabel("Search").fill(venue);
        await page.getByRole("button", { name: "Apply Filters" }).click();
        await page.getByRole("button", { name: `Payment summary of ${venue}` }).click();
        await page
          .getByRole("dialog", { name: "Payment Summary & Details" })
          .getByRole("button", { name: "Pay the crew" })
          .click();
        const dialog = page.getByRole("dialog", { name: "Pay the crew" });
        await expect(dialog.getByTestId("payouts-today")).toContainText("Sent today");
        await dialog.getByRole("button", { name: "Prepare the batch" }).click();
        await expect(dialog.getByTestId("payout-row")).toHaveCount(8);
        await expect(dialog.getByTestId("payout-row").filter({ hasText: "UPI" })).toHaveCount(7);
        const rupees = `₹${new Intl.NumberFormat("en-IN").format(total)}`;
        await expect(dialog.getByTestId("payout-total")).toContainText(rupees);
        await dialog.getByRole("button", { name: `Approve and pay ${rupees}` }).click();
        await expect(dialog.getByTestId("payout-status").filter({ hasText: "Processing" })).toHaveCount(7);
        expect(rzp.payouts.size).toBe(7);

        // RazorpayX's signed webhooks say each was processed: the screen follows to Paid with the UTR.
        for (const id of rzp.payouts.keys()) {
          const delivery = rzp.event(id, "processed");
          const res = await request.post("/api/payouts/webhooks/razorpayx/", {
            headers: delivery.headers,
            data: delivery.body,
          });
          expect(res.status(), await res.text()).toBe(200);
        }
        await expect(dialog.getByTestId("payout-status").filter({ hasText: /^Paid$/ })).toHaveCount(7);
        await expect(dialog.getByTestId("payout-row").filter({ hasText: "UTR 4321" })).toHaveCount(7);

        await dialog.getByRole("button", { name: "Paid in cash" }).click();
        await expect(dialog.getByTestId("payout-status").filter({ hasText: "Cash handed over" })).toHaveCount(
          1,
        );
        expect(rzp.calls).toBe(7);
        expect(await hasNoHorizontalScroll(page)).toBe(true);
      } finally {
        await rzp.stop();
      }
    });
  });
});
