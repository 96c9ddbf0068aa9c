import { type Language, type User, workerProfileUpdateSchema } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { checkImage } from "../../lib/media-store.js";
import type { FormData } from "../../lib/multipart.js";
import { parseOrThrow } from "../../lib/validation.js";
import { tellPayoutAddressChanged } from "../payouts/payout-details.service.js";
import { findUserById, type UserRow, updateUserRow } from "./users.repository.js";
import { toUserResponse } from "./users.serializer.js";

/** GET /users/users/me/: the signed-in user. */
export async function getMe(ctx: Ctx<"media">, actor: AuthUser) {
  const row = await findUserById(ctx.db, actor.id);
  if (!row) throw new AppError("USER_NOT_FOUND");
  return { status: true as const, user: toUserResponse(row, ctx.media) };
}

/** PATCH /users/users/me/language/: the language of the messages sent to the signed-in person. */
export async function setMyLanguage(ctx: Ctx<"media">, actor: AuthUser, language: Language) {
  const row = await updateUserRow(ctx.db, actor.id, { language });
  if (!row) throw new AppError("USER_NOT_FOUND");
  return { status: true as const, user: toUserResponse(row, ctx.media) };
}

/** A user's license image through its signed URL: 404 without an image, 403 once the link expired. */
export async function readLicenseImage(
  ctx: Ctx<"media">,
  userId: number,
  link: { exp: number; sig: string },
): Promise<{ bytes: Buffer; contentType: string }> {
  const user = await findUserById(ctx.db, userId);
  if (!user?.licenseImage) throw new AppError("IMAGE_NOT_FOUND");
  if (!ctx.media.verify(user.id, user.licenseImage, link.exp, link.sig)) {
    throw new AppError("IMAGE_LINK_EXPIRED");
  }
  const bytes = await ctx.media.read(user.licenseImage);
  return { bytes, contentType: user.licenseImage.endsWith(".png") ? "image/png" : "image/jpeg" };
}

/**
 * PATCH /users/update/users-details/: address, district, place, experienced, employment_type,
 * has_bike, has_license, upi_id, the date of birth while none is stored, and the license image; everything else sent is ignored. A license
 * image is needed when has_license is newly turned on; a new one replaces the old file; turning
 * has_license off deletes the stored image.
 */
export async function updateOwnProfile(ctx: Ctx<"media">, actor: AuthUser, form: FormData): Promise<User> {
  const file = form.files.license_image;
  if (file) checkImage(file);
  const input = parseOrThrow(workerProfileUpdateSchema, form.fields);
  // The new file is stored first and removed again when the transaction fails.
  const stored = file ? await ctx.media.save(file) : null;
  let result: { row: UserRow; replaced: string | null };
  try {
    result = await ctx.db.transaction(async (tx) => {
      // Read under a row lock inside the transaction: a parallel admin edit either commits
      // before (and is seen here) or waits; nothing is decided from a stale row.
      const current = await findUserById(tx, actor.id, { lock: true });
      if (!current) throw new AppError("USER_NOT_FOUND");
      const hasLicense = input.has_license ?? current.hasLicense;
      // The image is asked for when the licence is newly ticked: a worker already marked licensed
      // with no image on file (older records) can still save his other details, the UPI ID too.
      if (hasLicense && !current.hasLicense && !stored && !current.licenseImage) {
        throw new AppError("LICENSE_IMAGE_REQUIRED", { field: "license_image" });
      }
      const licenseImage = hasLicense ? (stored ?? current.licenseImage) : null;
      // His date of birth he enters once; a stored one only an admin corrects (record 064).
      const dateOfBirth = input.date_of_birth ?? current.dateOfBirth;
      if (current.dateOfBirth && dateOfBirth !== current.dateOfBirth)
        throw new AppError("DATE_OF_BIRTH_ON_RECORD", { field: "date_of_birth" });
      // Only the columns sent (and the license pair) are written.
      const updated = await updateUserRow(tx, actor.id, {
        ...(input.address !== undefined ? { address: input.address } : {}),
        ...(input.district !== undefined ? { district: input.district } : {}),
        ...(input.place !== undefined ? { place: input.place } : {}),
        ...(input.experienced !== undefined ? { experienced: input.experienced } : {}),
        ...(input.employment_type !== undefined ? { employmentType: input.employment_type } : {}),
        ...(input.has_bike !== undefined ? { hasBike: input.has_bike } : {}),
        ...(input.upi_id !== undefined ? { upiId: input.upi_id } : {}),
        dateOfBirth,
        hasLicense,
        licenseImage,
      });
      if (!updated) throw new AppError("USER_NOT_FOUND");
      // The profile's UPI ID is the one payouts pay to (record 066): a change is told like one made
      // on "Where to pay me".
      if (input.upi_id !== undefined && (current.upiId || null) !== (updated.upiId || null)) {
        await tellPayoutAddressChanged({ db: tx }, actor.id);
      }
      await audit(tx, {
        actorId: actor.id,
        action: "user.profile_update",
        entity: "user",
        entityId: actor.id,
        details: {
          fields: Object.keys(input),
          license_image: stored && hasLicense ? "replaced" : licenseImage ? "kept" : "none",
        },
      });
      const replaced =
        current.licenseImage && current.licenseImage !== licenseImage ? current.licenseImage : null;
      return { row: updated, replaced };
    });
  } catch (err) {
    await ctx.media.remove(stored);
    throw err;
  }
  // Files go only after the commit: the old image, and a new one that was not kept (has_license off).
  await ctx.media.remove(result.replaced);
  if (stored && result.row.licenseImage !== stored) await ctx.media.remove(stored);
  return toUserResponse(result.row, ctx.media);
}
