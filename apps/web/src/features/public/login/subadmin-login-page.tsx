import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { AuthShell } from "@/entities/public/auth-shell";
import { paths } from "@/lib/paths";
import { signin } from "./api/login";
import { authLink, LoginForm } from "./components/login-form";

/** /subadmin/login: phone number or e-mail; captains (subadmin) and admins only. */
export function SubadminLoginPage() {
  const { t } = useLingui();
  return (
    <AuthShell title={t`Sub Admin`} subtitle={t`Sign in to rate, pay and complete catering works.`}>
      <LoginForm
        area="subadmin"
        home={paths.subadmin.dashboard}
        identifier={{
          label: t`Phone Number / Email`,
          type: "text",
          autoComplete: "username",
          placeholder: t`Phone number or email`,
          requiredMessage: t`Phone number or email is required`,
        }}
        submit={(identifier, password) => signin({ identifier, password, area: "subadmin" })}
        footer={
          <p className="text-center text-sm">
            <Link to={paths.forgotPassword} className={authLink}>
              {t`Forgot password?`}
            </Link>
          </p>
        }
      />
    </AuthShell>
  );
}
