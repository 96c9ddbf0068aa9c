// Boundaries of the code, checked in `npm test` (docs/decisions/009-modules-by-domain.md).
// The API: routes -> domain services -> repositories; modules meet only through services and
// serializers; nothing loops. The web: features stand alone; lib/ never reaches into app/.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Imports never loop (type-only imports included).",
      from: {},
      to: { circular: true },
    },
    {
      name: "api-routes-no-repositories",
      severity: "error",
      comment: "Route files parse, call a service and answer; SQL stays behind the service.",
      from: { path: "^apps/api/src/(routes/|modules/.+[.]routes[.]ts$)" },
      to: { path: "[.]repository[.]ts$" },
    },
    {
      name: "api-routes-not-from-routes",
      severity: "error",
      comment: "No route file imports another route file (shared wiring lives in lib/).",
      from: { path: "^apps/api/src/(routes/|modules/.+[.]routes[.]ts$)" },
      to: { path: "^apps/api/src/(routes/|modules/.+[.]routes[.]ts$)" },
    },
    {
      name: "api-modules-through-services",
      severity: "error",
      comment: "A module uses another module only through its *.service.ts (or its serializer).",
      from: { path: "^apps/api/src/modules/([^/]+)/" },
      to: {
        path: "^apps/api/src/modules/[^/]+/",
        // The crew builder's ranking is a pure function (no database): WhatsApp offers rank with it.
        pathNot: [
          "^apps/api/src/modules/$1/",
          "[.](service|serializer)[.]ts$",
          "^apps/api/src/modules/crews/ranking[.]ts$",
        ],
      },
    },
    {
      name: "api-infrastructure-stays-below",
      severity: "error",
      comment: "db/, lib/, auth/, errors/ and config never import domain modules or route tables.",
      from: { path: "^apps/api/src/(db|lib|auth|errors)/|^apps/api/src/config[.]ts$" },
      to: { path: "^apps/api/src/(modules|routes|seed)/|^apps/api/src/app[.]ts$" },
    },
    {
      name: "web-feature-not-from-other-feature",
      severity: "error",
      comment:
        "A feature (features/<area>/<feature>/) never imports another feature (shared parts go to entities/, components/ or lib/).",
      from: { path: "^apps/web/src/features/([^/]+/[^/]+)/" },
      to: { path: "^apps/web/src/features/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "web-feature-not-from-app",
      severity: "error",
      comment: "Features never import the app shell.",
      from: { path: "^apps/web/src/features/" },
      to: { path: "^apps/web/src/app/" },
    },
    {
      name: "web-lib-not-from-app",
      severity: "error",
      comment: "lib/ never imports the app shell.",
      from: { path: "^apps/web/src/lib/" },
      to: { path: "^apps/web/src/app/" },
    },
  ],
  options: {
    includeOnly: "^(apps|packages)/",
    exclude: { path: "(^|/)(node_modules|dist)/|[.]test[.]tsx?$|(^|/)e2e/" },
    doNotFollow: { path: "node_modules" },
    // TypeScript 7 is newer than dependency-cruiser can load; Babel strips the types instead
    // (type-only imports are not followed; every value import is).
    babelConfig: { fileName: ".dependency-cruiser.babelrc.json" },
    // The web's `@/` alias (dependency-cruiser cannot read tsconfig paths without TypeScript 5).
    webpackConfig: { fileName: ".dependency-cruiser.webpack.cjs" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
