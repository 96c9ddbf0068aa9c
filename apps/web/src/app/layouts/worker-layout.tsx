import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Briefcase, Clock, Globe, Home, LogOut, Mail, MapPin, Phone, User } from "lucide-react";
import { useEffect, useState } from "react";
import { NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { AreaProviders, queryClient } from "@/app/area-providers";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { NotificationBell } from "@/entities/notifications/components/notification-bell";
import { fetchMe } from "@/entities/worker/api/me";
import { InstallPrompt } from "@/features/worker/pwa/install-prompt";
import { OfflineBanner } from "@/features/worker/pwa/offline-banner";
import { clearOfflineData, registerWorkerApp } from "@/features/worker/pwa/worker-app";
import { ApiError, signOut } from "@/lib/api-client";
import { BRAND, paths } from "@/lib/paths";
import { useSession } from "@/lib/session";

/** The footer's year: this year, not a year written into the text. */
const COPYRIGHT_YEAR = new Date().getFullYear();

/** The provider's contact details as the public footer shows them. */
const CONTACT = {
  phoneDisplay: "+91 94470 12345",
  phoneHref: "tel:+919447012345",
  email: "hello@catercrew.in",
  office: msg`Cherpulassery, Palakkad, Kerala`,
  instagram: "https://www.instagram.com/catercrew.kerala",
  facebook: "https://www.facebook.com/catercrew.kerala",
} as const;

const NAV = [
  { to: paths.user.home, label: msg`Home`, icon: Home },
  { to: paths.user.myWorks, label: msg`My Work`, icon: Briefcase },
  { to: paths.user.profile, label: msg`Profile`, icon: User },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    // Each label on one line at 360 px in Malayalam too ("എന്റെ ജോലികൾ" wrapped in equal quarters).
    "flex min-h-11 flex-auto flex-col items-center justify-center gap-0.5 whitespace-nowrap rounded-lg px-1.5 text-xs font-medium sm:flex-none sm:flex-row sm:gap-2 sm:px-3 sm:text-sm",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
    isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100",
  );

function WorkerHeader() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const logout = async () => {
    await signOut("user");
    queryClient.clear();
    await clearOfflineData();
    toast.success(t`Logged out successfully`);
    navigate(paths.user.login, { replace: true });
  };
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-5xl flex-col gap-1 px-3 py-2 sm:flex-row sm:items-center sm:justify-between sm:px-4">
        <div className="flex items-center justify-between gap-2 sm:contents">
          <NavLink to={paths.user.home} className="inline-flex min-h-11 items-center text-lg font-bold text-brand-700">
            {BRAND}
          </NavLink>
          <div className="flex items-center gap-2 sm:order-last">
            <NotificationBell area="user" className="sm:hidden" />
            <LanguageSwitch />
          </div>
        </div>
        <nav aria-label={t`Main`} className="flex gap-1 sm:ml-auto">
          {NAV.map(({ to, label, icon: Icon }) => (
            <NavLink key={to} to={to} className={navClass}>
              <Icon className="h-5 w-5" aria-hidden="true" />
              <span className="text-center">{t(label)}</span>
            </NavLink>
          ))}
          <button type="button" onClick={logout} className={navClass({ isActive: false })}>
            <LogOut className="h-5 w-5" aria-hidden="true" />
            <span className="text-center">{t`Logout`}</span>
          </button>
          <NotificationBell area="user" className="hidden sm:block" />
        </nav>
      </div>
    </header>
  );
}

function WorkerFooter() {
  const { t } = useLingui();
  const link = "inline-flex min-h-11 items-center gap-2 hover:text-white";
  return (
    <footer className="mt-10 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-5xl gap-4 px-4 py-6 text-sm sm:grid-cols-2">
        <div>
          <p className="font-semibold text-white">{BRAND}</p>
          <p className="mt-1">
            <Trans>Questions about a work or a payment? Contact us.</Trans>
          </p>
          <div className="mt-1 flex gap-4">
            <a href={CONTACT.instagram} target="_blank" rel="noreferrer" className={link}>
              <Globe className="h-4 w-4" aria-hidden="true" />
              {t`Instagram`}
            </a>
            <a href={CONTACT.facebook} target="_blank" rel="noreferrer" className={link}>
              <Globe className="h-4 w-4" aria-hidden="true" />
              {t`Facebook`}
            </a>
          </div>
        </div>
        <ul className="flex flex-col">
          <li>
            <a href={CONTACT.phoneHref} className={link}>
              <Phone className="h-4 w-4" aria-hidden="true" />
              {CONTACT.phoneDisplay}
            </a>
          </li>
          <li>
            <a href={`mailto:${CONTACT.email}`} className={cn(link, "break-all")}>
              <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
              {CONTACT.email}
            </a>
          </li>
          <li className="inline-flex min-h-11 items-center gap-2">
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {t(CONTACT.office)}
          </li>
        </ul>
      </div>
      <p className="border-t border-slate-800 py-3 text-center text-xs">
        <Trans>© {COPYRIGHT_YEAR} CaterCrew. All rights reserved.</Trans>
      </p>
    </footer>
  );
}

/**
 * What a worker sees until an admin approves the account: every worker call but "me" answers
 * 403, so no page is shown; "Check again" reads "me" and opens the area once approved.
 */
function AwaitingApproval({ name, reason }: { name: string; reason: string | null }) {
  const { t } = useLingui();
  const [checking, setChecking] = useState(false);
  const [stillWaiting, setStillWaiting] = useState(false);
  const check = async () => {
    setChecking(true);
    try {
      const user = await fetchMe();
      setStillWaiting(!user.is_approved);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.joined : t`Could not check now. Please try again.`);
    } finally {
      setChecking(false);
    }
  };
  return (
    <section
      aria-labelledby="awaiting-approval"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 p-5 text-center text-amber-950"
    >
      <Clock className="h-10 w-10 text-amber-600" aria-hidden="true" />
      <h1 id="awaiting-approval" className="break-words text-xl font-bold">
        {t`Awaiting approval`}
      </h1>
      <p role="status" className="break-words">
        {t`${name}, your account is awaiting admin approval. We will contact you within 24-48 hours.`}
      </p>
      {/* A revoked approval's reason, when the admin gave one (docs/decisions/045-rejection-reasons.md). */}
      {reason && (
        <p className="break-words text-sm">
          <span className="font-medium">{t`Reason from the admin:`}</span> {reason}
        </p>
      )}
      <p className="break-words text-sm">{t`Once approved, you can see and request works here.`}</p>
      <Button variant="outline" onClick={check} loading={checking} loadingText={t`Checking...`}>
        {t`Check again`}
      </Button>
      {stillWaiting && (
        <p role="status" className="text-sm font-medium">
          {t`Not approved yet. Please check again later.`}
        </p>
      )}
    </section>
  );
}

/** The worker area's shell: header navigation, content, footer with contact and social links. */
export function WorkerLayout() {
  const session = useSession("user");
  const { pathname } = useLocation();
  useEffect(registerWorkerApp, []);
  return (
    <AreaProviders>
      <div className="flex min-h-dvh flex-col overflow-x-hidden">
        <WorkerHeader />
        <OfflineBanner />
        <main className="mx-auto w-full max-w-5xl flex-1 px-3 py-4 sm:px-4 sm:py-6">
          {/* The install offer floats on the worker home (kept here so the app code stays in one chunk). */}
          {pathname === paths.user.home && <InstallPrompt />}
          {session && !session.user.is_approved ? (
            <AwaitingApproval name={session.user.user_name} reason={session.user.rejection_reason} />
          ) : (
            <Outlet />
          )}
        </main>
        <WorkerFooter />
      </div>
    </AreaProviders>
  );
}
