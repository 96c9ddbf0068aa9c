import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const shared = fileURLToPath(new URL("./packages/shared/src/index.ts", import.meta.url));

export default defineConfig({
  test: {
    // Two cores: two test files at a time; every API test file gets its own fresh database.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias: { "@catercrew/shared": shared } },
        test: {
          name: "shared",
          root: "./packages/shared",
          include: ["src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias: { "@catercrew/shared": shared } },
        test: {
          name: "api",
          root: "./apps/api",
          include: ["src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: {
          alias: {
            "@catercrew/shared": shared,
            "@": fileURLToPath(new URL("./apps/web/src", import.meta.url)),
          },
        },
        test: { name: "web", root: "./apps/web", include: ["src/**/*.test.{ts,tsx}"], environment: "jsdom" },
      },
    ],
  },
});
