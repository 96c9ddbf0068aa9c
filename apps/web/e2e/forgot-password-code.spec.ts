import { expect, test } from "./fixtures";
import { useLanguage as chooseLanguage, expectNoEnglish } from "./language";
import { createUser } from "./public-helpers";

/** The brand's initials in the logo mark, the toaster's shortcut key. */
const ALLOW = ["CC", "alt"];

test.describe('"Forgot password?": I have a code', () => {
  test("English: the checks, a refused code, and what was typed stays", async ({ page, request }) => {
    const worker = await createUser(request, "boys", "Code Boy");
    await page.goto("/forgot-password");
    await page.getByRole("button", { name: "I have a code" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "I have a code" })).toBeVisible();

    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Mobile number, e-mail or UserID is required")).toBeVisible();
    await expect(page.getByText("Enter the 6-digit code from WhatsApp")).toBeVisible();

    await page.getByLabel("Mobile Number, Email or UserID").fill(worker.mobile);
    await page.getByLabel("Code from WhatsApp").fill("123456");
    await page.getByLabel("New Password", { exact: true }).fill("newpass77");
    await page.getByLabel("Confirm New Password").fill("newpass78");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();

    await page.getByLabel("Confirm New Password").fill("newpass77");
    await page.getByRole("button", { name: "Set new password" }).click();
    // No code was sent to this account: the same answer as a wrong one.
    await expect(
      page.getByText("The code is wrong or has expired. Check it, or ask for a new code."),
    ).toBeVisible();
    await expect(page.getByLabel("Mobile Number, Email or UserID")).toHaveValue(worker.mobile);
    await expect(page.getByLabel("Code from WhatsApp")).toHaveValue("123456");

    await page.getByRole("button", { name: "I have no code: ask for a new password" }).click();
    await expect(page.getByRole("button", { name: "Ask for a new password" })).toBeVisible();
  });

  test("Malayalam: every text of the step, and the refusal", async ({ page }) => {
    await chooseLanguage(page, "ml");
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/forgot-password");
    await page.getByRole("button", { name: "എനിക്ക് കോഡ് ലഭിച്ചു" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "എനിക്ക് കോഡ് ലഭിച്ചു" })).toBeVisible();
    await page.getByRole("button", { name: "പുതിയ പാസ്‌വേഡ് നൽകുക" }).click();
    await expect(page.getByText("വാട്സ്ആപ്പിൽ ലഭിച്ച 6 അക്ക കോഡ് നൽകുക")).toBeVisible();
    await expectNoEnglish(page, ALLOW);

    await page.getByLabel("മൊബൈൽ നമ്പർ, ഇ-മെയിൽ അല്ലെങ്കിൽ യൂസർ ഐഡി").fill("9000054321");
    await page.getByLabel("വാട്സ്ആപ്പിൽ ലഭിച്ച കോഡ്").fill("654321");
    await page.getByLabel("പുതിയ പാസ്‌വേഡ്", { exact: true }).fill("newpass77");
    await page.getByLabel("പുതിയ പാസ്‌വേഡ് ഒന്നുകൂടി നൽകുക").fill("newpass77");
    await page.getByRole("button", { name: "പുതിയ പാസ്‌വേഡ് നൽകുക" }).click();
    await expect(page.getByText(/കോഡ് തെറ്റാണ് അല്ലെങ്കിൽ അതിന്റെ സമയം കഴിഞ്ഞു/)).toBeVisible();
    await expectNoEnglish(page, ALLOW);
  });
});
