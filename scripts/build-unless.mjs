// `node scripts/build-unless.mjs NAME`: runs `npm run build` unless the environment variable NAME
// is set. The benches load the built server's modules when they start, so the build must come
// before them, in its own process (`npm run bench`).
import { execSync } from "node:child_process";

const name = process.argv[2];
if (!name || !process.env[name]) execSync("npm run build", { stdio: "inherit" });
