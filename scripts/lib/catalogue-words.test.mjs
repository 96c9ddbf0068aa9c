import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkCatalogues, glossaryAvoid } from "./catalogue-check.mjs";
import {
  englishLeft,
  keptEnglish,
  numberProblems,
  phraseProblems,
  settledPhrases,
} from "./catalogue-words.mjs";
import { checkTemplates, noticeVersions } from "./template-check.mjs";

const glossary = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), "../../docs/glossary.md"),
  "utf8",
);

describe("the catalogue check reads the Malayalam against its English (record 072)", () => {
  it("finds English left in Malayalam, but not brands, codes, acronyms or what the glossary keeps", () => {
    const kept = keptEnglish(glossary);
    expect(kept).toContain("CaterCrew");
    expect(englishLeft("ജോലികൾ ലോഡ് ചെയ്യാനായില്ല", kept)).toEqual([]);
    expect(englishLeft("Failed to load ജോലികൾ", kept)).toEqual(["Failed", "to", "load"]);
    expect(englishLeft("{name} Assigned ചെയ്തു", kept)).toEqual(["Assigned"]);
    expect(englishLeft("CaterCrew: UPI, OTP, TA, name@bank, SBIN0001234, {count} ജോലി", kept)).toEqual([]);
    expect(englishLeft("{0, plural, one {# ജോലി} other {# ജോലി}}", kept)).toEqual([]);
    expect(englishLeft("<0>{deleteName}</0> ഇല്ലാതാക്കണോ?", kept)).toEqual([]);
  });

  it("holds each settled phrase to the glossary's Malayalam", () => {
    const phrases = settledPhrases(glossary);
    expect(phrases).toContainEqual({ english: "Could not load", malayalam: "ലോഡ് ചെയ്യാനായില്ല" });
    expect(phraseProblems("Could not load the dues", "കുടിശ്ശിക കാണിക്കാൻ പറ്റിയില്ല", phrases)).toHaveLength(1);
    expect(phraseProblems("Could not load the dues", "കുടിശ്ശിക ലോഡ് ചെയ്യാനായില്ല", phrases)).toEqual([]);
    expect(phraseProblems("Assigned Boys", "നിയോഗിച്ച ബോയ്സ്", phrases)).toHaveLength(1);
    expect(phraseProblems("Assigned Boys", "ടീമിലുള്ള ബോയ്സ്", phrases)).toEqual([]);
  });

  it("refuses numbers the English does not have, and Malayalam digits", () => {
    expect(numberProblems("Wage: {amount}", "കൂലി: ₹700.00")).toHaveLength(2);
    expect(numberProblems("1-30 days late", "1-30 ദിവസം വൈകി")).toEqual([]);
    expect(numberProblems("{0} of 5", "5-ൽ {0}")).toEqual([]);
    expect(numberProblems("{0} of 5", "൫-ൽ {0}")).toEqual(["Malayalam digits (write 0-9)"]);
  });

  it("retires the words the admin's pass replaced", () => {
    const retired = glossaryAvoid().flatMap((row) => row.avoid);
    for (const word of ["നിയോഗിച്ച", "തൂക്കം", "അവസര", "വിശകലന", "ാൻ കഴിഞ്ഞില്ല", "വൈകിയുള്ള റദ്ദാക്ക", "സ്ഥിരീകരിക്ക"])
      expect(retired).toContain(word);
  });

  it("retires the transliterated staff and staffing for ജീവനക്കാർ (the page title, the privacy page)", () => {
    const avoid = glossaryAvoid();
    const refused = (text) => avoid.filter((row) => row.avoid.some((bad) => text.includes(bad)));
    expect(refused("CaterCrew | കാറ്ററിംഗ്, ഇവന്റ് സ്റ്റാഫിംഗ്").map((row) => row.word)).toEqual([
      "കാറ്ററിംഗിനും പരിപാടികൾക്കും ജീവനക്കാർ",
    ]);
    expect(refused("ഹോസ്റ്റിംഗ് സ്റ്റാഫ്")).toHaveLength(1);
    expect(refused("സ്റ്റാഫിനെ ബുക്ക് ചെയ്യുക")).toHaveLength(1);
    expect(refused("CaterCrew | കാറ്ററിംഗിനും പരിപാടികൾക്കും ജീവനക്കാർ")).toEqual([]);
    expect(refused("ഹോസ്റ്റിംഗ് ജീവനക്കാർ")).toEqual([]);
  });

  it("lists a changed notice's template under both names, and no version the server never sends", () => {
    expect(noticeVersions()).toContainEqual({ type: "assigned", version: 2 });
    const notices = [{ type: "assigned", version: 2 }];
    const doc = (names) => names.map((name) => ({ name, en: "Work.", ml: "ജോലി.", text: "" }));
    expect(checkTemplates([], [], doc(["catercrew_assigned", "catercrew_assigned_v2"]), notices)).toEqual([]);
    expect(checkTemplates([], [], doc(["catercrew_assigned"]), notices)).toEqual([
      "template catercrew_assigned_v2 (NOTICE_TEMPLATE_VERSIONS) is not in docs/whatsapp.md",
    ]);
    expect(
      checkTemplates(
        [],
        [],
        doc(["catercrew_assigned", "catercrew_assigned_v2", "catercrew_removed_v2"]),
        notices,
      ),
    ).toEqual(["docs/whatsapp.md lists catercrew_removed_v2, but NOTICE_TEMPLATE_VERSIONS never sends it"]);
    // The old name keeps the words Meta approved; the retired word is refused only where it is current.
    const avoid = glossaryAvoid();
    const old = { name: "catercrew_assigned", en: "Work.", ml: "ജോലിക്ക് നിയോഗിച്ചു.", text: "നിയോഗിച്ചു" };
    const now = { name: "catercrew_assigned_v2", en: "Work.", ml: "ടീമിൽ എടുത്തു.", text: "ടീമിൽ എടുത്തു" };
    expect(checkTemplates(avoid, [], [old, now], notices)).toEqual([]);
    expect(checkTemplates(avoid, [], [old], []).some((p) => p.includes("നിയോഗിച്ച"))).toBe(true);
  });

  it("the web's and the server's catalogues pass it", () => {
    expect(checkCatalogues()).toEqual([]);
  });
});
