import type { APIRequestContext } from "@playwright/test";
import { postOk, workToBill } from "./billing-helpers";
import { expect, signInBrowser, test } from "./fixtures";
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

/** A client with an issued bill of ₹1,800.00 (two boys x 650 + transport 500, no GST). */
async function issuedBill(request: APIRequestContext, token: string, name: string) {
  const { client, workId } = await workToBill(request, token, name);
  const draft = await postOk<{ id: number }>(request, token, "/api/invoices/", { work_id: workId });
  await postOk(request, token, `/api/invoices/${draft.id}/issue/`, {});
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
