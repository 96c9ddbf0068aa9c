import { describe, expect, it } from "vitest";
// The check npm test runs (scripts/i18n-check.mjs), tested on texts that must fail it.
import { checkCatalogues, countProblems, glossaryAvoid } from "../../../../scripts/lib/catalogue-check.mjs";
import {
  checkTemplates,
  docTemplates,
  metaTemplates,
  noticeVersions,
} from "../../../../scripts/lib/template-check.mjs";

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

  it("fails on each retired word in a template's Malayalam, except in a version a newer one replaced", () => {
    const avoid = glossaryAvoid();
    const retired = avoid.flatMap((row) => row.avoid);
    for (const word of ["പേസ്ലിപ്പ്", "ഓർമ്മപ്പെടുത്ത", "കാത്തിരിപ്പുപട്ടിക", "മെസ്സേജ", "പിഴയില്ലാതെ"])
      expect(retired).toContain(word);
    for (const word of retired) {
      const meta = [{ name: "wage_paid_v3", en: "Paid.", ml: `കൂലി നൽകി. ${word}` }];
      const doc = [{ name: "wage_paid_v3", en: "Paid.", ml: `കൂലി നൽകി. ${word}`, text: word }];
      expect(checkTemplates(avoid, meta, doc).length, word).toBeGreaterThanOrEqual(2);
    }
    const old = { name: "wage_paid_v1", en: "Paid.", ml: "പേസ്ലിപ്പ്", text: "പേസ്ലിപ്പ്" };
    const now = { name: "wage_paid_v2", en: "Paid.", ml: "കൂലി രസീത്", text: "കൂലി രസീത്" };
    expect(checkTemplates(avoid, [old, now], [old, now])).toEqual([]);
  });

  it("reads every template of meta-templates.ts and docs/whatsapp.md, both languages, names listed in the doc", () => {
    const meta = metaTemplates();
    const doc = docTemplates();
    expect(meta.map((m) => m.name)).toContain("wage_saved_v2");
    expect(doc.map((d) => d.name)).toEqual(expect.arrayContaining(["wage_saved_v2", "catercrew_place_gone"]));
    expect(
      checkTemplates(glossaryAvoid(), [{ name: "job_offer_v9", en: "x", ml: "ജോലി" }], doc, noticeVersions()),
    ).toEqual(["template job_offer_v9 (meta-templates.ts) is not in docs/whatsapp.md"]);
  });
});
