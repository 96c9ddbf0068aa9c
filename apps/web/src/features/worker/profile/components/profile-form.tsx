import { DISTRICTS, EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES } from "@catercrew/shared/enums";
import type { User } from "@catercrew/shared/schemas/users";
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox, Input, Select, Textarea } from "@/components/ui/field";
import { districtLabel } from "@/entities/worker/district";
import { ApiError } from "@/lib/api-client";
import { labelOf } from "@/lib/labels";
import { useUpdateProfile } from "../api/profile";
import {
  checkLicenseFile,
  type Draft,
  type Errors,
  PROBLEMS,
  type Problem,
  toDraft,
  toFormData,
  validate,
} from "../profile-form-model";
import { BirthDateField } from "./birth-date-field";
import { LicenseImageField } from "./license-image-field";

export function ProfileForm({ user }: { user: User }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Draft>(() => toDraft(user));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<Problem | null>(null);
  const show = (p: Problem | undefined) => (p === undefined || typeof p === "string" ? p : t(p));
  const districtOptions = DISTRICTS.map((d) => ({ value: d, label: districtLabel(d) }));
  const employmentOptions = EMPLOYMENT_TYPES.map((e) => ({
    value: e,
    label: labelOf(EMPLOYMENT_TYPE_LABELS, e),
  }));
  const save = useUpdateProfile();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    setServerError(null);
    const found = validate(draft, user, file);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const form = toFormData(draft, user, file);
    save.mutate(form, {
      onSuccess: () => {
        setFile(null);
        toast.success(t`Profile updated successfully`, { duration: 2000 });
      },
      onError: (err) => {
        const message = err instanceof ApiError ? err.joined : t(PROBLEMS.unexpected);
        setServerError(err instanceof ApiError ? err.joined : PROBLEMS.unexpected);
        if (err instanceof ApiError && err.errors) {
          const next: Errors = {};
          for (const [k, v] of Object.entries(err.errors)) next[k as keyof Errors] = v.join(", ");
          setErrors(next);
        }
        toast.error(message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t`Edit profile`}>
      {serverError && <Alert tone="error">{show(serverError)}</Alert>}
      <Textarea
        label={t`Address`}
        required
        value={draft.address}
        onChange={(e) => set("address", e.target.value)}
        error={show(errors.address)}
        maxLength={500}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t`District`}
          required
          placeholder={t`Select District`}
          options={districtOptions}
          value={draft.district}
          onChange={(e) => set("district", e.target.value)}
          error={show(errors.district)}
        />
        <Input
          label={t`Place`}
          required
          value={draft.place}
          onChange={(e) => set("place", e.target.value)}
          error={show(errors.place)}
          maxLength={100}
        />
      </div>
      <Select
        label={t`Employment type`}
        required
        placeholder={t`Select Employment Type`}
        options={employmentOptions}
        value={draft.employment_type}
        onChange={(e) => set("employment_type", e.target.value)}
        error={show(errors.employment_type)}
      />
      <BirthDateField
        stored={user.date_of_birth}
        value={draft.date_of_birth}
        onChange={(v) => set("date_of_birth", v)}
        error={show(errors.date_of_birth)}
      />
      <Input
        label={t`UPI ID`}
        hint={t`For receiving your wages, e.g. name@okaxis. Leave empty to remove.`}
        value={draft.upi_id}
        onChange={(e) => set("upi_id", e.target.value)}
        error={show(errors.upi_id)}
        maxLength={320}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        inputMode="email"
      />
      <div className="flex flex-col">
        <Checkbox
          label={t`Experienced`}
          checked={draft.experienced}
          onChange={(e) => set("experienced", e.target.checked)}
        />
        <Checkbox
          label={t`I have a bike`}
          checked={draft.has_bike}
          onChange={(e) => set("has_bike", e.target.checked)}
        />
        <Checkbox
          label={t`I have a driving license`}
          checked={draft.has_license}
          onChange={(e) => {
            set("has_license", e.target.checked);
            setErrors((x) => ({ ...x, license_image: undefined }));
          }}
        />
      </div>
      {draft.has_license && (
        <LicenseImageField
          currentImage={user.license_image}
          file={file}
          error={show(errors.license_image)}
          onChoose={(f) => {
            setFile(f);
            setErrors((x) => ({
              ...x,
              license_image: f ? (checkLicenseFile(f) ?? undefined) : undefined,
            }));
          }}
        />
      )}
      <Button
        type="submit"
        loading={save.isPending}
        loadingText={t`Saving...`}
        fullWidth
        className="sm:w-auto sm:self-end"
      >
        {t`Save Changes`}
      </Button>
    </form>
  );
}
