import type { Page } from "@playwright/test";
import { axeOn } from "./axe";
import { expect, test } from "./fixtures";
import { pageErrors, uniqueMobile } from "./public-helpers";

async function fillValid(page: Page, mobile: string) {
  await page.getByLabel("Full Name").fill("Arjun Krishnan");
  await page.getByLabel("Mobile Number").fill(mobile);
  await page.getByLabel("Role").selectOption("boys");
  await page.getByLabel("Employment Type").selectOption("part_time");
  await page.getByLabel("Password", { exact: true }).fill("arjun-pass");
  await page.getByLabel("Confirm Password").fill("arjun-pass");
  await page.getByLabel("Address").fill("House 12, Temple Road");
  await page.getByLabel("District").selectOption("palakkad");
  await page.getByLabel("Place").fill("Cherpulassery");
  await page.getByLabel("Date of Birth").fill("1995-05-05");
}

const submit = (page: Page) => page.getByRole("button", { name: "Create Account" }).click();

test.describe("registration /user/register", () => {
  test("every required field shows its message and nothing is sent", async ({ page }) => {
    let posted = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/api/users/create-user/")) posted += 1;
    });
    await page.goto("/user/register");
    await expect(page.getByLabel("Role").locator("option").first()).toHaveText("Select Role");
    await expect(page.getByLabel("Employment Type").locator("option").first()).toHaveText(
      "Select Employment Type",
    );
    await expect(page.getByLabel("District").locator("option").first()).toHaveText("Select District");
    await submit(page);
    for (const message of [
      "Name is required",
      "Mobile number is required",
      "Role is required",
      "Employment type is required",
      "Password is required",
      "Confirm password is required",
      "Address is required",
      "District is required",
      "Place is required",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Full Name")).toBeFocused();
    await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
    expect(posted).toBe(0);
  });

  test("mobile format, password length and mismatch messages; mismatch sends nothing", async ({ page }) => {
    let posted = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/api/users/create-user/")) posted += 1;
    });
    await page.goto("/user/register");
    await fillValid(page, "12345");
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByLabel("Confirm Password").fill("abd");
    await submit(page);
    await expect(page.getByText("Mobile number must be 10 digits")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(page.getByText("Passwords do not match!")).toBeVisible();

    await page.getByLabel("Mobile Number").fill(uniqueMobile());
    await page.getByLabel("Password", { exact: true }).fill("abcdef");
    await page.getByLabel("Confirm Password").fill("abcdeg");
    await submit(page);
    await expect(page.getByText("Passwords do not match!")).toBeVisible();
    await expect(page.getByText("Mobile number must be 10 digits")).toBeHidden();
    expect(posted).toBe(0);
  });

  test("license image input only when has_license is checked, images only", async ({ page }) => {
    await page.goto("/user/register");
    await expect(page.getByLabel("License Image")).toHaveCount(0);
    await page.getByLabel("Has License").check();
    const file = page.getByLabel("License Image");
    await expect(file).toBeVisible();
    await expect(file).toHaveAttribute("accept", "image/png,image/jpeg");
    await expect(page.getByText("PNG, JPG, JPEG (MAX. 5MB)")).toBeVisible();
    await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(page.getByText("Please choose an image file (PNG or JPEG).")).toBeVisible();
    await page.getByLabel("Has License").uncheck();
    await expect(page.getByLabel("License Image")).toHaveCount(0);
  });

  test("success screen, then Register Another Account resets the form", async ({ page }) => {
    await page.goto("/user/register");
    const mobile = uniqueMobile();
    await fillValid(page, mobile);
    await page.getByLabel("Experienced").check();
    await page.getByLabel("Has License").check();
    // a 1x1 PNG
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    await page
      .getByLabel("License Image")
      .setInputFiles({ name: "license.png", mimeType: "image/png", buffer: png });
    // hold the response briefly to see the submitting state
    await page.route("**/api/users/create-user/", async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await submit(page);
    await expect(page.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    await expect(page.getByLabel("Full Name")).toBeDisabled();
    await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Next Steps" })).toBeVisible();
    await expect(page.getByText("24-48 hours")).toBeVisible();
    await expect(page.getByText(/Your UserID is CK\d+/)).toBeVisible();
    await page.getByRole("button", { name: "Register Another Account" }).click();
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByLabel("Mobile Number")).toHaveValue("");
    await expect(page.getByLabel("Role")).toHaveValue("");
    await expect(page.getByLabel("Experienced")).not.toBeChecked();

    // the new account exists and waits for approval
    await page.goto("/user/login");
    await page.getByLabel("Mobile Number or UserID").fill(mobile);
    await page.getByLabel("Password", { exact: true }).fill("arjun-pass");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Your account is awaiting admin approval.")).toBeVisible();
  });

  test("a server error is shown and nothing typed is lost", async ({ page }) => {
    const mobile = uniqueMobile();
    await page.goto("/user/register");
    await fillValid(page, mobile);
    await submit(page);
    await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible();
    await page.getByRole("button", { name: "Register Another Account" }).click();
    await fillValid(page, mobile);
    await submit(page);
    const banner = page
      .getByRole("alert")
      .filter({ hasText: /mobile/i })
      .first();
    await expect(banner).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Arjun Krishnan");
    await expect(page.getByLabel("Mobile Number")).toHaveValue(mobile);
    await expect(page.getByLabel("District")).toHaveValue("palakkad");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("arjun-pass");
    await expect(page.getByRole("button", { name: "Create Account" })).toBeEnabled();
  });

  test("network failure falls back to the server text or 'Failed to create account'", async ({ page }) => {
    await page.goto("/user/register");
    await fillValid(page, uniqueMobile());
    await page.route("**/api/users/create-user/", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ status: false }),
      }),
    );
    await submit(page);
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Arjun Krishnan");
  });

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1440, height: 900 },
  ]) {
    test(`axe: /user/register has no serious or critical violations at ${viewport.width} px`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto("/user/register");
      await page.getByRole("button", { name: "Create Account" }).click();
      await expect(page.getByText("Name is required")).toBeVisible();
      const results = await axeOn(page).analyze();
      const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      await context.close();
    });
  }
});

test.describe("registration drawn at build time", () => {
  const MOBILE = { width: 360, height: 740 };

  test("arrives drawn in the visitor's language with the form inert, and is taken over without a mismatch", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: MOBILE, javaScriptEnabled: false });
    const page = await context.newPage();
    // Without scripts: the server's HTML alone shows the screen, in English by default...
    await page.goto("/user/register");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join our team");
    await expect(page.getByText("Full Name")).toBeAttached();
    // ...with the form (and the language switch) inert: nothing can be typed that no script handles.
    await expect(page.locator("form").locator("xpath=..")).toHaveAttribute("inert", "");
    await expect(page.locator("header [inert] select")).toHaveCount(1);
    // The plain links work without scripts.
    await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/user/login");
    await context.addCookies([{ name: "catercrew.lang", value: "ml", url: baseURL ?? "" }]);
    await page.goto("/user/register");
    await expect(page.locator("html")).toHaveAttribute("lang", "ml");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ഞങ്ങളുടെ ടീമിൽ ചേരൂ");
    await context.close();

    for (const lang of ["en", "ml"] as const) {
      const live = await browser.newContext({ viewport: MOBILE, locale: lang === "ml" ? "ml-IN" : "en-IN" });
      const livePage = await live.newPage();
      const errors = pageErrors(livePage);
      const served = await livePage.goto("/user/register");
      expect(await served?.text()).toContain(`data-lang="${lang}" data-path="/user/register"`);
      const h1 = await livePage.getByRole("heading", { level: 1 }).elementHandle();
      // Taken over: the form takes typing, and the heading drawn by the server is still the one on screen.
      await expect(livePage.locator("form").locator("xpath=..")).not.toHaveAttribute("inert", "");
      const name = livePage.locator('input[autocomplete="name"]');
      await name.fill("Arjun Krishnan");
      await expect(name).toHaveValue("Arjun Krishnan");
      expect(await h1?.evaluate((el) => el.isConnected)).toBe(true);
      expect(errors).toEqual([]);
      await live.close();
    }
  });

  test("a page drawn in another language than the one chosen in the browser is drawn afresh", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: MOBILE });
    // The cookie says Malayalam (the server draws that), the browser's saved choice says English.
    await context.addCookies([{ name: "catercrew.lang", value: "ml", url: baseURL ?? "" }]);
    await context.addInitScript(() => localStorage.setItem("catercrew.lang", "en"));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/user/register");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join our team");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await fillValid(page, uniqueMobile());
    await expect(page.getByLabel("Place")).toHaveValue("Cherpulassery");
    expect(errors).toEqual([]);
    await context.close();
  });
});
