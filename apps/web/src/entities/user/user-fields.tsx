import {
  DISTRICTS,
  EMPLOYMENT_TYPE_LABELS,
  type EmploymentType,
  ROLE_LABELS,
  type Role,
} from "@catercrew/shared/enums";
import type { User } from "@catercrew/shared/schemas/users";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Checkbox, Input, Select, Textarea } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { districtLabel, labelOf } from "@/lib/labels";

/** A user form's props (the admin's dialog, the sub-admin's sheet): create when `user` is null, else edit. */
export interface UserFormProps {
  open: boolean;
  user: User | null;
  onClose: () => void;
}

/** Every field of the user form; each area's form has all of them but `confirm_password` (admin only). */
export type UserFieldName =
  | "user_name"
  | "mobile_number"
  | "role"
  | "email"
  | "password"
  | "confirm_password"
  | "address"
  | "district"
  | "place"
  | "employment_type"
  | "experienced"
  | "has_bike"
  | "has_license"
  | "is_active";

export interface UserFieldsProps {
  /** The form's `register` for one field (the area's form decides the value types). */
  field: (name: UserFieldName) => UseFormRegisterReturn;
  /** The message under a field, if any. */
  error: (name: UserFieldName) => string | undefined;
  editing: boolean;
  /** Roles offered in the dropdown (sub-admins never see admin unless they are one). */
  roles: readonly Role[];
  employmentTypes: readonly EmploymentType[];
  /** Admin form: a confirm-password field next to the password. */
  confirmPassword?: boolean;
  /** Only editing shows "Active" for the admin; the sub-admin form always shows it. */
  showActive: boolean;
  /** Extra fields at the end (the admin's license image input). */
  children?: ReactNode;
}

/** The user form's fields, one layout for the admin dialog and the sub-admin sheet. */
export function UserFields({
  field,
  error,
  editing,
  roles,
  employmentTypes,
  confirmPassword = false,
  showActive,
  children,
}: UserFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <Input
        label={t`Username`}
        required
        autoComplete="off"
        data-autofocus=""
        error={error("user_name")}
        {...field("user_name")}
      />
      <Input
        label={t`Mobile Number`}
        required
        type="tel"
        inputMode="tel"
        autoComplete="off"
        error={error("mobile_number")}
        {...field("mobile_number")}
      />
      <Select
        label={t`Role`}
        required
        placeholder={t`Select Role`}
        options={roles.map((r) => ({ value: r, label: labelOf(ROLE_LABELS, r) }))}
        error={error("role")}
        {...field("role")}
      />
      <Input label={t`Email`} type="email" autoComplete="off" error={error("email")} {...field("email")} />
      <PasswordInput
        label={editing && confirmPassword ? t`New Password` : t`Password`}
        required={!editing}
        autoComplete="new-password"
        hint={editing ? t`Leave blank to keep the current password` : undefined}
        error={error("password")}
        {...field("password")}
      />
      {confirmPassword && (
        <PasswordInput
          label={t`Confirm Password`}
          required={!editing}
          autoComplete="new-password"
          error={error("confirm_password")}
          {...field("confirm_password")}
        />
      )}
      <Textarea
        label={t`Address`}
        containerClassName="sm:col-span-2"
        error={error("address")}
        {...field("address")}
      />
      <Select
        label={t`District`}
        placeholder={t`Select District`}
        options={DISTRICTS.map((d) => ({ value: d, label: districtLabel(d) }))}
        error={error("district")}
        {...field("district")}
      />
      <Input label={t`Place`} error={error("place")} {...field("place")} />
      <Select
        label={t`Employment Type`}
        placeholder={t`Select Employment Type`}
        options={employmentTypes.map((e) => ({ value: e, label: labelOf(EMPLOYMENT_TYPE_LABELS, e) }))}
        error={error("employment_type")}
        {...field("employment_type")}
      />
      <fieldset className="grid grid-cols-2 gap-x-3 sm:col-span-2 sm:flex sm:flex-wrap sm:gap-x-6">
        <legend className="sr-only">{t`Profile`}</legend>
        <Checkbox label={t`Experienced`} {...field("experienced")} />
        <Checkbox label={t`Has Bike`} {...field("has_bike")} />
        <Checkbox label={t`Has License`} {...field("has_license")} />
        {showActive && <Checkbox label={t`Active (can sign in)`} {...field("is_active")} />}
      </fieldset>
      {children}
    </>
  );
}
