// One calling convention (docs/decisions/014-house-layout.md): every function a service file
// (`apps/api/src/modules/**/*.service.ts`) exports takes a context first, never the database.
// Fails when an exported function there (a declaration, or a `const` holding an arrow or function
// expression) has a first parameter named `db` or `tx` or typed `Db`, `Tx` or `DbOrTx`, and when a
// service file re-exports (`export { x } from`, `export * from`) a function of another file that
// does. Parses with the TypeScript compiler API; only syntax is read, no types are resolved.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SyntaxKind } from "typescript/unstable/ast";
import { API } from "typescript/unstable/sync";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MODULES = "apps/api/src/modules";
const DB_NAMES = new Set(["db", "tx"]);
const DB_TYPES = new Set(["Db", "Tx", "DbOrTx"]);

/** Service files under apps/api/src/modules, repository-relative, sorted. */
function serviceFiles() {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith(".service.ts")) out.push(rel);
    }
  };
  walk(MODULES);
  return out.sort();
}

const isExported = (node) => (node.modifiers ?? []).some((m) => m.kind === SyntaxKind.ExportKeyword);
const text = (sourceFile, node) => sourceFile.text.slice(node.pos, node.end).trim();

/** Why the function's first parameter is the database, or null when it is not. */
function takesDbFirst(sourceFile, fn) {
  const first = fn.parameters?.[0];
  if (!first) return null;
  if (first.name.kind === SyntaxKind.Identifier && DB_NAMES.has(first.name.text)) {
    return `first parameter is named ${first.name.text}`;
  }
  const type = first.type ? text(sourceFile, first.type) : "";
  if (DB_TYPES.has(type)) return `first parameter is typed ${type}`;
  return null;
}

/** Exported functions of a parsed file: name (as exported), line, function node. */
function exportedFunctions(sourceFile) {
  const out = [];
  const line = (node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  for (const statement of sourceFile.statements) {
    if (!isExported(statement)) continue;
    if (statement.kind === SyntaxKind.FunctionDeclaration && statement.name) {
      out.push({ name: statement.name.text, line: line(statement), fn: statement });
    } else if (statement.kind === SyntaxKind.VariableStatement) {
      for (const decl of statement.declarationList.declarations) {
        const init = decl.initializer;
        if (
          decl.name.kind === SyntaxKind.Identifier &&
          (init?.kind === SyntaxKind.ArrowFunction || init?.kind === SyntaxKind.FunctionExpression)
        ) {
          out.push({ name: decl.name.text, line: line(decl), fn: init });
        }
      }
    }
  }
  return out;
}

/** `export ... from "./x.js"` statements of a parsed file with the file they name. */
function reExports(sourceFile, file) {
  const out = [];
  for (const statement of sourceFile.statements) {
    if (statement.kind !== SyntaxKind.ExportDeclaration || !statement.moduleSpecifier) continue;
    const spec = statement.moduleSpecifier.text;
    if (!spec.startsWith(".")) continue;
    const target = path.resolve(path.dirname(file), spec.replace(/\.js$/, ".ts"));
    const line = sourceFile.getLineAndCharacterOfPosition(statement.getStart(sourceFile)).line + 1;
    // `export { a, b as c }`: the names as the other file declares them; `export *`: all.
    const clause = statement.exportClause;
    const names =
      clause?.kind === SyntaxKind.NamedExports
        ? clause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text)
        : clause
          ? []
          : null;
    if (!statement.isTypeOnly) out.push({ target, names, line });
  }
  return out;
}

function main() {
  const files = serviceFiles();
  const api = new API({ cwd: root });
  const problems = [];
  try {
    const absolute = files.map((f) => path.join(root, f));
    const snapshot = api.updateSnapshot({ openFiles: absolute });
    const parse = (file) => {
      const program = snapshot.getDefaultProjectForFile(file)?.program;
      const sourceFile = program?.getSourceFile(file);
      if (!sourceFile)
        throw new Error(`${path.relative(root, file)}: no source file from the TypeScript API`);
      return sourceFile;
    };
    for (const [i, rel] of files.entries()) {
      const sourceFile = parse(absolute[i]);
      for (const { name, line, fn } of exportedFunctions(sourceFile)) {
        const why = takesDbFirst(sourceFile, fn);
        if (why) problems.push(`${rel}:${line}: exported ${name}: ${why}`);
      }
      for (const { target, names, line } of reExports(sourceFile, absolute[i])) {
        if (!existsSync(target)) continue;
        const targetFile = parse(target);
        for (const { name, fn } of exportedFunctions(targetFile)) {
          if (names && !names.includes(name)) continue;
          const why = takesDbFirst(targetFile, fn);
          const from = path.relative(root, target);
          if (why) problems.push(`${rel}:${line}: re-exports ${name} from ${from}: ${why}`);
        }
      }
    }
  } finally {
    api.close();
  }
  if (problems.length > 0) {
    console.error(`Service signature check failed:\n  ${problems.join("\n  ")}`);
    console.error(
      "An exported service function takes `ctx: Ctx<...>` first and passes ctx.db to the repository " +
        "(docs/decisions/014-house-layout.md).",
    );
    process.exitCode = 1;
    return;
  }
  console.log(
    `Service signatures OK: ${files.length} service files export functions taking a context first.`,
  );
}

main();
