import { expect, type Page, test } from "@playwright/test";

/** Opens the app in a language from the first page on (as a saved choice does). */
export async function useLanguage(page: Page, lang: "en" | "ml") {
  await page.addInitScript((l) => localStorage.setItem("catercrew.lang", l), lang);
  // The app keeps the choice in a cookie as well, which the server reads to send `/` drawn in it.
  const url = test.info().project.use.baseURL;
  if (url) await page.context().addCookies([{ name: "catercrew.lang", value: lang, url }]);
}

/**
 * Words that may stay in Latin letters on a Malayalam screen: the brand, units and codes.
 * Codes such as CK00042, numbers, e-mail addresses, URLs and UPI IDs are left out by the check.
 */
export const ALLOWED_LATIN = new Set([
  "CaterCrew",
  "WhatsApp",
  // A brand written in Latin letters (docs/glossary.md, "Kept in English").
  "Meta",
  "UPI",
  "PDF",
  "QR",
  "OTP",
  // Travel allowance as a boy says it: "വണ്ടിക്കൂലി (TA)" (docs/glossary.md).
  "TA",
  "ID",
  "AM",
  "PM",
  "am",
  "pm",
  "English",
  "INR",
  // Key and unit names: the toaster's "alt+T" shortcut, file sizes.
  "alt",
  "KB",
  "MB",
]);

/** Visible text of the page, plus the accessible names screen readers read out. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [document.body.innerText];
    for (const el of Array.from(document.querySelectorAll("[aria-label],[placeholder],[title],img[alt]"))) {
      const style = window.getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden") continue;
      for (const a of ["aria-label", "placeholder", "title", "alt"]) {
        const v = el.getAttribute(a);
        if (v) parts.push(v);
      }
    }
    return parts.join("\n");
  });
}

/** English words left on the screen (Latin words outside the allow-list and codes). */
export async function englishWords(page: Page, allow: Iterable<string> = []): Promise<string[]> {
  const allowed = new Set([...ALLOWED_LATIN, ...allow]);
  const text = (await visibleText(page))
    .replace(/\S+@\S+/g, " ") // e-mail addresses and UPI IDs
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/\b[A-Z]{2}\d{3,}\b/g, " "); // UserIDs such as CK00042
  const words = text.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]/g) ?? [];
  return [...new Set(words.filter((w) => w.length > 1 && !allowed.has(w)))];
}

/** Fails with the list of English words still visible on a Malayalam screen. */
export async function expectNoEnglish(page: Page, allow: Iterable<string> = []) {
  await expect.poll(async () => englishWords(page, allow), { timeout: 7_000 }).toEqual([]);
}

/** Fails when any text box is cut off horizontally (wider content than its box) at this width. */
export async function expectNothingCutOff(page: Page) {
  const clipped = await page.evaluate(() =>
    Array.from(document.querySelectorAll("button, a, label, h1, h2, h3, th, td, p, span"))
      .filter((el) => {
        const s = window.getComputedStyle(el);
        if (s.display === "none" || s.visibility === "hidden" || s.overflow === "visible") return false;
        // Visually hidden on purpose (`sr-only` labels: a 1 px clipped box read by screen readers).
        if (el.clientWidth <= 1 && el.clientHeight <= 1) return false;
        // Screen-reader-only text (Tailwind's sr-only: a clipped box) is meant to be clipped.
        if (
          s.position === "absolute" &&
          (s.clip === "rect(0px, 0px, 0px, 0px)" || s.clipPath === "inset(50%)")
        ) {
          return false;
        }
        return el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => (el.textContent ?? "").trim().slice(0, 40)),
  );
  expect(clipped, "text cut off").toEqual([]);
}
