// The index of decision records, docs/decisions/README.md, written from the records themselves
// (number, title, date, status, superseded by). `--check` fails when the index is not what this
// would write (a record added or changed without the index): part of the house rules.
// Usage: node scripts/decisions-index.mjs [--check]
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dir = path.join(root, "docs/decisions");
const INDEX = path.join(dir, "README.md");

const field = (text, name) =>
  text
    .match(new RegExp(`^- ${name}:\\s*(.+)$`, "mi"))?.[1]
    .trim()
    .replace(/\|/g, "/") ?? "";

export function indexText(files = readdirSync(dir), read = (f) => readFileSync(path.join(dir, f), "utf8")) {
  const rows = files
    .filter((f) => /^\d{3}-.+\.md$/.test(f))
    .sort()
    .map((f) => {
      const text = read(f);
      const title = (text.match(/^#\s+(.+)$/m)?.[1] ?? f).replace(/^\d{3}:?\s*/, "").replace(/\|/g, "/");
      const superseded = field(text, "Superseded by");
      const status = field(text, "Status") || "accepted";
      return `| [${f.slice(0, 3)}](${f}) | ${title} | ${field(text, "Date")} | ${status}${
        superseded && superseded !== "none" ? `; superseded by ${superseded}` : ""
      } |`;
    });
  return `# Decision records

Each record says why the code is as it is where the product's rules were silent, unsafe or had to
be chosen: the context, the decision, and its consequences. Code comments cite them by number
(\`docs/decisions/037-crew-builder.md\`). A record is never rewritten to say something else:
a later record supersedes it, and the older one says so in its "Superseded by" line.

This index is written by \`node scripts/decisions-index.mjs\` from the records; \`npm test\`
fails when it is out of date.

## Adding a record

Copy [TEMPLATE.md](TEMPLATE.md) to the next free number (\`NNN-short-title.md\`), fill it in,
cite it from the code it governs, and run \`node scripts/decisions-index.mjs\`.

| record | decision | date | status |
|---|---|---|---|
${rows.join("\n")}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = indexText();
  if (process.argv.includes("--check")) {
    const current = (() => {
      try {
        return readFileSync(INDEX, "utf8");
      } catch {
        return "";
      }
    })();
    if (current !== text) {
      console.error("docs/decisions/README.md is out of date: run node scripts/decisions-index.mjs");
      process.exit(1);
    }
  } else writeFileSync(INDEX, text);
}
