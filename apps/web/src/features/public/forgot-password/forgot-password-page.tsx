import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { AuthShell } from "@/entities/public/auth-shell";
import { resetWithWhatsappCode, useWhatsappLink, WhatsappCodeRequest } from "@/entities/public/whatsapp-code";
import { paths } from "@/lib/paths";
import { confirmResetCode, requestPasswordReset } from "./api/reset-request";
import { ForgotPasswordForm } from "./components/forgot-password-form";
import { ResetCodeForm } from "./components/reset-code-form";

const backLink =
  "inline-flex min-h-11 items-center rounded-md px-2 font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * /forgot-password: ask the admin for a new password (linked from the worker and captain logins);
 * "I have a code" sets a new password with the code the admin sent on WhatsApp.
 */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const [step, setStep] = useState<"ask" | "code" | "whatsapp">("ask");
  const [changed, setChanged] = useState(false);
  const [waMobile, setWaMobile] = useState<string | null>(null);
  // The WhatsApp code only while the agency has WhatsApp on.
  const whatsappOn = useWhatsappLink()?.enabled === true;
  return (
    <AuthShell
      title={
        step === "ask" ? t`Forgot password?` : step === "code" ? t`I have a code` : t`Get a code on WhatsApp`
      }
      subtitle={
        step === "ask"
          ? t`Give the mobile number, email or UserID of your account. The admin sets a new password and gives it to you by phone or WhatsApp, or sends you a code on WhatsApp.`
          : step === "code"
            ? t`Enter the 6-digit code the admin sent you on WhatsApp and choose a new password. The code works for 15 minutes.`
            : t`If you get CaterCrew jobs on WhatsApp, we send a 6-digit code there at once. It works for 10 minutes. Setting a new password signs you out everywhere else.`
      }
    >
      {step === "ask" ? (
        <ForgotPasswordForm submit={requestPasswordReset} />
      ) : step === "code" ? (
        <ResetCodeForm submit={confirmResetCode} onDone={() => setChanged(true)} />
      ) : (
        <div className="flex flex-col gap-4">
          {!changed && <WhatsappCodeRequest purpose="reset" onSent={setWaMobile} />}
          {waMobile && (
            <ResetCodeForm
              identifier={waMobile}
              submit={(v) => resetWithWhatsappCode(v.identifier, v.code, v.password)}
              onDone={() => setChanged(true)}
            />
          )}
        </div>
      )}
      {!changed && whatsappOn && step !== "whatsapp" && (
        <Button
          variant="link"
          className="mt-2 min-h-11 w-full justify-center"
          onClick={() => setStep("whatsapp")}
        >
          {t`Get a code on WhatsApp`}
        </Button>
      )}
      {!changed && (
        <Button
          variant="link"
          className="mt-4 min-h-11 w-full justify-center"
          onClick={() => setStep(step === "ask" ? "code" : "ask")}
        >
          {step === "ask" ? t`I have a code` : t`I have no code: ask for a new password`}
        </Button>
      )}
      <p className="mt-4 flex flex-wrap justify-center gap-x-4 text-sm">
        <Link to={paths.user.login} className={backLink}>
          {t`Back to worker sign in`}
        </Link>
        <Link to={paths.subadmin.login} className={backLink}>
          {t`Captain sign in`}
        </Link>
      </p>
    </AuthShell>
  );
}
