import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Mail, MapPin, Phone, Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { CONTACT, chatLink } from "@/entities/public/contact";

const EMPTY = { firstName: "", lastName: "", phone: "", email: "", eventDetails: "" };
type Inquiry = typeof EMPTY;

const CONTACT_OFFICE = msg`Cherpulassery, Palakkad, Kerala 679503`;
const MAP_SRC = "https://maps.google.com/maps?q=Cherpulassery%2C%20Kerala&z=13&output=embed";

const inputClass =
  "block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600";

/** The chat message an inquiry becomes (sent as typed: the spec has no validation here). */
export function inquiryMessage(v: Inquiry): string {
  const name = `${v.firstName} ${v.lastName}`.trim();
  return [
    i18n._(msg`New event inquiry`),
    i18n._(msg`Name: ${name}`),
    i18n._(msg`Phone: ${v.phone}`),
    i18n._(msg`Email: ${v.email}`),
    i18n._(msg`Event details: ${v.eventDetails}`),
  ].join("\n");
}

function InquiryForm() {
  const { t } = useLingui();
  const [values, setValues] = useState<Inquiry>(EMPTY);
  const [sent, setSent] = useState(false);
  const field = (name: keyof Inquiry) => ({
    name,
    id: `inquiry-${name}`,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    window.open(chatLink(inquiryMessage(values)), "_blank", "noopener,noreferrer");
    setValues(EMPTY);
    setSent(true);
  };
  const label = "mb-1.5 block text-sm font-medium text-slate-800";
  return (
    <form
      onSubmit={onSubmit}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby="inquiry-title"
    >
      <h3 id="inquiry-title" className="text-xl font-semibold text-slate-900">
        {t`Send an inquiry`}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t`Your message opens in WhatsApp. We reply within 24 hours.`}</p>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="inquiry-firstName" className={label}>
            {t`First name`}
          </label>
          <input {...field("firstName")} autoComplete="given-name" className={inputClass} />
        </div>
        <div>
          <label htmlFor="inquiry-lastName" className={label}>
            {t`Last name`}
          </label>
          <input {...field("lastName")} autoComplete="family-name" className={inputClass} />
        </div>
        <div>
          <label htmlFor="inquiry-phone" className={label}>
            {t`Phone`}
          </label>
          <input {...field("phone")} type="tel" autoComplete="tel" className={inputClass} />
        </div>
        <div>
          <label htmlFor="inquiry-email" className={label}>
            {t`Email`}
          </label>
          <input
            {...field("email")}
            type="text"
            inputMode="email"
            autoComplete="email"
            className={inputClass}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="inquiry-eventDetails" className={label}>
            {t`Event details`}
          </label>
          <textarea {...field("eventDetails")} rows={4} className={inputClass} />
        </div>
      </div>
      <button
        type="submit"
        className="mt-5 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:w-auto"
      >
        <Send className="h-5 w-5" aria-hidden="true" />
        {t`Send Message`}
      </button>
      <p aria-live="polite" className="mt-3 text-sm text-green-800">
        {sent ? t`Your inquiry was opened in WhatsApp. Send it there and we will reply within 24 hours.` : ""}
      </p>
    </form>
  );
}

export function ContactSection() {
  const { t } = useLingui();
  const item = "flex items-start gap-3";
  const icon = "mt-0.5 h-10 w-10 shrink-0 rounded-lg bg-brand-100 p-2.5 text-brand-700";
  return (
    <section id="contact" className="scroll-mt-[72px] bg-slate-50 py-16 sm:py-20">
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
          <InquiryForm />
        </div>
      </div>
    </section>
  );
}
