import {
  type MyWork,
  type User,
  WORKER_MESSAGES,
  type WorkerWorkDetail,
  workerProfileUpdateSchema,
} from "@catercrew/shared";
import { eq, sql } from "drizzle-orm";
import { STAFF } from "../../auth/access.js";
import type { AuthUser } from "../../auth/auth.plugin.js";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema.js";
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import { iso, todayInKolkata } from "../../lib/dates.js";
import type { FormData } from "../../lib/multipart.js";
import { parseOrThrow } from "../../lib/validation.js";
import { checkImage, type MediaStore } from "../media/media.service.js";
import { findUserById, toUserResponse } from "../users/users.repository.js";
import {
  findAssignment,
  findRating,
  findWage,
  findWorkById,
  findWorkForWorker,
  insertWorkRequest,
  listSupervisors,
  toMyWork,
  toPublishedWork,
} from "./worker.repository.js";

export interface WorkerDeps {
  db: Db;
  media: MediaStore;
}

/** GET /admin_panel/published-work/{id}: one work as this worker sees it. */
export async function workDetailForWorker(db: Db, user: AuthUser, workId: number): Promise<WorkerWorkDetail> {
  const row = await findWorkForWorker(db, user.id, workId);
  if (!row) throw notFound("Work not found");
  const [rating, wage, supervisors] = await Promise.all([
    findRating(db, user.id, workId),
    findWage(db, user.id, workId),
    listSupervisors(db, workId),
  ]);
  return {
    ...toPublishedWork(row),
    join_requests: row.req
      ? [
          {
            id: row.req.id,
            status: row.req.status as MyWork["status"],
            assigned: row.req.assigned,
            comment: row.req.comment,
            requested_at: iso(row.req.requestedAt) ?? "",
            extra_work: { is_loading: row.asg?.isLoading ?? false, is_setting: row.asg?.isSetting ?? false },
          },
        ]
      : [],
    ratings: rating,
    daily_wage: wage,
    total_earning: wage?.total_wage ?? "0.00",
    assigned_supervisors: supervisors,
    is_assigned: row.asg !== null,
    updated_at: iso(row.req?.updatedAt ?? row.work.updatedAt) ?? "",
  };
}

/**
 * POST /users/work-request/create/: one request per worker per work. The unique index
 * work_requests_work_user_key decides between concurrent clicks; the loser gets the 409.
 */
export async function createWorkRequest(db: Db, user: AuthUser, workId: number): Promise<MyWork> {
  try {
    return await db.transaction(async (tx) => {
      const work = await findWorkById(tx, workId);
      if (!work) throw notFound("Work not found");
      if (work.status === "completed") throw conflict("This work is already completed.");
      if (work.status === "cancelled") throw conflict("This work has been cancelled.");
      if (!work.isPublished) throw conflict("This work is not open for requests.");
      if (work.date < todayInKolkata()) throw conflict("This work has already taken place.");
      const assignment = await findAssignment(tx, user.id, workId);
      if (assignment) throw conflict("You are already assigned to this work.");
      const req = await insertWorkRequest(tx, user.id, workId);
      await audit(tx, {
        actorId: user.id,
        action: "work_request.create",
        entity: "work_request",
        entityId: req.id,
        details: { work: workId },
      });
      return toMyWork(
        {
          work,
          req: {
            id: req.id,
            status: req.status,
            assigned: req.assigned,
            comment: req.comment,
            requestedAt: req.requestedAt,
            updatedAt: req.updatedAt,
          },
          asg: null,
        },
        user,
      );
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(WORKER_MESSAGES.alreadyApplied);
    throw err;
  }
}

/** The owner of a rating or wage, or a sub-admin/admin, may read it. */
export function assertOwnerOrStaff(user: AuthUser, userId: number) {
  if (user.id !== userId && !STAFF.includes(user.role)) {
    throw forbidden("You can only view your own ratings and wages.");
  }
}

/**
 * PATCH /users/update/users-details/: address, district, place, experienced, employment_type,
 * has_bike, has_license and the license image; everything else sent is ignored. A license image
 * is needed while has_license is on; a new one replaces the old file; turning has_license off
 * deletes the stored image.
 */
export async function updateWorkerProfile(deps: WorkerDeps, actor: AuthUser, form: FormData): Promise<User> {
  const file = form.files.license_image;
  if (file) checkImage(file);
  const input = parseOrThrow(workerProfileUpdateSchema, form.fields);
  const current = await findUserById(deps.db, actor.id);
  if (!current) throw notFound("User not found");

  const hasLicense = input.has_license ?? current.hasLicense;
  if (hasLicense && !file && !current.licenseImage) {
    const message = "Please upload your license image (PNG or JPEG, up to 5 MB).";
    throw badRequest(message, { license_image: [message] });
  }

  const stored = file && hasLicense ? await deps.media.save(file) : null;
  const licenseImage = hasLicense ? (stored ?? current.licenseImage) : null;
  let row: typeof current;
  try {
    row = await deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({
          address: input.address ?? current.address,
          district: input.district ?? current.district,
          place: input.place ?? current.place,
          experienced: input.experienced ?? current.experienced,
          employmentType: input.employment_type ?? current.employmentType,
          hasBike: input.has_bike ?? current.hasBike,
          hasLicense,
          licenseImage,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, actor.id))
        .returning();
      if (!updated) throw notFound("User not found");
      await audit(tx, {
        actorId: actor.id,
        action: "user.profile_update",
        entity: "user",
        entityId: actor.id,
        details: {
          fields: Object.keys(input),
          license_image: stored ? "replaced" : licenseImage ? "kept" : "none",
        },
      });
      return updated;
    });
  } catch (err) {
    await deps.media.remove(stored);
    throw err;
  }
  if (current.licenseImage && current.licenseImage !== licenseImage)
    await deps.media.remove(current.licenseImage);
  return toUserResponse(row, deps.media);
}
