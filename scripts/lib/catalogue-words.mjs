// The catalogue checks that read a Malayalam message against its English (record 072), run by
// scripts/lib/catalogue-check.mjs: no English word left in Malayalam unless the glossary keeps it
// ("Kept in English"), a message whose English starts with a settled phrase says it the glossary's
// one way ("Phrases by their English"), and no number written into the Malayalam that the English
// does not have (amounts, dates and counts come from the shared formatters through placeholders),
// never in Malayalam digits.

/** The rows of the table under the heading `## <title>` of the glossary, as cell arrays. */
function tableUnder(glossary, title) {
  const rows = [];
  let inside = false;
  let header = true;
  for (const line of glossary.split("\n")) {
    if (line.startsWith("## ")) {
      inside = line.slice(3).trim() === title;
      header = true;
      continue;
    }
    if (!inside || !line.startsWith("|")) continue;
    const cells = line
      .split("|")
      .slice(1, -1)
      .map((c) => c.trim());
    if (header) {
      header = false;
      continue;
    }
    if (/^-+$/.test(cells[0] ?? "")) continue;
    rows.push(cells);
  }
  return rows;
}

const unquote = (w) => w.replace(/[\x60"“”]/g, "").trim();

/** The words the glossary keeps in Latin letters inside Malayalam ("Kept in English"). */
export function keptEnglish(glossary) {
  const kept = new Set();
  for (const [words] of tableUnder(glossary, "Kept in English (checked)"))
    for (const w of (words ?? "").split(",")) if (unquote(w)) kept.add(unquote(w));
  return kept;
}

/** `{ english, malayalam }`: a message whose English starts with `english` has `malayalam`. */
export function settledPhrases(glossary) {
  return tableUnder(glossary, "Phrases by their English (checked)")
    .map(([english, malayalam]) => ({ english: unquote(english ?? ""), malayalam: unquote(malayalam ?? "") }))
    .filter((p) => p.english && p.malayalam);
}

/** The message without its placeholders, ICU plural/select syntax and numbered tags. */
function plainText(text) {
  return text
    .replace(/<\/?\d+>/g, " ")
    .replace(/\{\w+,\s*(plural|select|selectordinal)\s*,/g, " ")
    .replace(/(^|[\s}])(=\d+|zero|one|two|few|many|other)\s*\{/g, " ")
    .replace(/\{\w+\}/g, " ")
    .replace(/[{}#]/g, " ");
}

/**
 * English words left in a Malayalam message: Latin words that are not acronyms or codes in
 * capitals (UPI, OTP, TA, STOP), not part of a code, example or link (a chunk with a digit, "@",
 * "/", ":" or "_"), and not kept by the glossary.
 */
export function englishLeft(ml, kept) {
  const left = [];
  for (const chunk of plainText(ml).split(/\s+/)) {
    if (/[\d@/:_]/.test(chunk)) continue;
    for (const m of chunk.matchAll(/[A-Za-z][A-Za-z'-]*[A-Za-z]|[A-Za-z]/g)) {
      const word = m[0];
      if (/^[A-Z][A-Z-]*$/.test(word) || kept.has(word)) continue;
      left.push(word);
    }
  }
  return left;
}

/** A settled phrase said another way: the glossary's Malayalam the message lacks. */
export function phraseProblems(en, ml, phrases) {
  return phrases
    .filter((p) => en.startsWith(p.english) && !ml.includes(p.malayalam))
    .map((p) => `"${p.english}" is said "${p.malayalam}"`);
}

/** Numbers in the Malayalam that the English lacks, and Malayalam digits. */
export function numberProblems(en, ml) {
  const problems = [];
  if (/[\u0D66-\u0D6F]/.test(ml)) problems.push("Malayalam digits (write 0-9)");
  const enNumbers = new Set(plainText(en).match(/\d+/g) ?? []);
  for (const n of plainText(ml).match(/\d+/g) ?? [])
    if (!enNumbers.has(n)) problems.push(`the number ${n} is not in the English`);
  return problems;
}
