import { Trans } from "@lingui/react/macro";
import { Component, type ComponentType, type ReactNode, Suspense, use } from "react";
import { PageSpinner } from "@/components/ui/spinner";
import { type Catalog, loadCatalog } from "@/lib/i18n";
import type { Area } from "@/lib/paths";

/** A route module together with its area's message catalogue in the current language. */
export function inArea<T>(catalog: Catalog, module: Promise<T>): Promise<T> {
  return Promise.all([module, loadCatalog(catalog)]).then(([m]) => m);
}

interface LazyEntry {
  load: () => Promise<ComponentType>;
  promise?: Promise<ComponentType>;
  Component?: ComponentType;
}

function preload(entry: LazyEntry): Promise<ComponentType> {
  entry.promise ??= entry.load().then(
    (C) => {
      entry.Component = C;
      return C;
    },
    (err: unknown) => {
      // A failed download (offline, a new deploy) may be retried by the next visit.
      entry.promise = undefined;
      throw err;
    },
  );
  return entry.promise;
}

function LazyScreen({ entry }: { entry: LazyEntry }) {
  const Screen = entry.Component ?? use(preload(entry));
  return <Screen />;
}

/** Shown when a screen's code could not be downloaded (offline, or a new version was deployed). */
class ScreenLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-md p-6 text-center text-slate-700">
        <p>
          <Trans>This page could not be loaded. Check the connection and try again.</Trans>
        </p>
        <button
          type="button"
          className="mt-4 min-h-11 rounded-md bg-brand-600 px-4 font-medium text-white"
          onClick={() => window.location.reload()}
        >
          <Trans>Reload</Trans>
        </button>
      </div>
    );
  }
}

/**
 * A lazy screen of the route table: its code (and catalogue) loads on first visit, with the
 * spinner meanwhile. `handle.preload` lets the start load the first screen before the first
 * render, so a page opened directly never shows the spinner (nor React's fallback delay);
 * navigations run in a transition, so the screen being left stays until the next is ready.
 */
export function lazyScreen(load: () => Promise<ComponentType>) {
  const entry: LazyEntry = { load };
  return {
    element: (
      <ScreenLoadBoundary>
        <Suspense fallback={<PageSpinner />}>
          <LazyScreen entry={entry} />
        </Suspense>
      </ScreenLoadBoundary>
    ),
    handle: { preload: () => preload(entry) },
  };
}

/** Loads the screens a location shows (from the matched routes' handles). */
export function preloadScreens(handles: readonly unknown[]): Promise<unknown> {
  return Promise.all(
    handles.map((h) =>
      h && typeof h === "object" && "preload" in h && typeof h.preload === "function" ? h.preload() : null,
    ),
  );
}

/**
 * An area's guard, loaded when the area is first entered: the public page does not download the
 * API client and the session code it needs.
 */
export function guarded(area: Area) {
  return lazyScreen(() => import("./guards").then((m) => () => <m.RequireArea area={area} />));
}
