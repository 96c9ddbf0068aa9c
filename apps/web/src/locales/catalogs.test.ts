import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const dir = path.dirname(fileURLToPath(import.meta.url));

/**
 * msgid -> msgstr of one .po file (single-line and multi-line strings). A message with a context
 * is keyed "context|msgid", as Lingui tells the two apart.
 */
function readPo(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  const text = readFileSync(file, "utf8");
  for (const block of text.split(/\n\s*\n/)) {
    const id = joined(block, "msgid");
    if (!id) continue;
    const context = joined(block, "msgctxt");
    entries.set(context ? `${context}|${id}` : id, joined(block, "msgstr") ?? "");
  }
  return entries;
}

function joined(block: string, key: "msgctxt" | "msgid" | "msgstr"): string | undefined {
  const lines = block.split("\n");
  const start = lines.findIndex((l) => l.startsWith(`${key} "`));
  if (start < 0) return undefined;
  const parts: string[] = [];
  for (let i = start; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (i > start && !line.startsWith('"')) break;
    const m = /"(.*)"$/.exec(line.slice(i === start ? key.length + 1 : 0));
    if (m?.[1] !== undefined) parts.push(m[1]);
  }
  return JSON.parse(`"${parts.join("")}"`) as string;
}

const catalogs = readdirSync(path.join(dir, "en")).filter((f) => f.endsWith(".po"));

describe("message catalogues", () => {
  it("has the eleven catalogues in both languages", () => {
    expect(catalogs.sort()).toEqual([
      "admin.po",
      "auth.po",
      "chat.po",
      "client.po",
      "common.po",
      "entities.po",
      "info.po",
      "public.po",
      "subadmin.po",
      "ui.po",
      "worker.po",
    ]);
    expect(
      readdirSync(path.join(dir, "ml"))
        .filter((f) => f.endsWith(".po"))
        .sort(),
    ).toEqual(catalogs);
  });

  for (const file of catalogs) {
    it(`${file}: every message has a Malayalam text, and both languages hold the same messages`, () => {
      const en = readPo(path.join(dir, "en", file));
      const ml = readPo(path.join(dir, "ml", file));
      expect([...ml.keys()].sort()).toEqual([...en.keys()].sort());
      const missing = [...ml].filter(([, str]) => str.trim() === "").map(([id]) => id);
      expect(missing).toEqual([]);
      // Placeholders survive translation: {name} in English is {name} in Malayalam.
      for (const [id, str] of ml) {
        const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(names(str), `placeholders of "${id}"`).toEqual(names(id));
      }
    });
  }

  // Every catalogue a screen loads goes into one table per language, keyed by the message, so a
  // message two catalogues share must read the same in both: otherwise the screen shows whichever
  // catalogue happened to load last (a Malayalam browser test failed at random on "Grand total").
  it("a message shared by several catalogues has one translation", () => {
    for (const lang of ["en", "ml"]) {
      const seen = new Map<string, { file: string; str: string }>();
      const conflicts: string[] = [];
      for (const file of catalogs) {
        for (const [id, str] of readPo(path.join(dir, lang, file))) {
          const first = seen.get(id);
          if (!first) seen.set(id, { file, str });
          else if (first.str !== str)
            conflicts.push(`${lang} "${id}": ${first.file} "${first.str}", ${file} "${str}"`);
        }
      }
      expect(conflicts).toEqual([]);
    }
  });
});
