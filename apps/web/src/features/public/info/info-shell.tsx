import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { BrandHomeLink } from "@/entities/public/brand-home-link";
import { CONTACT } from "@/entities/public/contact";
import { paths } from "@/lib/paths";

const linkClass =
  "inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600";

/** A short text page (Privacy, Terms, Cookies, FAQs): the brand, the language switch, the links between them. */
export function InfoShell({
  title,
  updated,
  children,
}: {
  title: string;
  updated?: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
          <BrandHomeLink />
          <LanguageSwitch />
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
        <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          {updated && <p className="mt-1 text-sm text-slate-600">{updated}</p>}
          <div className="mt-6 flex flex-col gap-6 text-base leading-relaxed text-slate-800">{children}</div>
          <p className="mt-8 border-t border-slate-200 pt-4 text-sm text-slate-700">
            {t`Questions? Call or WhatsApp ${CONTACT.phoneDisplay}, or write to ${CONTACT.email}.`}
          </p>
        </article>
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <nav aria-label={t`Site pages`} className="mx-auto flex max-w-3xl flex-wrap gap-x-2 px-4 py-3">
          <Link to={paths.home} className={linkClass}>{t`Home`}</Link>
          <Link to={paths.faq} className={linkClass}>{t`FAQs`}</Link>
          <Link to={paths.privacy} className={linkClass}>{t`Privacy Policy`}</Link>
          <Link to={paths.terms} className={linkClass}>{t`Terms of Service`}</Link>
          <Link to={paths.cookies} className={linkClass}>{t`Cookies`}</Link>
        </nav>
      </footer>
    </div>
  );
}

/** A titled part of a text page. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 flex flex-col gap-2">{children}</div>
    </section>
  );
}
