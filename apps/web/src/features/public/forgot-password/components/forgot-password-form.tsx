import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { ApiError } from "@/lib/api-client";

/**
 * "Forgot password?" for phone-number accounts: the person gives a mobile number, e-mail or
 * UserID; the admin sees the request, sets a new password and hands it over. The answer never
 * says whether an account exists. What was typed stays when sending fails.
 */
export function ForgotPasswordForm({
  submit,
}: {
  submit: (identifier: string) => Promise<{ message: string }>;
}) {
  const { t } = useLingui();
  const [identifier, setIdentifier] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const ref = useRef<HTMLInputElement>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBanner(null);
    if (!identifier.trim()) {
      setError(t`Mobile number, e-mail or UserID is required`);
      ref.current?.focus();
      return;
    }
    setError(undefined);
    setLoading(true);
    try {
      const res = await submit(identifier.trim());
      setDone(res.message);
    } catch (err) {
      const fieldError = err instanceof ApiError ? err.errors?.identifier?.[0] : undefined;
      if (fieldError) setError(fieldError);
      else setBanner(err instanceof ApiError ? err.message : t`Something went wrong. Please try again.`);
    } finally {
      setLoading(false);
    }
  };

  if (done) {
    return (
      <div className="flex flex-col gap-3">
        <Alert tone="success">{done}</Alert>
        <p className="text-sm text-slate-700">
          {t`The admin will call or WhatsApp you with a new password. Sign in with it, then keep it to yourself.`}
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={loading || undefined}>
      {banner && (
        <Alert tone="error" onDismiss={() => setBanner(null)}>
          {banner}
        </Alert>
      )}
      <Input
        ref={ref}
        label={t`Mobile Number, Email or UserID`}
        name="identifier"
        autoComplete="username"
        placeholder={t`10-digit mobile number, email or UserID`}
        value={identifier}
        onChange={(e) => setIdentifier(e.target.value)}
        error={error}
        disabled={loading}
        required
      />
      <Button type="submit" size="lg" fullWidth loading={loading} loadingText={t`Sending...`}>
        {t`Ask for a new password`}
      </Button>
    </form>
  );
}
