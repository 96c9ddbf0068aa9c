// Prints the bin folder of the project's pinned Node 24 (scripts/node24.json), fetching it once
// from the npm registry into the cache folder (scripts/lib/node24.mjs). Exits 1 with one line
// where it cannot be had (another platform, no registry, a checksum that differs).
// Usage: node scripts/node24.mjs
import { ensureNode24 } from "./lib/node24.mjs";

try {
  console.log(ensureNode24());
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
