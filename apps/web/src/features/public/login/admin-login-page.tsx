import { paths } from "@/app/paths";
import { AuthShell } from "../shared/auth-shell";
import { adminLogin } from "./api/login";
import { LoginForm } from "./components/login-form";

/** /admin/login: e-mail and password, admins only. */
export function AdminLoginPage() {
  return (
    <AuthShell title="Admin Panel" subtitle="Sign in to manage users, works and fares.">
      <LoginForm
        area="admin"
        home={paths.admin.dashboard}
        identifier={{
          label: "Email",
          type: "email",
          autoComplete: "email",
          placeholder: "admin@example.com",
          requiredMessage: "Email is required",
        }}
        submit={(email, password) => adminLogin({ email, password })}
      />
    </AuthShell>
  );
}
