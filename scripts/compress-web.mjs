// After `vite build`: writes .br and .gz next to every text asset of apps/web/dist, so the server
// (@fastify/static with preCompressed) sends compressed files without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.resolve(process.argv[2] ?? path.join(root, "apps/web/dist"));
let files = 0;
let before = 0;
let after = 0;
function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p);
    else if (/\.(js|css|html|svg|json|txt|webmanifest)$/.test(entry.name) && statSync(p).size > 512) {
      const data = readFileSync(p);
      const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      writeFileSync(`${p}.br`, br);
      writeFileSync(`${p}.gz`, gzipSync(data, { level: 9 }));
      files += 1;
      before += data.length;
      after += br.length;
    }
  }
}
walk(dist);
console.log(
  `compressed ${files} files: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB (brotli)`,
);
