import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe on the page as it stands, run in the page itself (axe's "legacy" mode). The default mode
 * opens a second, blank page for every scan to merge the frames' results: measured on the admin
 * screens at 360 px, 2.5 s a scan against 1.2 s this way, with the same rules. The pages have no
 * frames of their own to merge (maps and videos are iframes, left out where they appear).
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}
