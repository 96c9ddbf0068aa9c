import { EMPLOYMENT_TYPES, ROLES, type Role } from "@catercrew/shared/enums";
import { LICENSE_IMAGE_MAX_BYTES, LICENSE_IMAGE_TYPES } from "@catercrew/shared/rules";
import {
  type AdminUpdateUserInput,
  type AdminUserForm,
  adminUserFormSchema,
  type User,
} from "@catercrew/shared/schemas/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/field";
import { notify } from "@/components/ui/toast";
import { UserFields } from "@/entities/user/user-fields";
import { ApiError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { type CreateUserInput, useCreateUser, useUpdateUser } from "../api/save-user";

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

/** The create request: the account fields only (the profile follows through the admin update). */
function createBody(v: AdminUserForm, role: Role): CreateUserInput {
  return {
    user_name: v.user_name.trim(),
    mobile_number: v.mobile_number.trim(),
    role,
    password: v.password,
    plain_password: v.confirm_password,
    ...(v.email.trim() ? { email: v.email.trim() } : {}),
  };
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

function readDataUrl(file: File, unreadable: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(unreadable));
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
  const { t } = useLingui();
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

  const partlySaved = (created: User, err: unknown): string => {
    const reason = err instanceof Error ? err.message : t`Failed to update user`;
    const code = created.user_id;
    return t`User ${code} was created, but the profile details were not saved: ${reason}. Fix them and save again.`;
  };

  const editing = target !== null;
  const busy = create.isPending || update.isPending;

  const showServerError = (err: unknown, fallback: string) => {
    if (err instanceof ApiError) {
      const rest = applyServerErrors(err, initial, setError, {
        rename: { plain_password: "confirm_password" },
      });
      if (rest.license_image) setImageError(rest.license_image);
      setServerError(err.message || fallback);
    } else {
      setServerError(fallback);
    }
  };

  const onSubmit = handleSubmit(async (v) => {
    setServerError(null);
    if (imageError) return;
    if (!target) {
      const role = ROLES.find((r) => r === v.role);
      if (!role) return; // the schema already refused an unknown role
      let created: User;
      try {
        created = await create.mutateAsync(createBody(v, role));
      } catch (err) {
        showServerError(err, t`Failed to create user`);
        return;
      }
      try {
        await update.mutateAsync({ id: created.id, body: profileFields(v, image) });
      } catch (err) {
        setTarget(created);
        form.resetField("password", { defaultValue: "" });
        form.resetField("confirm_password", { defaultValue: "" });
        showServerError(err, t`Failed to update user`);
        setServerError(partlySaved(created, err));
        return;
      }
      const { user_name: name, user_id: code } = created;
      notify.success(t`User ${name} created (${code})`);
      onClose();
      return;
    }
    const base = target === user ? initial : toForm(target);
    const body = changedFields(base, v, image);
    if (Object.keys(body).length === 0) {
      notify.info(t`Nothing to save`);
      onClose();
      return;
    }
    try {
      await update.mutateAsync({ id: target.id, body });
    } catch (err) {
      showServerError(err, t`Failed to update user`);
      return;
    }
    notify.success(t`User updated successfully`);
    onClose();
  });

  const hasLicense = watch("has_license");
  const title = editing ? (user ? t`Edit User` : t`Finish New User`) : t`Create User`;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={
        editing ? `${target?.user_name} · ${target?.user_id}` : t`Admins create approved users of any role.`
      }
      size="lg"
      dismissible={!busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t`Cancel`}
          </Button>
          <Button
            type="submit"
            form="admin-user-form"
            loading={busy}
            loadingText={editing ? t`Saving...` : t`Creating...`}
          >
            {editing ? t`Save Changes` : t`Create User`}
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
        <UserFields
          field={(name) => register(name)}
          error={(name) => errors[name]?.message}
          editing={editing}
          roles={ROLES}
          employmentTypes={EMPLOYMENT_TYPES}
          confirmPassword
          showActive={editing}
        >
          {hasLicense && (
            <LicenseImageInput
              error={imageError}
              onChange={(dataUrl, error) => {
                setImage(dataUrl);
                setImageError(error);
              }}
            />
          )}
        </UserFields>
      </form>
    </Dialog>
  );
}

/** The license image (PNG or JPEG, at most 5 MB), read as a data URL for the JSON update. */
function LicenseImageInput({
  error,
  onChange,
}: {
  error: string | null;
  onChange: (dataUrl: string | null, error: string | null) => void;
}) {
  const { t } = useLingui();
  return (
    <Input
      type="file"
      accept="image/png,image/jpeg"
      label={t`License Image`}
      hint={t`PNG, JPG, JPEG (MAX. 5MB)`}
      containerClassName="sm:col-span-2"
      error={error ?? undefined}
      onChange={async (e) => {
        const file = e.target.files?.[0];
        if (!file) return onChange(null, null);
        if (!LICENSE_IMAGE_TYPES.some((type) => type === file.type)) {
          return onChange(null, t`License image must be a PNG or JPEG image`);
        }
        if (file.size > LICENSE_IMAGE_MAX_BYTES) return onChange(null, t`License image must be at most 5 MB`);
        onChange(await readDataUrl(file, t`The image could not be read`), null);
      }}
    />
  );
}
