import { useEffect, useState } from "react";
import { clearAreaData, registerAreaApp, useOnline } from "@/lib/installable-app";

/**
 * The installable worker app: manifest link, service worker (scope /user/), offline state and the
 * install prompt. Only the worker area imports this, so `/` loads none of it.
 */

/** The worker's app, scope /user/ (docs/decisions/016-installable-worker-app.md). */
export function registerWorkerApp() {
  registerAreaApp("user");
}

/** Forgets the API answers kept for offline use (on logout; another person may use the phone). */
export function clearOfflineData(): Promise<void> {
  return clearAreaData("user");
}

export { useOnline };

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
