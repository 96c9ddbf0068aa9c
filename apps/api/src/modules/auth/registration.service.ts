import {
  adminCreateUserSchema,
  type LoginResponse,
  registrationSchema,
  say,
  type User,
} from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { hashPassword } from "../../auth/passwords.js";
import { AppError } from "../../errors/app-error.js";
import type { ServiceContext } from "../../lib/context.js";
import { checkImage } from "../../lib/media-store.js";
import type { FormData } from "../../lib/multipart.js";
import { parseOrThrow } from "../../lib/validation.js";
import {
  createUserRow,
  type NewUserRow,
  staffCreatedUserRow,
  toUserResponse,
  type UserRow,
} from "../users/users.service.js";
import { issueSession } from "./auth.service.js";

/**
 * POST /users/create-user/: without a token a worker registers (always unapproved, worker roles
 * only, multipart with an optional license image); with an admin token an approved user of any role.
 */
export async function createUser(
  ctx: ServiceContext,
  form: FormData,
  actor: AuthUser | null,
): Promise<LoginResponse | { status: true; message: string; user: User }> {
  const file = form.files.license_image;
  if (file) checkImage(file);

  if (actor && actor.role !== "admin") throw new AppError("ONLY_ADMINS_CREATE_USERS");

  let values: NewUserRow;
  if (!actor) {
    const input = parseOrThrow(registrationSchema, form.fields);
    values = {
      userName: input.user_name,
      mobileNumber: input.mobile_number,
      role: input.role,
      passwordHash: await hashPassword(input.password),
      address: input.address,
      district: input.district,
      place: input.place,
      employmentType: input.employment_type,
      experienced: input.experienced,
      hasBike: input.has_bike,
      hasLicense: input.has_license,
      dateOfBirth: input.date_of_birth ?? null,
      isApproved: false,
    };
  } else {
    const input = parseOrThrow(adminCreateUserSchema, form.fields);
    if (
      input.plain_password !== undefined &&
      input.plain_password !== "" &&
      input.plain_password !== input.password
    ) {
      throw new AppError("PASSWORDS_MISMATCH", { field: "plain_password" });
    }
    values = await staffCreatedUserRow(input);
  }

  let stored: string | null = null;
  if (file && values.hasLicense) {
    stored = await ctx.media.save(file);
    values.licenseImage = stored;
  }
  let row: UserRow;
  try {
    row = await createUserRow(ctx, values, actor?.id ?? null);
  } catch (err) {
    await ctx.media.remove(stored);
    throw err;
  }
  if (actor)
    return {
      status: true,
      message: say("success:User created successfully"),
      user: toUserResponse(row, ctx.media),
    };
  return issueSession(
    ctx,
    row,
    "Registration successful! Your account is awaiting admin approval. We will contact you within 24-48 hours.",
  );
}
