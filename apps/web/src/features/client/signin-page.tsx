import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/field";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { ApiError } from "@/lib/api-client";
import { BRAND, paths } from "@/lib/paths";
import { useClientSession } from "./api/client-session";
import { useAskCode, useSignIn } from "./api/portal";

/** The admin's link carries its token in the address's fragment (never sent to a server). */
function linkToken(): string | null {
  const match = /(?:^#|&)token=([A-Za-z0-9_-]{20,200})/.exec(window.location.hash);
  return match?.[1] ?? null;
}

/** The number as typed ("+91 98470 12345") as its 10 digits, or null. */
function tenDigits(raw: string): string | null {
  const digits = raw.replace(/\D/g, "");
  const ten = digits.length === 12 && digits.startsWith("91") ? digits.slice(2) : digits;
  return /^\d{10}$/.test(ten) ? ten : null;
}

/**
 * /client/signin: the client's mobile number, then the 6-digit code sent on WhatsApp; or the
 * admin's link, which signs him in by itself (docs/decisions/062-clients-own-page.md).
 */
export function ClientSignInPage() {
  const { t } = useLingui();
  const session = useClientSession();
  const navigate = useNavigate();
  const ask = useAskCode();
  const signIn = useSignIn();
  const [mobile, setMobile] = useState("");
  const [code, setCode] = useState("");
  const [asked, setAsked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ mobile?: string; code?: string }>({});
  const tried = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the link's token
  useEffect(() => {
    const token = linkToken();
    if (!token || tried.current) return;
    tried.current = true;
    window.history.replaceState(null, "", window.location.pathname);
    signIn.mutate(
      { token },
      {
        onSuccess: () => navigate(paths.client.home, { replace: true }),
        onError: (err) => setError(err instanceof ApiError ? err.message : t`Something went wrong`),
      },
    );
  }, []);

  if (session) return <Navigate to={paths.client.home} replace />;

  const onAsk = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const number = tenDigits(mobile);
    if (!number) {
      setFieldError({ mobile: t`Enter the 10-digit mobile number the agency has for you` });
      return;
    }
    setFieldError({});
    try {
      await ask.mutateAsync(number);
      setAsked(true);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t`Something went wrong`);
    }
  };

  const onSignIn = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!/^\d{6}$/.test(code.trim())) {
      setFieldError({ code: t`The code is the 6 digits sent on WhatsApp` });
      return;
    }
    setFieldError({});
    try {
      await signIn.mutateAsync({ mobile: tenDigits(mobile) ?? "", code: code.trim() });
      navigate(paths.client.home, { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t`Something went wrong`);
    }
  };

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col gap-4 px-4 py-6">
      <div className="flex items-center justify-between">
        <p className="text-lg font-bold text-brand-700">{BRAND}</p>
        <LanguageSwitch />
      </div>
      <Card className="flex flex-col gap-4">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t`Your bookings and bills`}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {t`Sign in with the mobile number the agency has for you. We send a code on WhatsApp.`}
          </p>
        </div>
        {error && (
          <Alert tone="error" onDismiss={() => setError(null)}>
            {error}
          </Alert>
        )}
        {signIn.isPending && !asked && <p className="text-sm text-slate-600">{t`Signing in...`}</p>}
        <form noValidate onSubmit={onAsk} className="flex flex-col gap-3">
          <Input
            label={t`Mobile number`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            required
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
            error={fieldError.mobile}
          />
          <Button
            type="submit"
            variant={asked ? "outline" : "primary"}
            loading={ask.isPending}
            loadingText={t`Sending...`}
          >
            {asked ? t`Send the code again` : t`Send code on WhatsApp`}
          </Button>
        </form>
        {asked && (
          <form noValidate onSubmit={onSignIn} className="flex flex-col gap-3">
            <Alert tone="info">{t`If this number is on our client list, a 6-digit code is on its way on WhatsApp.`}</Alert>
            <Input
              label={t`6-digit code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
              error={fieldError.code}
            />
            <Button type="submit" loading={signIn.isPending} loadingText={t`Signing in...`}>
              {t`Sign in`}
            </Button>
          </form>
        )}
      </Card>
    </main>
  );
}
