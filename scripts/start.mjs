// npm start: builds what is missing or out of date, then runs the server (API + web on one port).
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const p = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
}

const outputs = [
  { out: "packages/shared/dist/index.js", src: ["packages/shared/src"] },
  { out: "apps/api/dist/server.js", src: ["apps/api/src", "apps/api/drizzle", "packages/shared/src"] },
  {
    out: "apps/web/dist/index.html",
    src: ["apps/web/src", "apps/web/index.html", "apps/web/public", "packages/shared/src"],
  },
];
const stale = outputs.some(({ out, src }) => {
  const file = path.join(root, out);
  if (!existsSync(file)) return true;
  const built = statSync(file).mtimeMs;
  return src.some((s) => {
    const p = path.join(root, s);
    return existsSync(p) && (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs) > built;
  });
});
if (stale) {
  console.log("Building CaterCrew (first start or changed sources)...");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
await import(path.join(root, "apps/api/dist/server.js"));
