import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { BarChart3, ClipboardList, LayoutDashboard, Menu, Users, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { AreaProviders, queryClient } from "@/app/area-providers";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { type SidebarItem, SidebarNav } from "@/components/ui/sidebar-nav";
import { NotificationBell } from "@/entities/notifications/components/notification-bell";
import {
  clearSubadminData,
  SubadminOffline,
} from "@/features/subadmin/catering-works/offline/subadmin-offline";
import { signOut } from "@/lib/api-client";
import { BRAND, paths } from "@/lib/paths";
import { useSession } from "@/lib/session";

/** The sidebar's links; labels are translated at render so they follow a language switch. */
const NAV: (Omit<SidebarItem, "label"> & { label: MessageDescriptor })[] = [
  {
    to: paths.subadmin.dashboard,
    label: msg`Dashboard`,
    icon: <LayoutDashboard className="h-5 w-5" aria-hidden="true" />,
  },
  {
    to: paths.subadmin.createUser,
    label: msg`Users`,
    icon: <Users className="h-5 w-5" aria-hidden="true" />,
  },
  {
    to: paths.subadmin.cateringWorks,
    label: msg`Catering Works`,
    icon: <ClipboardList className="h-5 w-5" aria-hidden="true" />,
  },
  {
    to: paths.subadmin.workAnalytics,
    label: msg`Work Analytics`,
    icon: <BarChart3 className="h-5 w-5" aria-hidden="true" />,
  },
];

/**
 * The sub-admin shell: sidebar (slide-over on phones), header "Captain" with the language
 * switch, the offline banner (the area is installable and opens with no signal), content.
 */
export function SubadminLayout() {
  const { t } = useLingui();
  const nav: SidebarItem[] = NAV.map((item) => ({ ...item, label: t(item.label) }));
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession("subadmin");

  // Close the slide-over on navigation and with Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const logout = async () => {
    await signOut("subadmin");
    queryClient.clear();
    await clearSubadminData();
    navigate(paths.subadmin.login, { replace: true });
  };

  return (
    <AreaProviders>
      <div className="min-h-screen bg-slate-50 lg:flex">
        <aside className="hidden w-64 shrink-0 flex-col border-r border-slate-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-screen">
          <div className="flex h-16 items-center border-b border-slate-200 px-5 text-lg font-bold text-brand-700">
            {BRAND}
          </div>
          <SidebarNav label={t`Sub admin`} items={nav} onNavigate={() => undefined} onLogout={logout} />
        </aside>

        {open && (
          <div className="fixed inset-0 z-40 lg:hidden">
            <div
              className="absolute inset-0 bg-slate-900/50"
              aria-hidden="true"
              onClick={() => setOpen(false)}
            />
            <aside
              id="subadmin-sidebar"
              aria-label={t`Menu`}
              className="relative flex h-full w-64 max-w-[80vw] flex-col bg-white shadow-xl"
            >
              <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
                <span className="min-w-0">
                  <span className="block text-lg font-bold text-brand-700">{BRAND}</span>
                  {session?.user && (
                    <span className="block break-words text-xs text-slate-600 sm:hidden">
                      {session.user.user_name}
                    </span>
                  )}
                </span>
                <button
                  type="button"
                  onClick={() => setOpen(false)}
                  aria-label={t`Close menu`}
                  className="flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
                >
                  <X className="h-5 w-5" aria-hidden="true" />
                </button>
              </div>
              <SidebarNav
                label={t`Sub admin`}
                items={nav}
                onNavigate={() => setOpen(false)}
                onLogout={logout}
              />
            </aside>
          </div>
        )}

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-3 sm:px-6">
            <button
              type="button"
              onClick={() => setOpen(true)}
              aria-label={t`Open menu`}
              aria-expanded={open}
              aria-controls="subadmin-sidebar"
              className="flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
            >
              <Menu className="h-5 w-5" aria-hidden="true" />
            </button>
            <p className="min-w-0 text-lg font-semibold text-slate-900">{t`Captain`}</p>
            {/* On phones the name is in the menu, so the header keeps room for the language. */}
            {session?.user && (
              <span
                className="ml-auto hidden truncate text-sm text-slate-600 sm:block"
                title={session.user.user_name}
              >
                {session.user.user_name}
              </span>
            )}
            <NotificationBell area="subadmin" className={session?.user ? undefined : "ml-auto"} />
            <LanguageSwitch className="ml-auto shrink-0 sm:ml-0" />
          </header>
          <SubadminOffline />
          <main className="min-w-0 flex-1 p-3 sm:p-6">
            <Outlet />
          </main>
        </div>
      </div>
    </AreaProviders>
  );
}
