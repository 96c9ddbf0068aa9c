import { type Catalog, loadCatalog } from "@/lib/i18n";

/**
 * Starts downloading the screens an address shows while the router's own chunk is still on its way
 * (this module is a small chunk of its own, loaded beside the router's),
 * so a page opened directly (the worker's installed app opens /user/home, a shared link opens
 * /user/register) costs no extra round trip for living outside the public page's bundle. The same
 * modules as the route table in router.tsx load them (the browser fetches each chunk once);
 * `warm-up.test.ts` checks that every address here is a route there. An address not listed simply
 * loads after the router.
 */
const SHELLS: [prefix: string, catalog: Catalog, layout: () => Promise<unknown>][] = [
  ["/user/", "worker", () => import("@/app/layouts/worker-layout")],
  ["/admin/", "admin", () => import("@/app/layouts/admin-layout")],
  ["/subadmin/", "subadmin", () => import("@/app/layouts/subadmin-layout")],
];

/** The signed-in areas' first screens: loaded with the area's guard, layout and catalogue. */
export const WARM_SCREENS: Record<string, () => Promise<unknown>> = {
  "/user/home": () => import("@/features/worker/home/home-page"),
  "/user/my-works": () => import("@/features/worker/my-works/my-works-page"),
  "/user/profile": () => import("@/features/worker/profile/profile-page"),
  "/user/work-details/": () => import("@/features/worker/work-details/work-details-page"),
  "/admin/dashboard": () => import("@/features/admin/dashboard/dashboard-page"),
  "/subadmin/sub-dashboard": () => import("@/features/subadmin/dashboard/dashboard-page"),
};

/** The sign-in and registration screens: no guard and no layout, the "auth" catalogue. */
export const WARM_AUTH_SCREENS: Record<string, () => Promise<unknown>> = {
  "/user/register": () => import("@/features/public/register/register-page"),
  "/user/login": () => import("@/features/public/login/user-login-page"),
  "/admin/login": () => import("@/features/public/login/admin-login-page"),
  "/subadmin/login": () => import("@/features/public/login/subadmin-login-page"),
  "/forgot-password": () => import("@/features/public/forgot-password/forgot-password-page"),
};

const matches = (path: string, pathname: string) =>
  path.endsWith("/") ? pathname.startsWith(path) : pathname === path;

function warmLoads(pathname: string): [catalog: Catalog, loads: (() => Promise<unknown>)[]] | null {
  const auth = Object.entries(WARM_AUTH_SCREENS).find(([path]) => matches(path, pathname));
  if (auth) return ["auth", [auth[1]]];
  const screen = Object.entries(WARM_SCREENS).find(([path]) => matches(path, pathname));
  const shell = SHELLS.find(([prefix]) => pathname.startsWith(prefix));
  if (!screen || !shell) return null;
  return [shell[1], [() => import("./guards"), shell[2], screen[1]]];
}

/** Screens whose reads also start early (`warm-reads.ts`). */
export const WARM_READS: Record<string, () => Promise<unknown>> = {
  "/user/home": () => import("./warm-reads").then((m) => m.warmWorkerHomeReads()),
};

export function warmUp(pathname: string): void {
  WARM_READS[pathname]?.().catch(() => undefined);
  const warm = warmLoads(pathname);
  if (!warm) return;
  const [catalog, loads] = warm;
  // Failures are left to the router, which shows the screen's own error.
  for (const load of loads) load().catch(() => undefined);
  loadCatalog(catalog).catch(() => undefined);
}
