import { describe, expect, it } from "vitest";
// The check npm test runs (scripts/i18n-check.mjs), tested on texts that must fail it.
import { checkCatalogues, countProblems, glossaryAvoid } from "../../../../scripts/lib/catalogue-check.mjs";

describe("the catalogue check (docs/decisions/039-one-catalogue.md)", () => {
  it("flags a count without a plural form, in English and in Malayalam", () => {
    expect(countProblems("{count} works assigned", "en")).toEqual(["{count} works"]);
    expect(countProblems("{count, plural, one {# work} other {# works}}", "en")).toEqual([]);
    expect(countProblems("{0} ജോലികൾ", "ml")).toHaveLength(1);
    expect(countProblems("{0} ജോലി", "ml")).toEqual([]);
    expect(countProblems("1 ജോലികൾ", "ml")).toHaveLength(1);
    expect(countProblems("{n, plural, other {# ജോലികൾ}}", "ml")).toHaveLength(1);
    expect(countProblems("{n, plural, one {# ജോലി} other {# ജോലികൾ}}", "ml")).toEqual([]);
    expect(countProblems("{venue} ജോലികൾ", "ml")).toEqual([]);
  });

  it("reads the glossary's words not to use, WhatsApp's spellings among them", () => {
    const whatsapp = glossaryAvoid().find((row) => row.word.includes("വാട്സ്ആപ്പ്"));
    expect(whatsapp?.avoid).toContain("വാട്ട്‌സ്ആപ്പ");
  });

  it("the catalogues of the web and the server pass it", () => {
    expect(checkCatalogues()).toEqual([]);
  });
});
