import type { APIRequestContext } from "@playwright/test";
import { bearer, expect, signInBrowser, test, uniqueMobile } from "./fixtures";
import { useLanguage } from "./language";

/**
 * The admin records a part payment with TDS on an issued bill and sees the dues move, in English
 * and in Malayalam; the dues screen at a phone's 360 px (record 057).
 */

const TEXT = {
  en: {
    record: "Record payment",
    amount: "Amount received (₹)",
    tds: "TDS withheld (₹)",
    reference: /Reference/,
  },
  ml: { record: /രേഖപ്പെടുത്തുക/, amount: "കിട്ടിയ തുക (₹)", tds: "പിടിച്ച TDS (₹)", reference: /റഫറൻസ്/ },
} as const;

const kolkataToday = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

async function post<T>(request: APIRequestContext, token: string, url: string, data: unknown): Promise<T> {
  const res = await request.fetch(url, { method: "POST", headers: bearer(token), data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/** A client with an issued bill of ₹1,800.00 (two boys x 650 + transport 500, no GST). */
async function issuedBill(request: APIRequestContext, token: string, name: string) {
  const rates = await request.put("/api/billing/rates/", {
    headers: bearer(token),
    data: { rates: { boys: "650", transport: "500" } },
  });
  expect(rates.ok()).toBe(true);
  const client = await post<{ id: number }>(request, token, "/api/clients/", {
    name,
    mobile: uniqueMobile(),
  });
  const { work } = await post<{ work: { id: number } }>(
    request,
    token,
    "/api/admin_panel/catering-work/create/",
    {
      client_id: client.id,
      Auditorium_name: `${name} Hall`,
      address: "Main Road",
      place: "Aluva",
      district: "ernakulam",
      date: kolkataToday(),
      reporting_time: "23:00",
      work_type: "Dinner",
      no_of_boys_needed: 2,
      attendees: 100,
      payment_amount: "1800",
    },
  );
  const ids: number[] = [];
  for (let i = 0; i < 2; i++) {
    const made = await post<{ user: { id: number } }>(request, token, "/api/users/create-user/", {
      user_name: `${name} boy ${i}`,
      mobile_number: uniqueMobile(),
      role: "boys",
      password: "secret123",
      // An adult: the work reports at 23:00, a night work (record 064).
      date_of_birth: "1995-05-05",
    });
    ids.push(made.user.id);
  }
  await post(request, token, "/api/admin_panel/assign/head-boy-captain/", {
    work_id: work.id,
    role_type: "boys",
    user_ids: ids,
  });
  const draft = await post<{ id: number }>(request, token, "/api/invoices/", { work_id: work.id });
  await post(request, token, `/api/invoices/${draft.id}/issue/`, {});
  return client;
}

for (const lang of ["en", "ml"] as const) {
  for (const size of [
    { width: 1366, height: 900 },
    { width: 360, height: 780 },
  ]) {
    test(`a part payment with TDS moves the dues (${lang}, ${size.width} px)`, async ({
      page,
      adminApi,
      request,
    }) => {
      await page.setViewportSize(size);
      await useLanguage(page, lang);
      await signInBrowser(page, "admin", adminApi);
      const client = await issuedBill(
        request,
        adminApi.token,
        `Pay${lang}${size.width}${String(Date.now()).slice(-5)}`,
      );
      await page.goto("/admin/dues");
      const card = page.getByTestId(`dues-${client.id}`);
      await expect(card.getByTestId("dues-balance")).toHaveText("₹1,800.00");
      await card.getByRole("button", { name: TEXT[lang].record }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(TEXT[lang].amount).fill("1000");
      await dialog.getByLabel(TEXT[lang].tds).fill("20");
      await dialog.getByLabel(TEXT[lang].reference).fill(`UTR${Date.now()}`);
      await dialog.getByRole("button", { name: TEXT[lang].record }).click();
      await expect(dialog).toHaveCount(0);
      // 1,000 received + 20 TDS settle 1,020 of 1,800.
      await expect(card.getByTestId("dues-balance")).toHaveText("₹780.00");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth + 1,
      );
      expect(overflow).toBe(false);
    });
  }
}
