import { readFileSync } from "node:fs";
import { WHATSAPP_SETTING_DEFAULTS, WHATSAPP_TEMPLATE_KINDS } from "@catercrew/shared";
import { describe, expect, it } from "vitest";
import { parsePayload } from "../payloads.js";
import { TEMPLATE_BODIES } from "./meta-templates.js";
import { allocateSlots } from "./pacer.js";
import { buttonPayload, specOf, templateMessage, templateName } from "./templates.js";

/** The versioned templates as docs/whatsapp.md lists them for Meta's approval. */
const doc = readFileSync(new URL("../../../../../../docs/whatsapp.md", import.meta.url), "utf8");

/** The section of a template in the doc: from its heading to the next heading. */
function section(name: string): string {
  const start = doc.indexOf(`### \`${name}\``);
  expect(start, `${name} is in docs/whatsapp.md`).toBeGreaterThanOrEqual(0);
  const rest = doc.slice(start + 4);
  const end = rest.search(/\n##/);
  return end < 0 ? rest : rest.slice(0, end);
}

/** The distinct {{n}} of a body, checked to run 1..n. */
function variables(body: string): number {
  const found = new Set([...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])));
  const n = found.size;
  for (let i = 1; i <= n; i++) expect(found.has(i), `{{${i}}} in "${body}"`).toBe(true);
  return n;
}

describe("versioned WhatsApp templates", () => {
  // Every version an agency may have registered, not only the one in use (docs/decisions/058).
  const versions = Object.keys(TEMPLATE_BODIES).map((name) => ({
    name,
    kind: WHATSAPP_TEMPLATE_KINDS.find((k) => name.replace(/_v\d+$/, "") === k),
  }));
  it("every kind's version in use is listed, and every listed version is of a known kind", () => {
    for (const kind of WHATSAPP_TEMPLATE_KINDS)
      expect(Object.keys(TEMPLATE_BODIES)).toContain(templateName(kind, WHATSAPP_SETTING_DEFAULTS));
    for (const v of versions) expect(v.kind, v.name).toBeDefined();
  });
  for (const { name, kind } of versions) {
    if (!kind) continue;
    it(`${name}: the parameter count the server sends matches docs/whatsapp.md in en and ml`, () => {
      const spec = specOf(name, kind);
      const text = section(name);
      const declared = /Parameters \((\d+)\)/.exec(text)?.[1];
      expect(Number(declared)).toBe(spec.params.length);
      expect(text).toContain(
        spec.category === "utility" ? "Category **Utility**" : "Category **Authentication**",
      );
      for (const lang of ["en", "ml"] as const) {
        const row = new RegExp(`^\\| ${lang} \\| (.*) \\|$`, "m").exec(text)?.[1] ?? "";
        expect(row).toBe(TEMPLATE_BODIES[name]?.[lang]);
        expect(variables(row)).toBe(spec.params.length);
        // Meta refuses a body that starts or ends with a variable.
        expect(row).not.toMatch(/^\{\{|\}\}$/);
      }
      const message = templateMessage({
        to: "919876543210",
        name,
        kind,
        language: "ml",
        params: spec.params.map((p) => p),
        workId: 42,
      });
      expect(message.template.components?.[0]?.parameters).toHaveLength(spec.params.length);
      const buttons = message.template.components?.filter((c) => c.sub_type === "quick_reply") ?? [];
      expect(buttons).toHaveLength(spec.buttons.length);
      // A later version may name the buttons of an earlier one ("Quick-reply buttons as `job_offer_v1`").
      const same = /Quick-reply buttons as `(\w+)`/.exec(text)?.[1];
      const buttonsText = same ? section(same) : text;
      for (const b of spec.buttons)
        expect(buttonsText).toContain(`\`${buttonPayload(b, null).replace(":0", ":<workId>")}\``);
    });
  }

  it("a wrong parameter count is refused before anything is sent", () => {
    expect(() =>
      templateMessage({
        to: "91",
        name: "job_offer_v1",
        kind: "job_offer",
        language: "en",
        params: ["x"],
        workId: 1,
      }),
    ).toThrow(/8 parameters/);
  });

  it("button payloads read back as the inbound side parses them", () => {
    expect(parsePayload(buttonPayload("request", 7))).toEqual({ kind: "request", workId: 7 });
    expect(parsePayload(buttonPayload("decline", 7))).toEqual({ kind: "decline", workId: 7 });
    expect(parsePayload(buttonPayload("stop", 7))).toEqual({ kind: "stop" });
    expect(parsePayload(buttonPayload("coming", 7))).toEqual({ kind: "coming", workId: 7 });
    expect(parsePayload(buttonPayload("cant", 7))).toEqual({ kind: "cant_come", workId: 7 });
  });
});

describe("the pacer", () => {
  it("hands out 500 slots at 20 a second: 25 whole seconds, never more than 20 in one", () => {
    const now = Date.parse("2030-01-01T00:00:00.700Z");
    const { times, state } = allocateSlots({ slotAt: null, used: 0 }, 500, 20, now);
    const perSecond = new Map<number, number>();
    for (const at of times) perSecond.set(at, (perSecond.get(at) ?? 0) + 1);
    expect(perSecond.size).toBe(25);
    expect(Math.max(...perSecond.values())).toBe(20);
    expect(times[0]).toBe(Date.parse("2030-01-01T00:00:00.000Z"));
    expect(times.at(-1)).toBe(Date.parse("2030-01-01T00:00:24.000Z"));
    // A batch a moment later continues in the next free second, not beside the last one.
    const next = allocateSlots(state, 5, 20, now + 300);
    expect(next.times).toEqual(Array(5).fill(Date.parse("2030-01-01T00:00:25.000Z")));
    // Once the pointer is in the past, sending starts now.
    const later = allocateSlots(state, 1, 20, now + 60_000);
    expect(later.times).toEqual([Date.parse("2030-01-01T00:01:00.000Z")]);
  });
});
