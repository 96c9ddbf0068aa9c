import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "react-router";
import { AuthShell } from "@/entities/public/auth-shell";
import { paths } from "@/lib/paths";
import { RegistrationForm } from "./components/registration-form";
import { RegistrationSuccess } from "./components/registration-success";

/** /user/register: the form, then the success screen; "Register Another Account" starts over. */
export function RegisterPage() {
  const [done, setDone] = useState<{ userCode: string } | null>(null);
  const [round, setRound] = useState(0);
  const { t } = useLingui();
  return (
    <AuthShell
      wide
      title={t`Join our team`}
      subtitle={
        done ? undefined : (
          <Trans>
            Create your worker account. Already registered?{" "}
            <Link
              to={paths.user.login}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              Sign In
            </Link>
          </Trans>
        )
      }
    >
      {done ? (
        <RegistrationSuccess
          userCode={done.userCode}
          onAgain={() => {
            setDone(null);
            setRound((r) => r + 1);
          }}
        />
      ) : (
        <RegistrationForm key={round} onSuccess={(userCode) => setDone({ userCode })} />
      )}
    </AuthShell>
  );
}
