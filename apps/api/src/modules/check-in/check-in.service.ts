import {
  type CheckInCodeResponse,
  type CheckInListResponse,
  type CheckInResponse,
  type checkInSchema,
  normaliseShortCheckInCode,
} from "@catercrew/shared";
import type { z } from "zod";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { iso, todayInKolkata } from "../../lib/dates.js";
import { findAssignment } from "../assignments/assignment-rows.service.js";
import { assignmentOrFail } from "../assignments/assignments.service.js";
import { recordArrivalOnRating } from "../ratings/ratings.service.js";
import { getWorkOr404, openWorkForWrite } from "../works/works.service.js";
import {
  endOfKolkataDay,
  kolkataWallTime,
  newShortCheckInCode,
  readCheckInCode,
  signCheckInCode,
} from "./check-in.code.js";
import {
  findCheckInForUpdate,
  findShortCode,
  findUserOfShortCode,
  insertCheckInOnce,
  insertShortCode,
  listCheckInRows,
} from "./check-in.repository.js";

/**
 * The person's short code for the work, made on first asking (record 064). A code another person
 * of the work drew already, or a second tab making his at the same moment, makes the insert do
 * nothing; his code is then read again or another drawn.
 */
async function shortCodeFor(ctx: Ctx, workUser: { workId: number; userId: number }): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const existing = await findShortCode(ctx.db, workUser);
    if (existing) return existing;
    await insertShortCode(ctx.db, { ...workUser, code: newShortCheckInCode() });
  }
  throw new Error("no free short check-in code after 8 draws");
}

/**
 * GET /users/check-in/{workId}/: the assigned worker's code for today. 404 for a missing work
 * and when the caller is not assigned to it, 409 on any other day or once the work is closed.
 */
export async function workerCheckInCode(
  ctx: Ctx<"config">,
  user: AuthUser,
  workId: number,
): Promise<CheckInCodeResponse> {
  const work = await getWorkOr404(ctx, workId);
  const assignment = await findAssignment(ctx, { workId, userId: user.id });
  if (!assignment) throw new AppError("CHECK_IN_NOT_ASSIGNED");
  if (work.status === "cancelled") throw new AppError("WORK_LOCKED_CANCELLED");
  if (work.status === "completed") throw new AppError("WORK_LOCKED");
  const today = todayInKolkata();
  if (work.date !== today) throw new AppError("CHECK_IN_NOT_TODAY");
  return {
    code: signCheckInCode(ctx.config.jwtSecret, { workId, userId: user.id, date: today }),
    short_code: await shortCodeFor(ctx, { workId, userId: user.id }),
    expires_at: endOfKolkataDay(today),
  };
}

/**
 * POST /sub_admin/check-in/: by the worker's code (the signed one scanned, or the short one typed)
 * or by hand, on the work's day. In one
 * transaction (the work held FOR SHARE like rating and wage writes, the check-in and rating rows
 * locked) the first arrival is kept and written on the person's rating when there is one.
 */
export async function checkIn(
  ctx: Ctx<"config">,
  actor: AuthUser,
  input: z.output<typeof checkInSchema>,
): Promise<CheckInResponse> {
  let userId: number;
  const today = todayInKolkata();
  const short = input.code === undefined ? undefined : normaliseShortCheckInCode(input.code);
  if (short !== undefined) {
    // The short code typed: good only as the stored code of a person of this work (the work's
    // day is checked below, as for every check-in).
    const owner = await findUserOfShortCode(ctx.db, input.work, short);
    if (owner === undefined) throw new AppError("CHECK_IN_CODE_INVALID", { field: "code" });
    userId = owner;
  } else if (input.code !== undefined) {
    const claim = readCheckInCode(ctx.config.jwtSecret, input.code);
    if (!claim) throw new AppError("CHECK_IN_CODE_INVALID", { field: "code" });
    if (claim.workId !== input.work) throw new AppError("CHECK_IN_CODE_OTHER_WORK", { field: "code" });
    if (claim.date !== today) throw new AppError("CHECK_IN_CODE_OTHER_DAY", { field: "code" });
    userId = claim.userId;
  } else if (input.user !== undefined) {
    userId = input.user;
  } else {
    throw new AppError("VALIDATION_FAILED");
  }
  if (userId === actor.id) throw new AppError("CHECK_IN_SELF");
  return ctx.db.transaction(async (tx) => {
    const work = await openWorkForWrite({ db: tx }, input.work);
    if (work.date !== today) throw new AppError("CHECK_IN_NOT_TODAY");
    const workUser = { workId: input.work, userId };
    const assignment = await assignmentOrFail({ db: tx }, workUser);
    // A deactivated account does not work: neither its code nor a hand mark checks it in.
    if (!assignment.userActive)
      throw new AppError("CHECK_IN_USER_INACTIVE", { field: input.code ? "code" : "user" });
    const method = input.code !== undefined ? "code" : "hand";
    const created = await insertCheckInOnce(tx, { ...workUser, method, checkedInBy: actor.id });
    const row = await findCheckInForUpdate(tx, workUser);
    if (!row) throw new Error("check-in row missing after insert");
    const arrivedAt = iso(row.arrivedAt) ?? row.arrivedAt;
    if (created) {
      await recordArrivalOnRating({ db: tx }, actor, workUser, kolkataWallTime(arrivedAt));
      await audit(tx, {
        actorId: actor.id,
        action: "check_in.create",
        entity: "check_in",
        entityId: row.id,
        details: { work: input.work, user: userId, method },
      });
    }
    return { user: userId, arrived_at: arrivedAt };
  });
}

/** GET /sub_admin/check-in/{workId}/: the arrivals of a work, earliest first. */
export async function listCheckIns(ctx: Ctx, workId: number): Promise<CheckInListResponse> {
  await getWorkOr404(ctx, workId);
  const rows = await listCheckInRows(ctx.db, workId);
  return rows.map((r) => ({ user: r.userId, arrived_at: iso(r.arrivedAt) ?? r.arrivedAt, method: r.method }));
}
