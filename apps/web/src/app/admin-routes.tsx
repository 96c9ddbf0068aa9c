import { Navigate, type RouteObject } from "react-router";
import { paths } from "@/lib/paths";
import { guarded, inArea, lazyScreen } from "./lazy-screen";

/** The admin's area: the guard, the layout, one lazy route module per screen. */
export const adminRoutes: RouteObject = {
  path: "admin",
  ...guarded("admin"),
  children: [
    {
      ...lazyScreen(() => inArea("admin", import("@/app/layouts/admin-layout")).then((m) => m.AdminLayout)),
      children: [
        { index: true, element: <Navigate to={paths.admin.dashboard} replace /> },
        // The plural the README and people type lands on the applications, not the home page.
        { path: "user-requests", element: <Navigate to={paths.admin.userRequest} replace /> },
        {
          path: "dashboard",
          ...lazyScreen(() =>
            inArea("admin", import("@/features/admin/dashboard/dashboard-page")).then(
              (m) => m.AdminDashboardPage,
            ),
          ),
        },
        {
          path: "settings",
          ...lazyScreen(() =>
            inArea("admin", import("@/features/admin/dashboard/settings-page")).then(
              (m) => m.AdminSettingsPage,
            ),
          ),
        },
        {
          path: "users",
          ...lazyScreen(() =>
            inArea("admin", import("@/features/admin/users/users-page")).then((m) => m.UsersPage),
          ),
        },
        {
          path: "user-request",
          ...lazyScreen(() =>
            inArea("admin", import("@/features/admin/applications/applications-page")).then(
              (m) => m.UserRequestsPage,
            ),
          ),
        },
        {
          path: "fares",
          ...lazyScreen(() =>
            inArea("admin", import("@/features/admin/fares/fares-page")).then((m) => m.FaresPage),
          ),
        },
        {
          path: "works",
          ...lazyScreen(() =>
            inArea("admin", import("@/features/admin/works/works-page")).then((m) => m.WorksPage),
          ),
        },
        {
          path: "work-analytics",
          ...lazyScreen(() =>
            inArea("admin", import("@/features/admin/analytics/analytics-page")).then((m) => m.AnalyticsPage),
          ),
        },
        {
          path: "billing",
          ...lazyScreen(() =>
            inArea("admin", import("@/features/admin/billing/billing-page")).then((m) => m.BillingPage),
          ),
        },
        {
          path: "billing/clients/:id",
          ...lazyScreen(() =>
            inArea("admin", import("@/features/admin/billing/client-page")).then((m) => m.ClientPage),
          ),
        },
        {
          path: "billing/invoices/:id",
          ...lazyScreen(() =>
            inArea("admin", import("@/features/admin/billing/invoice-page")).then((m) => m.InvoicePage),
          ),
        },
        {
          path: "inbox",
          ...lazyScreen(() =>
            inArea("admin", import("@/features/admin/inbox/inbox-page")).then((m) => m.InboxPage),
          ),
        },
        {
          path: "bookings",
          ...lazyScreen(() =>
            inArea("admin", import("@/features/admin/bookings/bookings-page")).then((m) => m.BookingsPage),
          ),
        },
        ...["whatsapp", "whatsapp/:id"].map((path) => ({
          path,
          ...lazyScreen(() =>
            inArea("admin", import("@/features/admin/whatsapp/whatsapp-inbox-page")).then(
              (m) => m.WhatsappInboxPage,
            ),
          ),
        })),
        {
          path: "dues",
          ...lazyScreen(() =>
            inArea("admin", import("@/features/admin/dues/dues-page")).then((m) => m.DuesPage),
          ),
        },
        {
          path: "dues/:id/statement",
          ...lazyScreen(() =>
            inArea("admin", import("@/features/admin/dues/statement-page")).then((m) => m.StatementPage),
          ),
        },
        {
          path: "money-by-month",
          ...lazyScreen(() =>
            inArea("admin", import("@/features/admin/dues/money-months-page")).then((m) => m.MoneyMonthsPage),
          ),
        },
      ],
    },
  ],
};
