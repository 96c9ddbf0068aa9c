import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CalendarPlus, FileText, Home, LogOut } from "lucide-react";
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { AreaProviders, queryClient } from "@/app/area-providers";
import { cn } from "@/components/ui/cn";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { clientSession, useClientSession } from "@/features/client/api/client-session";
import { BRAND, paths } from "@/lib/paths";

const NAV = [
  { to: paths.client.home, label: msg`My events`, icon: Home, end: true },
  { to: paths.client.book, label: msg`Book staff`, icon: CalendarPlus, end: false },
  { to: paths.client.bills, label: msg`Bills`, icon: FileText, end: false },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    // Four links share a 360 px phone's width; a long Malayalam label wraps inside its own link.
    "flex min-h-11 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-center text-xs font-medium leading-tight sm:flex-none sm:flex-row sm:gap-2 sm:px-3 sm:text-sm",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
    isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100",
  );

/** Every /client page, the sign-in included: the server-state cache and the toasts. */
export function ClientShell() {
  return (
    <AreaProviders>
      <Outlet />
    </AreaProviders>
  );
}

/**
 * The client's own area (docs/decisions/062-clients-own-page.md): phone-first, his own session.
 * Without a live client session, the sign-in page.
 */
export function ClientLayout() {
  const { t } = useLingui();
  const session = useClientSession();
  const location = useLocation();
  const navigate = useNavigate();
  if (!session) return <Navigate to={paths.client.signin} replace state={{ from: location.pathname }} />;
  const signOut = () => {
    clientSession.set(null);
    queryClient.clear();
    navigate(paths.client.signin, { replace: true });
  };
  return (
    <>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-4xl flex-col gap-1 px-3 py-2 sm:flex-row sm:items-center sm:justify-between sm:px-4">
          <div className="flex items-center justify-between gap-2 sm:contents">
            <div className="min-w-0">
              <NavLink to={paths.client.home} className="text-lg font-bold text-brand-700">
                {BRAND}
              </NavLink>
              <p className="truncate text-xs text-slate-600">{session.client.name}</p>
            </div>
            <LanguageSwitch className="sm:order-last" />
          </div>
          <nav aria-label={t`Main`} className="flex gap-1 sm:ml-auto">
            {NAV.map(({ to, label, icon: Icon, end }) => (
              <NavLink key={to} to={to} end={end} className={navClass}>
                <Icon className="h-5 w-5" aria-hidden="true" />
                <span className="break-words">{t(label)}</span>
              </NavLink>
            ))}
            <button type="button" onClick={signOut} className={navClass({ isActive: false })}>
              <LogOut className="h-5 w-5" aria-hidden="true" />
              <span className="break-words">{t`Sign out`}</span>
            </button>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-3 py-4 sm:px-4">
        <Outlet />
      </main>
    </>
  );
}
