import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { lazy, type ReactNode } from "react";
import { CONTACT } from "@/entities/public/contact";
import { BRAND, paths } from "@/lib/paths";
import { NAV_LINKS } from "../content";
import { ClientOnly } from "./client-only";
import { FacebookIcon, InstagramIcon } from "./icons";

/** Careers is the registration; the others are short pages of their own (separate chunk). */
const COMPANY_LINKS = [
  { to: paths.register, label: msg`Careers` },
  { to: paths.faq, label: msg`FAQs` },
  { to: paths.privacy, label: msg`Privacy Policy` },
  { to: paths.terms, label: msg`Terms of Service` },
  { to: paths.cookies, label: msg`Cookies` },
] as const;

const NewsletterForm = lazy(() => import("./lead-forms").then((m) => ({ default: m.NewsletterForm })));

const linkClass =
  "inline-flex min-h-11 items-center text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300 rounded";

/** A round link to one of the agency's social pages, in a new tab. */
function SocialLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-amber-300"
    >
      {children}
    </a>
  );
}

export function SiteFooter() {
  const { t } = useLingui();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{BRAND}</p>
          <p className="mt-2 text-sm">{t`Catering and event staffing from Cherpulassery, Kerala.`}</p>
          <div className="mt-4 flex gap-3">
            <SocialLink href={CONTACT.instagram} label={t`CaterCrew on Instagram`}>
              <InstagramIcon />
            </SocialLink>
            <SocialLink href={CONTACT.facebook} label={t`CaterCrew on Facebook`}>
              <FacebookIcon />
            </SocialLink>
          </div>
        </div>
        <nav aria-label={t`Quick links`}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t`Quick links`}</h2>
          <ul className="mt-3 flex flex-col text-sm">
            {NAV_LINKS.map((l) => (
              <li key={l.id}>
                <a href={`#${l.id}`} className={linkClass}>
                  {t(l.label)}
                </a>
              </li>
            ))}
            <li>
              <a href={paths.register} className={linkClass}>
                {t`Join our team`}
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label={t`Company`}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t`Company`}</h2>
          <ul className="mt-3 flex flex-col text-sm">
            <li>
              <a href="#services" className={linkClass}>
                {t`Services`}
              </a>
            </li>
            {COMPANY_LINKS.map((l) => (
              <li key={l.to}>
                <a href={l.to} className={linkClass}>
                  {t(l.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t`Newsletter`}</h2>
          <p className="mt-3 text-sm">{t`Event tips and offers, once a month.`}</p>
          <ClientOnly fallback={<div className="mt-3 min-h-[76px]" />}>
            <NewsletterForm />
          </ClientOnly>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-center text-sm text-slate-400">
          {t`© 2025 CaterCrew. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
