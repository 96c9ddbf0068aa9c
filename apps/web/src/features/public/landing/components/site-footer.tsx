import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { CONTACT } from "@/entities/public/contact";
import { paths } from "@/lib/paths";
import { NAV_LINKS } from "../content";
import { FacebookIcon, InstagramIcon } from "./icons";

const COMPANY_LINKS = [
  { href: "#services", label: msg`Services` },
  { href: "#careers", label: msg`Careers` },
  { href: "#faqs", label: msg`FAQs` },
  { href: "#privacy", label: msg`Privacy Policy` },
  { href: "#terms", label: msg`Terms of Service` },
  { href: "#cookies", label: msg`Cookies` },
] as const;

const linkClass =
  "text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300 rounded";

export function SiteFooter() {
  const { t } = useLingui();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">CaterCrew</p>
          <p className="mt-2 text-sm">{t`Catering and event staffing from Cherpulassery, Kerala.`}</p>
          <div className="mt-4 flex gap-3">
            <a
              href={CONTACT.instagram}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t`CaterCrew on Instagram`}
              className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-amber-300"
            >
              <InstagramIcon />
            </a>
            <a
              href={CONTACT.facebook}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t`CaterCrew on Facebook`}
              className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-amber-300"
            >
              <FacebookIcon />
            </a>
          </div>
        </div>
        <nav aria-label={t`Quick links`}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t`Quick links`}</h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {NAV_LINKS.map((l) => (
              <li key={l.id}>
                <a href={`#${l.id}`} className={linkClass}>
                  {t(l.label)}
                </a>
              </li>
            ))}
            <li>
              <Link to={paths.register} className={linkClass}>
                {t`Join our team`}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t`Company`}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t`Company`}</h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {COMPANY_LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href} className={linkClass}>
                  {t(l.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t`Newsletter`}</h2>
          <p className="mt-3 text-sm">{t`Event tips and offers, once a month.`}</p>
          {/* The spec's Subscribe has no handler: submitting does nothing. */}
          <form
            className="mt-3 flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row"
            onSubmit={(e) => e.preventDefault()}
          >
            <label htmlFor="newsletter-email" className="sr-only">
              {t`Email address`}
            </label>
            <input
              id="newsletter-email"
              type="email"
              required
              placeholder={t`Your email`}
              autoComplete="email"
              className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-800 px-3 text-base text-white placeholder:text-slate-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-300"
            />
            <button
              type="submit"
              className="min-h-11 rounded-lg bg-amber-400 px-4 font-semibold text-slate-900 hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
            >
              {t`Subscribe`}
            </button>
          </form>
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
