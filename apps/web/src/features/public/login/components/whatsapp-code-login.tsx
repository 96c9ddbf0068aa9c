import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { signInWithWhatsappCode, WhatsappCodeRequest } from "@/entities/public/whatsapp-code";
import { ApiError } from "@/lib/api-client";
import { sessions } from "@/lib/session";

/** Signing in with a 6-digit code sent on WhatsApp, for workers who opted in. */
export function WhatsappCodeLogin({ home }: { home: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [mobile, setMobile] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!mobile) return;
    setError(null);
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t`Enter the 6-digit code`);
      return;
    }
    setLoading(true);
    try {
      const res = await signInWithWhatsappCode(mobile, code.trim());
      sessions.user.set({ tokens: res.tokens, user: res.user });
      navigate(home, { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t`Something went wrong. Please try again.`);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <WhatsappCodeRequest purpose="sign_in" onSent={setMobile} />
      {mobile && (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-busy={loading || undefined}>
          {error && (
            <Alert tone="error" onDismiss={() => setError(null)}>
              {error}
            </Alert>
          )}
          <Input
            label={t`Code from WhatsApp`}
            name="whatsapp-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            placeholder={t`6 digits`}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            disabled={loading}
            required
          />
          <Button type="submit" size="lg" fullWidth loading={loading} loadingText={t`Signing in...`}>
            {t`Sign In`}
          </Button>
        </form>
      )}
    </div>
  );
}
