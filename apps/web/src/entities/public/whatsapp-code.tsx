import type { LoginResponse } from "@catercrew/shared/schemas/users";
import type { WhatsappLinkResponse } from "@catercrew/shared/schemas/whatsapp-link";
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { ApiError, api } from "@/lib/api-client";

/**
 * A code on WhatsApp: a worker who opted in to WhatsApp asks for a 6-digit code on the
 * login or "Forgot password?" screen. The answer is the same whether or not the number has an
 * account; the code works for 10 minutes, 5 tries, once.
 */

/** GET /whatsapp/link/: whether the agency has WhatsApp on, and its "START" link (null while off). */
export function fetchWhatsappLink() {
  return api<WhatsappLinkResponse>("/whatsapp/link/");
}

/**
 * The agency's WhatsApp, asked once per screen: null until it answers (and if it fails), so an
 * option that needs WhatsApp shows only once it is known to be on.
 */
export function useWhatsappLink(): WhatsappLinkResponse | null {
  const [answer, setAnswer] = useState<WhatsappLinkResponse | null>(null);
  useEffect(() => {
    let live = true;
    fetchWhatsappLink()
      .then((a) => live && setAnswer(a))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return answer;
}

export function requestWhatsappCode(mobile_number: string, purpose: "sign_in" | "reset") {
  return api<{ status: true; message: string }>("/auth/whatsapp-code/", {
    method: "POST",
    body: { mobile_number, purpose },
  });
}

export function signInWithWhatsappCode(mobile_number: string, code: string) {
  return api<LoginResponse>("/auth/whatsapp-code/sign-in/", {
    method: "POST",
    body: { mobile_number, code },
  });
}

export function resetWithWhatsappCode(mobile_number: string, code: string, password: string) {
  return api<{ status: true; message: string }>("/auth/whatsapp-code/reset/", {
    method: "POST",
    body: { mobile_number, code, password },
  });
}

/** The mobile number and a "Send code on WhatsApp" button; says the server's answer once sent. */
export function WhatsappCodeRequest({
  purpose,
  onSent,
}: {
  purpose: "sign_in" | "reset";
  onSent: (mobile: string) => void;
}) {
  const { t } = useLingui();
  const [mobile, setMobile] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const digits = mobile.replace(/\D/g, "").replace(/^91(?=\d{10}$)/, "");
    if (!/^\d{10}$/.test(digits)) {
      setError(t`Enter your 10-digit mobile number`);
      return;
    }
    setLoading(true);
    try {
      const res = await requestWhatsappCode(digits, purpose);
      setSent(res.message);
      onSent(digits);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t`Something went wrong. Please try again.`);
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-busy={loading || undefined}>
      {sent && <Alert tone="success">{sent}</Alert>}
      <Input
        label={t`Mobile Number`}
        name="whatsapp-mobile"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t`10-digit mobile number`}
        value={mobile}
        onChange={(e) => setMobile(e.target.value)}
        error={error ?? undefined}
        disabled={loading}
        required
      />
      <Button type="submit" variant="outline" fullWidth loading={loading} loadingText={t`Sending...`}>
        {sent ? t`Send a new code` : t`Send code on WhatsApp`}
      </Button>
    </form>
  );
}
