import { adminCreateUserSchema, type LoginResponse, registrationSchema, type User } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { hashPassword } from "../../auth/passwords.js";
import { badRequest, forbidden, isUniqueViolation, pgConstraint } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { FormData } from "../../lib/multipart.js";
import { parseOrThrow } from "../../lib/validation.js";
import { type AuthDeps, issueSession } from "../auth/auth.service.js";
import { checkImage } from "../media/media.service.js";
import {
  insertUser,
  type NewUserRow,
  toUserResponse,
  type UserRow,
  userConflictField,
} from "../users/users.repository.js";

/** Inserts a user; a taken mobile number, e-mail or UserID becomes a 400 naming the field. */
export async function insertUserChecked(
  deps: Pick<AuthDeps, "db">,
  values: NewUserRow,
  actorId: number | null,
) {
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await insertUser(tx, values);
      await audit(tx, {
        actorId: actorId ?? row.id,
        action: actorId ? "user.create" : "user.register",
        entity: "user",
        entityId: row.id,
        details: { role: row.role, user_id: row.userCode },
      });
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      const field = userConflictField(pgConstraint(err));
      if (field) throw badRequest(field.message, { [field.field]: [field.message] });
    }
    throw err;
  }
}

/**
 * POST /users/create-user/: without a token a worker registers (always unapproved, worker roles
 * only, multipart with an optional license image); with an admin token an approved user of any role.
 */
export async function createUser(
  deps: AuthDeps,
  form: FormData,
  actor: AuthUser | null,
): Promise<LoginResponse | { status: true; message: string; user: User }> {
  const file = form.files.license_image;
  if (file) checkImage(file);

  if (actor && actor.role !== "admin") throw forbidden("Only admins can create users here.");

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
      isApproved: false,
    };
  } else {
    const input = parseOrThrow(adminCreateUserSchema, form.fields);
    if (
      input.plain_password !== undefined &&
      input.plain_password !== "" &&
      input.plain_password !== input.password
    ) {
      throw badRequest("Passwords do not match", { plain_password: ["Passwords do not match"] });
    }
    values = {
      userName: input.user_name,
      mobileNumber: input.mobile_number,
      role: input.role,
      passwordHash: await hashPassword(input.password),
      email: input.email,
      address: input.address ?? null,
      district: input.district || null,
      place: input.place ?? null,
      employmentType: input.employment_type || null,
      experienced: input.experienced ?? false,
      hasBike: input.has_bike ?? false,
      hasLicense: input.has_license ?? false,
      isActive: input.is_active ?? true,
      isApproved: true,
      isStaff: input.role === "admin",
    };
  }

  let stored: string | null = null;
  if (file && values.hasLicense) {
    stored = await deps.media.save(file);
    values.licenseImage = stored;
  }
  let row: UserRow;
  try {
    row = await insertUserChecked(deps, values, actor?.id ?? null);
  } catch (err) {
    await deps.media.remove(stored);
    throw err;
  }
  if (actor)
    return { status: true, message: "User created successfully", user: toUserResponse(row, deps.media) };
  return issueSession(
    deps,
    row,
    "Registration successful! Your account is awaiting admin approval. We will contact you within 24-48 hours.",
  );
}
