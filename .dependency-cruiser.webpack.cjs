// Module resolution for dependency-cruiser only: the web's `@/` alias (apps/web/tsconfig.json).
const path = require("node:path");

module.exports = {
  resolve: {
    alias: {
      "@": path.join(__dirname, "apps/web/src"),
      "@catercrew/shared": path.join(__dirname, "packages/shared/src/index.ts"),
    },
  },
};
