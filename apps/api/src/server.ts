import { existsSync } from "node:fs";
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";

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

const app = await buildApp(config);
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, "shutting down after an error");
  else app.log.info({ signal }, "shutting down");
  await app.close();
});
await app.listen({ port: config.port, host: config.host });
