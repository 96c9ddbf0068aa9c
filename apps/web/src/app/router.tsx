import { createBrowserRouter, Navigate, useParams } from "react-router";
import { PageSpinner } from "@/components/ui/spinner";
import { type Catalog, loadCatalog } from "@/lib/i18n";
import { type Area, paths } from "@/lib/paths";
import { RootLayout } from "./root-layout";

/** A route module together with its area's message catalogue in the current language. */
function inArea<T>(catalog: Catalog, module: Promise<T>): Promise<T> {
  return Promise.all([module, loadCatalog(catalog)]).then(([m]) => m);
}

/**
 * An area's guard, loaded when the area is first entered: the public page does not download the
 * API client and the session code it needs.
 */
function guarded(area: Area) {
  return {
    lazy: () =>
      import("./guards").then((m) => ({
        Component: () => <m.RequireArea area={area} />,
      })),
  };
}

function WorkDetailsRedirect() {
  const { id = "" } = useParams();
  return <Navigate to={paths.user.workDetails(id)} replace />;
}

/**
 * The spec's route table in one place. Every screen is a lazy route module, so the public page
 * downloads none of the admin, sub-admin or worker code.
 */
export const routes = [
  {
    path: "/",
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    children: [
      {
        index: true,
        lazy: () =>
          inArea("public", import("@/features/public/landing/landing-page")).then((m) => ({
            Component: m.LandingPage,
          })),
      },
      {
        path: "user/register",
        lazy: () =>
          inArea("auth", import("@/features/public/register/register-page")).then((m) => ({
            Component: m.RegisterPage,
          })),
      },
      {
        path: "admin/login",
        lazy: () =>
          inArea("auth", import("@/features/public/login/admin-login-page")).then((m) => ({
            Component: m.AdminLoginPage,
          })),
      },
      {
        path: "subadmin/login",
        lazy: () =>
          inArea("auth", import("@/features/public/login/subadmin-login-page")).then((m) => ({
            Component: m.SubadminLoginPage,
          })),
      },
      {
        path: "user/login",
        lazy: () =>
          inArea("auth", import("@/features/public/login/user-login-page")).then((m) => ({
            Component: m.UserLoginPage,
          })),
      },
      {
        path: "forgot-password",
        lazy: () =>
          inArea("auth", import("@/features/public/forgot-password/forgot-password-page")).then((m) => ({
            Component: m.ForgotPasswordPage,
          })),
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
        lazy: () =>
          inArea("info", import("@/features/public/info/info-pages")).then((m) => ({ Component: m[name] })),
      })),
      { path: "login", element: <Navigate to={paths.user.login} replace /> },
      { path: "profile", element: <Navigate to={paths.user.profile} replace /> },
      { path: "my-works", element: <Navigate to={paths.user.myWorks} replace /> },
      { path: "work-details/:id", element: <WorkDetailsRedirect /> },
      { path: "dashboard", element: <Navigate to={paths.admin.login} replace /> },
      {
        path: "admin",
        ...guarded("admin"),
        children: [
          {
            lazy: () =>
              inArea("admin", import("@/app/layouts/admin-layout")).then((m) => ({
                Component: m.AdminLayout,
              })),
            children: [
              { index: true, element: <Navigate to={paths.admin.dashboard} replace /> },
              {
                path: "dashboard",
                lazy: () =>
                  inArea("admin", import("@/features/admin/dashboard/dashboard-page")).then((m) => ({
                    Component: m.AdminDashboardPage,
                  })),
              },
              {
                path: "users",
                lazy: () =>
                  inArea("admin", import("@/features/admin/users/users-page")).then((m) => ({
                    Component: m.UsersPage,
                  })),
              },
              {
                path: "user-request",
                lazy: () =>
                  inArea("admin", import("@/features/admin/user-requests/user-requests-page")).then((m) => ({
                    Component: m.UserRequestsPage,
                  })),
              },
              {
                path: "fares",
                lazy: () =>
                  inArea("admin", import("@/features/admin/fares/fares-page")).then((m) => ({
                    Component: m.FaresPage,
                  })),
              },
              {
                path: "works",
                lazy: () =>
                  inArea("admin", import("@/features/admin/works/works-page")).then((m) => ({
                    Component: m.WorksPage,
                  })),
              },
              {
                path: "work-analytics",
                lazy: () =>
                  inArea("admin", import("@/features/admin/analytics/analytics-page")).then((m) => ({
                    Component: m.AnalyticsPage,
                  })),
              },
              {
                path: "inbox",
                lazy: () =>
                  inArea("admin", import("@/features/admin/inbox/inbox-page")).then((m) => ({
                    Component: m.InboxPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        path: "subadmin",
        ...guarded("subadmin"),
        children: [
          {
            lazy: () =>
              inArea("subadmin", import("@/app/layouts/subadmin-layout")).then((m) => ({
                Component: m.SubadminLayout,
              })),
            children: [
              { index: true, element: <Navigate to={paths.subadmin.dashboard} replace /> },
              {
                path: "sub-dashboard",
                lazy: () =>
                  inArea("subadmin", import("@/features/subadmin/dashboard/dashboard-page")).then((m) => ({
                    Component: m.SubadminDashboardPage,
                  })),
              },
              {
                path: "create-user",
                lazy: () =>
                  inArea("subadmin", import("@/features/subadmin/users/users-page")).then((m) => ({
                    Component: m.SubadminUsersPage,
                  })),
              },
              {
                path: "catering-works",
                lazy: () =>
                  inArea("subadmin", import("@/features/subadmin/catering-works/catering-works-page")).then(
                    (m) => ({
                      Component: m.CateringWorksPage,
                    }),
                  ),
              },
              {
                path: "work-analytics",
                lazy: () =>
                  inArea("subadmin", import("@/features/subadmin/analytics/analytics-page")).then((m) => ({
                    Component: m.SubadminAnalyticsPage,
                  })),
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
            lazy: () =>
              inArea("worker", import("@/app/layouts/worker-layout")).then((m) => ({
                Component: m.WorkerLayout,
              })),
            children: [
              { index: true, element: <Navigate to={paths.user.home} replace /> },
              {
                path: "home",
                lazy: () =>
                  inArea("worker", import("@/features/worker/home/home-page")).then((m) => ({
                    Component: m.WorkerHomePage,
                  })),
              },
              {
                path: "my-works",
                lazy: () =>
                  inArea("worker", import("@/features/worker/my-works/my-works-page")).then((m) => ({
                    Component: m.MyWorksPage,
                  })),
              },
              {
                path: "profile",
                lazy: () =>
                  inArea("worker", import("@/features/worker/profile/profile-page")).then((m) => ({
                    Component: m.ProfilePage,
                  })),
              },
              {
                path: "work-details/:id",
                lazy: () =>
                  inArea("worker", import("@/features/worker/work-details/work-details-page")).then((m) => ({
                    Component: m.WorkDetailsPage,
                  })),
              },
            ],
          },
        ],
      },
      { path: "*", element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
