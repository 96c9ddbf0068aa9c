import { DISTRICTS, type WorkerRole } from "@catercrew/shared/enums";
import { kolkataToday } from "@catercrew/shared/format/dates";
import type { Registration, RegistrationInput } from "@catercrew/shared/schemas/users";
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { type FieldPath, type Resolver, type UseFormRegister, useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox, Input, Select, Textarea } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { ApiError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { DISTRICT_LABELS, EMPLOYMENT_TYPE_LABELS, optionsOf, ROLE_LABELS } from "@/lib/labels";
import { registerWorker } from "../api/register";
import { useFirstErrorFocus } from "./use-first-error-focus";
import { useLicenseImage } from "./use-license-image";
import { clearRegistrationDraft, EMPTY_REGISTRATION, useRegistrationDraft } from "./use-registration-draft";

/** Screen rules' messages (translated when the form validates). */
export const PASSWORDS_MISMATCH = msg`Passwords do not match!`;
const ROLE_REQUIRED = msg`Role is required`;
/** Workers' roles first; a captain may register too (docs/decisions/019-public-forms-and-forgot-password.md), approved by the admin. */
const SELF_REGISTER_ROLES: readonly WorkerRole[] = ["boys", "head_boy", "supervisor", "subadmin"];

const EMPLOYMENT_TYPES_OFFERED = ["full_time", "part_time"] as const;

type RegistrationResolver = Resolver<RegistrationInput, unknown, Registration>;

let base: Promise<RegistrationResolver> | undefined;
/**
 * The shared schema and its resolver, loaded when the visitor starts on the form (or at the first
 * validation), not with the screen: building the users schemas is the largest single piece of
 * work when the screen opens, about 140 ms on a slow phone (docs/decisions/026).
 */
export function loadRegistrationRules(): Promise<RegistrationResolver> {
  base ??= Promise.all([import("@catercrew/shared/schemas/users"), import("@hookform/resolvers/zod")]).then(
    ([schemas, resolvers]) => resolvers.zodResolver(schemas.registrationFormSchema),
    (err: unknown) => {
      base = undefined; // a failed download may be retried by the next validation
      throw err;
    },
  );
  return base;
}

/**
 * Submits once the rules are in place, so the first wrong field can take the focus (the fields
 * are disabled while a check or a send is running); `onFail` when they cannot be downloaded.
 */
function withRules(submit: (e: FormEvent<HTMLFormElement>) => void, onFail: () => void) {
  return (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    loadRegistrationRules().then(() => submit(e), onFail);
  };
}

/**
 * The shared schema plus two screen rules: a blank dropdown reads "... is required", and the
 * password mismatch shows together with the other messages.
 */
const resolver: RegistrationResolver = async (values, ctx, options) => {
  const result = await (await loadRegistrationRules())(values, ctx, options);
  const errors = { ...result.errors };
  if (!values.role && errors.role) errors.role = { type: "required", message: i18n._(ROLE_REQUIRED) };
  if (values.password && values.plain_password && values.password !== values.plain_password) {
    errors.plain_password = { type: "mismatch", message: i18n._(PASSWORDS_MISMATCH) };
  }
  if (Object.keys(errors).length === 0) return result;
  return { values: {}, errors };
};

/** The registration form: every field required except the checkboxes and the image. */
export function RegistrationForm({ onSuccess }: { onSuccess: (userCode: string) => void }) {
  const { t } = useLingui();
  const { license, licenseError, setLicenseError, onLicense } = useLicenseImage();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationInput, unknown, Registration>({
    resolver,
    defaultValues: EMPTY_REGISTRATION,
    shouldFocusError: true,
  });
  const hasLicense = watch("has_license") === true;
  useRegistrationDraft(reset, watch);
  const { form, focusFirstError } = useFirstErrorFocus(isSubmitting);

  const onSubmit = handleSubmit(
    async (values) => {
      if (licenseError) return;
      setBanner(null);
      try {
        const res = await registerWorker(values, license);
        clearRegistrationDraft();
        onSuccess(res.user.user_id);
      } catch (err) {
        if (err instanceof ApiError) {
          const rest = applyServerErrors(err, EMPTY_REGISTRATION, setError, { setFocus });
          if (rest.license_image) setLicenseError(rest.license_image);
          setBanner(err.message || t`Failed to create account`);
        } else {
          setBanner(t`Failed to create account`);
        }
        focusFirstError();
      }
    },
    () => focusFirstError(),
  );

  const err = (name: FieldPath<RegistrationInput>) => errors[name]?.message;

  return (
    <form
      ref={form}
      onSubmit={withRules(onSubmit, () =>
        setBanner(t`Could not check the form. Check the connection and try again.`),
      )}
      // The rules download while the first field is being filled in.
      onFocus={() => void loadRegistrationRules().catch(() => undefined)}
      noValidate
      aria-busy={isSubmitting || undefined}
    >
      {banner && (
        <Alert tone="error" className="mb-5" onDismiss={() => setBanner(null)}>
          {banner}
        </Alert>
      )}
      <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{t`Your details`}</legend>
        <Input
          label={t`Full Name`}
          autoComplete="name"
          required
          error={err("user_name")}
          {...register("user_name")}
        />
        <Input
          label={t`Mobile Number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          error={err("mobile_number")}
          {...register("mobile_number")}
        />
        <Select
          label={t`Role`}
          placeholder={t`Select Role`}
          options={optionsOf(SELF_REGISTER_ROLES, ROLE_LABELS)}
          required
          error={err("role")}
          {...register("role")}
        />
        <Select
          label={t`Employment Type`}
          placeholder={t`Select Employment Type`}
          options={optionsOf(EMPLOYMENT_TYPES_OFFERED, EMPLOYMENT_TYPE_LABELS)}
          required
          error={err("employment_type")}
          {...register("employment_type")}
        />
        <BirthDateField register={register} err={err} />
        <PasswordInput
          label={t`Password`}
          autoComplete="new-password"
          required
          error={err("password")}
          hint={t`At least 6 characters`}
          {...register("password")}
        />
        <PasswordInput
          label={t`Confirm Password`}
          autoComplete="new-password"
          required
          error={err("plain_password")}
          {...register("plain_password")}
        />
        <AddressFields register={register} err={err} />
        <div className="flex flex-col gap-1 sm:col-span-2 sm:flex-row sm:gap-6">
          <Checkbox label={t`Experienced`} {...register("experienced")} />
          <Checkbox label={t`Has Bike`} {...register("has_bike")} />
          <Checkbox label={t`Has License`} {...register("has_license")} />
        </div>
        {hasLicense && (
          <Input
            label={t`License Image`}
            type="file"
            accept="image/png,image/jpeg"
            containerClassName="sm:col-span-2"
            hint={t`PNG, JPG, JPEG (MAX. 5MB)`}
            error={licenseError ?? undefined}
            onChange={onLicense}
            className="file:mr-3 file:rounded-md file:border-0 file:bg-brand-100 file:px-3 file:py-1.5 file:text-brand-700"
          />
        )}
      </fieldset>
      <Button
        type="submit"
        size="lg"
        fullWidth
        className="mt-6"
        loading={isSubmitting}
        loadingText={t`Creating Account...`}
      >
        {t`Create Account`}
      </Button>
    </form>
  );
}

/**
 * Address, district and place. (A child component registers its fields after the parent's, so
 * the first invalid field in reading order still gets the focus.)
 */
function AddressFields({
  register,
  err,
}: {
  register: UseFormRegister<RegistrationInput>;
  err: (name: FieldPath<RegistrationInput>) => string | undefined;
}) {
  const { t } = useLingui();
  return (
    <>
      <Textarea
        label={t`Address`}
        autoComplete="street-address"
        required
        rows={2}
        containerClassName="sm:col-span-2"
        error={err("address")}
        {...register("address")}
      />
      <Select
        label={t`District`}
        placeholder={t`Select District`}
        options={optionsOf(DISTRICTS, DISTRICT_LABELS)}
        required
        error={err("district")}
        {...register("district")}
      />
      <Input
        label={t`Place`}
        autoComplete="address-level2"
        required
        error={err("place")}
        {...register("place")}
      />
    </>
  );
}

/** The date of birth (record 064): workers under 18 are kept off night works. */
function BirthDateField({
  register,
  err,
}: {
  register: UseFormRegister<RegistrationInput>;
  err: (name: FieldPath<RegistrationInput>) => string | undefined;
}) {
  const { t } = useLingui();
  return (
    <Input
      label={t`Date of Birth`}
      type="date"
      autoComplete="bday"
      required
      max={kolkataToday()}
      hint={t`Workers under 18 are not given night works (reporting from 7 pm to 6 am).`}
      error={err("date_of_birth")}
      {...register("date_of_birth")}
    />
  );
}
