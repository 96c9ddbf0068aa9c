import {
  type ResetCodeConfirm,
  type ResetCodeConfirmInput,
  resetCodeConfirmSchema,
} from "@catercrew/shared/schemas/public";
import { zodResolver } from "@hookform/resolvers/zod";
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { ApiError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";

const PASSWORDS_DIFFER = msg`Passwords do not match`;
const EMPTY: ResetCodeConfirmInput = { identifier: "", code: "", password: "", plain_password: "" };

const base = zodResolver(resetCodeConfirmSchema);
/** The shared schema, with the mismatch shown together with the other messages. */
const resolver: Resolver<ResetCodeConfirmInput, unknown, ResetCodeConfirm> = async (values, ctx, options) => {
  const result = await base(values, ctx, options);
  const errors = { ...result.errors };
  if (values.password && values.plain_password && values.password !== values.plain_password)
    errors.plain_password = { type: "mismatch", message: i18n._(PASSWORDS_DIFFER) };
  if (Object.keys(errors).length === 0) return result;
  return { values: {}, errors };
};

/**
 * The second step of "Forgot password?": the 6-digit code the admin sent on WhatsApp and a new
 * password. What was typed stays when the code is refused or sending fails.
 */
export function ResetCodeForm({
  submit,
  identifier = "",
  onDone,
}: {
  submit: (values: ResetCodeConfirm) => Promise<{ message: string }>;
  identifier?: string;
  onDone?: () => void;
}) {
  const { t } = useLingui();
  const [banner, setBanner] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ResetCodeConfirmInput, unknown, ResetCodeConfirm>({
    resolver,
    defaultValues: { ...EMPTY, identifier },
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      const res = await submit(values);
      setDone(res.message);
      onDone?.();
    } catch (err) {
      if (err instanceof ApiError) applyServerErrors(err, EMPTY, setError, { setFocus });
      setBanner(err instanceof ApiError ? err.message : t`Something went wrong. Please try again.`);
    }
  });

  if (done) return <Alert tone="success">{done}</Alert>;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-busy={isSubmitting || undefined}
    >
      {banner && (
        <Alert tone="error" onDismiss={() => setBanner(null)}>
          {banner}
        </Alert>
      )}
      <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
        <legend className="sr-only">{t`Set a new password with your code`}</legend>
        <Input
          label={t`Mobile Number, Email or UserID`}
          autoComplete="username"
          required
          error={errors.identifier?.message}
          {...register("identifier")}
        />
        <Input
          label={t`Code from WhatsApp`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder={t`6 digits`}
          required
          error={errors.code?.message}
          {...register("code")}
        />
        <PasswordInput
          label={t`New Password`}
          autoComplete="new-password"
          required
          hint={t`At least 6 characters`}
          error={errors.password?.message}
          {...register("password")}
        />
        <PasswordInput
          label={t`Confirm New Password`}
          autoComplete="new-password"
          required
          error={errors.plain_password?.message}
          {...register("plain_password")}
        />
      </fieldset>
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText={t`Saving...`}>
        {t`Set new password`}
      </Button>
    </form>
  );
}
