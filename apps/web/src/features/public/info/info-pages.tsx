import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { CONTACT } from "@/entities/public/contact";
import { paths } from "@/lib/paths";
import { InfoSection, InfoShell } from "./info-shell";

const inlineLink = "font-medium text-brand-700 underline underline-offset-2";

/**
 * The footer's pages, short and plain: what an agency that keeps workers' ID documents collects,
 * why, who sees it, how long, and how to have it removed (Digital Personal Data Protection Act, 2023).
 */
export function PrivacyPage() {
  const { t } = useLingui();
  return (
    <InfoShell title={t`Privacy Policy`} updated={t`Last updated: 22 November 2026`}>
      <p>
        {t`CaterCrew is a catering and event staffing agency in Cherpulassery, Kerala. This page says what we keep about you, why, who sees it, how long we keep it and how to have it removed, as the Digital Personal Data Protection Act, 2023 (DPDP Act) asks of us.`}
      </p>
      <InfoSection title={t`What we collect`}>
        <p>
          {t`From workers who register: name, mobile number, address, district and place, role, experience, employment type, whether you have a bike and a licence, and a photo of your driving licence or ID card if you upload one. While you work with us: the works you are assigned to, attendance, ratings and wages.`}
        </p>
        <p>
          {t`From clients who send an inquiry: the name, phone number, e-mail and event details you type. From the newsletter box: your e-mail.`}
        </p>
      </InfoSection>
      <InfoSection title={t`Why we collect it`}>
        <p>
          {t`To check who you are, approve your account, offer you works, contact you about them, pay your wages and keep the records an employer must keep. Inquiries are used only to reply to you. We do not sell your data or use it for advertising.`}
        </p>
      </InfoSection>
      <InfoSection title={t`Who sees it`}>
        <p>
          {t`Our admins see all of the above. Captains see the details of the workers they need to run a work, including the licence or ID image. Other workers do not see your details. We give data to others only when the law requires it.`}
        </p>
        <p>
          {t`Passwords are kept only in a form that cannot be read back. Licence and ID images are kept outside the public website and shown only to signed-in admins and captains, and to you.`}
        </p>
      </InfoSection>
      <InfoSection title={t`How long we keep it`}>
        <p>
          {t`Your account while it is active, and up to 3 years after your last work; wage records as long as tax law requires. Inquiries and newsletter e-mails up to 2 years, or until you ask us to remove them. When an account is deleted, its licence or ID image is deleted at once.`}
        </p>
      </InfoSection>
      <InfoSection title={t`Your rights and deletion`}>
        <p>
          {t`You may ask to see, correct or delete your data, or withdraw your consent, by calling or WhatsApp-ing ${CONTACT.phoneDisplay} or writing to ${CONTACT.email}. We answer within 30 days. Deleting your account ends your access to works. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.`}
        </p>
      </InfoSection>
    </InfoShell>
  );
}

export function TermsPage() {
  const { t } = useLingui();
  return (
    <InfoShell title={t`Terms of Service`} updated={t`Last updated: 22 November 2026`}>
      <p>{t`These terms apply to the CaterCrew website and app. By registering or sending an inquiry you accept them.`}</p>
      <InfoSection title={t`Workers`}>
        <p>
          {t`Registering does not promise work: the admin approves accounts and assigns works. Give true details; a false name, number or ID document ends the account. Keep your password to yourself.`}
        </p>
        <p>
          {t`Come on time, dressed as asked, and follow the captain's instructions at the venue. Not turning up for a work you accepted, again and again, may end your account.`}
        </p>
      </InfoSection>
      <InfoSection title={t`Wages`}>
        <p>
          {t`Your wage for a work is worked out from the fares the admin sets for your role, your rating and any allowances, and is shown in the app with the payment status. Tell the admin about a mistake within 7 days of the work.`}
        </p>
      </InfoSection>
      <InfoSection title={t`Clients`}>
        <p>
          {t`An inquiry is not a booking. A booking is confirmed only when we agree with you on the date, the staff and the price.`}
        </p>
      </InfoSection>
      <InfoSection title={t`The law`}>
        <p>
          {t`These terms follow the laws of India. Disputes are settled by the courts of Palakkad, Kerala. Our Privacy Policy explains how we handle your data.`}{" "}
          <Link to={paths.privacy} className={inlineLink}>
            {t`Read the Privacy Policy`}
          </Link>
        </p>
      </InfoSection>
    </InfoShell>
  );
}

export function CookiesPage() {
  const { t } = useLingui();
  return (
    <InfoShell title={t`Cookies`}>
      <p>
        {t`CaterCrew sets one cookie of its own: your language choice (English or Malayalam), so that the home page opens in it. It uses no tracking or advertising tools.`}
      </p>
      <p>
        {t`Your browser's local storage keeps two things for this site: your sign-in session, so that you stay signed in, and your language choice (English or Malayalam). Signing out removes the session; clearing this site's data in your browser removes both, and the language cookie.`}
      </p>
      <p>
        {t`If you install the worker app on your phone, it also keeps copies of the pages you opened so that they work without a connection.`}
      </p>
      <p>
        {t`The map on the home page is shown by Google Maps, which may set its own cookies when it loads; Google's privacy policy applies to it.`}
      </p>
    </InfoShell>
  );
}

export function FaqPage() {
  const { t } = useLingui();
  const faqs = [
    {
      q: t`How do I join as a worker?`,
      a: t`Open Join our team (Careers), fill in the form and send it. The admin checks your details and approves your account, usually within 24 to 48 hours.`,
    },
    {
      q: t`Do I need experience?`,
      a: t`No. New workers start as Boys and learn on the job; say in the form if you have experience.`,
    },
    {
      q: t`How do I get works?`,
      a: t`After approval, sign in: published works appear on your home screen and you can request them. The admin or captain may also assign you directly.`,
    },
    {
      q: t`How are wages worked out?`,
      a: t`After each work the captain rates you and enters your wage. You see it in My Works with its status: Paid or Pending.`,
    },
    {
      q: t`I forgot my password. What do I do?`,
      a: t`Open Forgot password? on the sign-in page and give your mobile number. The admin sets a new password and gives it to you by phone or WhatsApp.`,
    },
    {
      q: t`How do I book staff for an event?`,
      a: t`Send an inquiry from the Contact section of the home page, or call us. We reply within 24 hours.`,
    },
    {
      q: t`How do I delete my account and documents?`,
      a: t`Call or write to us; the Privacy Policy says how and what happens.`,
    },
  ];
  return (
    <InfoShell title={t`Frequently asked questions`}>
      {faqs.map((f) => (
        <InfoSection key={f.q} title={f.q}>
          <p>{f.a}</p>
        </InfoSection>
      ))}
      <p className="flex flex-wrap gap-x-4">
        <Link to={paths.register} className={`inline-flex min-h-11 items-center ${inlineLink}`}>
          {t`Join our team`}
        </Link>
        <Link to={paths.forgotPassword} className={`inline-flex min-h-11 items-center ${inlineLink}`}>
          {t`Forgot password?`}
        </Link>
      </p>
    </InfoShell>
  );
}
