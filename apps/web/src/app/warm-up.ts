import { type Catalog, loadCatalog } from "@/lib/i18n";

/**
 * Starts downloading the screens an address shows while the router's own chunk is still on its way
 * (this module is a small chunk of its own, loaded beside the router's),
 * so a page opened directly (the worker's installed app opens /user/home) costs no extra round
 * trip for living outside the public page's bundle. The same modules as the route table in
 * router.tsx load them (the browser fetches each chunk once); `warm-up.test.ts` checks that every
 * address here is a route there. An address not listed simply loads after the router.
 */
const SHELLS: [prefix: string, catalog: Catalog, layout: () => Promise<unknown>][] = [
  ["/user/", "worker", () => import("@/app/layouts/worker-layout")],
  ["/admin/", "admin", () => import("@/app/layouts/admin-layout")],
  ["/subadmin/", "subadmin", () => import("@/app/layouts/subadmin-layout")],
];

export const WARM_SCREENS: Record<string, () => Promise<unknown>> = {
  "/user/home": () => import("@/features/worker/home/home-page"),
  "/user/my-works": () => import("@/features/worker/my-works/my-works-page"),
  "/user/profile": () => import("@/features/worker/profile/profile-page"),
  "/user/work-details/": () => import("@/features/worker/work-details/work-details-page"),
  "/admin/dashboard": () => import("@/features/admin/dashboard/dashboard-page"),
  "/subadmin/sub-dashboard": () => import("@/features/subadmin/dashboard/dashboard-page"),
};

export function warmUp(pathname: string): void {
  const screen = Object.entries(WARM_SCREENS).find(([path]) =>
    path.endsWith("/") ? pathname.startsWith(path) : pathname === path,
  );
  const shell = SHELLS.find(([prefix]) => pathname.startsWith(prefix));
  // Only the signed-in areas' screens: the public pages under /user/ (login, register) load nothing extra.
  if (!screen || !shell) return;
  const [, catalog, layout] = shell;
  // Failures are left to the router, which shows the screen's own error.
  for (const load of [() => import("./guards"), layout, screen[1]]) load().catch(() => undefined);
  loadCatalog(catalog).catch(() => undefined);
}
