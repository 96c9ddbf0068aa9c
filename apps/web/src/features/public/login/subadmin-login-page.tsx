import { paths } from "@/app/paths";
import { AuthShell } from "../shared/auth-shell";
import { signin } from "./api/login";
import { LoginForm } from "./components/login-form";

/** /subadmin/login: phone number or e-mail; captains (subadmin) and admins only. */
export function SubadminLoginPage() {
  return (
    <AuthShell title="Sub Admin" subtitle="Sign in to rate, pay and complete catering works.">
      <LoginForm
        area="subadmin"
        home={paths.subadmin.dashboard}
        identifier={{
          label: "Phone Number / Email",
          type: "text",
          autoComplete: "username",
          placeholder: "Phone number or email",
          requiredMessage: "Phone number or email is required",
        }}
        submit={(identifier, password) => signin({ identifier, password, area: "subadmin" })}
      />
    </AuthShell>
  );
}
