import type { WithdrawResponse } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { findAssignment, hasRatingOrWage } from "../assignments/assignment-rows.service.js";
import { releasePlace } from "../assignments/assignments.service.js";
import { getWorkOr404 } from "../works/works.service.js";
import { crewSettingsOf } from "./crew-settings.service.js";
import { withdrawCutoffAt, withdrawOpen } from "./crew-times.js";
import { insertLateCancellation } from "./crews.repository.js";
import { offerFreePlaces } from "./waitlist.service.js";

/**
 * Withdrawing from an accepted work (docs/decisions/037-crew-builder.md): free until the
 * cut-off (the admin's hours before the reporting time); after it, a late cancellation, which
 * still frees the place at once and is kept as its own mark. Once the reporting time has come,
 * withdrawing is closed (not turning up stays a no-show).
 */

/**
 * POST /crews/works/{id}/withdraw/: the worker leaves the crew. The work row is locked first (as
 * every crew change does), so a withdrawal and an accept or a rating never interleave.
 */
export async function withdraw(
  { db }: Ctx,
  user: AuthUser,
  workId: number,
  now = new Date(),
): Promise<WithdrawResponse> {
  const late = await db.transaction(async (tx) => {
    const work = await getWorkOr404({ db: tx }, workId, { lock: true });
    const workUser = { workId, userId: user.id };
    const held = await findAssignment({ db: tx }, workUser);
    if (!held) throw new AppError("WITHDRAW_NOT_ON_WORK");
    if (!withdrawOpen(work, now)) throw new AppError("WITHDRAW_CLOSED");
    if (await hasRatingOrWage({ db: tx }, workUser)) throw new AppError("WITHDRAW_HAS_PAY");
    const { withdraw_cutoff_hours } = await crewSettingsOf({ db: tx });
    const isLate = now >= withdrawCutoffAt(work, withdraw_cutoff_hours);
    const released = await releasePlace({ db: tx }, workUser);
    // The freed place goes to the waitlist at once, in this transaction.
    await offerFreePlaces({ db: tx }, work, now);
    await audit(tx, {
      actorId: user.id,
      action: "assignment.withdraw",
      entity: "assignment",
      entityId: released.assignmentId,
      details: { work_id: workId, user_id: user.id, request_id: released.requestId, late: isLate },
    });
    if (isLate) {
      const mark = await insertLateCancellation(tx, { ...workUser, assignmentId: held.id });
      if (mark) {
        await audit(tx, {
          actorId: user.id,
          action: "late_cancellation.create",
          entity: "late_cancellation",
          entityId: mark.id,
          details: { work_id: workId, user_id: user.id, assignment_id: held.id },
        });
      }
    }
    return isLate;
  });
  return {
    status: true,
    message: late ? "Withdrawn; this counts as a late cancellation" : "Withdrawn from the work",
    late,
  };
}
