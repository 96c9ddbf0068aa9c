import {
  DISTRICTS,
  ROLE_LABELS,
  type Role,
  type SubadminCreateUserInput,
  subadminCreateUserSchema,
  subadminUpdateUserSchema,
  type User,
} from "@catercrew/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { type FieldPath, type Resolver, useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { Button } from "@/components/ui/button";
import { Checkbox, Input, Select, Textarea } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useSession } from "@/lib/session";
import { useSaveUser } from "../api/users";

export interface UserFormValues {
  user_name: string;
  email: string;
  mobile_number: string;
  password: string;
  role: Role | "";
  address: string;
  district: string;
  place: string;
  employment_type: string;
  experienced: boolean;
  has_bike: boolean;
  has_license: boolean;
  is_active: boolean;
}

const EMPTY: UserFormValues = {
  user_name: "",
  email: "",
  mobile_number: "",
  password: "",
  role: "boys",
  address: "",
  district: "",
  place: "",
  employment_type: "",
  experienced: false,
  has_bike: false,
  has_license: false,
  is_active: true,
};

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

const createResolver = zodResolver(subadminCreateUserSchema) as unknown as Resolver<UserFormValues>;
const updateResolver = zodResolver(subadminUpdateUserSchema) as unknown as Resolver<UserFormValues>;
const toTitle = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Create or edit a user (spec's rules; password only required on create). */
export function UserFormSheet({
  open,
  user,
  onClose,
}: {
  open: boolean;
  user: User | null;
  onClose: () => void;
}) {
  const editing = user !== null;
  const me = useSession("subadmin")?.user;
  const save = useSaveUser();
  const form = useForm<UserFormValues>({
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
  const field = (name: FieldPath<UserFormValues>) => register(name, { onChange: () => clearErrors(name) });

  // Admin accounts are made by admins (DECISIONS.md 2); captains see the worker roles.
  const roles: Role[] = [
    "boys",
    "subadmin",
    "supervisor",
    "head_boy",
    ...(me?.role === "admin" ? (["admin"] as const) : []),
  ];
  if (user?.role === "admin" && !roles.includes("admin")) roles.push("admin");

  const onSubmit = handleSubmit((values) => {
    save.mutate(
      { id: user?.id ?? null, body: values as SubadminCreateUserInput },
      {
        onSuccess: (res) => {
          notify.success(
            res.message || (editing ? "User updated successfully!" : "User created successfully!"),
          );
          reset(EMPTY);
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.errors) {
            for (const [k, msgs] of Object.entries(err.errors)) {
              if (k in EMPTY) setError(k as FieldPath<UserFormValues>, { message: msgs[0] });
            }
          }
        },
      },
    );
  });

  const serverError =
    save.error && !(save.error instanceof ApiError && save.error.errors)
      ? save.error.message || (editing ? "Failed to edit user" : "Failed to create user")
      : null;

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      dismissible={!save.isPending}
      title={editing ? "Edit User" : "Create User"}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="subadmin-user-form" loading={save.isPending} loadingText="Saving...">
            {editing ? "Update User" : "Create User"}
          </Button>
        </>
      }
    >
      <form id="subadmin-user-form" noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2">
        {serverError && (
          <Alert className="sm:col-span-2" onDismiss={() => save.reset()}>
            {serverError}
          </Alert>
        )}
        <Input
          label="Username"
          required
          autoComplete="off"
          error={errors.user_name?.message}
          {...field("user_name")}
        />
        <Input
          label="Mobile Number"
          required
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
          error={errors.mobile_number?.message}
          {...field("mobile_number")}
        />
        <Input
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...field("email")}
        />
        <PasswordInput
          label="Password"
          required={!editing}
          autoComplete="new-password"
          hint={editing ? "Leave blank to keep the current password" : undefined}
          error={errors.password?.message}
          {...field("password")}
        />
        <Select
          label="Role"
          required
          placeholder="Select Role"
          options={roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          error={errors.role?.message}
          {...field("role")}
        />
        <Select
          label="Employment Type"
          placeholder="None"
          options={[
            { value: "full_time", label: "Full-time" },
            { value: "part_time", label: "Part-time" },
          ]}
          error={errors.employment_type?.message}
          {...field("employment_type")}
        />
        <Select
          label="District"
          placeholder="Select District"
          options={DISTRICTS.map((d) => ({ value: d, label: toTitle(d) }))}
          error={errors.district?.message}
          {...field("district")}
        />
        <Input label="Place" error={errors.place?.message} {...field("place")} />
        <Textarea
          label="Address"
          containerClassName="sm:col-span-2"
          error={errors.address?.message}
          {...field("address")}
        />
        <div className="grid grid-cols-2 gap-x-3 sm:col-span-2">
          <Checkbox label="Experienced" {...field("experienced")} />
          <Checkbox label="Has bike" {...field("has_bike")} />
          <Checkbox label="Has license" {...field("has_license")} />
          <Checkbox label="Active" {...field("is_active")} />
        </div>
      </form>
    </BottomSheet>
  );
}
