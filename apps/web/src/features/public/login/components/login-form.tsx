import type { LoginResponse } from "@catercrew/shared/schemas/users";
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { PageSpinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { type Area, paths } from "@/lib/paths";
import { sessions } from "@/lib/session";

/** A text link under a login form, tall enough to tap (44 px). */
export const authLink =
  "inline-flex min-h-11 items-center rounded-md px-1 font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600";

/** The delay before an already-signed-in visitor is sent on (ms). */
export const LOGIN_REDIRECT_MS = 100;

export interface LoginFormProps {
  area: Area;
  identifier: {
    label: string;
    type: "email" | "text";
    autoComplete: string;
    placeholder: string;
    requiredMessage: string;
  };
  /** Calls the API with the typed values. */
  submit: (identifier: string, password: string) => Promise<LoginResponse>;
  /** Where a signed-in user goes. */
  home: string;
  footer?: ReactNode;
}

/** The identifier of a login by phone number, e-mail or UserID (the browser fills it as a username). */
export function usernameIdentifier(
  label: string,
  placeholder: string,
  requiredMessage: string,
): LoginFormProps["identifier"] {
  return { label, type: "text", autoComplete: "username", placeholder, requiredMessage };
}

/** The "Forgot password?" line under a login form. */
export function ForgotPasswordLink() {
  const { t } = useLingui();
  return (
    <p className="text-center text-sm">
      <Link to={paths.forgotPassword} className={authLink}>
        {t`Forgot password?`}
      </Link>
    </p>
  );
}

const SOMETHING_WRONG = msg`Something went wrong`;

/** Message of a failed login: the server's, else a fixed fallback. */
function failureText(err: unknown): string {
  if (err instanceof ApiError && err.status !== 0) return err.message || i18n._(SOMETHING_WRONG);
  if (err instanceof ApiError) return err.message;
  return i18n._(SOMETHING_WRONG);
}

/**
 * A login form shared by the three screens: identifier + password (show/hide), "Signing in..."
 * with inputs disabled, an error banner, the 100 ms "Redirecting to dashboard..." when a live
 * session exists, and the session stored with `sessions[area].set`.
 */
export function LoginForm({ area, identifier, submit, home: areaHome, footer }: LoginFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  // A guard sends visitors here with the page they wanted; go back there after signing in.
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const areaRoot = areaHome.slice(0, areaHome.indexOf("/", 1));
  const home = typeof from === "string" && from.startsWith(`${areaRoot}/`) ? from : areaHome;
  const store = sessions[area];
  const [alreadyIn] = useState(() => store.isLive());
  const [id, setId] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ identifier?: string; password?: string }>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const idRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!alreadyIn) return;
    const timer = setTimeout(() => navigate(home, { replace: true }), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [alreadyIn, home, navigate]);

  if (alreadyIn) return <PageSpinner label={t`Redirecting to dashboard...`} />;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!id.trim()) next.identifier = identifier.requiredMessage;
    if (!password) next.password = t`Password is required`;
    setErrors(next);
    setBanner(null);
    setPending(null);
    if (next.identifier) return idRef.current?.focus();
    if (next.password) return;
    setLoading(true);
    try {
      const res = await submit(id.trim(), password);
      if (res.status !== true || !res.tokens?.access) {
        setBanner(res.message || t`Login failed`);
        return;
      }
      store.set({ tokens: res.tokens, user: res.user });
      if (res.user.role !== "admin" && !res.user.is_approved) {
        // Signed in, but the area only shows the waiting screen until an admin approves.
        setPending(res.message);
        return;
      }
      navigate(home, { replace: true });
    } catch (err) {
      setBanner(failureText(err));
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={loading || undefined}>
      {banner && (
        <Alert tone="error" onDismiss={() => setBanner(null)}>
          {banner}
        </Alert>
      )}
      {pending && (
        <Alert tone="warning" title={pending}>
          <Link to={home} className="inline-flex min-h-11 items-center font-medium underline">
            {t`Continue to your dashboard`}
          </Link>
        </Alert>
      )}
      <Input
        ref={idRef}
        label={identifier.label}
        name="identifier"
        type={identifier.type}
        autoComplete={identifier.autoComplete}
        placeholder={identifier.placeholder}
        value={id}
        onChange={(e) => setId(e.target.value)}
        error={errors.identifier}
        disabled={loading}
        required
      />
      <PasswordInput
        label={t`Password`}
        name="password"
        autoComplete="current-password"
        placeholder={t`Enter your password`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        disabled={loading}
        required
      />
      <Button type="submit" size="lg" fullWidth loading={loading} loadingText={t`Signing in...`}>
        {t`Sign In`}
      </Button>
      {footer}
    </form>
  );
}
