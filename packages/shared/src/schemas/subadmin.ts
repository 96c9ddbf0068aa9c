import { z } from "zod";
import { say } from "../messages/translate.js";
import { boolish, mobileNumberField } from "./common.js";
import { profileFields, roleSchema, userSchema } from "./users.js";
import { staffWorkSchema } from "./works.js";

const SUBADMIN_MOBILE_MESSAGE = "Please enter a valid 10-digit mobile number";

/** The sub-admin form's mobile number: 10 digits as typed (spaces, +91 or 0 allowed), number or text. */
const subadminMobile = mobileNumberField(SUBADMIN_MOBILE_MESSAGE);

const userName = z
  .string({ error: "Username is required" })
  .trim()
  .min(1, "Username is required")
  .max(100, "Username must be at most 100 characters");

const password = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(6, say("validation:Password must be at least {min} characters", { min: 6 }))
  .max(128, "Password must be at most 128 characters");

const subadminUserFields = {
  user_name: userName,
  mobile_number: subadminMobile,
  role: roleSchema,
  ...profileFields,
  is_active: boolish.optional(),
};

/** POST /sub_admin/create/user/ (and the create form). Role admin only when the server allows it. */
export const subadminCreateUserSchema = z.object({ ...subadminUserFields, password });
export type SubadminCreateUserInput = z.input<typeof subadminCreateUserSchema>;

/** PUT /sub_admin/users/{id}/sub-admin-update/: a blank password keeps the current one. */
export const subadminUpdateUserSchema = z.object({
  ...subadminUserFields,
  password: z
    .union([z.literal(""), z.null(), password])
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type SubadminUpdateUserInput = z.input<typeof subadminUpdateUserSchema>;

export const subadminUserResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  user: userSchema,
});

/** GET /sub_admin/sub-admin/users/: a bare array, capped (X-Total-Count, Link rel="next"). */
export const subadminUsersResponseSchema = z.array(userSchema);
export type SubadminUsersResponse = z.infer<typeof subadminUsersResponseSchema>;

/** PATCH /sub_admin/catering-work/{workId}/update/: the only change is to completed. */
export const completeWorkSchema = z.object({
  status: z.literal("completed", { error: 'Status must be "completed"' }),
});

export const completeWorkResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  /** Without `payment_amount` for a captain while the admin says so (record 074). */
  work: staffWorkSchema,
});
