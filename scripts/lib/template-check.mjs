// The WhatsApp templates in the catalogue check (docs/decisions/058-malayalam-that-cannot-be-misread.md):
// the texts registered at Meta live outside the .po catalogues (the versioned templates in
// apps/api/src/modules/whatsapp/outbound/meta-templates.ts, every template in docs/whatsapp.md), so the
// glossary's retired spellings could drift back there unseen. Every template has its text in both
// languages; the meta-templates' names are all listed in the doc; and the wording an agency
// registers now (every template but a version a newer one of its kind replaced) uses no word
// the glossary retired. The notices' templates whose words changed (NOTICE_TEMPLATE_VERSIONS in
// meta-templates.ts, record 072) are listed under both names, the new version and the old one the
// server still sends until Meta approves the new.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const META = path.join(root, "apps/api/src/modules/whatsapp/outbound/meta-templates.ts");
const DOC = path.join(root, "docs/whatsapp.md");
const MALAYALAM = /[\u0D00-\u0D7F]/;

/** The versioned bodies and the button labels of meta-templates.ts: `{ name, en, ml }`. */
export function metaTemplates(source = readFileSync(META, "utf8")) {
  const out = [];
  const entry = /(\w+): \{\s*en: "((?:[^"\\]|\\.)*)",\s*ml: "((?:[^"\\]|\\.)*)",?\s*\}/g;
  for (const m of source.matchAll(entry)) out.push({ name: m[1], en: m[2], ml: m[3] });
  return out;
}

/** Each template section of docs/whatsapp.md: `{ name, en, ml, text }` (text: the whole section). */
export function docTemplates(doc = readFileSync(DOC, "utf8")) {
  const out = [];
  const heads = [...doc.matchAll(/^### `(\w+)`$/gm)];
  for (const [i, h] of heads.entries()) {
    const start = (h.index ?? 0) + h[0].length;
    const next = heads[i + 1]?.index ?? doc.length;
    const rest = doc.slice(start, next);
    const end = rest.search(/\n## /);
    const text = end < 0 ? rest : rest.slice(0, end);
    const row = (lang) => new RegExp(`^\\| ${lang} \\| (.*) \\|$`, "m").exec(text)?.[1] ?? "";
    out.push({ name: h[1] ?? "", en: row("en"), ml: row("ml"), text });
  }
  return out;
}

/** NOTICE_TEMPLATE_VERSIONS of meta-templates.ts: `{ type, version }` (`assigned`, 2). */
export function noticeVersions(source = readFileSync(META, "utf8")) {
  const block = /NOTICE_TEMPLATE_VERSIONS[^=]*=\s*\{([^}]*)\}/.exec(source)?.[1] ?? "";
  return [...block.matchAll(/(\w+):\s*(\d+)/g)].map((m) => ({ type: m[1] ?? "", version: Number(m[2]) }));
}

/** `job_offer_v2` -> ["job_offer", 2]; a name without a version is its own kind. */
function versionOf(name) {
  const m = /^(.*)_v(\d+)$/.exec(name);
  return m ? [m[1], Number(m[2])] : [name, 0];
}

/** The names a newer version of the same kind replaces. */
export function superseded(names) {
  const newest = new Map();
  for (const n of names) {
    const [kind, v] = versionOf(n);
    newest.set(kind, Math.max(newest.get(kind) ?? 0, v));
  }
  return new Set(names.filter((n) => versionOf(n)[1] < (newest.get(versionOf(n)[0]) ?? 0)));
}

/**
 * Problems of the templates, as lines; `avoid` is the glossary's rows ({ word, avoid }), `notices`
 * the notices' versions (noticeVersions()).
 */
export function checkTemplates(avoid, meta = metaTemplates(), doc = docTemplates(), notices = []) {
  const problems = [];
  const docNames = new Set(doc.map((d) => d.name));
  const sent = new Set(notices.map((n) => `catercrew_${n.type}_v${n.version}`));
  for (const n of notices)
    for (const name of [`catercrew_${n.type}`, `catercrew_${n.type}_v${n.version}`])
      if (!docNames.has(name))
        problems.push(`template ${name} (NOTICE_TEMPLATE_VERSIONS) is not in docs/whatsapp.md`);
  for (const name of docNames)
    if (/^catercrew_\w+_v\d+$/.test(name) && !sent.has(name))
      problems.push(`docs/whatsapp.md lists ${name}, but NOTICE_TEMPLATE_VERSIONS never sends it`);
  const versioned = meta.filter((m) => /_v\d+$/.test(m.name));
  for (const m of versioned)
    if (!docNames.has(m.name))
      problems.push(`template ${m.name} (meta-templates.ts) is not in docs/whatsapp.md`);
  for (const d of doc) {
    if (!d.en) problems.push(`docs/whatsapp.md: template ${d.name} has no English text`);
    if (!MALAYALAM.test(d.ml)) problems.push(`docs/whatsapp.md: template ${d.name} has no Malayalam text`);
  }
  for (const m of meta)
    if (!m.en || !MALAYALAM.test(m.ml))
      problems.push(`meta-templates.ts: ${m.name} needs English and Malayalam`);
  const old = superseded([...docNames, ...versioned.map((m) => m.name)]);
  const texts = [
    ...meta
      .filter((m) => !old.has(m.name))
      .map((m) => ({ where: `meta-templates.ts ${m.name}`, text: m.ml })),
    ...doc
      .filter((d) => !old.has(d.name))
      .map((d) => ({ where: `docs/whatsapp.md ${d.name}`, text: d.text })),
  ];
  for (const { where, text } of texts)
    for (const row of avoid)
      for (const bad of row.avoid)
        if (text.includes(bad))
          problems.push(
            `${where}: "${bad}" is spelled ${row.word} (docs/glossary.md); register a new version`,
          );
  return problems;
}
