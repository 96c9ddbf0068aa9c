import { workToBill } from "./billing-helpers";
import { expect, signInBrowser, test } from "./fixtures";
import { useLanguage } from "./language";

/**
 * The admin bills a work from the crew that came and issues the bill, in English and in
 * Malayalam, at a laptop's 1366 px and a phone's 360 px (record 056).
 */

const TEXT = {
  en: { bill: "Bill this work", issue: "Issue bill", issued: /Bill INV\/\d{2}-\d{2}\/\d{4}/ },
  ml: { bill: "ഈ ജോലിക്ക് ബിൽ ഉണ്ടാക്കുക", issue: "ബിൽ ഇഷ്യൂ ചെയ്യുക", issued: /ബിൽ INV\/\d{2}-\d{2}\/\d{4}/ },
} as const;

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
      const { client } = await workToBill(
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
