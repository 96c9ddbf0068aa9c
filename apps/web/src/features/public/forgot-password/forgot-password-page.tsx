import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { AuthShell } from "@/entities/public/auth-shell";
import { paths } from "@/lib/paths";
import { requestPasswordReset } from "./api/reset-request";
import { ForgotPasswordForm } from "./components/forgot-password-form";

const backLink =
  "inline-flex min-h-11 items-center rounded-md px-2 font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600";

/** /forgot-password: ask the admin for a new password (linked from the worker and captain logins). */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  return (
    <AuthShell
      title={t`Forgot password?`}
      subtitle={t`Give the mobile number, email or UserID of your account. The admin sets a new password and gives it to you by phone or WhatsApp.`}
    >
      <ForgotPasswordForm submit={requestPasswordReset} />
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
