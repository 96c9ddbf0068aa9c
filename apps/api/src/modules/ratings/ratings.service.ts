import {
  MARK_MISSING_MESSAGE,
  missingMarks,
  type RatingMark,
  type rateBoySchema,
  type ratingUpdateSchema,
  say,
} from "@catercrew/shared";
import type { z } from "zod";
import { assertOwnerOrStaff } from "../../auth/access.js";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { AppError, isUniqueViolation } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { assignmentOrFail, type WorkUser } from "../assignments/assignments.service.js";
import { recordAttendance } from "../strikes/strikes.service.js";
import { openWorkForPayWrite } from "../works/works.service.js";
import {
  findCheckInWallTime,
  findRatingById,
  insertRating,
  type RatingRow,
  type RatingWithName,
  findRating as selectRating,
  listWorkRatings as selectWorkRatings,
  updateRatingRow,
} from "./ratings.repository.js";
import { toRatingResponse, toWorkerRating } from "./ratings.serializer.js";

// What wages use of ratings: a worker's rating on a work and every rating of a work.
export type { RatingRow } from "./ratings.repository.js";
export { toRatingResponse } from "./ratings.serializer.js";

/** A worker's rating on a work; `lock` takes a row lock (FOR UPDATE) until the transaction ends. */
export function findRating(
  ctx: Ctx,
  workUser: WorkUser,
  opts: { lock?: boolean } = {},
): Promise<RatingRow | undefined> {
  return selectRating(ctx.db, workUser, opts);
}

/** Every rating of a work, with the worker's name. */
export function listWorkRatings(ctx: Ctx, workId: number): Promise<RatingWithName[]> {
  return selectWorkRatings(ctx.db, workId);
}

/** POST /sub_admin/rate-boy/: one rating per user per work (409 on a second one). */
export async function rateUser(ctx: Ctx, actor: AuthUser, input: z.output<typeof rateBoySchema>) {
  if (input.user === actor.id) throw new AppError("CANNOT_RATE_SELF");
  try {
    // The answer is built inside the transaction: an idempotency key joins it (lib/idempotency.ts).
    return await ctx.db.transaction(async (tx) => {
      await openWorkForPayWrite({ db: tx }, actor, { workId: input.work, userId: input.user });
      const assignment = await assignmentOrFail({ db: tx }, { workId: input.work, userId: input.user });
      const row = await insertRating(tx, {
        workId: input.work,
        userId: input.user,
        pant: input.pant,
        shoe: input.shoe,
        timing: input.timing,
        neatness: input.neatness,
        performance: input.performance,
        attendance: input.attendence,
        arrivalTime:
          input.arrival_time ?? (await findCheckInWallTime(tx, { workId: input.work, userId: input.user })),
        comment: input.comment,
        ratedBy: actor.id,
      });
      await recordAttendance(
        { db: tx },
        actor.id,
        { workId: row.workId, userId: row.userId },
        row.attendance,
      );
      await audit(tx, {
        actorId: actor.id,
        action: "rating.create",
        entity: "rating",
        entityId: row.id,
        details: { work: input.work, user: input.user, attendence: input.attendence },
      });
      const rating = toRatingResponse(row, assignment.userName);
      return { status: true as const, message: say("success:Rating submitted successfully"), rating };
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError("ALREADY_RATED");
    }
    throw err;
  }
}

export async function getRating(ctx: Ctx, id: number) {
  const row = await findRatingById(ctx.db, id);
  if (!row) throw new AppError("RATING_NOT_FOUND");
  return toRatingResponse(row, row.userName);
}

/**
 * Changes the marks of a rating inside the caller's transaction (the wages module recomputes the
 * wage in the same transaction): 404 for a missing rating, 403 for your own, 409 once completed
 * (unless an admin fills the completing captain's open row, openWorkForPayWrite).
 */
export async function changeRating(
  { db: tx }: Ctx,
  actor: AuthUser,
  id: number,
  input: z.output<typeof ratingUpdateSchema>,
): Promise<{ row: RatingRow; userName: string }> {
  const existing = await findRatingById(tx, id);
  if (!existing) throw new AppError("RATING_NOT_FOUND");
  if (existing.userId === actor.id) throw new AppError("CANNOT_RATE_SELF");
  await openWorkForPayWrite({ db: tx }, actor, { workId: existing.workId, userId: existing.userId });
  const after = (m: RatingMark) => (input[m] === undefined ? existing[m] : input[m]);
  assertMarksChosen({
    attendence: input.attendence ?? existing.attendance,
    pant: after("pant"),
    shoe: after("shoe"),
    timing: after("timing"),
    neatness: after("neatness"),
    performance: after("performance"),
  });
  const row = await updateRatingRow(tx, id, {
    ...(input.pant !== undefined ? { pant: input.pant } : {}),
    ...(input.shoe !== undefined ? { shoe: input.shoe } : {}),
    ...(input.timing !== undefined ? { timing: input.timing } : {}),
    ...(input.neatness !== undefined ? { neatness: input.neatness } : {}),
    ...(input.performance !== undefined ? { performance: input.performance } : {}),
    ...(input.attendence !== undefined ? { attendance: input.attendence } : {}),
    ...(input.arrival_time !== undefined ? { arrivalTime: input.arrival_time } : {}),
    ...(input.comment !== undefined ? { comment: input.comment } : {}),
    ratedBy: actor.id,
  });
  if (!row) throw new AppError("RATING_NOT_FOUND");
  await recordAttendance({ db: tx }, actor.id, { workId: row.workId, userId: row.userId }, row.attendance);
  await audit(tx, {
    actorId: actor.id,
    action: "rating.update",
    entity: "rating",
    entityId: id,
    details: { work: row.workId, user: row.userId, changes: input },
  });
  return { row, userName: existing.userName };
}

/** 400 naming every mark a present person's rating would still lack after the change. */
function assertMarksChosen(rating: Parameters<typeof missingMarks>[0]) {
  const missing = missingMarks(rating);
  if (missing.length === 0) return;
  throw new AppError("RATING_MARKS_MISSING", {
    errors: Object.fromEntries(missing.map((m) => [m, [MARK_MISSING_MESSAGE]])),
  });
}

/**
 * Inside the caller's transaction (the work already open and locked FOR SHARE): the person's
 * rating says absent (attendence 0), created when there is none. The rating row is locked.
 */
export async function markAbsentRating(
  { db: tx }: Ctx,
  actor: AuthUser,
  workUser: WorkUser,
): Promise<RatingRow> {
  if (workUser.userId === actor.id) throw new AppError("CANNOT_RATE_SELF");
  const existing = await selectRating(tx, workUser, { lock: true });
  const row = existing
    ? await updateRatingRow(tx, existing.id, { attendance: 0, ratedBy: actor.id })
    : await insertRating(tx, { ...workUser, attendance: 0, ratedBy: actor.id });
  if (!row) throw new AppError("RATING_NOT_FOUND");
  await recordAttendance({ db: tx }, actor.id, workUser, 0);
  await audit(tx, {
    actorId: actor.id,
    action: existing ? "rating.update" : "rating.create",
    entity: "rating",
    entityId: row.id,
    details: { work: workUser.workId, user: workUser.userId, attendence: 0, reason: "mark_absent" },
  });
  return row;
}

/** GET /admin_panel/boy-rating/{userId}/{workId}/: the worker themself or staff; 404 without one. */
export async function workerRating({ db }: Ctx, viewer: AuthUser, workUser: WorkUser) {
  assertOwnerOrStaff(viewer, workUser.userId);
  const rating = await selectRating(db, workUser);
  if (!rating) throw new AppError("NO_RATING_FOR_WORK");
  return toWorkerRating(rating);
}

/** The worker's own rating on a work in the worker's shape, or null. */
export async function workerRatingOrNull({ db }: Ctx, workUser: WorkUser) {
  const rating = await selectRating(db, workUser);
  return rating ? toWorkerRating(rating) : null;
}

/**
 * Inside the caller's transaction (check-in): the person's rating, when there is one,
 * gets the arrival time unless one is already written. No rating is created: a check-in is not a
 * rating, so it does not count towards completing the work. The rating row is locked.
 */
export async function recordArrivalOnRating(
  { db: tx }: Ctx,
  actor: AuthUser,
  workUser: WorkUser,
  arrivalTime: string,
): Promise<void> {
  const existing = await selectRating(tx, workUser, { lock: true });
  if (!existing || existing.arrivalTime !== null) return;
  await updateRatingRow(tx, existing.id, { arrivalTime });
  await audit(tx, {
    actorId: actor.id,
    action: "rating.update",
    entity: "rating",
    entityId: existing.id,
    details: { work: workUser.workId, user: workUser.userId, arrival_time: arrivalTime, reason: "check_in" },
  });
}
