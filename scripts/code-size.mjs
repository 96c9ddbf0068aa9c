// Code size: no production source file over 300 lines and no function (declaration, function
// expression, arrow function, method, accessor, constructor) over 150 lines, counted from its
// first token (leading comments excluded) to its closing brace, JSX included. Parses with the
// TypeScript compiler API. Tests (`*.test.ts(x)`), `e2e/`, `*.d.ts` and build output are skipped.
// `scripts/code-size.allow.json` lists paths that are temporarily exempt (an array of
// repository-relative paths); an entry that no longer exceeds a limit is reported so it gets removed.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SyntaxKind } from "typescript/unstable/ast";
import { API } from "typescript/unstable/sync";

export const MAX_FILE_LINES = 300;
export const MAX_FUNCTION_LINES = 150;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIRS = ["apps/api/src", "apps/web/src", "packages/shared/src"];
const ALLOW_FILE = path.join(root, "scripts/code-size.allow.json");

const FUNCTION_KINDS = new Set([
  SyntaxKind.FunctionDeclaration,
  SyntaxKind.FunctionExpression,
  SyntaxKind.ArrowFunction,
  SyntaxKind.MethodDeclaration,
  SyntaxKind.Constructor,
  SyntaxKind.GetAccessor,
  SyntaxKind.SetAccessor,
]);

/** Production sources under the given folders, repository-relative, sorted. */
export function productionSources(dirs = DIRS) {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!["node_modules", "dist", "e2e", "generated"].includes(entry.name)) walk(rel);
      } else if (
        /\.(ts|tsx|mts|cts)$/.test(entry.name) &&
        !/\.(test|spec)\.[cm]?tsx?$/.test(entry.name) &&
        !/\.d\.[cm]?ts$/.test(entry.name) &&
        !/\.gen(erated)?\.[cm]?tsx?$/.test(entry.name)
      ) {
        out.push(rel);
      }
    }
  };
  for (const dir of dirs) walk(dir);
  return out.sort();
}

/** Lines in a text, not counting the empty string after a final newline (as `wc -l` does). */
export function countLines(text) {
  if (text.length === 0) return 0;
  const newlines = text.split("\n").length - 1;
  return text.endsWith("\n") ? newlines : newlines + 1;
}

/** A readable name for a function node: its own name or the name it is assigned to. */
function functionName(node) {
  if (node.name && typeof node.name.text === "string") return node.name.text;
  if (node.kind === SyntaxKind.Constructor) return "constructor";
  const parent = node.parent;
  if (parent?.name && typeof parent.name.text === "string") return parent.name.text;
  return "(anonymous)";
}

/** Every function in a parsed source file with its line span (1-based, inclusive). */
export function functionSpans(sourceFile) {
  const spans = [];
  const visit = (node) => {
    if (FUNCTION_KINDS.has(node.kind)) {
      const start = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
      const end = sourceFile.getLineAndCharacterOfPosition(node.end).line + 1;
      spans.push({ name: functionName(node), start, end, lines: end - start + 1 });
    }
    node.forEachChild(visit);
  };
  visit(sourceFile);
  return spans;
}

function readAllowList() {
  if (!existsSync(ALLOW_FILE)) return new Set();
  const list = JSON.parse(readFileSync(ALLOW_FILE, "utf8"));
  if (!Array.isArray(list) || !list.every((p) => typeof p === "string")) {
    throw new Error(`${path.relative(root, ALLOW_FILE)} must be a JSON array of paths`);
  }
  return new Set(list);
}

function main() {
  const allow = readAllowList();
  const files = productionSources();
  const api = new API({ cwd: root });
  const problems = [];
  const exceeding = new Set();
  try {
    const absolute = files.map((f) => path.join(root, f));
    const snapshot = api.updateSnapshot({ openFiles: absolute });
    for (const [i, rel] of files.entries()) {
      const file = absolute[i];
      const sourceFile = snapshot.getDefaultProjectForFile(file)?.program.getSourceFile(file);
      if (!sourceFile) throw new Error(`${rel}: the TypeScript API returned no source file`);
      const found = [];
      const lines = countLines(sourceFile.text);
      if (lines > MAX_FILE_LINES) found.push(`${rel}: ${lines} lines (max ${MAX_FILE_LINES})`);
      for (const fn of functionSpans(sourceFile)) {
        if (fn.lines > MAX_FUNCTION_LINES) {
          found.push(
            `${rel}:${fn.start}: function ${fn.name} is ${fn.lines} lines (max ${MAX_FUNCTION_LINES})`,
          );
        }
      }
      if (found.length > 0) exceeding.add(rel);
      if (found.length > 0 && !allow.has(rel)) problems.push(...found);
    }
  } finally {
    api.close();
  }
  const stale = [...allow].filter((p) => !exceeding.has(p));
  if (stale.length > 0) {
    problems.push(
      ...stale.map((p) => `${p}: listed in scripts/code-size.allow.json but within limits: remove it`),
    );
  }
  if (allow.size > 0 && stale.length < allow.size) {
    console.log(`Temporarily allowed (scripts/code-size.allow.json): ${[...allow].join(", ")}`);
  }
  if (problems.length > 0) {
    console.error(`Code size check failed:\n  ${problems.join("\n  ")}`);
    console.error("Split these along natural seams (a component, hook or helper per concern).");
    process.exitCode = 1;
    return;
  }
  console.log(
    `Code size OK: ${files.length} files within ${MAX_FILE_LINES} lines and functions within ${MAX_FUNCTION_LINES}.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
