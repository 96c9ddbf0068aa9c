import { i18n, type Messages } from "@lingui/core";
import { renderToString } from "react-dom/server";
import type { Lang } from "@/lib/i18n";
import { paths, titleFor } from "@/lib/paths";
import { messages as enCommon } from "../locales/en/common.po";
import { messages as enPublic } from "../locales/en/public.po";
import { messages as mlCommon } from "../locales/ml/common.po";
import { messages as mlPublic } from "../locales/ml/public.po";
import { HomeRoot } from "./home-root";

const CATALOGS: Record<Lang, Messages> = {
  en: { ...enCommon, ...enPublic },
  ml: { ...mlCommon, ...mlPublic },
};

/**
 * Build time only (scripts/prerender-home.mjs): the landing page drawn in one language, with the
 * page title in it. The browser paints this HTML before any script has run, and start-home.tsx
 * hydrates it with the same tree.
 */
export function renderHome(lang: Lang): { html: string; title: string } {
  i18n.loadAndActivate({ locale: lang, messages: CATALOGS[lang] });
  const html = renderToString(<HomeRoot />);
  // A part that suspended here would be left to the browser with an error; lazy parts of the page
  // are drawn in the browser only (ClientOnly), so none may suspend.
  if (html.includes("<!--$!-->")) throw new Error("prerender-home: a part of the page suspended");
  return { html, title: titleFor(paths.home) };
}
