import { useEffect, useState, useSyncExternalStore } from "react";

/**
 * The installable worker app: manifest link, service worker (scope /user/), offline state and the
 * install prompt. Only the worker area imports this, so `/` loads none of it.
 */

const SW_URL = "/sw.js";
export const SW_SCOPE = "/user/";
export const API_CACHE = "worker-api";

function addManifestLink() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = "/manifest.webmanifest";
  document.head.append(link);
  const theme = document.createElement("meta");
  theme.name = "theme-color";
  theme.content = "#b45309";
  document.head.append(theme);
}

export function registerWorkerApp() {
  addManifestLink();
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register(SW_URL, { scope: SW_SCOPE }).catch(() => {
    // No service worker (private mode, old browser): the area still works online.
  });
}

/** Forgets the API answers kept for offline use (on logout; another person may use the phone). */
export async function clearOfflineData() {
  if ("caches" in window) await caches.delete(API_CACHE);
}

function subscribeOnline(cb: () => void) {
  window.addEventListener("online", cb);
  window.addEventListener("offline", cb);
  return () => {
    window.removeEventListener("online", cb);
    window.removeEventListener("offline", cb);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const isInstallPrompt = (e: Event): e is InstallPromptEvent => "prompt" in e;

if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (e) => {
    if (!isInstallPrompt(e)) return;
    e.preventDefault();
    deferred = e;
    for (const l of listeners) l();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    for (const l of listeners) l();
  });
}

/** The browser's install offer, when it made one; `install()` shows it once. */
export function useInstallPrompt() {
  const [available, setAvailable] = useState(deferred !== null);
  useEffect(() => {
    const update = () => setAvailable(deferred !== null);
    listeners.add(update);
    update();
    return () => {
      listeners.delete(update);
    };
  }, []);
  const install = async () => {
    const e = deferred;
    if (!e) return;
    deferred = null;
    setAvailable(false);
    await e.prompt();
  };
  return { available, install };
}
