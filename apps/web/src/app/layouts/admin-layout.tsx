import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  BarChart3,
  Briefcase,
  CalendarPlus,
  CalendarRange,
  Inbox,
  IndianRupee,
  LayoutDashboard,
  Menu,
  MessageCircle,
  ReceiptIndianRupee,
  Settings,
  UserPlus,
  Users,
  Wallet,
  X,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { AreaProviders, queryClient } from "@/app/area-providers";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { type SidebarItem, SidebarNav } from "@/components/ui/sidebar-nav";
import { NotificationBell } from "@/entities/notifications/components/notification-bell";
import { signOut } from "@/lib/api-client";
import { BRAND, paths } from "@/lib/paths";
import { useSession } from "@/lib/session";

const icon = (C: typeof Users) => <C className="h-5 w-5" aria-hidden="true" />;

const NAV: (Omit<SidebarItem, "label"> & { label: MessageDescriptor })[] = [
  { to: paths.admin.dashboard, label: msg`Dashboard`, icon: icon(LayoutDashboard) },
  { to: paths.admin.users, label: msg`Users`, icon: icon(Users) },
  { to: paths.admin.userRequest, label: msg`User Requests`, icon: icon(UserPlus) },
  { to: paths.admin.fares, label: msg`Fares`, icon: icon(IndianRupee) },
  { to: paths.admin.works, label: msg`Works`, icon: icon(Briefcase) },
  { to: paths.admin.workAnalytics, label: msg`Work Analytics`, icon: icon(BarChart3) },
  { to: paths.admin.billing, label: msg`Clients and billing`, icon: icon(ReceiptIndianRupee) },
  { to: paths.admin.dues, label: msg`Dues`, icon: icon(Wallet) },
  { to: paths.admin.moneyMonths, label: msg`Money by month`, icon: icon(CalendarRange) },
  { to: paths.admin.inbox, label: msg`Inbox`, icon: icon(Inbox) },
  { to: paths.admin.bookings, label: msg`Bookings`, icon: icon(CalendarPlus) },
  { to: paths.admin.whatsapp, label: msg`WhatsApp`, icon: icon(MessageCircle) },
  { to: paths.admin.settings, label: msg`Settings`, icon: icon(Settings) },
];

const DASHBOARD = msg`Dashboard`;
const TITLES: Record<string, MessageDescriptor> = {
  dashboard: DASHBOARD,
  users: msg`Users`,
  "user-request": msg`User Requests`,
  fares: msg`Fares`,
  works: msg`Works`,
  "work-analytics": msg`Work Analytics`,
  dues: msg`Dues`,
  "money-by-month": msg`Money by month`,
  inbox: msg`Inbox`,
  billing: msg`Clients and billing`,
  bookings: msg`Bookings`,
  whatsapp: msg`WhatsApp`,
  settings: msg`Settings`,
};

/** Header title from the second path segment: it names the screen shown (docs/decisions/020-admin-and-captain-screens.md). */
export function adminTitle(pathname: string): MessageDescriptor {
  const segment = pathname.split("/").filter(Boolean)[1] ?? "";
  return TITLES[segment] ?? DASHBOARD;
}

function Brand() {
  const { t } = useLingui();
  return (
    <div className="flex h-16 shrink-0 items-center gap-2 border-b border-slate-200 px-5">
      <span className="text-lg font-bold text-brand-700">{BRAND}</span>
      <span className="text-sm font-medium text-slate-500">{t`Admin`}</span>
    </div>
  );
}

/**
 * The admin shell: a fixed sidebar (w-64) from `lg` up, a slide-over with a backdrop below;
 * header title from the path; the screens in the outlet.
 */
export function AdminLayout() {
  const { t } = useLingui();
  const nav: SidebarItem[] = NAV.map((item) => ({ ...item, label: t(item.label) }));
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession("admin");
  const menuButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // Close the slide-over on navigation; Escape closes it and gives focus back to the menu button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        menuButton.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      // However the slide-over closed (Escape, the backdrop, a navigation finishing late), focus
      // that was inside it is not left on the page's body: it goes back to the menu button.
      if (!document.activeElement || document.activeElement === document.body) menuButton.current?.focus();
    };
  }, [open]);

  const logout = async () => {
    await signOut("admin");
    queryClient.clear();
    navigate(paths.admin.login, { replace: true });
  };

  return (
    <AreaProviders>
      <div className="min-h-dvh bg-slate-50">
        <a
          href="#admin-main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {t`Skip to content`}
        </a>
        {/* Desktop sidebar */}
        <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-slate-200 bg-white lg:flex">
          <Brand />
          <SidebarNav label={t`Admin`} items={nav} onNavigate={() => {}} onLogout={logout} />
        </aside>

        {/* Slide-over under lg */}
        {open && (
          <div className="fixed inset-0 z-40 lg:hidden">
            <div
              className="absolute inset-0 bg-slate-900/50"
              aria-hidden="true"
              data-testid="sidebar-backdrop"
              onClick={() => setOpen(false)}
            />
            <div
              ref={panel}
              id="admin-sidebar"
              role="dialog"
              aria-modal="true"
              aria-label={t`Admin menu`}
              className="absolute inset-y-0 left-0 flex w-64 max-w-[85vw] flex-col bg-white shadow-xl"
            >
              <div className="flex items-center justify-between pr-2">
                <Brand />
                <button
                  type="button"
                  onClick={() => setOpen(false)}
                  aria-label={t`Close menu`}
                  className="flex h-11 w-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <X className="h-5 w-5" aria-hidden="true" />
                </button>
              </div>
              <SidebarNav label={t`Admin`} items={nav} onNavigate={() => setOpen(false)} onLogout={logout} />
            </div>
          </div>
        )}

        <div className="flex min-h-dvh min-w-0 flex-col lg:pl-64">
          <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
            <button
              ref={menuButton}
              type="button"
              onClick={() => setOpen(true)}
              aria-label={t`Open menu`}
              aria-expanded={open}
              aria-controls="admin-sidebar"
              className="-ml-2 flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
            >
              <Menu className="h-6 w-6" aria-hidden="true" />
            </button>
            <h1 className="min-w-0 flex-1 break-words text-lg font-semibold leading-snug text-slate-900">
              {t(adminTitle(location.pathname))}
            </h1>
            {session && (
              <span className="hidden max-w-[40%] truncate text-sm text-slate-600 sm:block">
                {session.user.user_name}
              </span>
            )}
            <NotificationBell area="admin" />
            <LanguageSwitch className="shrink-0" />
          </header>
          <main id="admin-main" className="min-w-0 flex-1 p-4 sm:p-6">
            <Outlet />
          </main>
        </div>
      </div>
    </AreaProviders>
  );
}
