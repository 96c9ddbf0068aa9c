import { useSyncExternalStore } from "react";

/**
 * The installable areas: the worker's (docs/decisions/016-installable-worker-app.md) and the
 * captain's (docs/decisions/038-captain-area-offline.md). Each has its own manifest, its own
 * service worker registration (one script, one scope per area) and its own cache of API answers,
 * so two people's answers never mix on one phone. Only the areas' layouts import this, so `/`
 * loads none of it.
 */
export type InstallableArea = "user" | "subadmin";

interface AreaApp {
  manifest: string;
  /** The script URL: the query tells the service worker which area it serves (its API cache). */
  script: string;
  scope: string;
  /** Must match the `cacheName`s of vite.config.ts. */
  apiCache: string;
}

export const AREA_APPS: Record<InstallableArea, AreaApp> = {
  user: { manifest: "/manifest.webmanifest", script: "/sw.js", scope: "/user/", apiCache: "worker-api" },
  subadmin: {
    manifest: "/manifest-captain.webmanifest",
    script: "/sw.js?area=subadmin",
    scope: "/subadmin/",
    apiCache: "subadmin-api",
  },
};

function setManifestLink(href: string) {
  let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = document.createElement("link");
    link.rel = "manifest";
    document.head.append(link);
  }
  if (link.getAttribute("href") !== href) link.href = href;
  if (!document.querySelector('meta[name="theme-color"]')) {
    const theme = document.createElement("meta");
    theme.name = "theme-color";
    theme.content = "#b45309";
    document.head.append(theme);
  }
}

/** Adds the area's manifest link and registers its service worker (once per scope). */
export function registerAreaApp(area: InstallableArea): void {
  const app = AREA_APPS[area];
  setManifestLink(app.manifest);
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register(app.script, { scope: app.scope }).catch(() => {
    // No service worker (private mode, old browser): the area still works online.
  });
}

/** Forgets the area's API answers kept for offline use (on logout; another person may use the phone). */
export async function clearAreaData(area: InstallableArea): Promise<void> {
  if ("caches" in window) await caches.delete(AREA_APPS[area].apiCache);
}

function subscribeOnline(cb: () => void) {
  window.addEventListener("online", cb);
  window.addEventListener("offline", cb);
  return () => {
    window.removeEventListener("online", cb);
    window.removeEventListener("offline", cb);
  };
}

/** The browser's word on the signal, kept current. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Calls `run` once the page is controlled by its service worker: at once when it already is,
 * else when the first install takes the page over (so what `run` reads is kept for offline use).
 */
export function whenControlled(run: () => void): () => void {
  if (!("serviceWorker" in navigator)) return () => undefined;
  const sw = navigator.serviceWorker;
  if (sw.controller) {
    run();
    return () => undefined;
  }
  const onChange = () => run();
  sw.addEventListener("controllerchange", onChange, { once: true });
  return () => sw.removeEventListener("controllerchange", onChange);
}
