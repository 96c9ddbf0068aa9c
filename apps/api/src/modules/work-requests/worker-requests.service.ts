import { WORKER_MESSAGES } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import type { DbOrTx } from "../../db/client.js";
import { userParam } from "../../db/prepared.js";
import { AppError, isUniqueViolation } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { todayInKolkata } from "../../lib/dates.js";
import { assertOneMealPerDay, holdsSameMealOnReadWork } from "../crews/one-meal.service.js";
import { assertMayRequest, requestStrikeParams, requestStrikeTimes } from "../strikes/strikes.service.js";
import { assertMayTakeWork } from "../works/night-work.service.js";
import { insertWorkRequest, insertWorkRequestOnce, requestFactsReads } from "./work-requests.repository.js";
import { toMyWork } from "./work-requests.serializer.js";

// The worker's side of a request: asking for a place on a work (the admin's side, deciding on
// it, is admin-requests.service.ts; what the worker reads, worker-works.service.ts).

/**
 * The request's one read: the work and the rules' values beside it, the checks of `read`, for the
 * read's person (`userParam`). Prepared, so its parameters are given with each call (`factsParams`).
 */
const requestFacts = requestFactsReads({
  strikeTimes: requestStrikeTimes(userParam),
  holdsSameMeal: holdsSameMealOnReadWork(userParam),
});

/** The parameters of `requestFacts` for the person and work at `now`. */
function factsParams(workUser: { workId: number; userId: number }, now: Date) {
  return { ...workUser, ...requestStrikeParams(now) };
}

type Facts = NonNullable<Awaited<ReturnType<typeof requestFacts.brief>>>;

/**
 * The rules of a request, decided on its one read in this order (docs/decisions/050-request-in-one-read.md):
 * no further read, and no lock (a request is no place).
 */
async function assertMayRequestWork(tx: DbOrTx, user: AuthUser, now: Date, facts: Facts) {
  const { work } = facts;
  if (work.status === "completed") throw new AppError("WORK_COMPLETED");
  if (work.status === "cancelled") throw new AppError("WORK_CANCELLED");
  if (!work.isPublished) throw new AppError("WORK_NOT_OPEN");
  if (work.date < todayInKolkata(now)) throw new AppError("WORK_PAST");
  if (facts.assignedSelf) throw new AppError("ALREADY_ASSIGNED_SELF");
  await assertMayRequest({ db: tx }, user.id, now, facts);
  await assertOneMealPerDay({ db: tx }, user.id, work, facts);
  assertMayTakeWork(work, facts.birthDate);
}

async function auditRequest(tx: DbOrTx, user: AuthUser, workId: number, requestId: number) {
  await audit(tx, {
    actorId: user.id,
    action: "work_request.create",
    entity: "work_request",
    entityId: requestId,
    details: { work: workId },
  });
}

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
      const now = new Date();
      const workUser = { workId, userId: user.id };
      const facts = await requestFacts.full(tx, factsParams(workUser, now));
      if (!facts) throw new AppError("WORK_NOT_FOUND");
      await assertMayRequestWork(tx, user, now, facts);
      const req = await insertWorkRequest(tx, { ...workUser, channel: opts.channel ?? "app" });
      await auditRequest(tx, user, workId, req.id);
      return toMyWork({ work: facts.work, req, asg: null }, user);
    });
    return { status: true as const, message: WORKER_MESSAGES.requestSent, request };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("ALREADY_APPLIED");
    throw err;
  }
}

/**
 * WhatsApp's "Request" button: the same rules as the app's, on a read of only the work's columns
 * they and the reply use; answers those. Runs in the caller's transaction (the inbound event's):
 * a second request of the worker inserts nothing and is refused (409), so no statement fails and
 * the transaction needs no savepoint; a refusal comes before anything is written.
 */
export async function requestWorkOnWhatsapp(
  { db }: Ctx,
  user: AuthUser,
  workId: number,
): Promise<Facts["work"]> {
  const now = new Date();
  const workUser = { workId, userId: user.id };
  const facts = await requestFacts.brief(db, factsParams(workUser, now));
  if (!facts) throw new AppError("WORK_NOT_FOUND");
  await assertMayRequestWork(db, user, now, facts);
  const req = await insertWorkRequestOnce(db, { ...workUser, channel: "whatsapp" });
  if (!req) throw new AppError("ALREADY_APPLIED");
  await auditRequest(db, user, workId, req.id);
  return facts.work;
}
