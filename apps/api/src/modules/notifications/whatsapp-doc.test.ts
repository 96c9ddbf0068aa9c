import { readFileSync } from "node:fs";
import { NOTIFICATION_TYPES, t } from "@catercrew/shared";
import { describe, expect, it } from "vitest";
import { newestNoticeTemplate, whatsappTemplateName } from "../whatsapp/notice-channel.js";
import { APP_ONLY_TYPES, NOTIFICATION_PARAMS } from "./notifications.texts.js";

/** The template body as registered with Meta: `{venue}` -> `{{1}}` in the type's params order. */
export function templateBody(type: (typeof NOTIFICATION_TYPES)[number], lang: "en" | "ml"): string {
  const params = NOTIFICATION_PARAMS[type];
  return t(lang, `notification:${type}.body`, Object.fromEntries(params.map((p, i) => [p, `{{${i + 1}}}`])));
}

describe("docs/whatsapp.md", () => {
  const doc = readFileSync(new URL("../../../../../docs/whatsapp.md", import.meta.url), "utf8");
  it("lists every template, its newest version with the English and Malayalam body the server sends", () => {
    for (const type of NOTIFICATION_TYPES) {
      if (APP_ONLY_TYPES.has(type)) continue;
      // The first name stays listed: it is sent until Meta approves a newer version (record 072).
      expect(doc).toContain(`### \`${whatsappTemplateName(type)}\``);
      const head = `### \`${newestNoticeTemplate(type)}\``;
      const start = doc.indexOf(`${head}\n`);
      expect(start, head).toBeGreaterThanOrEqual(0);
      const section = doc.slice(start, doc.indexOf("\n### ", start + head.length));
      for (const lang of ["en", "ml"] as const) {
        const body = templateBody(type, lang);
        expect(body).not.toContain("{{0}}");
        expect(section, `${head} ${lang}`).toContain(`| ${lang} | ${body} |`);
      }
    }
  });
});
