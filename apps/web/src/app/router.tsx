import { matchRoutes, Navigate, type RouteObject, useParams, useRoutes } from "react-router";
import { paths } from "@/lib/paths";
import { adminRoutes } from "./admin-routes";
import { clientRoutes } from "./client-routes";
import { guarded, inArea, lazyScreen, preloadScreens } from "./lazy-screen";
import { RootLayout } from "./root-layout";

function WorkDetailsRedirect() {
  const { id = "" } = useParams();
  return <Navigate to={paths.user.workDetails(id)} replace />;
}

/**
 * The route table in one place. Every screen is a lazy route module, so the public page
 * downloads none of the admin, sub-admin or worker code.
 */
export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    children: [
      {
        index: true,
        ...lazyScreen(() =>
          inArea("public", import("@/features/public/landing/landing-page")).then((m) => m.LandingPage),
        ),
      },
      {
        path: "user/register",
        ...lazyScreen(() =>
          inArea("auth", import("@/features/public/register/register-page")).then((m) => m.RegisterPage),
        ),
      },
      {
        path: "admin/login",
        ...lazyScreen(() =>
          inArea("auth", import("@/features/public/login/admin-login-page")).then((m) => m.AdminLoginPage),
        ),
      },
      {
        path: "subadmin/login",
        ...lazyScreen(() =>
          inArea("auth", import("@/features/public/login/subadmin-login-page")).then(
            (m) => m.SubadminLoginPage,
          ),
        ),
      },
      {
        path: "user/login",
        ...lazyScreen(() =>
          inArea("auth", import("@/features/public/login/user-login-page")).then((m) => m.UserLoginPage),
        ),
      },
      {
        path: "forgot-password",
        ...lazyScreen(() =>
          inArea("auth", import("@/features/public/forgot-password/forgot-password-page")).then(
            (m) => m.ForgotPasswordPage,
          ),
        ),
      },
      // The footer's short pages: one chunk with its own catalogue, never in the landing page's bundle.
      ...(
        [
          ["privacy", "PrivacyPage"],
          ["terms", "TermsPage"],
          ["cookies", "CookiesPage"],
          ["faq", "FaqPage"],
        ] as const
      ).map(([path, name]) => ({
        path,
        ...lazyScreen(() => inArea("info", import("@/features/public/info/info-pages")).then((m) => m[name])),
      })),
      { path: "login", element: <Navigate to={paths.user.login} replace /> },
      { path: "profile", element: <Navigate to={paths.user.profile} replace /> },
      { path: "my-works", element: <Navigate to={paths.user.myWorks} replace /> },
      { path: "work-details/:id", element: <WorkDetailsRedirect /> },
      { path: "dashboard", element: <Navigate to={paths.admin.login} replace /> },
      adminRoutes,
      {
        path: "subadmin",
        ...guarded("subadmin"),
        children: [
          {
            ...lazyScreen(() =>
              inArea("subadmin", import("@/app/layouts/subadmin-layout")).then((m) => m.SubadminLayout),
            ),
            children: [
              { index: true, element: <Navigate to={paths.subadmin.dashboard} replace /> },
              {
                path: "sub-dashboard",
                ...lazyScreen(() =>
                  inArea("subadmin", import("@/features/subadmin/dashboard/subadmin-dashboard-page")).then(
                    (m) => m.SubadminDashboardPage,
                  ),
                ),
              },
              {
                path: "create-user",
                ...lazyScreen(() =>
                  inArea("subadmin", import("@/features/subadmin/users/subadmin-users-page")).then(
                    (m) => m.SubadminUsersPage,
                  ),
                ),
              },
              {
                path: "catering-works",
                ...lazyScreen(() =>
                  inArea("subadmin", import("@/features/subadmin/catering-works/catering-works-page")).then(
                    (m) => m.CateringWorksPage,
                  ),
                ),
              },
              {
                path: "work-analytics",
                ...lazyScreen(() =>
                  inArea("subadmin", import("@/features/subadmin/analytics/subadmin-analytics-page")).then(
                    (m) => m.SubadminAnalyticsPage,
                  ),
                ),
              },
            ],
          },
        ],
      },
      {
        path: "user",
        ...guarded("user"),
        children: [
          {
            ...lazyScreen(() =>
              inArea("worker", import("@/app/layouts/worker-layout")).then((m) => m.WorkerLayout),
            ),
            children: [
              { index: true, element: <Navigate to={paths.user.home} replace /> },
              {
                path: "home",
                ...lazyScreen(() =>
                  inArea("worker", import("@/features/worker/home/home-page")).then((m) => m.WorkerHomePage),
                ),
              },
              {
                path: "my-works",
                ...lazyScreen(() =>
                  inArea("worker", import("@/features/worker/my-works/my-works-page")).then(
                    (m) => m.MyWorksPage,
                  ),
                ),
              },
              {
                path: "profile",
                ...lazyScreen(() =>
                  inArea("worker", import("@/features/worker/profile/profile-page")).then(
                    (m) => m.ProfilePage,
                  ),
                ),
              },
              {
                path: "work-details/:id",
                ...lazyScreen(() =>
                  inArea("worker", import("@/features/worker/work-details/work-details-page")).then(
                    (m) => m.WorkDetailsPage,
                  ),
                ),
              },
            ],
          },
        ],
      },
      clientRoutes,
      { path: "*", element: <Navigate to={paths.home} replace /> },
    ],
  },
];

/** The route table in declarative mode (the data router's extra code stays out of every bundle). */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the screens of the address being opened, so the first render shows them at once. */
export function preloadLocation(pathname: string): Promise<unknown> {
  return preloadScreens((matchRoutes(routes, pathname) ?? []).map((m) => m.route.handle));
}
