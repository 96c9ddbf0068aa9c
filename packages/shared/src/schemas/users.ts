import { z } from "zod";
import { DISTRICTS, EMPLOYMENT_TYPES, ROLES, WORKER_ROLES } from "../enums.js";
import {
  boolish,
  emailAddress,
  mobileNumber,
  newPassword,
  optionalEmail,
  optionalText,
  paginationSchema,
  requiredText,
} from "./common.js";

export const roleSchema = z.enum(ROLES, { error: "Role is required" });
export const workerRoleSchema = z.enum(WORKER_ROLES, {
  error: "Role must be one of subadmin, supervisor, head_boy, boys",
});
export const districtSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
  z.enum(DISTRICTS, { error: "District is required" }),
);
export const employmentTypeSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase().replace("-", "_") : v),
  z.enum(EMPLOYMENT_TYPES, { error: "Employment type is required" }),
);

/** The user as every API answer shows it (never a password). */
export const userSchema = z.object({
  id: z.number(),
  user_id: z.string(),
  user_name: z.string(),
  email: z.string().nullable(),
  mobile_number: z.string().nullable(),
  role: roleSchema,
  address: z.string().nullable(),
  district: z.string().nullable(),
  place: z.string().nullable(),
  experienced: z.boolean(),
  employment_type: z.string().nullable(),
  has_bike: z.boolean(),
  has_license: z.boolean(),
  license_image: z.string().nullable(),
  is_active: z.boolean(),
  is_approved: z.boolean(),
  is_staff: z.boolean(),
  created_at: z.string(),
  last_login: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** Public self-registration (multipart fields; the license image travels as a file). */
export const registrationSchema = z
  .object({
    user_name: requiredText("Name", 100),
    mobile_number: mobileNumber,
    role: workerRoleSchema,
    password: newPassword,
    plain_password: z
      .string({ error: "Confirm password is required" })
      .min(1, "Confirm password is required"),
    address: requiredText("Address", 500),
    district: districtSchema,
    place: requiredText("Place", 100),
    employment_type: employmentTypeSchema,
    experienced: boolish.default(false),
    has_bike: boolish.default(false),
    has_license: boolish.default(false),
  })
  .refine((v) => v.password === v.plain_password, {
    message: "Passwords do not match!",
    path: ["plain_password"],
  });
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

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
  email: emailAddress,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

export const signinSchema = z.object({
  identifier: z
    .union([z.string(), z.number()], { error: "Mobile number, e-mail or UserID is required" })
    .transform((v) => String(v).trim())
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
