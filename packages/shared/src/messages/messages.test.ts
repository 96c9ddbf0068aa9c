import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../errors.js";
import { extraExpenseInputSchema } from "../schemas/expenses.js";
import { messageOfText, say, t } from "./server.js";

const schemasDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../schemas");
const sources = readdirSync(schemasDir)
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
  .map((f) => readFileSync(path.join(schemasDir, f), "utf8"));

describe("server messages from the one catalogue (docs/decisions/039-one-catalogue.md)", () => {
  it("every error code has an English and a Malayalam text", () => {
    for (const code of ERROR_CODES) {
      expect(t("en", `error:${code}`), code).not.toBe(`error:${code}`);
      const ml = t("ml", `error:${code}`, { detail: "x" });
      if (ml !== "x") expect(ml, code).toMatch(/[\u0D00-\u0D7F]/);
    }
  });

  it("every plain message the schemas write is a catalogue message (looked up by its exact text)", () => {
    const messages = sources.flatMap((s) =>
      [
        ...s.matchAll(
          /(?:\berror:\s*|\bmessage:\s*|\.(?:min|max|regex|int|positive|nonnegative|length|refine|email|url)\([^"`)]*)"([^"]+)"/g,
        ),
      ]
        .map((m) => m[1] ?? "")
        // say("validation:...") names a message by its id; plain texts are looked up as they are.
        .filter((m) => !/^\w+:/.test(m)),
    );
    expect(messages.length).toBeGreaterThan(20);
    for (const m of messages) {
      expect(messageOfText(m), m).toBeDefined();
      expect(t("ml", messageOfText(m) ?? "validation:Invalid value"), m).toMatch(/[\u0D00-\u0D7F]/);
    }
    // No message is built from a template literal: a template goes through `say` with its values.
    for (const s of sources) expect(s).not.toMatch(/(?:error:\s*|\.(?:min|max|int|regex|refine)\([^`)]*)`/);
  });

  it("template messages carry their values: labels translate with them, numbers stay", () => {
    const text = say("validation:{label} must be at most {max} characters", {
      label: { id: "field:Auditorium name" },
      max: 100,
    });
    expect(text).toBe("Auditorium name must be at most 100 characters");
    const back = messageOfText(text);
    expect(back && t("ml", back)).toBe("വേദിയുടെ പേര് 100 അക്ഷരത്തിൽ കൂടരുത്");
    const r = extraExpenseInputSchema.safeParse({ catering_work: 1, expense_type: "Gas", amount: "2000000" });
    expect(r.success).toBe(false);
    const issue = r.success ? "" : (r.error.issues[0]?.message ?? "");
    expect(issue).toBe("Amount can be at most 10,00,000");
    const msg = messageOfText(issue);
    expect(msg && t("ml", msg)).toBe("തുക പരമാവധി 10,00,000");
    expect(messageOfText("Ravi Kumar")).toBeUndefined();
  });

  it("counts take the plural form in English and a singular noun in Malayalam", () => {
    expect(t("en", "error:TOO_MANY_ATTEMPTS", { minutes: 1 })).toContain("1 minute.");
    expect(t("en", "success:{count} users assigned", { count: 1 })).toBe("1 user assigned successfully");
    expect(t("en", "success:{count} users assigned", { count: 3 })).toBe("3 users assigned successfully");
    expect(t("ml", "success:{count} users assigned", { count: 1 })).toBe("1 പേരെ ടീമിൽ ചേർത്തു");
  });
});
