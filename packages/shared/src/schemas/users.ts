import { z } from "zod";
import { dateOfBirthSchema, optionalDateOfBirth } from "../ages.js";
import { ROLES } from "../enums.js";
import { LANGUAGES } from "../messages/language.js";
import { say } from "../messages/translate.js";
import {
  boolish,
  loginEmail,
  mobileNumber,
  mobileTextField,
  newPassword,
  normalizeIdentifier,
  optionalEmail,
  optionalText,
  paginationSchema,
  requiredText,
} from "./common.js";
import { districtSchema, employmentTypeSchema, roleSchema, workerRoleSchema } from "./user-fields.js";

export * from "./applications.js";
// The role, district and employment-type fields and the user request (worker application)
// schemas live in their own files; they stay importable from here.
export * from "./user-fields.js";

/** The user as every API answer shows it (never a password). */
export const userSchema = z.object({
  id: z.number(),
  user_id: z.string(),
  user_name: z.string(),
  email: z.string(),
  mobile_number: z.string(),
  role: roleSchema,
  address: z.string(),
  district: z.string(),
  place: z.string(),
  experienced: z.boolean(),
  employment_type: z.string(),
  has_bike: z.boolean(),
  has_license: z.boolean(),
  license_image: z.string().nullable(),
  is_active: z.boolean(),
  is_approved: z.boolean(),
  is_staff: z.boolean(),
  created_at: z.string(),
  last_login: z.string().nullable(),
  /** The language of the messages sent to this person. */
  language: z.enum(LANGUAGES),
  /** Uncleared no-show strikes in the last 90 days (staff user lists and details only). */
  no_shows: z.number().int().nonnegative().optional(),
  /** The worker's UPI ID (name@handle) for wage payments, "" without one. */
  upi_id: z.string(),
  /** Why the application was rejected or the approval revoked (null: none); the person sees it. */
  rejection_reason: z.string().nullable(),
  /** YYYY-MM-DD, or null when not given (record 064: under 18 keeps a worker off night works). */
  date_of_birth: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** PATCH /users/users/me/language/: the signed-in person's language choice. */
export const languageUpdateSchema = z.object({ language: z.enum(LANGUAGES) });
export type LanguageUpdate = z.infer<typeof languageUpdateSchema>;

/** Public self-registration (multipart fields; the license image travels as a file). */
const registrationFields = {
  user_name: requiredText("Name", 100),
  mobile_number: mobileNumber,
  role: workerRoleSchema,
  password: newPassword,
  plain_password: z.string({ error: "Confirm password is required" }).min(1, "Confirm password is required"),
  address: requiredText("Address", 500),
  district: districtSchema,
  place: requiredText("Place", 100),
  employment_type: employmentTypeSchema,
  experienced: boolish.default(false),
  has_bike: boolish.default(false),
  has_license: boolish.default(false),
};
const samePasswords = (v: { password: string; plain_password: string }) => v.password === v.plain_password;
const mismatch = { message: "Passwords do not match!", path: ["plain_password"] };
/**
 * On the wire the date of birth is optional (the original client, record 013, does not send it); without it
 * the worker is kept off night works until it is entered (record 064).
 */
export const registrationSchema = z
  .object({ ...registrationFields, date_of_birth: optionalDateOfBirth })
  .refine(samePasswords, mismatch);
/** The registration form asks for it: required there. */
export const registrationFormSchema = z
  .object({ ...registrationFields, date_of_birth: dateOfBirthSchema })
  .refine(samePasswords, mismatch);
/** The registration form's values (the form's schema: the date of birth required). */
export type RegistrationInput = z.input<typeof registrationFormSchema>;
export type Registration = z.output<typeof registrationFormSchema>;

/** Optional profile fields, shared by admin create/update and the sub-admin forms. */
export const profileFields = {
  email: optionalEmail,
  address: optionalText("Address", 500),
  district: z.union([districtSchema, z.literal(""), z.null()]).optional(),
  place: optionalText("Place", 100),
  employment_type: z.union([employmentTypeSchema, z.literal(""), z.null()]).optional(),
  experienced: boolish.optional(),
  has_bike: boolish.optional(),
  has_license: boolish.optional(),
  date_of_birth: optionalDateOfBirth,
};

/** Admin create (JSON): an approved user of any role. */
export const adminCreateUserSchema = z.object({
  user_name: z
    .string({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .max(100, "Username must be at most 100 characters"),
  mobile_number: mobileNumber,
  role: roleSchema,
  password: newPassword,
  plain_password: z.string().optional(),
  ...profileFields,
  is_active: boolish.optional(),
});
export type AdminCreateUser = z.output<typeof adminCreateUserSchema>;

export const adminLoginSchema = z.object({
  email: loginEmail,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

export const signinSchema = z.object({
  identifier: z
    .union([z.string(), z.number()], { error: "Mobile number, e-mail or UserID is required" })
    .transform(normalizeIdentifier)
    .pipe(z.string().min(1, "Mobile number, e-mail or UserID is required").max(254)),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128),
});
export type Signin = z.infer<typeof signinSchema>;

export const tokensSchema = z.object({ access: z.string(), refresh: z.string() });
export type Tokens = z.infer<typeof tokensSchema>;

export const loginResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  user: userSchema,
  tokens: tokensSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshSchema = z.object({
  refresh: z.string({ error: "Refresh token is required" }).min(1).max(200),
});

export const meResponseSchema = z.object({ status: z.literal(true), user: userSchema });

export const createUserResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  user: userSchema,
  tokens: tokensSchema.optional(),
});

export const paginatedUsersSchema = z.object({ results: z.array(userSchema), pagination: paginationSchema });

// ---- Admin users management ----

/** A license image sent by the admin's form as a data URL (`data:image/png;base64,...`). */
export const licenseDataUrl = z
  .string({ error: "License image must be a data URL (data:image/png;base64,...)" })
  .max(8 * 1024 * 1024, "License image must be at most 5 MB");

/**
 * PATCH /users/users/{id}/admin-update/: any subset of the user's fields. Blank text means
 * "no change" for the required fields; `license_image: null` removes the stored image.
 */
export const adminUpdateUserSchema = z
  .object({
    user_name: z
      .string({ error: "Username is required" })
      .trim()
      .min(1, "Username is required")
      .max(100, "Username must be at most 100 characters")
      .optional(),
    mobile_number: mobileNumber.optional(),
    role: roleSchema.optional(),
    password: newPassword.optional(),
    plain_password: z.string().optional(),
    // Absent keys stay undefined ("no change"); blank optional text clears the value.
    email: profileFields.email.optional(),
    address: profileFields.address.optional(),
    district: profileFields.district,
    place: profileFields.place.optional(),
    employment_type: profileFields.employment_type,
    experienced: profileFields.experienced,
    has_bike: profileFields.has_bike,
    has_license: profileFields.has_license,
    date_of_birth: profileFields.date_of_birth,
    license_image: z.union([licenseDataUrl, z.null()]).optional(),
    is_active: boolish.optional(),
  })
  .refine(
    (v) => v.plain_password === undefined || v.plain_password === "" || v.plain_password === v.password,
    { message: "Passwords do not match", path: ["plain_password"] },
  );
export type AdminUpdateUserInput = z.input<typeof adminUpdateUserSchema>;
export type AdminUpdateUser = z.output<typeof adminUpdateUserSchema>;

/** The admin's create/edit form (client side): its messages; password required on create only. */
export const adminUserFormSchema = z
  .object({
    user_name: z.string().trim().min(1, "Username is required").max(100, "Username is too long"),
    mobile_number: mobileTextField(),
    role: z.string().refine((v) => (ROLES as readonly string[]).includes(v), "Role is required"),
    email: z.string().trim().max(254),
    password: z.string(),
    confirm_password: z.string(),
    address: z.string().trim().max(500),
    district: z.string(),
    place: z.string().trim().max(100),
    employment_type: z.string(),
    experienced: z.boolean(),
    has_bike: z.boolean(),
    has_license: z.boolean(),
    /** Blank: none given (or kept as stored on an edit). */
    date_of_birth: z.union([z.literal(""), dateOfBirthSchema]),
    is_active: z.boolean(),
    creating: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.creating && v.password === "")
      ctx.addIssue({ code: "custom", message: "Password is required", path: ["password"] });
    if (v.password !== "" && v.password.length < 6)
      ctx.addIssue({
        code: "custom",
        message: say("validation:Password must be at least {min} characters", { min: 6 }),
        path: ["password"],
      });
    if (v.password !== v.confirm_password)
      ctx.addIssue({ code: "custom", message: "Passwords do not match", path: ["confirm_password"] });
    if (v.email !== "" && !z.email().safeParse(v.email).success)
      ctx.addIssue({ code: "custom", message: "Please enter a valid email address", path: ["email"] });
  });
export type AdminUserForm = z.infer<typeof adminUserFormSchema>;

/** GET /users/users/{id}/admin-update/: the user's fields at the top level (docs/decisions/013-spec-client-contract.md). */
export const userDetailResponseSchema = userSchema;
export const userUpdateResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  user: userSchema,
});
export const userDeleteResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  /** true when the user had work history and was deactivated instead of deleted. */
  deactivated: z.boolean(),
});
export const passwordResetResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  /** The new password, shown to the admin once; it is not stored anywhere readable. */
  password: z.string(),
});

/** Search and filter answer the first page (page_size up to 200, default 100) in the paginated shape. */
const listPage = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(100),
};
export const userSearchQuery = z.object({
  search: z
    .string({ error: "Enter text to search" })
    .trim()
    .min(1, "Enter text to search")
    .max(100, "Search text is too long"),
  ...listPage,
});
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
export const userFilterQuery = z
  .object({
    role: z.preprocess(blankToUndefined, roleSchema.optional()),
    employment_type: z.preprocess(blankToUndefined, employmentTypeSchema.optional()),
    has_bike: z.preprocess(blankToUndefined, boolish.optional()),
    ...listPage,
  })
  .refine((v) => v.role !== undefined || v.employment_type !== undefined || v.has_bike !== undefined, {
    message: "Choose at least one filter",
    path: ["role"],
  });
export type UserFilter = z.input<typeof userFilterQuery>;

export const usersArraySchema = z.array(userSchema);

export type PaginatedUsers = z.infer<typeof paginatedUsersSchema>;
export type UserDeleteResponse = z.infer<typeof userDeleteResponseSchema>;
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;
export type UserUpdateResponse = z.infer<typeof userUpdateResponseSchema>;
export type CreateUserResponse = z.infer<typeof createUserResponseSchema>;
