import { i18n, type Messages } from "@lingui/core";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { type Catalog, type Lang, loadCatalog } from "@/lib/i18n";
import { paths, titleFor } from "@/lib/paths";
import { messages as enCommon } from "../locales/en/common.po";
import { messages as enPublic } from "../locales/en/public.po";
import { messages as mlCommon } from "../locales/ml/common.po";
import { messages as mlPublic } from "../locales/ml/public.po";
import { AppTree } from "./app-tree";
import { HomeRoot } from "./home-root";
import { AppRoutes, preloadLocation } from "./router";

const HOME_CATALOGS: Record<Lang, Messages> = {
  en: { ...enCommon, ...enPublic },
  ml: { ...mlCommon, ...mlPublic },
};

export interface Drawn {
  html: string;
  title: string;
}

/** A part that suspended is left to the browser with an error: none may while drawing. */
function checked(html: string, what: string): string {
  if (html.includes("<!--$!-->")) throw new Error(`prerender: a part of ${what} suspended`);
  return html;
}

/**
 * Build time only (scripts/first-screens/prerender.mjs): the landing page drawn in one language, with the page
 * title in it. The browser paints this HTML before any script has run, and start-home.tsx
 * hydrates it with the same tree. Lazy parts of the page are drawn in the browser only
 * (ClientOnly).
 */
export function renderHome(lang: Lang): Drawn {
  i18n.loadAndActivate({ locale: lang, messages: HOME_CATALOGS[lang] });
  return { html: checked(renderToString(<HomeRoot />), "/"), title: titleFor(paths.home) };
}

/**
 * Build time only: the first screen of an address of the route table, drawn in one language with
 * its catalogues (app/first-screens.json), as start-app.tsx renders it once its code is loaded.
 * Its forms stay `inert` until the browser has taken the page over (useInBrowser).
 */
export async function renderScreen(path: string, lang: Lang, catalogs: Catalog[]): Promise<Drawn> {
  i18n.loadAndActivate({ locale: lang, messages: {} });
  await Promise.all(catalogs.map((c) => loadCatalog(c)));
  await preloadLocation(path);
  const html = renderToString(
    <AppTree>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppTree>,
  );
  return { html: checked(html, path), title: titleFor(path) };
}
