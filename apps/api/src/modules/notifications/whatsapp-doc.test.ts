import { readFileSync } from "node:fs";
import { NOTIFICATION_TYPES } from "@catercrew/shared";
import { describe, expect, it } from "vitest";
import { whatsappTemplateName } from "./notifications.delivery.js";
import { NOTIFICATION_PARAMS, NOTIFICATION_TEXTS } from "./notifications.texts.js";

/** The template body as registered with Meta: `{venue}` -> `{{1}}` in the type's params order. */
export function templateBody(text: string, params: readonly string[]): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => `{{${params.indexOf(key) + 1}}}`);
}

describe("docs/whatsapp.md", () => {
  const doc = readFileSync(new URL("../../../../../docs/whatsapp.md", import.meta.url), "utf8");
  it("lists every template with its English and Malayalam body exactly as the server sends it", () => {
    for (const type of NOTIFICATION_TYPES) {
      const params = NOTIFICATION_PARAMS[type];
      expect(doc).toContain(`### \`${whatsappTemplateName(type)}\``);
      for (const lang of ["en", "ml"] as const) {
        const body = templateBody(NOTIFICATION_TEXTS[lang][type].body, params);
        expect(body).not.toContain("{{0}}");
        expect(doc).toContain(`| ${lang} | ${body} |`);
      }
    }
  });
});
