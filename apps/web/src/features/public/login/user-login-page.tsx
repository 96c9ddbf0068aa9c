import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { AuthShell } from "@/entities/public/auth-shell";
import { paths } from "@/lib/paths";
import { signin } from "./api/login";
import { authLink, LoginForm } from "./components/login-form";

/** /user/login: mobile number or UserID, with a Sign Up link. */
export function UserLoginPage() {
  const { t } = useLingui();
  return (
    <AuthShell title={t`Sign In`} subtitle={t`Welcome back! Sign in to see and request works.`}>
      <LoginForm
        area="user"
        home={paths.user.home}
        identifier={{
          label: t`Mobile Number or UserID`,
          type: "text",
          autoComplete: "username",
          placeholder: t`10-digit mobile number or UserID`,
          requiredMessage: t`Mobile number or UserID is required`,
        }}
        submit={(identifier, password) => signin({ identifier, password, area: "worker" })}
        footer={
          <>
            <p className="text-center text-sm">
              <Link to={paths.forgotPassword} className={authLink}>
                {t`Forgot password?`}
              </Link>
            </p>
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
    </AuthShell>
  );
}
