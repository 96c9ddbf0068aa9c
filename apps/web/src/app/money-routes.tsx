import type { RouteObject } from "react-router";
import { loadCatalog } from "@/lib/i18n";
import { lazyScreen } from "./lazy-screen";

/** The admin's money-in screens (record 057), with the admin catalogue loaded beside each. */
const admin = <T,>(module: Promise<T>): Promise<T> =>
  Promise.all([module, loadCatalog("admin")]).then(([m]) => m);

export const moneyRoutes: RouteObject[] = [
  {
    path: "dues",
    ...lazyScreen(() => admin(import("@/features/admin/dues/dues-page")).then((m) => m.DuesPage)),
  },
  {
    path: "dues/:id/statement",
    ...lazyScreen(() => admin(import("@/features/admin/dues/statement-page")).then((m) => m.StatementPage)),
  },
  {
    path: "money-by-month",
    ...lazyScreen(() =>
      admin(import("@/features/admin/dues/money-months-page")).then((m) => m.MoneyMonthsPage),
    ),
  },
];
