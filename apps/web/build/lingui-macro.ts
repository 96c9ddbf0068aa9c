import { fileURLToPath } from "node:url";
import { transformAsync } from "@babel/core";
import { getConfig } from "@lingui/conf";
import type { Plugin } from "vite";

const MACRO_IMPORT = /from\s+["']@lingui\/(?:react|core)\/macro["']/;

/**
 * Compiles Lingui's macros (`t`, `msg`, `<Trans>`, `plural`) with Babel, only in the files that
 * import them. @vitejs/plugin-react 6 dropped Babel, and @rolldown/plugin-babel needs Node 22, so
 * this small pre-transform does the one Babel step the web app needs (docs/decisions).
 */
export function linguiMacro(): Plugin {
  const linguiConfig = getConfig({
    configPath: fileURLToPath(new URL("../lingui.config.ts", import.meta.url)),
    skipValidation: true,
  });
  return {
    name: "catercrew:lingui-macro",
    enforce: "pre",
    async transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (file.includes("/node_modules/") || !/\.[cm]?[jt]sx?$/.test(file)) return null;
      if (!MACRO_IMPORT.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: [["@lingui/babel-plugin-lingui-macro", { linguiConfig }]],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map ?? null };
    },
  };
}
