import { createBrowserRouter, Navigate, useParams } from "react-router";
import { PageSpinner } from "@/components/ui/spinner";
import { RequireArea } from "./guards";
import { paths } from "./paths";
import { RootLayout } from "./root-layout";

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
          import("@/features/public/landing/landing-page").then((m) => ({ Component: m.LandingPage })),
      },
      {
        path: "user/register",
        lazy: () =>
          import("@/features/public/register/register-page").then((m) => ({ Component: m.RegisterPage })),
      },
      {
        path: "admin/login",
        lazy: () =>
          import("@/features/public/login/admin-login-page").then((m) => ({ Component: m.AdminLoginPage })),
      },
      {
        path: "subadmin/login",
        lazy: () =>
          import("@/features/public/login/subadmin-login-page").then((m) => ({
            Component: m.SubadminLoginPage,
          })),
      },
      {
        path: "user/login",
        lazy: () =>
          import("@/features/public/login/user-login-page").then((m) => ({ Component: m.UserLoginPage })),
      },
      { path: "login", element: <Navigate to={paths.user.login} replace /> },
      { path: "profile", element: <Navigate to={paths.user.profile} replace /> },
      { path: "my-works", element: <Navigate to={paths.user.myWorks} replace /> },
      { path: "work-details/:id", element: <WorkDetailsRedirect /> },
      { path: "dashboard", element: <Navigate to={paths.admin.login} replace /> },
      {
        path: "admin",
        element: <RequireArea area="admin" />,
        children: [
          {
            lazy: () =>
              import("@/features/admin/layout/admin-layout").then((m) => ({ Component: m.AdminLayout })),
            children: [
              { index: true, element: <Navigate to={paths.admin.dashboard} replace /> },
              {
                path: "dashboard",
                lazy: () =>
                  import("@/features/admin/dashboard/dashboard-page").then((m) => ({
                    Component: m.AdminDashboardPage,
                  })),
              },
              {
                path: "users",
                lazy: () =>
                  import("@/features/admin/users/users-page").then((m) => ({ Component: m.UsersPage })),
              },
              {
                path: "user-request",
                lazy: () =>
                  import("@/features/admin/user-requests/user-requests-page").then((m) => ({
                    Component: m.UserRequestsPage,
                  })),
              },
              {
                path: "fares",
                lazy: () =>
                  import("@/features/admin/fares/fares-page").then((m) => ({ Component: m.FaresPage })),
              },
              {
                path: "works",
                lazy: () =>
                  import("@/features/admin/works/works-page").then((m) => ({ Component: m.WorksPage })),
              },
              {
                path: "work-analytics",
                lazy: () =>
                  import("@/features/admin/analytics/analytics-page").then((m) => ({
                    Component: m.AnalyticsPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        path: "subadmin",
        element: <RequireArea area="subadmin" />,
        children: [
          {
            lazy: () =>
              import("@/features/subadmin/layout/subadmin-layout").then((m) => ({
                Component: m.SubadminLayout,
              })),
            children: [
              { index: true, element: <Navigate to={paths.subadmin.dashboard} replace /> },
              {
                path: "sub-dashboard",
                lazy: () =>
                  import("@/features/subadmin/dashboard/dashboard-page").then((m) => ({
                    Component: m.SubadminDashboardPage,
                  })),
              },
              {
                path: "create-user",
                lazy: () =>
                  import("@/features/subadmin/users/users-page").then((m) => ({
                    Component: m.SubadminUsersPage,
                  })),
              },
              {
                path: "catering-works",
                lazy: () =>
                  import("@/features/subadmin/catering-works/catering-works-page").then((m) => ({
                    Component: m.CateringWorksPage,
                  })),
              },
              {
                path: "work-analytics",
                lazy: () =>
                  import("@/features/subadmin/analytics/analytics-page").then((m) => ({
                    Component: m.SubadminAnalyticsPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        path: "user",
        element: <RequireArea area="user" />,
        children: [
          {
            lazy: () =>
              import("@/features/worker/layout/worker-layout").then((m) => ({ Component: m.WorkerLayout })),
            children: [
              { index: true, element: <Navigate to={paths.user.home} replace /> },
              {
                path: "home",
                lazy: () =>
                  import("@/features/worker/home/home-page").then((m) => ({ Component: m.WorkerHomePage })),
              },
              {
                path: "my-works",
                lazy: () =>
                  import("@/features/worker/my-works/my-works-page").then((m) => ({
                    Component: m.MyWorksPage,
                  })),
              },
              {
                path: "profile",
                lazy: () =>
                  import("@/features/worker/profile/profile-page").then((m) => ({
                    Component: m.ProfilePage,
                  })),
              },
              {
                path: "work-details/:id",
                lazy: () =>
                  import("@/features/worker/work-details/work-details-page").then((m) => ({
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
