// Writes docs/api.md from the server's own route table and OpenAPI document (after `npm run build`),
// with the file that declares each route (apps/api/src/lib/api-docs.ts renders it).
// Usage: node scripts/api-docs.mjs
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root } from "./lib/server.mjs";

const dist = (p) => path.join(root, "apps/api/dist", p);
const { buildApp } = await import(dist("app.js"));
const { API } = await import(dist("modules/index.js"));
const { loadConfig } = await import(dist("config.js"));
const { openDatabase } = await import(dist("db/client.js"));

const dataDir = mkdtempSync(path.join(tmpdir(), "cc-docs-"));
const database = await openDatabase({ dataDir, memory: true });
const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), API, {
  database,
  serveWeb: false,
  logger: false,
});
await app.ready();
const { renderApiDocs } = await import(dist("lib/api-docs.js"));
const text = renderApiDocs(app, path.join(root, "apps/api/src"));
writeFileSync(path.join(root, "docs/api.md"), text);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(`docs/api.md: ${app.routeTable.length} routes`);
