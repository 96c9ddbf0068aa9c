import type { Page } from "@playwright/test";
import { axeOn } from "./axe";
import { expect, test } from "./fixtures";
import { openedUrls, pageErrors, stubWindowOpen } from "./public-helpers";

const MOBILE = { width: 360, height: 740 };

/**
 * Opens `/` and waits until the page is taken over: it arrives drawn, and its buttons do nothing
 * until its script runs (the inquiry form is drawn only then).
 */
async function gotoHome(page: Page) {
  await page.goto("/");
  await expect(page.getByLabel("First name")).toBeAttached({ timeout: 15_000 });
}
const DESKTOP = { width: 1440, height: 900 };

test.describe("landing page", () => {
  test("sections in order, hero actions, services, figures, footer", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHome(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const ids = await page.evaluate(() =>
      Array.from(document.querySelectorAll("main > section[id], footer")).map((el) => el.id || el.tagName),
    );
    expect(ids).toEqual([
      "home",
      "services",
      "about",
      "why-choose-us",
      "gallery",
      "testimonials",
      "contact",
      "FOOTER",
    ]);

    const plan = page.getByRole("link", { name: /Plan your event/ });
    await expect(plan).toHaveAttribute("target", "_blank");
    await expect(plan).toHaveAttribute("href", /^https:\/\/wa\.me\/91\d{10}\?text=/);
    await expect(page.getByText("100+ people")).toBeVisible();
    for (const s of [
      "Catering Management",
      "Service Boys",
      "Hosting Staff",
      "Valet Parking",
      "Security Services",
      "Counter Settings",
    ]) {
      await expect(page.getByRole("heading", { name: s, level: 3 })).toBeVisible();
    }
    for (const f of ["500+", "95%", "85%", "4.9"])
      await expect(page.getByText(f, { exact: true })).toBeAttached();
    await expect(page.getByRole("link", { name: /Connect US/ })).toHaveAttribute("href", /wa\.me/);
    await expect(page.getByRole("heading", { name: "Our mission" })).toBeAttached();
    await expect(page.getByRole("heading", { name: "Our vision" })).toBeAttached();
    await expect(page.getByText(`© ${new Date().getFullYear()} CaterCrew`)).toBeAttached();
    const newsletter = page.getByLabel("Email address");
    await expect(newsletter).toHaveAttribute("type", "email");
    await expect(newsletter).toHaveAttribute("required", "");
    const map = page.locator("iframe[title='Map of Cherpulassery, Kerala']");
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(page.getByText("Cherpulassery, Palakkad, Kerala")).toBeAttached();

    await page.getByRole("link", { name: "Join our team" }).first().click();
    await expect(page).toHaveURL(/\/user\/register$/);
  });

  test("header scroll-spy follows the sections", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHome(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "location");
    await nav.getByRole("link", { name: "Gallery" }).click();
    await expect(nav.getByRole("link", { name: "Gallery" })).toHaveAttribute("aria-current", "location");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "location");
    await nav.getByRole("link", { name: "Contact" }).click();
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "location");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "location");
  });

  test("mobile menu opens, and choosing a link closes it; no horizontal scroll at 360 px", async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await gotoHome(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("link", { name: "About us" }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("gallery: five items, arrows and dots wrap around, centre title, auto-advance every 4 s", async ({
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize(DESKTOP);
    await gotoHome(page);
    const gallery = page.getByRole("region", { name: "Gallery" });
    const title = gallery.getByTestId("gallery-title");
    await expect(title).toHaveText("Security Guards");
    await expect(gallery.getByRole("button", { name: /Go to gallery slide/ })).toHaveCount(5);
    await gallery.getByRole("button", { name: "Next gallery slide" }).click();
    await expect(title).toHaveText("Hosting Staff");
    await gallery.getByRole("button", { name: "Go to gallery slide 5" }).click();
    await expect(title).toHaveText("Counter Setup");
    await expect(gallery.getByRole("button", { name: "Go to gallery slide 5" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await gallery.getByRole("button", { name: "Next gallery slide" }).click();
    await expect(title).toHaveText("Security Guards");
    await gallery.getByRole("button", { name: "Previous gallery slide" }).click();
    await expect(title).toHaveText("Counter Setup");
    // Auto-advance (move the pointer away: hovering pauses it)
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(4100);
    await expect(title).toHaveText("Security Guards");
    await page.clock.runFor(4000);
    await expect(title).toHaveText("Hosting Staff");
  });

  test("testimonials: 1 per slide at 360 px (6 dots), 3 per slide at 1440 px (2 dots), reset on layout change", async ({
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize(MOBILE);
    await gotoHome(page);
    const slider = page.getByRole("region", { name: "Testimonials" });
    const dots = slider.getByRole("button", { name: /Go to testimonial slide/ });
    await expect(dots).toHaveCount(6);
    const visible = slider.locator(
      '[aria-roledescription="slide"]:not([aria-hidden]) [data-testid="testimonial"]',
    );
    await expect(visible).toHaveCount(1);
    await expect(visible).toContainText("Anjali Menon");
    await slider.getByRole("button", { name: "Next testimonial slide" }).click();
    await expect(visible).toContainText("Rahul Nair");
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(5100);
    await expect(visible).toContainText("Fathima Basheer");

    await page.setViewportSize(DESKTOP);
    await expect(dots).toHaveCount(2);
    await expect(visible).toHaveCount(3);
    await expect(dots.first()).toHaveAttribute("aria-current", "true");
    await slider.getByRole("button", { name: "Next testimonial slide" }).click();
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(visible.first()).toContainText("Suresh Kumar");
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(5100);
    await expect(dots.first()).toHaveAttribute("aria-current", "true");

    await slider.getByRole("button", { name: "Go to testimonial slide 2" }).click();
    await page.setViewportSize(MOBILE);
    await expect(dots).toHaveCount(6);
    await expect(dots.first()).toHaveAttribute("aria-current", "true");
    await expect(visible).toContainText("Anjali Menon");
  });

  test("contact inquiry is sent as a chat message and the form is cleared", async ({ page }) => {
    await gotoHome(page);
    await stubWindowOpen(page);
    await page.getByLabel("First name").fill("Meera");
    await page.getByLabel("Last name").fill("Das");
    await page.getByLabel("Phone", { exact: true }).fill("9876543210");
    await page.getByLabel("Email", { exact: true }).fill("meera@example.com");
    await page.getByLabel("Event details").fill("Wedding, 300 guests, 12 Dec");
    await page.getByRole("button", { name: "Send Message" }).click();
    const opened = await openedUrls(page);
    expect(opened).toHaveLength(1);
    const url = new URL(opened[0] as string);
    expect(url.origin).toBe("https://wa.me");
    const text = url.searchParams.get("text") ?? "";
    expect(text).toContain("Name: Meera Das");
    expect(text).toContain("Phone: 9876543210");
    expect(text).toContain("Email: meera@example.com");
    expect(text).toContain("Event details: Wedding, 300 guests, 12 Dec");
    await expect(page.getByLabel("First name")).toHaveValue("");
    await expect(page.getByLabel("Event details")).toHaveValue("");
  });

  test("/ arrives drawn in the visitor's language, is taken over without a mismatch, and the forms come after", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: MOBILE, javaScriptEnabled: false });
    const page = await context.newPage();
    // Without scripts: the server's HTML alone shows the page, in English by default...
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Make every event truly special");
    await expect(page.getByRole("heading", { name: "Service Boys", level: 3 })).toBeAttached();
    // ...and no form: a form nothing handles yet would lose what a visitor types.
    await expect(page.locator("form")).toHaveCount(0);
    // The language cookie (or a Malayalam browser) gets the Malayalam page.
    await context.addCookies([{ name: "catercrew.lang", value: "ml", url: baseURL ?? "" }]);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ml");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ഓരോ പരിപാടിയും ശരിക്കും സവിശേഷമാക്കാം");
    await context.close();

    // With scripts: React takes the same markup over (any mismatch is reported as an error).
    const live = await browser.newContext({ viewport: MOBILE, locale: "en-IN" });
    const livePage = await live.newPage();
    const errors = pageErrors(livePage);
    await livePage.goto("/");
    const h1 = await livePage.getByRole("heading", { level: 1 }).elementHandle();
    await expect(livePage.getByLabel("First name")).toBeVisible();
    await expect(livePage.getByRole("button", { name: "Subscribe" })).toBeAttached();
    // The heading drawn by the server is the one on screen after the take-over: not drawn again.
    expect(await h1?.evaluate((el) => el.isConnected)).toBe(true);
    // Choosing Malayalam keeps it in the cookie: the next load of / comes drawn in Malayalam.
    await livePage.locator('button[aria-controls="mobile-menu"]').click();
    await livePage.locator("#mobile-menu").getByRole("combobox", { name: "Language" }).selectOption("ml");
    await expect(livePage.locator("html")).toHaveAttribute("lang", "ml");
    const served = await livePage.request.get("/");
    expect(await served.text()).toContain('data-lang="ml"');
    expect(errors).toEqual([]);
    await live.close();
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`axe: / has no serious or critical violations at ${viewport.width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.emulateMedia({ reducedMotion: "reduce" });
      await gotoHome(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const results = await axeOn(page).exclude("iframe").analyze();
      const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      await context.close();
    });
  }
});
