import type { ReactNode } from "react";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { AppToaster } from "@/components/ui/toaster";
import { BrandHomeLink } from "@/entities/public/brand-home-link";
import { useInBrowser } from "@/lib/use-in-browser";

/**
 * Centred card layout of the login and registration screens (with the toaster and the language
 * switch). Drawn at build time for some addresses (app/first-screens.json): until the browser has
 * taken the page over, the form and the switch are `inert`, so nothing is typed into a form that
 * no script handles yet; the links work as plain links.
 */
export function AuthShell({
  title,
  subtitle,
  children,
  wide = false,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  const live = useInBrowser();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-slate-50">
      <header className="flex items-center justify-between gap-3 px-4 py-4">
        <BrandHomeLink />
        <LanguageSwitch inert={!live} />
      </header>
      <main className={`mx-auto w-full flex-1 px-4 pb-12 ${wide ? "max-w-3xl" : "max-w-md"}`}>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
          <div className="mt-6" inert={!live}>
            {children}
          </div>
        </div>
      </main>
      <AppToaster />
    </div>
  );
}
