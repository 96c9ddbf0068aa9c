import { type ClearLateCancellationResponse, say, type UserLateCancellations } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import { toClearableMark } from "../../lib/clearable-mark.js";
import type { Ctx } from "../../lib/context.js";
import {
  clearLateCancellationRow,
  countUnclearedLateCancellations,
  findLateCancellation,
  findLateCancellationWithWork,
  listLateCancellationsOfUser,
  userExists,
} from "./crews.repository.js";

/** Late cancellations count against a worker for this many days, as no-shows do. */
const LATE_CANCELLATION_WINDOW_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /crews/users/{id}/late-cancellations/ (admin). */
export async function userLateCancellations(
  { db }: Ctx,
  userId: number,
  now = new Date(),
): Promise<UserLateCancellations> {
  if (!(await userExists(db, userId))) throw new AppError("USER_NOT_FOUND");
  const since = new Date(now.getTime() - LATE_CANCELLATION_WINDOW_DAYS * DAY_MS);
  return {
    late_cancellations_90d: await countUnclearedLateCancellations(db, userId, since),
    late_cancellations: (await listLateCancellationsOfUser(db, userId)).map(toClearableMark),
  };
}

/** POST /crews/late-cancellations/{id}/clear/: the mark stops counting; who, when and why are kept. */
export async function clearLateCancellation(
  { db }: Ctx,
  actor: AuthUser,
  id: number,
  reason: string,
): Promise<ClearLateCancellationResponse> {
  const mark = await db.transaction(async (tx) => {
    const existing = await findLateCancellation(tx, id);
    if (!existing) throw new AppError("LATE_CANCELLATION_NOT_FOUND");
    if (existing.clearedAt) throw new AppError("LATE_CANCELLATION_ALREADY_CLEARED");
    await clearLateCancellationRow(tx, id, { clearedBy: actor.id, clearReason: reason });
    await audit(tx, {
      actorId: actor.id,
      action: "late_cancellation.clear",
      entity: "late_cancellation",
      entityId: id,
      details: { work_id: existing.workId, user_id: existing.userId, reason },
    });
    const row = await findLateCancellationWithWork(tx, id);
    if (!row) throw new AppError("LATE_CANCELLATION_NOT_FOUND");
    return toClearableMark(row);
  });
  return { status: true, message: say("success:Late cancellation cleared"), late_cancellation: mark };
}
