import type { Role } from "@catercrew/shared/enums";
import type { AdminUpdateUserInput, AdminUserForm, User } from "@catercrew/shared/schemas/users";
import type { CreateUserInput } from "../api/save-user";

/** The form's values for a user (or the empty form for a new one). */
export function toForm(user: User | null): AdminUserForm {
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
    date_of_birth: user?.date_of_birth ?? "",
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
  "date_of_birth",
] as const;
const BOOL_FIELDS = ["experienced", "has_bike", "has_license", "is_active"] as const;

/** Edit: only fields that changed and are not empty; the password only when typed. */
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
export function createBody(v: AdminUserForm, role: Role): CreateUserInput {
  return {
    user_name: v.user_name.trim(),
    mobile_number: v.mobile_number.trim(),
    role,
    password: v.password,
    plain_password: v.confirm_password,
    ...(v.email.trim() ? { email: v.email.trim() } : {}),
  };
}

/** The extra profile fields sent after creating, through the admin-update PATCH. */
export function profileFields(v: AdminUserForm, image: string | null): AdminUpdateUserInput {
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
  if (v.date_of_birth) body.date_of_birth = v.date_of_birth;
  if (image) body.license_image = image;
  return body as AdminUpdateUserInput;
}
