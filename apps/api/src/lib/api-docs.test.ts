import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/helpers.js";
import { renderApiDocs, routeFiles } from "./api-docs.js";

const sourceRoot = fileURLToPath(new URL("..", import.meta.url));
const committed = fileURLToPath(new URL("../../../../docs/api.md", import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("docs/api.md", () => {
  it("names, for each method and path, the modules/<domain>/*.routes.ts file that declares it", () => {
    const files = routeFiles(sourceRoot);
    const missing = t.app.routeTable.map((r) => `${r.method} ${r.url}`).filter((route) => !files.has(route));
    expect(missing).toEqual([]);
    expect(files.get("GET /api/admin_panel/catering/published/")).toBe(
      "modules/work-requests/worker-works.routes.ts",
    );
  });

  it("is what `node scripts/api-docs.mjs` writes today (regenerate it after changing a route)", () => {
    expect(readFileSync(committed, "utf8")).toBe(renderApiDocs(t.app, sourceRoot));
  });
});

describe("routes", () => {
  it("are declared only in modules/<domain>/*.routes.ts (the built web app's pages aside)", () => {
    const outside = readdirSync(sourceRoot, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.endsWith(".routes.ts"))
      .filter((f) => f !== path.join("lib", "web-app.ts"))
      .filter((f) =>
        /\bapp\.(get|post|put|patch|delete|route)\(/.test(readFileSync(path.join(sourceRoot, f), "utf8")),
      );
    expect(outside).toEqual([]);
  });
});
