import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../errors.js";
import { errorMessagesEn } from "./errors.en.js";
import { errorMessagesMl } from "./errors.ml.js";
import { FIELD_LABELS_ML, translateMessageMl } from "./validation.ml.js";

const placeholders = (s: string) => new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
const schemasDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../schemas");
const sources = readdirSync(schemasDir)
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
  .map((f) => readFileSync(path.join(schemasDir, f), "utf8"));

describe("server messages in Malayalam", () => {
  it("every error code has a Malayalam text, without English sentences", () => {
    for (const code of ERROR_CODES) {
      const ml = errorMessagesMl[code];
      expect(ml, code).toBeTruthy();
      if (!/^\{\w+\}\.?$/.test(ml)) expect(ml, code).toMatch(/[\u0D00-\u0D7F]/);
    }
  });

  it("a Malayalam text uses only the params its English text has", () => {
    for (const code of ERROR_CODES) {
      const en = placeholders(errorMessagesEn[code]);
      for (const name of placeholders(errorMessagesMl[code]))
        expect(en.has(name), `${code} {${name}}`).toBe(true);
    }
  });

  it("every field label the schemas use has a Malayalam label", () => {
    const labels = sources.flatMap((s) =>
      [...s.matchAll(/\b(?:requiredText|optionalText|money|optionalMoney|count)\("([^"]+)"/g)].map(
        (m) => m[1],
      ),
    );
    expect(labels.length).toBeGreaterThan(10);
    for (const label of labels) expect(FIELD_LABELS_ML[label ?? ""], label).toBeTruthy();
  });

  it("every message the schemas write translates, and labels fill the patterns", () => {
    const messages = sources.flatMap((s) =>
      [
        ...s.matchAll(
          /(?:error:\s*|message:\s*|\.(?:min|max|regex|int|positive|nonnegative|length|refine|email|url)\([^"`)]*)"([^"]+)"/g,
        ),
      ].map((m) => m[1] ?? ""),
    );
    expect(messages.length).toBeGreaterThan(20);
    for (const m of messages) expect(translateMessageMl(m), m).not.toBe(m);
    expect(translateMessageMl("Auditorium name is required")).toBe("ഓഡിറ്റോറിയത്തിന്റെ പേര് നൽകുക");
    expect(translateMessageMl("Username must be at most 100 characters")).toBe(
      "ഉപയോക്തൃനാമം 100 അക്ഷരങ്ങളിൽ കൂടരുത്",
    );
    expect(translateMessageMl("mobile_number: Mobile number must be 10 digits")).toBe(
      "mobile_number: മൊബൈൽ നമ്പർ 10 അക്കമായിരിക്കണം",
    );
    expect(translateMessageMl("Ravi Kumar")).toBe("Ravi Kumar");
  });
});
