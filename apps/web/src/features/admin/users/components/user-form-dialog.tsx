import {
  type AdminUpdateUserInput,
  type AdminUserForm,
  adminUserFormSchema,
  DISTRICTS,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  ROLE_LABELS,
  ROLES,
  type User,
} from "@catercrew/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { type Path, useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Checkbox, Input, Select } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useCreateUser, useUpdateUser } from "../api/save-user";

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const DISTRICT_OPTIONS = DISTRICTS.map((d) => ({ value: d, label: d[0]?.toUpperCase() + d.slice(1) }));
const EMPLOYMENT_OPTIONS = EMPLOYMENT_TYPES.map((e) => ({ value: e, label: EMPLOYMENT_TYPE_LABELS[e] }));

const MAX_IMAGE = 5 * 1024 * 1024;

function toForm(user: User | null): AdminUserForm {
  return {
    user_name: user?.user_name ?? "",
    mobile_number: user?.mobile_number ?? "",
    role: user?.role ?? "",
    email: user?.email ?? "",
    password: "",
    confirm_password: "",
    address: user?.address ?? "",
    district: user?.district ?? "",
    place: user?.place ?? "",
    employment_type: user?.employment_type ?? "",
    experienced: user?.experienced ?? false,
    has_bike: user?.has_bike ?? false,
    has_license: user?.has_license ?? false,
    is_active: user?.is_active ?? true,
    creating: user === null,
  };
}

const TEXT_FIELDS = [
  "user_name",
  "mobile_number",
  "role",
  "email",
  "address",
  "district",
  "place",
  "employment_type",
] as const;
const BOOL_FIELDS = ["experienced", "has_bike", "has_license", "is_active"] as const;

/** Edit: only fields that changed and are not empty; the password only when typed (spec). */
export function changedFields(
  initial: AdminUserForm,
  v: AdminUserForm,
  image: string | null,
): AdminUpdateUserInput {
  const body: Record<string, unknown> = {};
  for (const k of TEXT_FIELDS) {
    const value = v[k].trim();
    if (value !== "" && value !== initial[k]) body[k] = value;
  }
  for (const k of BOOL_FIELDS) if (v[k] !== initial[k]) body[k] = v[k];
  if (v.password) {
    body.password = v.password;
    body.plain_password = v.confirm_password;
  }
  if (image) body.license_image = image;
  return body as AdminUpdateUserInput;
}

/** The extra profile fields sent after creating (spec: through the admin-update PATCH). */
function profileFields(v: AdminUserForm, image: string | null): AdminUpdateUserInput {
  const body: Record<string, unknown> = {
    mobile_number: v.mobile_number.trim(),
    experienced: v.experienced,
    has_bike: v.has_bike,
    has_license: v.has_license,
  };
  if (v.address.trim()) body.address = v.address.trim();
  if (v.district) body.district = v.district;
  if (v.place.trim()) body.place = v.place.trim();
  if (v.employment_type) body.employment_type = v.employment_type;
  if (image) body.license_image = image;
  return body as AdminUpdateUserInput;
}

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error("The image could not be read"));
    reader.readAsDataURL(file);
  });
}

/** Create (user == null) or edit a user. Values typed stay in the form when the server refuses. */
export function UserFormDialog({
  open,
  user,
  onClose,
}: {
  open: boolean;
  user: User | null;
  onClose: () => void;
}) {
  // After a create whose profile PATCH failed, the dialog continues as an edit of the new user.
  const [target, setTarget] = useState<User | null>(user);
  const [serverError, setServerError] = useState<string | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const create = useCreateUser();
  const update = useUpdateUser();
  const initial = toForm(user);
  const form = useForm<AdminUserForm>({ resolver: zodResolver(adminUserFormSchema), defaultValues: initial });
  const { register, handleSubmit, formState, watch, setError, reset } = form;
  const errors = formState.errors;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens for a user
  useEffect(() => {
    if (!open) return;
    setTarget(user);
    setServerError(null);
    setImage(null);
    setImageError(null);
    reset(toForm(user));
  }, [open, user]);

  const editing = target !== null;
  const busy = create.isPending || update.isPending;

  const showServerError = (err: unknown, fallback: string) => {
    if (err instanceof ApiError) {
      for (const [field, messages] of Object.entries(err.errors ?? {})) {
        const name = (field === "plain_password" ? "confirm_password" : field) as Path<AdminUserForm>;
        if (name in initial) setError(name, { message: messages[0] ?? err.message });
      }
      setServerError(err.message || fallback);
    } else {
      setServerError(fallback);
    }
  };

  const onSubmit = handleSubmit(async (v) => {
    setServerError(null);
    if (imageError) return;
    if (!target) {
      let created: User;
      try {
        created = await create.mutateAsync({
          user_name: v.user_name.trim(),
          mobile_number: v.mobile_number.trim(),
          role: v.role,
          password: v.password,
          plain_password: v.confirm_password,
          ...(v.email.trim() ? { email: v.email.trim() } : {}),
        });
      } catch (err) {
        showServerError(err, "Failed to create user");
        return;
      }
      try {
        await update.mutateAsync({ id: created.id, body: profileFields(v, image) });
      } catch (err) {
        setTarget(created);
        form.resetField("password", { defaultValue: "" });
        form.resetField("confirm_password", { defaultValue: "" });
        showServerError(err, "Failed to update user");
        setServerError(
          `User ${created.user_id} was created, but the profile details were not saved: ${
            err instanceof Error ? err.message : "Failed to update user"
          }. Fix them and save again.`,
        );
        return;
      }
      notify.success(`User ${created.user_name} created (${created.user_id})`);
      onClose();
      return;
    }
    const base = target === user ? initial : toForm(target);
    const body = changedFields(base, v, image);
    if (Object.keys(body).length === 0) {
      notify.info("Nothing to save");
      onClose();
      return;
    }
    try {
      await update.mutateAsync({ id: target.id, body });
    } catch (err) {
      showServerError(err, "Failed to update user");
      return;
    }
    notify.success("User updated successfully");
    onClose();
  });

  const hasLicense = watch("has_license");
  const title = editing ? (user ? "Edit User" : "Finish New User") : "Create User";

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={
        editing ? `${target?.user_name} · ${target?.user_id}` : "Admins create approved users of any role."
      }
      size="lg"
      dismissible={!busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="admin-user-form"
            loading={busy}
            loadingText={editing ? "Saving..." : "Creating..."}
          >
            {editing ? "Save Changes" : "Create User"}
          </Button>
        </>
      }
    >
      <form id="admin-user-form" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        {serverError && (
          <Alert tone="error" className="sm:col-span-2" onDismiss={() => setServerError(null)}>
            {serverError}
          </Alert>
        )}
        <Input
          label="Username"
          required
          autoComplete="off"
          data-autofocus=""
          error={errors.user_name?.message}
          {...register("user_name")}
        />
        <Input
          label="Mobile Number"
          required
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
          error={errors.mobile_number?.message}
          {...register("mobile_number")}
        />
        <Select
          label="Role"
          required
          placeholder="Select Role"
          options={ROLE_OPTIONS}
          error={errors.role?.message}
          {...register("role")}
        />
        <Input
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register("email")}
        />
        <PasswordInput
          label={editing ? "New Password" : "Password"}
          required={!editing}
          autoComplete="new-password"
          hint={editing ? "Leave blank to keep the current password" : undefined}
          error={errors.password?.message}
          {...register("password")}
        />
        <PasswordInput
          label="Confirm Password"
          required={!editing}
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register("confirm_password")}
        />
        <Input
          label="Address"
          containerClassName="sm:col-span-2"
          error={errors.address?.message}
          {...register("address")}
        />
        <Select
          label="District"
          placeholder="Select District"
          options={DISTRICT_OPTIONS}
          {...register("district")}
        />
        <Input label="Place" error={errors.place?.message} {...register("place")} />
        <Select
          label="Employment Type"
          placeholder="Select Employment Type"
          options={EMPLOYMENT_OPTIONS}
          {...register("employment_type")}
        />
        <fieldset className="flex flex-col sm:col-span-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          <legend className="sr-only">Profile</legend>
          <Checkbox label="Experienced" {...register("experienced")} />
          <Checkbox label="Has Bike" {...register("has_bike")} />
          <Checkbox label="Has License" {...register("has_license")} />
          {editing && <Checkbox label="Active (can sign in)" {...register("is_active")} />}
        </fieldset>
        {hasLicense && (
          <Input
            type="file"
            accept="image/png,image/jpeg"
            label="License Image"
            hint="PNG, JPG, JPEG (MAX. 5MB)"
            containerClassName="sm:col-span-2"
            error={imageError ?? undefined}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              setImageError(null);
              setImage(null);
              if (!file) return;
              if (!["image/png", "image/jpeg"].includes(file.type)) {
                setImageError("License image must be a PNG or JPEG image");
                return;
              }
              if (file.size > MAX_IMAGE) {
                setImageError("License image must be at most 5 MB");
                return;
              }
              setImage(await readDataUrl(file));
            }}
          />
        )}
      </form>
    </Dialog>
  );
}
