import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { currentLang, loadCatalog } from "@/lib/i18n";
import { HomeRoot } from "./home-root";

/**
 * The public page opened directly, so `/` downloads neither the route table nor the router. The
 * server sends it already drawn in the visitor's language (`data-lang` on #root, see
 * prerender.tsx): React takes that markup over. A page drawn in another language than the
 * one chosen here (a choice saved before the language cookie existed) is drawn afresh.
 */
export async function start(root: HTMLElement): Promise<void> {
  await loadCatalog("public");
  if (root.firstElementChild && root.dataset.lang === currentLang()) {
    // In a transition React takes the page over in short slices instead of one long task, so a
    // cheap phone keeps answering scrolls and taps while it does.
    startTransition(() => {
      hydrateRoot(root, <HomeRoot />);
    });
    return;
  }
  root.replaceChildren();
  createRoot(root).render(<HomeRoot />);
}
