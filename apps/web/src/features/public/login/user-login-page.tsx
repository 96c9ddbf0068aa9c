import { Link } from "react-router";
import { paths } from "@/app/paths";
import { AuthShell } from "../shared/auth-shell";
import { signin } from "./api/login";
import { LoginForm } from "./components/login-form";

/** /user/login: mobile number or UserID, with a Sign Up link. */
export function UserLoginPage() {
  return (
    <AuthShell title="Sign In" subtitle="Welcome back! Sign in to see and request works.">
      <LoginForm
        area="user"
        home={paths.user.home}
        identifier={{
          label: "Mobile Number or UserID",
          type: "text",
          autoComplete: "username",
          placeholder: "10-digit mobile number or UserID",
          requiredMessage: "Mobile number or UserID is required",
        }}
        submit={(identifier, password) => signin({ identifier, password, area: "worker" })}
        footer={
          <p className="text-center text-sm text-slate-600">
            Don't have an account?{" "}
            <Link
              to={paths.register}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              Sign Up
            </Link>
          </p>
        }
      />
    </AuthShell>
  );
}
