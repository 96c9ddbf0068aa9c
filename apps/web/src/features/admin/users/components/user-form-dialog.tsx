import { EMPLOYMENT_TYPES, ROLES } from "@catercrew/shared/enums";
import { type AdminUserForm, adminUserFormSchema, type User } from "@catercrew/shared/schemas/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/field";
import { notify } from "@/components/ui/toast";
import { UserFields, type UserFormProps } from "@/entities/user/user-fields";
import { ApiError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { useCreateUser, useUpdateUser } from "../api/save-user";
import { LicenseImageInput } from "./license-image-input";
import { changedFields, createBody, profileFields, toForm } from "./user-form-model";

/** Create (user == null) or edit a user. Values typed stay in the form when the server refuses. */
export function UserFormDialog({ open, user, onClose }: UserFormProps) {
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
      footer={<UserFormFooter editing={editing} busy={busy} onClose={onClose} />}
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
          <Input
            label={t`Date of Birth`}
            type="date"
            hint={t`Workers under 18 are not given night works (reporting from 7 pm to 6 am).`}
            error={errors.date_of_birth?.message}
            {...register("date_of_birth")}
          />
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

/** Cancel and Create User / Save Changes (the submit button targets the form by id). */
function UserFormFooter({
  editing,
  busy,
  onClose,
}: {
  editing: boolean;
  busy: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
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
  );
}
