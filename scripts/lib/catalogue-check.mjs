// The catalogue checks (docs/decisions/039-one-catalogue.md), run by
// scripts/i18n-check.mjs in `npm test`: every message of the web's and the server's catalogues
// has English and Malayalam, no id means two things, every count reads naturally, and the
// glossary's words are spelled one way (docs/glossary.md, column "not to use"), also in the
// WhatsApp templates (scripts/lib/template-check.mjs).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import PO from "pofile";
import {
  englishLeft,
  keptEnglish,
  numberProblems,
  phraseProblems,
  settledPhrases,
} from "./catalogue-words.mjs";
import { checkTemplates, docTemplates, metaTemplates, noticeVersions } from "./template-check.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const WEB = path.join(root, "apps/web/src/locales");
const SERVER = path.join(root, "packages/shared/src/locales");
const GLOSSARY = path.join(root, "docs/glossary.md");

/** Every catalogue: `{ name, lang, items }` (web areas and the server's one). */
export function catalogues() {
  const out = [];
  for (const lang of ["en", "ml"]) {
    for (const file of readdirSync(path.join(WEB, lang))
      .filter((f) => f.endsWith(".po"))
      .sort()) {
      const po = PO.parse(readFileSync(path.join(WEB, lang, file), "utf8"));
      out.push({ name: `web ${lang}/${file}`, area: `web:${file}`, lang, items: po.items });
    }
    const po = PO.parse(readFileSync(path.join(SERVER, lang, "server.po"), "utf8"));
    out.push({ name: `server ${lang}/server.po`, area: "server", lang, items: po.items });
  }
  return out;
}

const keyOf = (item) => `${item.msgctxt ?? ""}\u0004${item.msgid}`;
const MALAYALAM = /[\u0D00-\u0D7F]/;
/** Texts that need no Malayalam letters: only placeholders, codes, the brand, punctuation. */
const NEUTRAL = /^[\s{}\w:.,/()\-+@#₹%'"“”…|]*$/;

/** The parts of a message outside ICU plural/select blocks (where a count is written plainly). */
function outsidePlurals(text) {
  let out = "";
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const rest = text.slice(i);
    const open = /^\{\w+,\s*(plural|select|selectordinal)\s*,/.exec(rest);
    if (open) {
      depth++;
      i += open[0].length - 1;
      continue;
    }
    const c = text[i];
    if (depth > 0) {
      if (c === "{") depth++;
      else if (c === "}") depth--;
      continue;
    }
    out += c;
  }
  return out;
}

/** The insides of the ICU plural blocks of a message. */
function pluralBlocks(text) {
  const out = [];
  for (const m of text.matchAll(/\{\w+,\s*plural\s*,/g)) {
    let depth = 1;
    let i = (m.index ?? 0) + m[0].length;
    const start = i;
    for (; i < text.length && depth > 0; i++) {
      if (text[i] === "{") depth++;
      else if (text[i] === "}") depth--;
    }
    out.push(` ${text.slice(start, i - 1)}`);
  }
  return out;
}

/**
 * Placeholders that hold a count (by name), or numbers written into the text, followed by a
 * plural noun: "{count} works", "{waged} ജോലികൾ". A singular noun after a number is natural in
 * Malayalam ("3 ജോലി"); English needs a plural form.
 */
const COUNT_NAME =
  /^(count|n|num|number|total|minutes|hours|days|waged|rated|done|left|open|needed|places|people|works|strikes|unread|shown|selected|assigned|pending|absent|present|remaining|missing|filled|size|limit|max|min|\d+)$/i;
const EN_PLURAL_WORD =
  /^(?!is$|was$|has$|this$|its$|as$|us$|yes$|plus$|bus$|status$|always$|across$|less$|process$|access$|address$|news$)[a-z]+s\b/i;
const ML_PLURAL_WORD = /^\S*(കൾ|ങ്ങൾ|മാർ|ക്കാർ)(?=[\s.,;:!?)]|$|[^\s]*)/;

export function countProblems(text, lang) {
  const plain = outsidePlurals(text);
  const problems = [];
  for (const m of plain.matchAll(/\{(\w+)\}\s+(\S+)/g)) {
    const [, name, word] = m;
    if (!COUNT_NAME.test(name ?? "")) continue;
    if (lang === "en" && EN_PLURAL_WORD.test(word ?? "")) problems.push(`{${name}} ${word}`);
    if (lang === "ml" && ML_PLURAL_WORD.test(word ?? "")) problems.push(`{${name}} ${word}`);
  }
  if (lang === "ml") {
    for (const m of plain.matchAll(/(?<![\d,.])1 (\S+(കൾ|ങ്ങൾ|മാർ))/g)) problems.push(m[0]);
    // Inside a plural: what 1 reads as (the `one` or `=1` branch, else `other`) has no plural noun.
    for (const block of pluralBlocks(text)) {
      const one =
        /(?:^|\s)(?:=1|one)\s*\{([^{}]*)\}/.exec(block)?.[1] ??
        /(?:^|\s)other\s*\{([^{}]*)\}/.exec(block)?.[1];
      const bad = one && /#\s*\S*(കൾ|ങ്ങൾ|മാർ)/.exec(one);
      if (bad) problems.push(`1 reads "${one.trim()}"`);
    }
  }
  return problems;
}

/** Glossary rows with a "not to use" column: `{ word, avoid: [...] }`. */
export function glossaryAvoid() {
  const rows = [];
  let avoidCol = -1;
  let wordCol = -1;
  for (const line of readFileSync(GLOSSARY, "utf8").split("\n")) {
    if (!line.startsWith("|")) {
      avoidCol = -1;
      continue;
    }
    const cells = line
      .split("|")
      .slice(1, -1)
      .map((c) => c.trim());
    const header = cells.map((c) => c.toLowerCase());
    if (header.includes("not to use")) {
      avoidCol = header.indexOf("not to use");
      wordCol = header.indexOf("malayalam");
      continue;
    }
    if (avoidCol < 0 || /^-+$/.test(cells[0] ?? "")) continue;
    const avoid = (cells[avoidCol] ?? "")
      .split(/[,;]/)
      .map((w) => w.replace(/[`"“”]/g, "").trim())
      .filter((w) => MALAYALAM.test(w));
    if (avoid.length) rows.push({ word: cells[wordCol] ?? "", english: cells[0] ?? "", avoid });
  }
  return rows;
}

/** All problems, as lines to print; empty when the catalogues are sound. */
export function checkCatalogues() {
  const problems = [];
  const all = catalogues();
  const byArea = new Map();
  for (const cat of all) {
    const seen = new Set();
    for (const item of cat.items) {
      const key = keyOf(item);
      if (seen.has(key)) problems.push(`${cat.name}: "${item.msgid}" appears twice`);
      seen.add(key);
    }
    const entry = byArea.get(cat.area) ?? {};
    entry[cat.lang] = cat;
    byArea.set(cat.area, entry);
  }
  // Missing: every message in both languages.
  for (const [area, { en, ml }] of byArea) {
    if (!en || !ml) {
      problems.push(`${area}: a language's catalogue is missing`);
      continue;
    }
    const enKeys = new Map(en.items.map((i) => [keyOf(i), i]));
    const mlKeys = new Map(ml.items.map((i) => [keyOf(i), i]));
    for (const [key, item] of enKeys) {
      const other = mlKeys.get(key);
      const text = other?.msgstr[0] ?? "";
      const label = `${area}: "${item.msgctxt ? `${item.msgctxt}:` : ""}${item.msgid}"`;
      if (!other || !text) problems.push(`${label} has no Malayalam`);
      else if (!MALAYALAM.test(text) && !NEUTRAL.test(text) && text === (item.msgstr[0] || item.msgid))
        problems.push(`${label}: the Malayalam is the English text`);
      if (area === "server" && !item.msgstr[0]) problems.push(`${label} has no English`);
    }
    for (const key of mlKeys.keys())
      if (!enKeys.has(key)) problems.push(`${area}: "${key}" only in Malayalam`);
  }
  // Clash: the web loads several catalogues at once into one Lingui instance, so one id must not
  // carry two different Malayalam texts in two catalogues.
  const webMl = new Map();
  for (const cat of all.filter((c) => c.lang === "ml" && c.area.startsWith("web:"))) {
    for (const item of cat.items) {
      const key = keyOf(item);
      const text = item.msgstr[0] ?? "";
      const before = webMl.get(key);
      if (before && before.text !== text)
        problems.push(
          `clash: "${item.msgid}"${item.msgctxt ? ` (${item.msgctxt})` : ""} is "${before.text}" in ${before.name} but "${text}" in ${cat.name}; give one a context`,
        );
      else webMl.set(key, { text, name: cat.name });
    }
  }
  // Counts and glossary spellings; in Malayalam, what its English says (record 072).
  const avoid = glossaryAvoid();
  const glossary = readFileSync(GLOSSARY, "utf8");
  const kept = keptEnglish(glossary);
  const phrases = settledPhrases(glossary);
  for (const cat of all) {
    const en = byArea.get(cat.area)?.en;
    const english = new Map((en?.items ?? []).map((i) => [keyOf(i), i.msgstr[0] || i.msgid]));
    for (const item of cat.items) {
      const text = cat.lang === "en" ? item.msgstr[0] || item.msgid : (item.msgstr[0] ?? "");
      for (const p of countProblems(text, cat.lang))
        problems.push(`${cat.name}: "${item.msgid}": a count needs a plural form or a singular noun: ${p}`);
      if (cat.lang !== "ml") continue;
      const source = english.get(keyOf(item)) ?? item.msgid;
      const left = englishLeft(text, kept);
      if (left.length)
        problems.push(
          `${cat.name}: "${item.msgid}": English left in the Malayalam: ${left.join(", ")} (docs/glossary.md, "Kept in English")`,
        );
      for (const p of [...phraseProblems(source, text, phrases), ...numberProblems(source, text)])
        problems.push(`${cat.name}: "${item.msgid}": ${p}`);
      for (const row of avoid)
        for (const bad of row.avoid)
          if (text.includes(bad))
            problems.push(`${cat.name}: "${item.msgid}": "${bad}" is spelled ${row.word} (docs/glossary.md)`);
    }
  }
  // The WhatsApp templates registered at Meta, outside the catalogues (record 058).
  problems.push(...checkTemplates(avoid, metaTemplates(), docTemplates(), noticeVersions()));
  for (const tpl of [...metaTemplates(), ...docTemplates()]) {
    const left = englishLeft(tpl.ml, kept);
    if (left.length) problems.push(`template ${tpl.name}: English left in the Malayalam: ${left.join(", ")}`);
    for (const p of numberProblems(tpl.en, tpl.ml)) problems.push(`template ${tpl.name}: ${p}`);
  }
  return problems;
}
