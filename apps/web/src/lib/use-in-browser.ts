import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False while a page is drawn at build time and while React takes that HTML over in the browser;
 * true from the render after (and at once for a page drawn in the browser). A part that takes
 * typing is drawn only, or made `inert`, until then: a form no script handles yet would lose what
 * was typed into it.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
