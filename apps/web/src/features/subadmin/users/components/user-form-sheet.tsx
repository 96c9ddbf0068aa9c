import type { Role } from "@catercrew/shared/enums";
import {
  type SubadminUpdateUserInput,
  subadminCreateUserSchema,
  subadminUpdateUserSchema,
} from "@catercrew/shared/schemas/subadmin";
import type { User } from "@catercrew/shared/schemas/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { SheetFormFooter } from "@/components/ui/sheet-form-footer";
import { notify } from "@/components/ui/toast";
import { EMPTY_PROFILE_FORM } from "@/entities/user/empty-profile";
import { type UserFieldName, UserFields, type UserFormProps } from "@/entities/user/user-fields";
import { ApiError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { useSession } from "@/lib/session";
import { useSaveUser } from "../api/users";

/** The sheet's values: the edit schema's input (create differs only in requiring the password). */
export type UserFormValues = SubadminUpdateUserInput;

const EMPTY = {
  user_name: "",
  email: "",
  mobile_number: "",
  password: "",
  role: "boys",
  ...EMPTY_PROFILE_FORM,
  is_active: true,
} satisfies UserFormValues;

function fromUser(u: User): UserFormValues {
  return {
    user_name: u.user_name,
    email: u.email ?? "",
    mobile_number: u.mobile_number ?? "",
    password: "",
    role: u.role,
    address: u.address ?? "",
    district: u.district ?? "",
    place: u.place ?? "",
    employment_type: u.employment_type ?? "",
    experienced: u.experienced,
    has_bike: u.has_bike,
    has_license: u.has_license,
    is_active: u.is_active,
  };
}

const updateResolver: Resolver<UserFormValues, unknown, UserFormValues> =
  zodResolver(subadminUpdateUserSchema);
const createSchemaResolver = zodResolver(subadminCreateUserSchema);
/** Create: the same values, with the password required by the create schema. */
const createResolver: Resolver<UserFormValues, unknown, UserFormValues> = (values, ctx, options) =>
  createSchemaResolver({ ...values, password: values.password ?? "" }, ctx, {
    criteriaMode: options.criteriaMode,
    fields: options.fields,
    names: options.names,
    shouldUseNativeValidation: options.shouldUseNativeValidation,
  });

const isField = (name: UserFieldName): name is keyof typeof EMPTY => Object.hasOwn(EMPTY, name);
/** Sub-admins offer the worker roles (and admin only to an admin, docs/decisions/004-subadmin-area.md). */
const SUBADMIN_ROLES: readonly Role[] = ["boys", "subadmin", "supervisor", "head_boy"];
const EMPLOYMENT_TYPES = ["full_time", "part_time"] as const;

/** Create or edit a user (the shared schema's rules; password only required on create). */
export function UserFormSheet({ open, user, onClose }: UserFormProps) {
  const { t } = useLingui();
  const editing = user !== null;
  const me = useSession("subadmin")?.user;
  const save = useSaveUser();
  const form = useForm<UserFormValues, unknown, UserFormValues>({
    resolver: editing ? updateResolver : createResolver,
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = form;

  const resetSave = save.reset;
  useEffect(() => {
    if (open) {
      reset(user ? fromUser(user) : EMPTY);
      resetSave();
    }
  }, [open, user, reset, resetSave]);

  // Errors clear as soon as the field is typed in.
  const field = (name: UserFieldName) => {
    if (!isField(name)) throw new Error(`The sub-admin form has no ${name} field`);
    return register(name, { onChange: () => clearErrors(name) });
  };
  const error = (name: UserFieldName) => (isField(name) ? errors[name]?.message : undefined);

  const roles: readonly Role[] =
    me?.role === "admin" || user?.role === "admin" ? [...SUBADMIN_ROLES, "admin"] : SUBADMIN_ROLES;

  const onSubmit = handleSubmit((values) => {
    save.mutate(
      { id: user?.id ?? null, body: values },
      {
        // Our own words, in the chosen language.
        onSuccess: () => {
          notify.success(editing ? t`User updated successfully!` : t`User created successfully!`);
          reset(EMPTY);
          onClose();
        },
        onError: (err) => applyServerErrors(err, EMPTY, setError),
      },
    );
  });

  const serverError =
    save.error && !(save.error instanceof ApiError && save.error.errors)
      ? save.error.message || (editing ? t`Failed to edit user` : t`Failed to create user`)
      : null;

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      dismissible={!save.isPending}
      title={editing ? t`Edit User` : t`Create User`}
      footer={
        <SheetFormFooter
          form="subadmin-user-form"
          pending={save.isPending}
          onCancel={onClose}
          submitLabel={editing ? t`Update User` : t`Create User`}
        />
      }
    >
      <form id="subadmin-user-form" noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2">
        {serverError && (
          <Alert className="sm:col-span-2" onDismiss={() => save.reset()}>
            {serverError}
          </Alert>
        )}
        <UserFields
          field={field}
          error={error}
          editing={editing}
          roles={roles}
          employmentTypes={EMPLOYMENT_TYPES}
          showActive
        />
      </form>
    </BottomSheet>
  );
}
