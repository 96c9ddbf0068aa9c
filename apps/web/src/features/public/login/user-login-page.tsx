import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { AuthShell } from "@/entities/public/auth-shell";
import { useWhatsappLink } from "@/entities/public/whatsapp-code";
import { paths } from "@/lib/paths";
import { signin } from "./api/login";
import { authLink, ForgotPasswordLink, LoginForm, usernameIdentifier } from "./components/login-form";
import { WhatsappCodeLogin } from "./components/whatsapp-code-login";

/** /user/login: mobile number or UserID, with a Sign Up link; or a code on WhatsApp. */
export function UserLoginPage() {
  const { t } = useLingui();
  const [withCode, setWithCode] = useState(false);
  // The code option only while the agency has WhatsApp on.
  const whatsappOn = useWhatsappLink()?.enabled === true;
  return (
    <AuthShell title={t`Sign In`} subtitle={t`Welcome back! Sign in to see and request works.`}>
      {withCode && <WhatsappCodeLogin home={paths.user.home} />}
      {whatsappOn && (
        <Button
          variant="link"
          className="mb-4 min-h-11 w-full justify-center"
          onClick={() => setWithCode(!withCode)}
        >
          {withCode ? t`Sign in with your password` : t`Sign in with a code on WhatsApp`}
        </Button>
      )}
      {!withCode && (
        <LoginForm
          area="user"
          home={paths.user.home}
          identifier={usernameIdentifier(
            t`Mobile Number or UserID`,
            t`10-digit mobile number or UserID`,
            t`Mobile number or UserID is required`,
          )}
          submit={(identifier, password) => signin({ identifier, password, area: "worker" })}
          footer={
            <>
              <ForgotPasswordLink />
              <p className="text-center text-sm text-slate-600">
                <Trans>
                  Don't have an account?{" "}
                  <Link to={paths.register} className={authLink}>
                    Sign Up
                  </Link>
                </Trans>
              </p>
            </>
          }
        />
      )}
    </AuthShell>
  );
}
