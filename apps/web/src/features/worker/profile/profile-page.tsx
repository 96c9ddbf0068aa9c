import type { User } from "@catercrew/shared";
import { ExternalLink } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Checkbox, Input, Select, Textarea } from "@/components/ui/field";
import { Skeleton, SkeletonText } from "@/components/ui/skeleton";
import {
  DISTRICTS,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  LICENSE_IMAGE_MAX_BYTES,
  LICENSE_IMAGE_TYPES,
  ROLE_LABELS,
} from "@/features/worker/common/worker-constants";
import { ApiError } from "@/lib/api-client";
import { useMe, useUpdateProfile } from "./api/profile";

const DISTRICT_OPTIONS = DISTRICTS.map((d) => ({ value: d, label: d.charAt(0).toUpperCase() + d.slice(1) }));
const EMPLOYMENT_OPTIONS = EMPLOYMENT_TYPES.map((e) => ({ value: e, label: EMPLOYMENT_TYPE_LABELS[e] }));

interface Draft {
  address: string;
  district: string;
  place: string;
  experienced: boolean;
  employment_type: string;
  has_bike: boolean;
  has_license: boolean;
}

type Errors = Partial<Record<keyof Draft | "license_image", string>>;

const toDraft = (u: User): Draft => ({
  address: u.address ?? "",
  district: u.district ?? "",
  place: u.place ?? "",
  experienced: u.experienced,
  employment_type: u.employment_type ?? "",
  has_bike: u.has_bike,
  has_license: u.has_license,
});

/** PNG or JPEG up to 5 MB (the server checks the content again). */
export function checkLicenseFile(file: File): string | null {
  if (!LICENSE_IMAGE_TYPES.includes(file.type)) return "License image must be a PNG or JPEG image";
  if (file.size > LICENSE_IMAGE_MAX_BYTES) return "License image must be at most 5 MB";
  return null;
}

function validate(d: Draft, user: User, file: File | null): Errors {
  const e: Errors = {};
  if (!d.address.trim()) e.address = "Address is required";
  if (!d.place.trim()) e.place = "Place is required";
  if (!d.district) e.district = "District is required";
  if (!d.employment_type) e.employment_type = "Employment type is required";
  if (d.has_license && !file && !user.license_image) e.license_image = "Please upload your license image";
  if (file) {
    const problem = checkLicenseFile(file);
    if (problem) e.license_image = problem;
  }
  return e;
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="break-words font-medium text-slate-900">{value || "N/A"}</dd>
    </div>
  );
}

function ProfileForm({ user }: { user: User }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(user));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
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
    if (draft.has_license && file) form.set("license_image", file);
    save.mutate(form, {
      onSuccess: (res) => {
        setFile(null);
        toast.success(res.message, { duration: 2000 });
      },
      onError: (err) => {
        const message = err instanceof ApiError ? err.joined : "An unexpected error occurred";
        setServerError(message);
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
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Edit profile">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <Textarea
        label="Address"
        required
        value={draft.address}
        onChange={(e) => set("address", e.target.value)}
        error={errors.address}
        maxLength={500}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="District"
          required
          placeholder="Select District"
          options={DISTRICT_OPTIONS}
          value={draft.district}
          onChange={(e) => set("district", e.target.value)}
          error={errors.district}
        />
        <Input
          label="Place"
          required
          value={draft.place}
          onChange={(e) => set("place", e.target.value)}
          error={errors.place}
          maxLength={100}
        />
      </div>
      <Select
        label="Employment type"
        required
        placeholder="Select Employment Type"
        options={EMPLOYMENT_OPTIONS}
        value={draft.employment_type}
        onChange={(e) => set("employment_type", e.target.value)}
        error={errors.employment_type}
      />
      <div className="flex flex-col">
        <Checkbox
          label="Experienced"
          checked={draft.experienced}
          onChange={(e) => set("experienced", e.target.checked)}
        />
        <Checkbox
          label="I have a bike"
          checked={draft.has_bike}
          onChange={(e) => set("has_bike", e.target.checked)}
        />
        <Checkbox
          label="I have a driving license"
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
              View current license image
            </a>
          )}
          <Input
            type="file"
            label={user.license_image ? "Replace license image" : "License image"}
            required={!user.license_image}
            accept="image/png,image/jpeg"
            hint="PNG, JPG, JPEG (MAX. 5MB)"
            error={errors.license_image}
            onChange={(e) => {
              const f = e.target.files?.[0] ?? null;
              setFile(f);
              setErrors((x) => ({ ...x, license_image: f ? (checkLicenseFile(f) ?? undefined) : undefined }));
            }}
          />
        </div>
      )}
      <Button
        type="submit"
        loading={save.isPending}
        loadingText="Saving..."
        fullWidth
        className="sm:w-auto sm:self-end"
      >
        Save Changes
      </Button>
    </form>
  );
}

/** /user/profile: read-only identity, editable details and the license image. */
export function ProfilePage() {
  const me = useMe();
  if (me.isPending) {
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">Loading profile...</span>
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
        title="Failed to load your profile"
        message={me.error.message}
        onRetry={() => me.refetch()}
        retrying={me.isFetching}
      />
    );
  }
  const u = me.data;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">My Profile</h1>
      <Card>
        <h2 className="mb-3 text-base font-semibold">Account</h2>
        <dl className="grid grid-cols-1 gap-3 text-sm min-[400px]:grid-cols-2">
          <ReadOnly label="Name" value={u.user_name} />
          <ReadOnly label="Role" value={ROLE_LABELS[u.role] ?? u.role} />
          <ReadOnly label="Mobile" value={u.mobile_number ?? ""} />
          <ReadOnly label="User ID" value={u.user_id} />
        </dl>
        <p className="mt-3 text-xs text-slate-600">To change these, contact the admin.</p>
      </Card>
      <Card>
        <h2 className="mb-3 text-base font-semibold">Details</h2>
        <ProfileForm key={u.id} user={u} />
      </Card>
    </div>
  );
}
