import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { currentLang } from "@/lib/i18n";
import { AppTree } from "./app-tree";
import { AppRoutes, preloadLocation } from "./router";

/**
 * Every other address: the router with its route table, its first screen loaded before the
 * first render. A screen the build drew into the page (`data-path` and `data-lang` on #root, see
 * prerender.tsx) is taken over; drawn in another language than the one chosen here, or when its
 * code could not be downloaded, it is drawn afresh.
 */
export async function start(root: HTMLElement): Promise<void> {
  // A failed download shows the screen's own error message once rendered.
  const loaded = await preloadLocation(window.location.pathname).then(
    () => true,
    () => false,
  );
  const tree = (
    <AppTree>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppTree>
  );
  const drawn =
    loaded &&
    root.firstElementChild !== null &&
    root.dataset.path === window.location.pathname &&
    root.dataset.lang === currentLang();
  // The first screen is built (or taken over) in a transition: in short slices, not one long
  // task, so a cheap phone answers a tap meanwhile (Lighthouse /user/register TBT 225-258 ->
  // 37-100 ms).
  if (drawn) {
    startTransition(() => {
      hydrateRoot(root, tree);
    });
    return;
  }
  root.replaceChildren();
  const app = createRoot(root);
  startTransition(() => app.render(tree));
}
