import { WORKER_MESSAGES } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { AppError, isUniqueViolation } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { todayInKolkata } from "../../lib/dates.js";
import { assertOneMealPerDay, holdsSameMealOnReadWork } from "../crews/one-meal.service.js";
import { assertMayRequest, requestStrikeTimes } from "../strikes/strikes.service.js";
import { assertMayTakeWork } from "../works/night-work.service.js";
import { findRequestFacts, insertWorkRequest } from "./work-requests.repository.js";
import { toMyWork } from "./work-requests.serializer.js";

// The worker's side of a request: asking for a place on a work (the admin's side, deciding on
// it, is admin-requests.service.ts; what the worker reads, worker-works.service.ts).

/**
 * POST /users/work-request/create/: one request per worker per work. The unique index
 * work_requests_work_user_key decides between concurrent clicks; the loser gets the 409.
 * `channel`: where it came from (the app, or a WhatsApp "Request" button).
 */
export async function createWorkRequest(
  { db }: Ctx,
  user: AuthUser,
  workId: number,
  opts: { channel?: "app" | "whatsapp" } = {},
) {
  try {
    const request = await db.transaction(async (tx) => {
      // One read for every rule (docs/decisions/050-request-in-one-read.md), decided in this order.
      const now = new Date();
      const workUser = { workId, userId: user.id };
      const facts = await findRequestFacts(tx, workUser, {
        strikeTimes: requestStrikeTimes(user.id, now),
        holdsSameMeal: holdsSameMealOnReadWork(user.id),
      });
      if (!facts) throw new AppError("WORK_NOT_FOUND");
      const { work } = facts;
      if (work.status === "completed") throw new AppError("WORK_COMPLETED");
      if (work.status === "cancelled") throw new AppError("WORK_CANCELLED");
      if (!work.isPublished) throw new AppError("WORK_NOT_OPEN");
      if (work.date < todayInKolkata(now)) throw new AppError("WORK_PAST");
      if (facts.assignedSelf) throw new AppError("ALREADY_ASSIGNED_SELF");
      // Decided on what the one read selected: no further read, and no lock (a request is no place).
      await assertMayRequest({ db: tx }, user.id, now, facts);
      await assertOneMealPerDay({ db: tx }, user.id, work, facts);
      assertMayTakeWork(work, facts.birthDate);
      const req = await insertWorkRequest(tx, { ...workUser, channel: opts.channel ?? "app" });
      await audit(tx, {
        actorId: user.id,
        action: "work_request.create",
        entity: "work_request",
        entityId: req.id,
        details: { work: workId },
      });
      return toMyWork({ work, req, asg: null }, user);
    });
    return { status: true as const, message: WORKER_MESSAGES.requestSent, request };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("ALREADY_APPLIED");
    throw err;
  }
}
