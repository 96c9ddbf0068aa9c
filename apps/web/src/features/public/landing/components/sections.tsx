import { Trans, useLingui } from "@lingui/react/macro";
import {
  ArrowRight,
  Car,
  Eye,
  HandPlatter,
  MessageCircle,
  ShieldCheck,
  Store,
  Target,
  UserPlus,
  Users,
  UtensilsCrossed,
} from "lucide-react";
import { chatLink } from "@/entities/public/contact";
import { paths } from "@/lib/paths";
import { FIGURES, SERVICES } from "../content";

const primaryBtn =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 text-base font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const outlineBtn =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border-2 border-slate-900 bg-white px-6 text-base font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export function SectionHeading({ eyebrow, title, text }: { eyebrow: string; title: string; text?: string }) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center" data-reveal="">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
      <h2 className="mt-2 break-words text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h2>
      {text && <p className="mt-3 text-slate-600">{text}</p>}
    </div>
  );
}

export function HeroSection() {
  const { t } = useLingui();
  return (
    <section id="home" className="scroll-mt-[72px] bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-2 lg:py-24">
        <div className="min-w-0">
          {/* Malayalam's long words need a smaller size on phones, and may break as a last resort. */}
          <h1 className="text-4xl font-extrabold leading-tight text-slate-900 [overflow-wrap:anywhere] max-sm:[:lang(ml)_&]:text-3xl sm:text-5xl">
            <Trans>
              Make every event <span className="text-brand-700">truly special</span>
            </Trans>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-700">
            {t`Trained catering staff, service boys, hosts, valet drivers and security for weddings, corporate events and private celebrations across Kerala.`}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a
              href={chatLink(t`Hi CaterCrew, I would like to plan an event.`)}
              target="_blank"
              rel="noopener noreferrer"
              className={primaryBtn}
            >
              <MessageCircle className="h-5 w-5" aria-hidden="true" />
              {t`Plan your event`}
              <span className="sr-only"> {t`(opens WhatsApp in a new tab)`}</span>
            </a>
            <a href={paths.register} className={outlineBtn}>
              <UserPlus className="h-5 w-5" aria-hidden="true" />
              {t`Join our team`}
            </a>
          </div>
          <p className="mt-6 flex items-center gap-2 text-sm font-medium text-slate-700">
            <Users className="h-5 w-5 text-brand-700" aria-hidden="true" />
            <span>
              <Trans>
                <strong className="text-slate-900">100+ people</strong> trust us with their events
              </Trans>
            </span>
          </p>
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-none">
          <img
            src="/images/hero.svg"
            alt={t`CaterCrew service staff at a buffet table`}
            width={560}
            height={420}
            fetchPriority="high"
            className="h-auto w-full"
          />
        </div>
      </div>
    </section>
  );
}

const SERVICE_ICONS = {
  catering: UtensilsCrossed,
  boys: HandPlatter,
  hosting: Users,
  valet: Car,
  security: ShieldCheck,
  counter: Store,
} as const;

export function ServicesSection() {
  const { t } = useLingui();
  return (
    <section id="services" className="cc-deferred scroll-mt-[72px] py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          eyebrow={t`Our services`}
          title={t`Everything your event needs`}
          text={t`One call gets you a complete, trained team for any occasion.`}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((s) => {
            const Icon = SERVICE_ICONS[s.key];
            return (
              <li
                key={s.key}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
                data-reveal=""
              >
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(s.title)}</h3>
                <p className="mt-2 text-sm text-slate-600">{t(s.text)}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function AboutSection() {
  const { t } = useLingui();
  return (
    <section id="about" className="cc-deferred scroll-mt-[72px] bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          eyebrow={t`About us`}
          title={t`A Cherpulassery team serving all of Kerala`}
          text={t`CaterCrew brings together hundreds of verified, trained workers so that hosts and caterers can staff any event with one message.`}
        />
        <div className="grid gap-6 md:grid-cols-2">
          <article className="rounded-2xl bg-brand-50 p-6" data-reveal="">
            <Target className="h-8 w-8 text-brand-700" aria-hidden="true" />
            <h3 className="mt-3 text-xl font-semibold text-slate-900">{t`Our mission`}</h3>
            <p className="mt-2 text-slate-700">
              {t`To make every celebration run smoothly by providing punctual, well-trained and respectful staff, and to give local youth dependable, fairly paid work.`}
            </p>
          </article>
          <article className="rounded-2xl bg-slate-100 p-6" data-reveal="">
            <Eye className="h-8 w-8 text-brand-700" aria-hidden="true" />
            <h3 className="mt-3 text-xl font-semibold text-slate-900">{t`Our vision`}</h3>
            <p className="mt-2 text-slate-700">
              {t`To be Kerala's most trusted event-staffing partner, known for quality service at every wedding, meeting and party we touch.`}
            </p>
          </article>
        </div>
      </div>
    </section>
  );
}

export function WhyChooseUsSection() {
  const { t } = useLingui();
  return (
    <section
      id="why-choose-us"
      className="cc-deferred scroll-mt-[72px] bg-slate-900 py-16 text-white sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4 text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">{t`Why choose us`}</p>
        <h2 className="mt-2 text-3xl font-bold sm:text-4xl">{t`Numbers our clients count on`}</h2>
        <dl className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {FIGURES.map((f) => (
            <div key={f.value} className="flex flex-col rounded-2xl bg-white/10 p-6" data-reveal="">
              <dt className="text-sm text-slate-200">{t(f.label)}</dt>
              <dd className="order-first text-4xl font-extrabold text-amber-300">{f.value}</dd>
            </div>
          ))}
        </dl>
        <a
          href={chatLink(t`Hi CaterCrew, I would like to plan an event.`)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-10 inline-flex min-h-12 items-center gap-2 rounded-lg bg-amber-400 px-6 font-semibold text-slate-900 hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
        >
          {t`Connect US`}
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only"> {t`(opens WhatsApp in a new tab)`}</span>
        </a>
      </div>
    </section>
  );
}
