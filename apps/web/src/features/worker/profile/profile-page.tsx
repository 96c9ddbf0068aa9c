import { DISTRICTS, EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, ROLE_LABELS } from "@catercrew/shared/enums";
import { LICENSE_IMAGE_MAX_BYTES, LICENSE_IMAGE_TYPES } from "@catercrew/shared/rules";
import type { User } from "@catercrew/shared/schemas/users";
import { UPI_ID_PATTERN } from "@catercrew/shared/upi";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ExternalLink, Upload } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Checkbox, Field, Input, Select, Textarea } from "@/components/ui/field";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { Skeleton, SkeletonText } from "@/components/ui/skeleton";
import { districtLabel } from "@/entities/worker/district";
import { ApiError } from "@/lib/api-client";
import { labelOf } from "@/lib/labels";
import { useMe, useUpdateProfile } from "./api/profile";
import { ReachSettings } from "./components/reach-settings";

interface Draft {
  address: string;
  district: string;
  place: string;
  experienced: boolean;
  employment_type: string;
  has_bike: boolean;
  has_license: boolean;
  upi_id: string;
}

/** Our own checks are descriptors (they follow a language switch); the server's are its text. */
type Problem = MessageDescriptor | string;
type Errors = Partial<Record<keyof Draft | "license_image", Problem>>;

const PROBLEMS = {
  licenseType: msg`License image must be a PNG or JPEG image`,
  licenseSize: msg`License image must be at most 5 MB`,
  address: msg`Address is required`,
  place: msg`Place is required`,
  district: msg`District is required`,
  employment: msg`Employment type is required`,
  licenseMissing: msg`Please upload your license image`,
  upi: msg`Enter a UPI ID like name@bank`,
  unexpected: msg`An unexpected error occurred`,
};

const toDraft = (u: User): Draft => ({
  address: u.address ?? "",
  district: u.district ?? "",
  place: u.place ?? "",
  experienced: u.experienced,
  employment_type: u.employment_type ?? "",
  has_bike: u.has_bike,
  has_license: u.has_license,
  upi_id: u.upi_id ?? "",
});

/** PNG or JPEG up to 5 MB (the server checks the content again). */
export function checkLicenseFile(file: File): MessageDescriptor | null {
  if (!LICENSE_IMAGE_TYPES.some((type) => type === file.type)) return PROBLEMS.licenseType;
  if (file.size > LICENSE_IMAGE_MAX_BYTES) return PROBLEMS.licenseSize;
  return null;
}

function validate(d: Draft, user: User, file: File | null): Errors {
  const e: Errors = {};
  if (!d.address.trim()) e.address = PROBLEMS.address;
  if (!d.place.trim()) e.place = PROBLEMS.place;
  if (!d.district) e.district = PROBLEMS.district;
  if (!d.employment_type) e.employment_type = PROBLEMS.employment;
  if (d.has_license && !file && !user.license_image) e.license_image = PROBLEMS.licenseMissing;
  // The same pattern as the server's shared schema (@catercrew/shared/upi).
  if (d.upi_id.trim() && !UPI_ID_PATTERN.test(d.upi_id.trim())) e.upi_id = PROBLEMS.upi;
  if (file) {
    const problem = checkLicenseFile(file);
    if (problem) e.license_image = problem;
  }
  return e;
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="break-words font-medium text-slate-900">{value || t`N/A`}</dd>
    </div>
  );
}

function ProfileForm({ user }: { user: User }) {
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
    const form = new FormData();
    form.set("user_id", user.user_id);
    form.set("address", draft.address.trim());
    form.set("district", draft.district);
    form.set("place", draft.place.trim());
    form.set("employment_type", draft.employment_type);
    form.set("experienced", String(draft.experienced));
    form.set("has_bike", String(draft.has_bike));
    form.set("has_license", String(draft.has_license));
    form.set("upi_id", draft.upi_id.trim());
    if (draft.has_license && file) form.set("license_image", file);
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
        <div className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
          {user.license_image && (
            <a
              href={user.license_image}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 underline"
            >
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              {t`View current license image`}
            </a>
          )}
          <Field
            label={user.license_image ? t`Replace license image` : t`License image`}
            required={!user.license_image}
            hint={t`PNG, JPG, JPEG (MAX. 5MB)`}
            error={show(errors.license_image)}
          >
            {({ id, describedBy, invalid }) => (
              // The browser's own file button speaks the phone's language, not the app's: ours does.
              <div className="flex flex-wrap items-center gap-2">
                <input
                  id={id}
                  type="file"
                  accept="image/png,image/jpeg"
                  required={!user.license_image}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  className="peer sr-only"
                  onChange={(e) => {
                    const f = e.target.files?.[0] ?? null;
                    setFile(f);
                    setErrors((x) => ({
                      ...x,
                      license_image: f ? (checkLicenseFile(f) ?? undefined) : undefined,
                    }));
                  }}
                />
                <label
                  htmlFor={id}
                  className={buttonClass(
                    "outline",
                    "md",
                    "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
                  )}
                >
                  <Upload className="h-4 w-4" aria-hidden="true" />
                  {t`Choose photo`}
                </label>
                <span className="min-w-0 break-all text-sm text-slate-700">
                  {file ? file.name : t`No photo chosen`}
                </span>
              </div>
            )}
          </Field>
        </div>
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

/** /user/profile: read-only identity, editable details and the license image. */
export function ProfilePage() {
  const { t } = useLingui();
  const me = useMe();
  if (me.isPending) {
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">{t`Loading profile...`}</span>
        <Skeleton className="h-8 w-40" />
        <Card>
          <SkeletonText lines={4} />
        </Card>
        <Card>
          <SkeletonText lines={8} />
        </Card>
      </div>
    );
  }
  if (me.isError) {
    return (
      <ErrorState
        title={t`Failed to load your profile`}
        message={me.error.message}
        onRetry={() => me.refetch()}
        retrying={me.isFetching}
      />
    );
  }
  const u = me.data;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{t`My Profile`}</h1>
      <Card>
        <h2 className="mb-3 text-base font-semibold">{t`Account`}</h2>
        <dl className="grid grid-cols-1 gap-3 text-sm min-[400px]:grid-cols-2">
          <ReadOnly label={t`Name`} value={u.user_name} />
          <ReadOnly label={t`Role`} value={labelOf(ROLE_LABELS, u.role)} />
          <ReadOnly label={t`Mobile`} value={u.mobile_number ?? ""} />
          <ReadOnly label={t`User ID`} value={u.user_id} />
        </dl>
        <p className="mt-3 text-xs text-slate-600">{t`To change these, contact the admin.`}</p>
      </Card>
      <Card>
        <h2 className="mb-1 text-base font-semibold">{t`Language`}</h2>
        <p className="mb-3 text-sm text-slate-600">{t`The language of your screens and messages.`}</p>
        <LanguageSwitch />
      </Card>
      <Card>
        <h2 className="mb-3 text-base font-semibold">{t`Details`}</h2>
        <ProfileForm key={u.id} user={u} />
      </Card>
      <ReachSettings />
    </div>
  );
}
