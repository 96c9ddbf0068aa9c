import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Mail, MapPin, Phone } from "lucide-react";
import { lazy } from "react";
import { CONTACT } from "@/entities/public/contact";
import { ClientOnly } from "./client-only";

const CONTACT_OFFICE = msg`Cherpulassery, Palakkad, Kerala 679503`;
const MAP_SRC = "https://maps.google.com/maps?q=Cherpulassery%2C%20Kerala&z=13&output=embed";

/** The inquiry form is its own chunk, fetched right after the page renders (see lead-forms.tsx). */
const InquiryForm = lazy(() => import("./lead-forms").then((m) => ({ default: m.InquiryForm })));

export function ContactSection() {
  const { t } = useLingui();
  const item = "flex items-start gap-3";
  const icon = "mt-0.5 h-10 w-10 shrink-0 rounded-lg bg-brand-100 p-2.5 text-brand-700";
  return (
    <section id="contact" className="cc-deferred scroll-mt-[72px] bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t`Contact`}</p>
          <h2 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{t`Let's plan your event`}</h2>
        </div>
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="flex flex-col gap-6">
            <ul className="flex flex-col gap-4">
              <li className={item}>
                <Phone className={icon} aria-hidden="true" />
                <span>
                  <span className="block text-sm text-slate-600">{t`Phone`}</span>
                  <a
                    href={CONTACT.phoneHref}
                    className="font-medium text-slate-900 underline-offset-2 hover:underline"
                  >
                    {CONTACT.phoneDisplay}
                  </a>
                </span>
              </li>
              <li className={item}>
                <Mail className={icon} aria-hidden="true" />
                <span>
                  <span className="block text-sm text-slate-600">{t`Email`}</span>
                  <a
                    href={`mailto:${CONTACT.email}`}
                    className="font-medium text-slate-900 underline-offset-2 hover:underline"
                  >
                    {CONTACT.email}
                  </a>
                </span>
              </li>
              <li className={item}>
                <MapPin className={icon} aria-hidden="true" />
                <span>
                  <span className="block text-sm text-slate-600">{t`Office`}</span>
                  <span className="font-medium text-slate-900">{t(CONTACT_OFFICE)}</span>
                </span>
              </li>
            </ul>
            <div className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-200">
              <iframe
                title={t`Map of Cherpulassery, Kerala`}
                src={MAP_SRC}
                width={600}
                height={300}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                className="block aspect-[2/1] h-auto w-full border-0"
              />
            </div>
          </div>
          <ClientOnly
            fallback={
              <div className="min-h-[560px] rounded-2xl border border-slate-200 bg-white shadow-sm" />
            }
          >
            <InquiryForm />
          </ClientOnly>
        </div>
      </div>
    </section>
  );
}
