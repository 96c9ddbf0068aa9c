import { useLingui } from "@lingui/react/macro";
import { AuthShell } from "@/entities/public/auth-shell";
import { paths } from "@/lib/paths";
import { signin } from "./api/login";
import { ForgotPasswordLink, LoginForm, usernameIdentifier } from "./components/login-form";

/** /subadmin/login: phone number or e-mail; captains (subadmin) and admins only. */
export function SubadminLoginPage() {
  const { t } = useLingui();
  return (
    <AuthShell title={t`Captain`} subtitle={t`Sign in to rate, pay and complete catering works.`}>
      <LoginForm
        area="subadmin"
        home={paths.subadmin.dashboard}
        identifier={usernameIdentifier(
          t`Phone Number / Email`,
          t`Phone number or email`,
          t`Phone number or email is required`,
        )}
        submit={(identifier, password) => signin({ identifier, password, area: "subadmin" })}
        footer={<ForgotPasswordLink />}
      />
    </AuthShell>
  );
}
