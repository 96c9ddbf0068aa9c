import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";
import { linguiMacro } from "./apps/web/build/lingui-macro.ts";

const sharedSrc = fileURLToPath(new URL("./packages/shared/src", import.meta.url));
/** `@catercrew/shared` and its subpaths (`/money`, `/schemas/users`) from source. */
const shared = [
  { find: /^@catercrew\/shared$/, replacement: `${sharedSrc}/index.ts` },
  { find: /^@catercrew\/shared\/(.+)$/, replacement: `${sharedSrc}/$1.ts` },
];

/** A project of the web app's component tests: macros and .po catalogues compile as in the Vite build. */
function web(test: { name: string; include: string[]; exclude?: string[]; isolate: boolean }) {
  return {
    plugins: [
      linguiMacro(),
      lingui({ configPath: fileURLToPath(new URL("./apps/web/lingui.config.ts", import.meta.url)) }),
    ],
    resolve: {
      alias: [
        ...shared,
        { find: "@", replacement: fileURLToPath(new URL("./apps/web/src", import.meta.url)) },
      ],
    },
    test: {
      ...test,
      root: "./apps/web",
      environment: "jsdom",
      setupFiles: ["./src/test/per-file-setup.ts"],
      // Component tests type into forms: on a busy two-core machine 5 s is too tight.
      testTimeout: 15_000,
    },
  };
}

/**
 * A component test file's React work that arrives after the file has ended and its jsdom window
 * is gone (a toast's 4 s close timer, a render React's scheduler queued): React then fails with
 * "window is not defined" outside every test. It cannot change a result (the file is over), so it
 * is not counted as the run's error; any other unhandled error still fails the run.
 */
function lateReactWork(error: Error): boolean {
  return (
    error.name === "ReferenceError" &&
    error.message === "window is not defined" &&
    /react-dom|scheduler|sonner/.test(error.stack ?? "")
  );
}

export default defineConfig({
  test: {
    onUnhandledError: (error) => !lateReactWork(error),
    // Two cores: two test files at a time; every API test file gets its own fresh database.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias: shared },
        test: {
          name: "shared",
          root: "./packages/shared",
          include: ["src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        // The project's own scripts: the runtime launcher, the embedded PostgreSQL's folders.
        test: {
          name: "scripts",
          root: "./scripts",
          include: ["**/*.test.mjs"],
          environment: "node",
          testTimeout: 120_000,
        },
      },
      {
        resolve: { alias: shared },
        test: {
          name: "api",
          root: "./apps/api",
          include: ["src/**/*.test.ts"],
          environment: "node",
          // One module graph per worker, not per file: each file still builds its own app on its
          // own fresh database (createTestApp), but the app's modules, drizzle and PGlite's WASM
          // load once per worker, not 100 times (a third of the API tests' CPU time).
          isolate: false,
          exclude: ["src/**/*.isolated.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // A file that replaces a module of the app (vi.mock) needs modules of its own.
        resolve: { alias: shared },
        test: {
          name: "api-isolated",
          root: "./apps/api",
          include: ["src/**/*.isolated.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      web({
        name: "web",
        include: ["src/**/*.test.{ts,tsx}"],
        exclude: ["src/**/*.isolated.test.{ts,tsx}"],
        // As in the API project, one module graph per worker: React, the router and the
        // catalogues load once per worker, not once per file (two thirds of this project's CPU
        // time); what a file leaves behind (the DOM, sessions, language, timers) is cleared by
        // the per-file setup.
        isolate: false,
      }),
      // The few files that replace a module (vi.mock of a dynamic import) or keep state in one
      // (the offline queue's) get modules of their own.
      web({ name: "web-isolated", include: ["src/**/*.isolated.test.{ts,tsx}"], isolate: true }),
    ],
  },
});
