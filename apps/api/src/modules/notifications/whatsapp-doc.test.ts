import { readFileSync } from "node:fs";
import { NOTIFICATION_TYPES, type NotificationType, t } from "@catercrew/shared";
import { describe, expect, it } from "vitest";
import { newestNoticeTemplate, whatsappTemplateName } from "../whatsapp/outbound/notice-channel.js";
import { NOTIFICATION_PARAMS } from "./notifications.texts.js";

/** Types never sent as a WhatsApp template (docs/whatsapp.md leaves them out): the admins' notices, and the in-app stand-in for a paused offer template. */
const APP_ONLY_TYPES: ReadonlySet<NotificationType> = new Set([
  "work_offered",
  "whatsapp_allowance_used",
  "worker_withdrew",
  "worker_withdrew_late",
  "whatsapp_template_paused",
  "whatsapp_sending_held",
  "whatsapp_message",
  "whatsapp_voice",
  "whatsapp_media",
  "whatsapp_location",
  // To admins (record 060).
  "payout_failed",
  "cash_disputed",
]);

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
