import { existsSync } from "node:fs";
import path from "node:path";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { type Catalog, withNeeds } from "@/lib/i18n";
import {
  builtFiles,
  pageSlug,
  withDrawn,
  withPreloads,
} from "../../../../../scripts/first-screens/pages.mjs";
import firstScreens from "../first-screens.json";
import { routes } from "../router";

const web = path.resolve(__dirname, "../../..");
const CATALOGS: Catalog[] = [
  "common",
  "ui",
  "public",
  "auth",
  "info",
  "entities",
  "worker",
  "subadmin",
  "admin",
];
const isCatalog = (name: string): name is Catalog => CATALOGS.some((c) => c === name);

describe("first-screens.json", () => {
  it("names only addresses the route table serves (not its catch-all redirect)", () => {
    // A prefix counts when it, or an address under it, is a route.
    const served = (at: string) => {
      const matches = matchRoutes(routes, at) ?? [];
      return matches.length > 1 && matches.at(-1)?.route.path !== "*";
    };
    for (const { path: address } of firstScreens.screens) {
      const ok = address.endsWith("/") ? served(address) || served(`${address}7`) : served(address);
      expect(ok, address).toBe(true);
    }
    expect(served("/user/nothing-here")).toBe(false);
  });

  it("names modules that exist and every catalogue each screen's catalogues need", () => {
    for (const screen of firstScreens.screens) {
      for (const module of screen.modules) expect(existsSync(path.join(web, module)), module).toBe(true);
      const catalogs = screen.catalogs.filter(isCatalog);
      expect(catalogs, screen.path).toEqual(screen.catalogs);
      expect(catalogs, screen.path).toContain("common");
      expect(new Set(withNeeds(catalogs)), screen.path).toEqual(new Set(catalogs));
    }
  });

  it("draws only exact addresses of public screens, whose catalogues the drawing loads", () => {
    const drawn = firstScreens.screens.filter((s) => "drawn" in s && s.drawn === true);
    expect(drawn.map((s) => s.path)).toContain("/user/register");
    for (const screen of drawn) {
      // A prefix covers addresses the build cannot know; a guarded area is personal.
      expect(screen.path.endsWith("/"), screen.path).toBe(false);
      expect(
        screen.modules.some((m) => m.includes("guards")),
        screen.path,
      ).toBe(false);
      const route = matchRoutes(routes, screen.path)?.at(-1)?.route;
      expect(route?.handle, screen.path).toBeDefined();
    }
  });

  it("gives each address its own file name", () => {
    const slugs = firstScreens.screens.map((s) => pageSlug(s.path));
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(pageSlug("/user/work-details/")).toBe("user-work-details");
  });
});

describe("the build's first screens", () => {
  const manifest = {
    "src/page.tsx": { file: "assets/page-1.js", imports: ["_shared-2.js", "_react-3.js"] },
    "_shared-2.js": { file: "assets/shared-2.js", imports: ["_react-3.js"] },
    "_react-3.js": { file: "assets/react-3.js" },
  };

  it("follows static imports once each, in the order met", () => {
    expect(builtFiles(manifest, ["src/page.tsx", "_react-3.js"])).toEqual([
      "assets/page-1.js",
      "assets/shared-2.js",
      "assets/react-3.js",
    ]);
    expect(() => builtFiles(manifest, ["src/gone.tsx"])).toThrow(/not in the build/);
  });

  it("adds a preload link before </head> for each file the page does not already name", () => {
    const html = '<html><head><script src="/assets/react-3.js"></script></head><body></body></html>';
    const out = withPreloads(html, ["assets/page-1.js", "assets/react-3.js", "assets/page-1.js"]);
    expect(out.match(/modulepreload/g)).toHaveLength(1);
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/page-1.js">');
    expect(out.indexOf("page-1.js")).toBeLessThan(out.indexOf("</head>"));
    expect(() => withPreloads("<html></html>", ["assets/a.js"])).toThrow(/<\/head>/);
  });

  it("puts a drawn screen into #root with the address, the language and its title", () => {
    const html = '<html><head><title>CaterCrew</title></head><body><div id="root"></div></body></html>';
    const out = withDrawn(html, {
      path: "/user/register",
      lang: "ml",
      markup: "<main><h1>x</h1></main>",
      title: "Join <us> & stay",
    });
    expect(out).toContain(
      '<div id="root" data-lang="ml" data-path="/user/register"><main><h1>x</h1></main></div>',
    );
    expect(out).toContain("<title>Join &lt;us&gt; &amp; stay</title>");
    // A page whose root is already filled (or missing) fails the build instead of drawing twice.
    expect(() => withDrawn(out, { path: "/a", lang: "en", markup: "", title: "" })).toThrow(/expected one/);
  });
});
