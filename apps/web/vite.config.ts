import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { linguiMacro } from "./build/lingui-macro.ts";

const shared = fileURLToPath(new URL("../../packages/shared/src", import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    linguiMacro(),
    react(),
    lingui(),
    tailwindcss(),
    // The installable areas' service worker: the worker's (docs/decisions/016-installable-worker-app.md)
    // and the captain's (docs/decisions/038-captain-area-offline.md). The pages register it
    // themselves, once per area: scope /user/ as `/sw.js`, scope /subadmin/ as
    // `/sw.js?area=subadmin` (the query picks the area's API cache below). `/` never loads it and
    // index.html gets no manifest link (the area layouts add theirs, src/lib/installable-app.ts).
    // Not in the build that draws `/` into HTML (scripts/first-screens/prerender.mjs).
    !isSsrBuild &&
      VitePWA({
        injectRegister: false,
        manifest: false,
        strategies: "generateSW",
        filename: "sw.js",
        workbox: {
          // The Malayalam letters of the self-hosted font too (about 74 KB): Malayalam reads right offline.
          globPatterns: ["**/*.{js,css,html,png,webmanifest}", "**/noto-sans-malayalam-malayalam-*.woff2"],
          navigateFallback: "/index.html",
          navigateFallbackAllowlist: [/^\/user(\/|$)/, /^\/subadmin(\/|$)/],
          // The first visit's page is taken over as soon as the service worker is ready, so the
          // reads made right after (the captain's today, src/features/subadmin/catering-works/offline)
          // are kept for offline use without a second visit.
          clientsClaim: true,
          cleanupOutdatedCaches: true,
          importScripts: ["/push-handler.js"],
          runtimeCaching: [
            {
              // What the worker screens read, for opening them offline with the last data seen.
              // (These functions are copied into sw.js as text: they can use only their arguments
              // and the service worker's globals.)
              urlPattern: ({ url, request }) =>
                request.method === "GET" &&
                url.origin === self.location.origin &&
                url.pathname.startsWith("/api/") &&
                !self.location.search.includes("area=subadmin"),
              handler: "NetworkFirst",
              options: {
                cacheName: "worker-api",
                networkTimeoutSeconds: 6,
                expiration: { maxEntries: 200, maxAgeSeconds: 14 * 24 * 3600 },
                cacheableResponse: { statuses: [200] },
              },
            },
            {
              // What the captain's screens read: today's works, crews, check-ins, ratings and wages.
              urlPattern: ({ url, request }) =>
                request.method === "GET" &&
                url.origin === self.location.origin &&
                url.pathname.startsWith("/api/") &&
                self.location.search.includes("area=subadmin"),
              handler: "NetworkFirst",
              options: {
                cacheName: "subadmin-api",
                networkTimeoutSeconds: 6,
                expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 },
                cacheableResponse: { statuses: [200] },
              },
            },
          ],
        },
      }),
  ],
  resolve: {
    // The shared package from source: the root entry and its subpaths (`@catercrew/shared/money`,
    // `@catercrew/shared/schemas/users`), so zod-free screens never pull in the schemas.
    alias: [
      { find: /^@catercrew\/shared$/, replacement: `${shared}/index.ts` },
      { find: /^@catercrew\/shared\/(.+)$/, replacement: `${shared}/$1.ts` },
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
    ],
  },
  server: { proxy: { "/api": "http://localhost:3000" } },
  build: {
    outDir: "dist",
    sourcemap: false,
    // Which files each module became: scripts/first-screens/write-pages.mjs names an address's first screen
    // in its HTML from it (and then removes it).
    manifest: !isSsrBuild,
    chunkSizeWarningLimit: 600,
    // The browsers of the phones this serves all know <link rel="modulepreload">; the polyfill for
    // older Safari and Firefox would cost every visitor its bytes on the public page's budget.
    // The bundler's runtime chunk is loaded by index.html itself: listing it again as a dependency
    // of every lazy chunk only adds bytes and a preload check per import.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((d) => !/(^|\/)rolldown-runtime-[\w-]+\.js$/.test(d)),
    },
    // Shared modules under 16 KB are copied into the chunks that use them instead of becoming
    // chunks of their own: over HTTP/1.1 each request waits for one of six connections, and the
    // first screens fetched 31-60 files (docs/decisions/025-fewer-first-paint-requests.md; 16 KB
    // after measuring 6, 16 and 32 there).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false,
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16384 } } },
        },
  },
  // The prerender bundles everything it needs into one module that runs once in Node.
  ssr: { noExternal: true },
}));
