import { existsSync } from "node:fs";
import { setTimeout } from "node:timers/promises";
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { DataDirLockedError } from "./db/data-lock.js";
import { NewerSchemaError } from "./db/migrate.js";
import { API } from "./modules/index.js";

// A .env file in the working folder, when present (values already in the environment win).
if (existsSync(".env")) process.loadEnvFile(".env");

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config, API);
} catch (err) {
  // A second server (or seed:demo) on the same embedded data folder stops here, untouched; so
  // does an older version started on a database a newer one upgraded.
  if (err instanceof DataDirLockedError || err instanceof NewerSchemaError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const drainMs = config.shutdownDrainSeconds * 1000;
closeWithGrace({ delay: drainMs + 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, "shutting down after an error");
  else app.log.info({ signal }, "shutting down");
  // Behind a proxy that checks /api/health: keep serving while it notices and stops sending.
  if (!err && drainMs > 0) {
    app.draining = true;
    await setTimeout(drainMs);
  }
  await app.close();
});
if (config.outbound.standIns?.length)
  app.log.warn(
    { standIns: config.outbound.standIns },
    "OUTBOUND_STAND_INS is set: outbound requests to these local origins skip the https and address checks (stand-ins for trying and testing; never in production)",
  );
await app.listen({ port: config.port, host: config.host });
// The lock on an embedded data folder names where this server listens (npm run backup asks it).
const address = app.server.address();
if (address && typeof address === "object")
  app.database.lock?.update({ port: address.port, host: config.host });
