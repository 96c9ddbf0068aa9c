import { useLingui } from "@lingui/react/macro";
import { AuthShell } from "@/entities/public/auth-shell";
import { paths } from "@/lib/paths";
import { adminLogin } from "./api/login";
import { LoginForm } from "./components/login-form";

/** /admin/login: e-mail and password, admins only. */
export function AdminLoginPage() {
  const { t } = useLingui();
  return (
    <AuthShell title={t`Admin Panel`} subtitle={t`Sign in to manage users, works and fares.`}>
      <LoginForm
        area="admin"
        home={paths.admin.dashboard}
        identifier={{
          label: t`Email`,
          type: "email",
          autoComplete: "email",
          placeholder: "admin@example.com",
          requiredMessage: t`Email is required`,
        }}
        submit={(email, password) => adminLogin({ email, password })}
      />
    </AuthShell>
  );
}
