import { Briefcase, Globe, Home, LogOut, Mail, MapPin, Phone, User } from "lucide-react";
import { NavLink, Outlet, useNavigate } from "react-router";
import { toast } from "sonner";
import { AreaProviders, queryClient } from "@/app/area-providers";
import { paths } from "@/app/paths";
import { cn } from "@/components/ui/cn";
import { signOut } from "@/lib/api-client";
import { useSession } from "@/lib/session";

/** The provider's contact details as the public footer shows them. */
const CONTACT = {
  phoneDisplay: "+91 94470 12345",
  phoneHref: "tel:+919447012345",
  email: "hello@catercrew.in",
  office: "Cherpulassery, Palakkad, Kerala",
  instagram: "https://www.instagram.com/catercrew.kerala",
  facebook: "https://www.facebook.com/catercrew.kerala",
} as const;

const NAV = [
  { to: paths.user.home, label: "Home", icon: Home },
  { to: paths.user.myWorks, label: "My Work", icon: Briefcase },
  { to: paths.user.profile, label: "Profile", icon: User },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-11 flex-col items-center justify-center gap-0.5 rounded-lg px-2 text-xs font-medium sm:flex-row sm:gap-2 sm:px-3 sm:text-sm",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
    isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100",
  );

function WorkerHeader() {
  const navigate = useNavigate();
  const logout = async () => {
    await signOut("user");
    queryClient.clear();
    toast.success("Logged out successfully");
    navigate(paths.user.login, { replace: true });
  };
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-5xl flex-col gap-1 px-3 py-2 sm:flex-row sm:items-center sm:justify-between sm:px-4">
        <NavLink to={paths.user.home} className="self-start text-lg font-bold text-brand-700 sm:self-auto">
          CaterCrew
        </NavLink>
        <nav aria-label="Main" className="grid grid-cols-4 gap-1 sm:flex">
          {NAV.map(({ to, label, icon: Icon }) => (
            <NavLink key={to} to={to} className={navClass}>
              <Icon className="h-5 w-5" aria-hidden="true" />
              {label}
            </NavLink>
          ))}
          <button type="button" onClick={logout} className={navClass({ isActive: false })}>
            <LogOut className="h-5 w-5" aria-hidden="true" />
            Logout
          </button>
        </nav>
      </div>
    </header>
  );
}

function WorkerFooter() {
  const link = "inline-flex min-h-11 items-center gap-2 hover:text-white";
  return (
    <footer className="mt-10 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-5xl gap-4 px-4 py-6 text-sm sm:grid-cols-2">
        <div>
          <p className="font-semibold text-white">CaterCrew</p>
          <p className="mt-1">Questions about a work or a payment? Contact us.</p>
          <div className="mt-1 flex gap-4">
            <a href={CONTACT.instagram} target="_blank" rel="noreferrer" className={link}>
              <Globe className="h-4 w-4" aria-hidden="true" />
              Instagram
            </a>
            <a href={CONTACT.facebook} target="_blank" rel="noreferrer" className={link}>
              <Globe className="h-4 w-4" aria-hidden="true" />
              Facebook
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
            {CONTACT.office}
          </li>
        </ul>
      </div>
      <p className="border-t border-slate-800 py-3 text-center text-xs">
        © 2025 CaterCrew. All rights reserved.
      </p>
    </footer>
  );
}

/** The worker area's shell: header navigation, content, footer with contact and social links. */
export function WorkerLayout() {
  const session = useSession("user");
  return (
    <AreaProviders>
      <div className="flex min-h-dvh flex-col overflow-x-hidden">
        <WorkerHeader />
        {session && !session.user.is_approved && (
          <p role="status" className="bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
            Your account is awaiting admin approval. We will contact you within 24-48 hours.
          </p>
        )}
        <main className="mx-auto w-full max-w-5xl flex-1 px-3 py-4 sm:px-4 sm:py-6">
          <Outlet />
        </main>
        <WorkerFooter />
      </div>
    </AreaProviders>
  );
}
