import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { WhatsappStartLink } from "@/components/whatsapp-start-link";
import { CONTACT } from "@/entities/public/contact";
import { useWhatsappLink } from "@/entities/public/whatsapp-code";
import { paths } from "@/lib/paths";

/** "Get jobs on WhatsApp": a wa.me link with START, shown when the agency has a WhatsApp number. */
function WhatsappStart() {
  const { t } = useLingui();
  const link = useWhatsappLink()?.link ?? null;
  if (!link) return null;
  return (
    <div className="mt-4 w-full rounded-xl border border-green-200 bg-green-50 p-4 text-left">
      <p className="text-sm text-slate-700">
        {t`Get work offers on WhatsApp: send START from the WhatsApp on your registered mobile. Reply STOP any time to stop.`}
      </p>
      <WhatsappStartLink href={link} />
    </div>
  );
}

/** After a successful registration: what happens next, and a way to register someone else. */
export function RegistrationSuccess({ userCode, onAgain }: { userCode?: string; onAgain: () => void }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center text-center" role="status">
      <CheckCircle2 className="h-14 w-14 text-green-700" aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1} className="mt-3 text-2xl font-bold text-slate-900 focus:outline-none">
        {t`Registration Successful!`}
      </h2>
      <p className="mt-2 text-slate-700">
        {t`Your account has been created and is waiting for admin approval.`}
        {userCode && (
          <>
            {" "}
            <Trans>
              Your UserID is <strong className="text-slate-900">{userCode}</strong>.
            </Trans>
          </>
        )}
      </p>
      <div className="mt-6 w-full rounded-xl bg-brand-50 p-4 text-left">
        <h3 className="font-semibold text-slate-900">{t`Next Steps`}</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>{t`Our team reviews your details.`}</li>
          <li>{t`We will contact you within 24-48 hours.`}</li>
          <li>{t`Once approved, sign in with your mobile number or UserID and start requesting works.`}</li>
        </ol>
        <p className="mt-3 text-sm text-slate-700">
          <Trans>
            Questions? Call{" "}
            <a href={CONTACT.phoneHref} className="font-medium text-brand-700 underline">
              {CONTACT.phoneDisplay}
            </a>{" "}
            or email{" "}
            <a href={`mailto:${CONTACT.email}`} className="font-medium text-brand-700 underline">
              {CONTACT.email}
            </a>
            .
          </Trans>
        </p>
      </div>
      <WhatsappStart />
      <div className="mt-6 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <Button onClick={onAgain} size="lg">
          {t`Register Another Account`}
        </Button>
        <Link
          to={paths.user.login}
          className="inline-flex min-h-12 items-center justify-center rounded-lg border border-slate-300 px-6 font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t`Go to Sign In`}
        </Link>
      </div>
    </div>
  );
}
