import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { chatLink } from "@/entities/public/contact";
import { currentLang } from "@/lib/i18n";

/**
 * The landing page's two forms, loaded as their own chunk after the page has rendered (the
 * landing page's first download stays within its budget). Both write through the public API with
 * a plain fetch: the landing page never loads the API client or the session code.
 */

type Result =
  | { ok: true; message: string }
  | { ok: false; message: string; errors: Record<string, string[]> };

const NETWORK = msg`Could not send: check your connection and try again. What you typed is kept.`;

/** POST a public form; the server answers in the chosen language (Accept-Language). */
export async function postPublic(path: string, body: unknown): Promise<Result> {
  try {
    const res = await fetch(`/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": currentLang() },
      body: JSON.stringify(body),
    });
    const data = (await res.json().catch(() => ({}))) as {
      message?: string;
      errors?: Record<string, string[]>;
    };
    if (res.ok) return { ok: true, message: data.message ?? "" };
    return { ok: false, message: data.message || i18n._(NETWORK), errors: data.errors ?? {} };
  } catch {
    return { ok: false, message: i18n._(NETWORK), errors: {} };
  }
}

const EMPTY = { firstName: "", lastName: "", phone: "", email: "", eventDetails: "" };
type Inquiry = typeof EMPTY;
const SERVER_FIELD: Record<string, keyof Inquiry> = {
  first_name: "firstName",
  last_name: "lastName",
  phone: "phone",
  email: "email",
  event_details: "eventDetails",
};

/** The chat message an inquiry becomes. */
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

const inputClass =
  "block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600";

/**
 * The inquiry: kept on the server as a lead for the admin, and opened in WhatsApp as well. The
 * form clears only once the lead is stored; when sending fails, what was typed stays.
 */
export function InquiryForm() {
  const { t } = useLingui();
  const [values, setValues] = useState<Inquiry>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Inquiry, string>>>({});
  const [status, setStatus] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const field = (name: keyof Inquiry) => ({
    name,
    id: `inquiry-${name}`,
    value: values[name],
    disabled: sending,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `inquiry-${name}-error` : undefined,
    className: `${inputClass} ${errors[name] ? "border-red-600" : "border-slate-300"}`,
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  const fieldError = (name: keyof Inquiry) =>
    errors[name] ? (
      <p id={`inquiry-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setStatus(null);
    const local: typeof errors = {};
    if (!values.firstName.trim()) local.firstName = t`First name is required`;
    if (!values.phone.trim() && !values.email.trim()) local.phone = t`Give a phone number or an e-mail`;
    setErrors(local);
    if (Object.keys(local).length) {
      document.getElementById(`inquiry-${Object.keys(local)[0]}`)?.focus();
      return;
    }
    // Opened first, in the click itself, so the browser does not block the new tab.
    window.open(chatLink(inquiryMessage(values)), "_blank", "noopener,noreferrer");
    setSending(true);
    const res = await postPublic("/public/leads/", {
      first_name: values.firstName,
      last_name: values.lastName,
      phone: values.phone,
      email: values.email,
      event_details: values.eventDetails,
    });
    setSending(false);
    if (res.ok) {
      setValues(EMPTY);
      setStatus({ tone: "ok", text: res.message });
      return;
    }
    const next: typeof errors = {};
    for (const [key, list] of Object.entries(res.errors)) {
      const name = SERVER_FIELD[key];
      if (name && list[0]) next[name] = list[0];
    }
    setErrors(next);
    setStatus({ tone: "error", text: res.message });
  };

  const label = "mb-1.5 block text-sm font-medium text-slate-800";
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby="inquiry-title"
      aria-busy={sending || undefined}
    >
      <h3 id="inquiry-title" className="text-xl font-semibold text-slate-900">
        {t`Send an inquiry`}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {t`We keep your inquiry and open it in WhatsApp too. We reply within 24 hours.`}
      </p>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="inquiry-firstName" className={label}>
            {t`First name`}
          </label>
          <input {...field("firstName")} autoComplete="given-name" required />
          {fieldError("firstName")}
        </div>
        <div>
          <label htmlFor="inquiry-lastName" className={label}>
            {t`Last name`}
          </label>
          <input {...field("lastName")} autoComplete="family-name" />
          {fieldError("lastName")}
        </div>
        <div>
          <label htmlFor="inquiry-phone" className={label}>
            {t`Phone`}
          </label>
          <input {...field("phone")} type="tel" autoComplete="tel" />
          {fieldError("phone")}
        </div>
        <div>
          <label htmlFor="inquiry-email" className={label}>
            {t`Email`}
          </label>
          <input {...field("email")} type="text" inputMode="email" autoComplete="email" />
          {fieldError("email")}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="inquiry-eventDetails" className={label}>
            {t`Event details`}
          </label>
          <textarea {...field("eventDetails")} rows={4} />
          {fieldError("eventDetails")}
        </div>
      </div>
      <button
        type="submit"
        disabled={sending}
        className="mt-5 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70 sm:w-auto"
      >
        <Send className="h-5 w-5" aria-hidden="true" />
        {sending ? t`Sending...` : t`Send Message`}
      </button>
      <p
        role={status?.tone === "error" ? "alert" : "status"}
        className={`mt-3 text-sm ${status?.tone === "error" ? "text-red-700" : "text-green-800"}`}
      >
        {status?.text ?? ""}
      </p>
    </form>
  );
}

/** The footer's newsletter box: the e-mail is kept once on the server. */
export function NewsletterForm() {
  const { t } = useLingui();
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    const res = await postPublic("/public/newsletter/", { email });
    setSending(false);
    if (res.ok) setEmail("");
    setStatus({
      tone: res.ok ? "ok" : "error",
      text: res.ok ? res.message : (res.errors.email?.[0] ?? res.message),
    });
  };
  return (
    <form onSubmit={onSubmit} className="mt-3" aria-busy={sending || undefined}>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          {t`Email address`}
        </label>
        <input
          id="newsletter-email"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={sending}
          placeholder={t`Your email`}
          autoComplete="email"
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-800 px-3 text-base text-white placeholder:text-slate-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-300"
        />
        <button
          type="submit"
          disabled={sending}
          className="min-h-11 rounded-lg bg-amber-400 px-4 font-semibold text-slate-900 hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300 disabled:opacity-70"
        >
          {t`Subscribe`}
        </button>
      </div>
      <p
        role={status?.tone === "error" ? "alert" : "status"}
        className={`mt-2 text-sm ${status?.tone === "error" ? "text-red-300" : "text-green-300"}`}
      >
        {status?.text ?? ""}
      </p>
    </form>
  );
}
