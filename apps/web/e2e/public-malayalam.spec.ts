import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { expect, test } from "./fixtures";
import { useLanguage as chooseLanguage, expectNoEnglish, expectNothingCutOff } from "./language";
import { createUser, uniqueMobile } from "./public-helpers";

const PHONE = { width: 360, height: 780 };
/**
 * The logo mark next to the brand name (the brand's initials, like the brand itself), and the
 * toasts region's keyboard shortcut ("alt+T": the key's name as printed on the keyboard).
 */
const LOGO = ["CC", "alt"];

async function openInMalayalam(page: Page, path: string) {
  await chooseLanguage(page, "ml");
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "ml");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** Every text box of the page, scrolled through so the revealed sections are laid out. */
async function checkWholePage(page: Page, allow: string[] = []) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
  await expectNoEnglish(page, [...LOGO, ...allow]);
  await expectNothingCutOff(page);
  // Nothing wider than the phone: long Malayalam words must wrap, not push the page sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

const menuButton = (page: Page) => page.locator('button[aria-controls="mobile-menu"]');

/**
 * Opens the phone menu. `/` arrives drawn before its script runs, and a tap before the page is
 * taken over does nothing (as for a visitor): tapped again until the menu shows.
 */
async function openMenu(page: Page) {
  await expect(async () => {
    if ((await menuButton(page).getAttribute("aria-expanded")) !== "true") await menuButton(page).click();
    await expect(page.locator("#mobile-menu")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test.describe("public area in Malayalam at 360 px", () => {
  test("landing: every section, the phone menu open, the switch in it", async ({ page }) => {
    await openInMalayalam(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("ശരിക്കും സവിശേഷമാക്കാം");
    await expect(page.locator("#services h3")).toHaveCount(6);
    await expect(page.locator('[data-testid="testimonial"]')).toHaveCount(6);
    await checkWholePage(page);

    await openMenu(page);
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "ഞങ്ങളെക്കുറിച്ച്" })).toBeVisible();
    await expect(menu.getByRole("combobox", { name: "ഭാഷ" })).toHaveValue("ml");
    await expectNoEnglish(page, LOGO);
    await expectNothingCutOff(page);
  });

  test("the switch changes the landing page and <html lang>, both ways, and is kept", async ({ page }) => {
    await chooseLanguage(page, "en");
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle("CaterCrew | Catering & Event Staffing");
    await openMenu(page);
    await page.locator("#mobile-menu").getByRole("combobox", { name: "Language" }).selectOption("ml");
    await expect(page.locator("html")).toHaveAttribute("lang", "ml");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("ശരിക്കും സവിശേഷമാക്കാം");
    await expect(page).toHaveTitle("CaterCrew | കാറ്ററിംഗിനും പരിപാടികൾക്കും ജീവനക്കാർ");
    expect(await page.evaluate(() => localStorage.getItem("catercrew.lang"))).toBe("ml");
    await expectNoEnglish(page, LOGO);

    await page.locator("#mobile-menu").getByRole("combobox", { name: "ഭാഷ" }).selectOption("en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("truly special");
  });

  test("the switch on a login screen and the registration page", async ({ page }) => {
    await chooseLanguage(page, "en");
    await page.setViewportSize(PHONE);
    for (const [path, english, malayalam] of [
      ["/user/login", "Sign In", "ലോഗിൻ ചെയ്യുക"],
      ["/user/register", "Join our team", "ഞങ്ങളുടെ ടീമിൽ ചേരൂ"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(english);
      const language = page.getByRole("combobox", { name: /^(Language|ഭാഷ)$/ });
      await language.selectOption("ml");
      await expect(page.locator("html")).toHaveAttribute("lang", "ml");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(malayalam);
      await language.selectOption("en");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    }
  });

  test("registration: the form, the screen's own messages, the options in Malayalam", async ({ page }) => {
    await openInMalayalam(page, "/user/register");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ഞങ്ങളുടെ ടീമിൽ ചേരൂ");
    const district = page.getByLabel("ജില്ല");
    await expect(district.locator("option", { hasText: "പാലക്കാട്" })).toHaveCount(1);
    await expect(page.getByLabel("റോൾ").locator("option", { hasText: "ക്യാപ്റ്റൻ" })).toHaveCount(1);
    await checkWholePage(page);

    // Every field valid except the role and a password mismatch: the screen's own rules.
    let posted = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/api/users/create-user/")) posted += 1;
    });
    await page.getByLabel("മുഴുവൻ പേര്").fill("അർജുൻ കൃഷ്ണൻ");
    await page.getByLabel("മൊബൈൽ നമ്പർ").fill(uniqueMobile());
    await page.getByLabel("തൊഴിൽ രീതി").selectOption("part_time");
    await page.getByLabel("പാസ്‌വേഡ്", { exact: true }).fill("arjun-pass");
    await page.getByLabel("പാസ്‌വേഡ് ഒന്നുകൂടി നൽകുക").fill("arjun-pasx");
    await page.getByLabel("വിലാസം").fill("വീട് 12, അമ്പലം റോഡ്");
    await district.selectOption("palakkad");
    await page.getByLabel("സ്ഥലം").fill("ചെർപ്പുളശ്ശേരി");
    await page.getByRole("button", { name: "രജിസ്റ്റർ ചെയ്യുക", exact: true }).click();
    await expect(page.getByText("റോൾ തിരഞ്ഞെടുക്കുക", { exact: true }).last()).toBeVisible();
    await expect(page.getByText("പാസ്‌വേഡുകൾ ഒരുപോലെയല്ല!")).toBeVisible();
    expect(posted).toBe(0);
    await checkWholePage(page);
  });

  test("registration: every required field's message (the shared schema's messages)", async ({ page }) => {
    await openInMalayalam(page, "/user/register");
    await page.getByRole("button", { name: "രജിസ്റ്റർ ചെയ്യുക", exact: true }).click();
    await expect(page.getByLabel("മുഴുവൻ പേര്")).toHaveAttribute("aria-invalid", "true");
    await checkWholePage(page);
  });

  for (const screen of [
    { path: "/admin/login", title: "അഡ്മിൻ പാനൽ", id: "ഇ-മെയിൽ" },
    { path: "/subadmin/login", title: "ക്യാപ്റ്റൻ", id: "ഫോൺ നമ്പർ / ഇ-മെയിൽ" },
    { path: "/user/login", title: "ലോഗിൻ ചെയ്യുക", id: "മൊബൈൽ നമ്പർ അല്ലെങ്കിൽ യൂസർ ഐഡി" },
  ]) {
    test(`${screen.path}: the screen and its required-field messages`, async ({ page }) => {
      await openInMalayalam(page, screen.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(screen.title);
      await checkWholePage(page);
      await page.getByRole("button", { name: "ലോഗിൻ ചെയ്യുക", exact: true }).click();
      await expect(page.getByText("പാസ്‌വേഡ് നൽകുക", { exact: true })).toBeVisible();
      await expect(page.getByLabel(screen.id)).toHaveAttribute("aria-invalid", "true");
      await checkWholePage(page);
    });
  }

  test("logins: a wrong password's error (server message) on all three", async ({ page, request }) => {
    const captain = await createUser(request, "subadmin", "ക്യാപ്റ്റൻ");
    const worker = await createUser(request, "boys", "ബോയ്");
    for (const { path, id, who } of [
      { path: "/admin/login", id: "ഇ-മെയിൽ", who: E2E_ADMIN.email },
      { path: "/subadmin/login", id: "ഫോൺ നമ്പർ / ഇ-മെയിൽ", who: captain.mobile },
      { path: "/user/login", id: "മൊബൈൽ നമ്പർ അല്ലെങ്കിൽ യൂസർ ഐഡി", who: worker.mobile },
    ]) {
      await openInMalayalam(page, path);
      await page.getByLabel(id).fill(who);
      await page.getByLabel("പാസ്‌വേഡ്", { exact: true }).fill("wrong-password");
      await page.getByRole("button", { name: "ലോഗിൻ ചെയ്യുക", exact: true }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      await checkWholePage(page);
    }
  });

  test("Noto Sans Malayalam: the body's font in Malayalam, fetched only in Malayalam", async ({
    browser,
  }) => {
    const visit = async (lang: "en" | "ml") => {
      const context = await browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      const fonts: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("noto-sans-malayalam") && /\.woff2?$/.test(r.url())) fonts.push(r.url());
      });
      await chooseLanguage(page, lang);
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      const faces = await page.evaluate(
        () => [...document.fonts].filter((f) => f.family.includes("Noto Sans Malayalam")).length,
      );
      return { page, context, fonts, family, faces };
    };
    const en = await visit("en");
    // English: no Malayalam font face is even declared, so none can be fetched.
    expect(en.faces).toBe(0);
    expect(en.fonts).toEqual([]);
    expect(en.family).not.toMatch(/^"?Noto Sans Malayalam/);
    await en.context.close();

    const ml = await visit("ml");
    expect(ml.family).toMatch(/^"?Noto Sans Malayalam"?,/);
    expect(ml.faces).toBeGreaterThan(0);
    await expect
      .poll(() => ml.fonts.some((u) => /noto-sans-malayalam-malayalam-\d00-normal/.test(u)))
      .toBe(true);
    await ml.context.close();
  });
});
