import type { RouteObject } from "react-router";
import { inArea, lazyScreen } from "./lazy-screen";

/** The client's own page (docs/decisions/062-clients-own-page.md): the sign-in, then his area. */
export const clientRoutes: RouteObject = {
  path: "client",
  ...lazyScreen(() => inArea("client", import("@/app/layouts/client-layout")).then((m) => m.ClientShell)),
  children: [
    {
      path: "signin",
      ...lazyScreen(() =>
        inArea("client", import("@/features/client/signin-page")).then((m) => m.ClientSignInPage),
      ),
    },
    {
      ...lazyScreen(() =>
        inArea("client", import("@/app/layouts/client-layout")).then((m) => m.ClientLayout),
      ),
      children: [
        {
          index: true,
          ...lazyScreen(() =>
            inArea("client", import("@/features/client/client-home-page")).then((m) => m.ClientHomePage),
          ),
        },
        {
          path: "book",
          ...lazyScreen(() =>
            inArea("client", import("@/features/client/book-page")).then((m) => m.BookPage),
          ),
        },
        {
          path: "works/:id",
          ...lazyScreen(() =>
            inArea("client", import("@/features/client/work-page")).then((m) => m.ClientWorkPage),
          ),
        },
        {
          path: "bills",
          ...lazyScreen(() =>
            inArea("client", import("@/features/client/bills-page")).then((m) => m.BillsPage),
          ),
        },
      ],
    },
  ],
};
