import {
  DISTRICTS,
  EMPLOYMENT_TYPE_LABELS,
  type Registration,
  type RegistrationInput,
  ROLE_LABELS,
  registrationSchema,
  WORKER_ROLES,
} from "@catercrew/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { type ChangeEvent, useState } from "react";
import { type FieldPath, type Resolver, useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox, Input, Select, Textarea } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { ApiError } from "@/lib/api-client";
import { registerWorker } from "../api/register";

export const PASSWORDS_MISMATCH = "Passwords do not match!";
const IMAGE_TYPES = ["image/png", "image/jpeg"];

const ROLE_OPTIONS = WORKER_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const DISTRICT_OPTIONS = DISTRICTS.map((d) => ({ value: d, label: d[0]?.toUpperCase() + d.slice(1) }));
const EMPLOYMENT_OPTIONS = (["full_time", "part_time"] as const).map((e) => ({
  value: e,
  label: EMPLOYMENT_TYPE_LABELS[e],
}));

export const EMPTY_REGISTRATION: RegistrationInput = {
  user_name: "",
  mobile_number: "",
  role: "" as RegistrationInput["role"],
  password: "",
  plain_password: "",
  address: "",
  district: "",
  place: "",
  employment_type: "",
  experienced: false,
  has_bike: false,
  has_license: false,
};

const base = zodResolver(registrationSchema) as Resolver<RegistrationInput, unknown, Registration>;

/**
 * The shared schema plus two screen rules: a blank dropdown reads "... is required", and the
 * password mismatch shows together with the other messages.
 */
const resolver: Resolver<RegistrationInput, unknown, Registration> = async (values, ctx, options) => {
  const result = await base(values, ctx, options);
  const errors = { ...result.errors };
  if (!values.role && errors.role) errors.role = { type: "required", message: "Role is required" };
  if (values.password && values.plain_password && values.password !== values.plain_password) {
    errors.plain_password = { type: "mismatch", message: PASSWORDS_MISMATCH };
  }
  if (Object.keys(errors).length === 0) return result;
  return { values: {}, errors };
};

const FIELDS: readonly FieldPath<RegistrationInput>[] = [
  "user_name",
  "mobile_number",
  "role",
  "password",
  "plain_password",
  "address",
  "district",
  "place",
  "employment_type",
  "experienced",
  "has_bike",
  "has_license",
];

/** The registration form (spec section 5): every field required except the checkboxes and the image. */
export function RegistrationForm({ onSuccess }: { onSuccess: (userCode: string) => void }) {
  const [license, setLicense] = useState<File | null>(null);
  const [licenseError, setLicenseError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationInput, unknown, Registration>({
    resolver,
    defaultValues: EMPTY_REGISTRATION,
    shouldFocusError: true,
  });
  const hasLicense = watch("has_license") === true;

  const onLicense = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    if (file && !IMAGE_TYPES.includes(file.type)) {
      setLicense(null);
      setLicenseError("Please choose an image file (PNG or JPEG).");
      e.target.value = "";
      return;
    }
    setLicenseError(null);
    setLicense(file);
  };

  const onSubmit = handleSubmit(async (values) => {
    if (licenseError) return;
    setBanner(null);
    try {
      const res = await registerWorker(values, license);
      onSuccess(res.user.user_id);
    } catch (err) {
      if (err instanceof ApiError) {
        let first: FieldPath<RegistrationInput> | null = null;
        for (const [field, messages] of Object.entries(err.errors ?? {})) {
          const name = FIELDS.find((f) => f === field);
          if (name && messages[0]) {
            setError(name, { type: "server", message: messages[0] });
            first ??= name;
          } else if (field === "license_image" && messages[0]) {
            setLicenseError(messages[0]);
          }
        }
        setBanner(err.message || "Failed to create account");
        if (first) setFocus(first);
      } else {
        setBanner("Failed to create account");
      }
    }
  });

  const err = (name: FieldPath<RegistrationInput>) => errors[name]?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
      {banner && (
        <Alert tone="error" className="mb-5" onDismiss={() => setBanner(null)}>
          {banner}
        </Alert>
      )}
      <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Your details</legend>
        <Input
          label="Full Name"
          autoComplete="name"
          required
          error={err("user_name")}
          {...register("user_name")}
        />
        <Input
          label="Mobile Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          required
          error={err("mobile_number")}
          {...register("mobile_number")}
        />
        <Select
          label="Role"
          placeholder="Select Role"
          options={ROLE_OPTIONS}
          required
          error={err("role")}
          {...register("role")}
        />
        <Select
          label="Employment Type"
          placeholder="Select Employment Type"
          options={EMPLOYMENT_OPTIONS}
          required
          error={err("employment_type")}
          {...register("employment_type")}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          required
          error={err("password")}
          hint="At least 6 characters"
          {...register("password")}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          required
          error={err("plain_password")}
          {...register("plain_password")}
        />
        <Textarea
          label="Address"
          autoComplete="street-address"
          required
          rows={2}
          containerClassName="sm:col-span-2"
          error={err("address")}
          {...register("address")}
        />
        <Select
          label="District"
          placeholder="Select District"
          options={DISTRICT_OPTIONS}
          required
          error={err("district")}
          {...register("district")}
        />
        <Input
          label="Place"
          autoComplete="address-level2"
          required
          error={err("place")}
          {...register("place")}
        />
        <div className="flex flex-col gap-1 sm:col-span-2 sm:flex-row sm:gap-6">
          <Checkbox label="Experienced" {...register("experienced")} />
          <Checkbox label="Has Bike" {...register("has_bike")} />
          <Checkbox label="Has License" {...register("has_license")} />
        </div>
        {hasLicense && (
          <Input
            label="License Image"
            type="file"
            accept="image/png,image/jpeg"
            containerClassName="sm:col-span-2"
            hint="PNG, JPG, JPEG (MAX. 5MB)"
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
        loadingText="Creating Account..."
      >
        Create Account
      </Button>
    </form>
  );
}
