import type { rateBoySchema, ratingUpdateSchema } from "@catercrew/shared";
import type { z } from "zod";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { conflict, forbidden, isUniqueViolation, notFound } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import { assignmentOrFail, openWorkForWrite, type SubadminDeps } from "../subadmin/subadmin.service.js";
import { recomputeWageAfterRating } from "../wages/wages.service.js";
import { findRatingById, insertRating, toRatingResponse, updateRatingRow } from "./ratings.repository.js";

export const SELF_RATING = "You cannot rate yourself.";

/** POST /sub_admin/rate-boy/: one rating per user per work (409 on a second one). */
export async function rateUser(deps: SubadminDeps, actor: AuthUser, input: z.output<typeof rateBoySchema>) {
  if (input.user === actor.id) throw forbidden(SELF_RATING);
  try {
    const result = await deps.db.transaction(async (tx) => {
      await openWorkForWrite(tx, input.work);
      const assignment = await assignmentOrFail(tx, input.work, input.user);
      const row = await insertRating(tx, {
        workId: input.work,
        userId: input.user,
        pant: input.pant,
        shoe: input.shoe,
        timing: input.timing,
        neatness: input.neatness,
        performance: input.performance,
        attendence: input.attendence,
        arrivalTime: input.arrival_time,
        comment: input.comment,
        ratedBy: actor.id,
      });
      await audit(tx, {
        actorId: actor.id,
        action: "rating.create",
        entity: "rating",
        entityId: row.id,
        details: { work: input.work, user: input.user, attendence: input.attendence },
      });
      return toRatingResponse(row, assignment.userName);
    });
    return { status: true as const, message: "Rating submitted successfully", rating: result };
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw conflict("This user is already rated for this work. Edit the rating instead.");
    }
    throw err;
  }
}

export async function getRating(deps: SubadminDeps, id: number) {
  const row = await findRatingById(deps.db, id);
  if (!row) throw notFound("Rating not found");
  return { status: true as const, message: "Rating", rating: toRatingResponse(row, row.userName) };
}

/** PATCH /sub_admin/boy-ratings/{id}/: changes the marks; an existing wage is recomputed with them. */
export async function updateRating(
  deps: SubadminDeps,
  actor: AuthUser,
  id: number,
  input: z.output<typeof ratingUpdateSchema>,
) {
  const rating = await deps.db.transaction(async (tx) => {
    const existing = await findRatingById(tx, id);
    if (!existing) throw notFound("Rating not found");
    if (existing.userId === actor.id) throw forbidden(SELF_RATING);
    await openWorkForWrite(tx, existing.workId);
    const row = await updateRatingRow(tx, id, {
      ...(input.pant !== undefined ? { pant: input.pant } : {}),
      ...(input.shoe !== undefined ? { shoe: input.shoe } : {}),
      ...(input.timing !== undefined ? { timing: input.timing } : {}),
      ...(input.neatness !== undefined ? { neatness: input.neatness } : {}),
      ...(input.performance !== undefined ? { performance: input.performance } : {}),
      ...(input.attendence !== undefined ? { attendence: input.attendence } : {}),
      ...(input.arrival_time !== undefined ? { arrivalTime: input.arrival_time } : {}),
      ...(input.comment !== undefined ? { comment: input.comment } : {}),
      ratedBy: actor.id,
    });
    if (!row) throw notFound("Rating not found");
    await audit(tx, {
      actorId: actor.id,
      action: "rating.update",
      entity: "rating",
      entityId: id,
      details: { work: row.workId, user: row.userId, changes: input },
    });
    await recomputeWageAfterRating(deps, tx, actor, row);
    return toRatingResponse(row, existing.userName);
  });
  return { status: true as const, message: "Rating updated successfully", rating };
}
