import type { APIRequestContext } from "@playwright/test";
import { bearer, expect, signInBrowser, test, uniqueMobile } from "./fixtures";
import { useLanguage } from "./language";

/**
 * The admin bills a work from the crew that came and issues the bill, in English and in
 * Malayalam, at a laptop's 1366 px and a phone's 360 px (record 056).
 */

const TEXT = {
  en: { bill: "Bill this work", issue: "Issue bill", issued: /Bill INV\/\d{2}-\d{2}\/\d{4}/ },
  ml: { bill: "ഈ ജോലിക്ക് ബിൽ ഉണ്ടാക്കുക", issue: "ബിൽ ഇഷ്യൂ ചെയ്യുക", issued: /ബിൽ INV\/\d{2}-\d{2}\/\d{4}/ },
} as const;

const kolkataToday = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

async function post<T>(request: APIRequestContext, token: string, url: string, data: unknown): Promise<T> {
  const res = await request.fetch(url, { method: "POST", headers: bearer(token), data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/** A client with his own rate, and a work of today for him with two boys assigned. */
async function workToBill(request: APIRequestContext, token: string, name: string) {
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
  return client;
}

for (const lang of ["en", "ml"] as const) {
  for (const size of [
    { width: 1366, height: 900 },
    { width: 360, height: 780 },
  ]) {
    test(`the admin bills a work and issues it (${lang}, ${size.width} px)`, async ({
      page,
      adminApi,
      request,
    }) => {
      await page.setViewportSize(size);
      await useLanguage(page, lang);
      await signInBrowser(page, "admin", adminApi);
      const client = await workToBill(
        request,
        adminApi.token,
        `Bill${lang}${size.width}${String(Date.now()).slice(-5)}`,
      );
      await page.goto(`/admin/billing/clients/${client.id}`);
      await page.getByRole("button", { name: TEXT[lang].bill }).first().click();
      await expect(page).toHaveURL(/\/admin\/billing\/invoices\/\d+/);
      // Two boys x 650 + transport 500; no agency GSTIN on this server: a plain bill, no tax.
      await expect(page.getByText("₹1,800.00").first()).toBeVisible();
      await page.getByRole("button", { name: TEXT[lang].issue }).click();
      await expect(page.getByRole("heading", { level: 2 })).toHaveText(TEXT[lang].issued);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth + 1,
      );
      expect(overflow).toBe(false);
    });
  }
}
