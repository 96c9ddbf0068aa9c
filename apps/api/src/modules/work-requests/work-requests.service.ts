import {
  type AdminWorkRequest,
  type MyWork,
  moneyNumber,
  type PublishedWork,
  type RequestStatus,
  WORKER_MESSAGES,
  type WorkerWorkDetail,
} from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { AppError, isUniqueViolation } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { iso, todayInKolkata } from "../../lib/dates.js";
import { notify, workLink, workParams } from "../../lib/notify.js";
import {
  type BookingWarning,
  bookingWarnings,
  deleteAssignmentsOfRequest,
  findAssignment,
  hasRatingOrWage,
  insertAssignments,
  listSupervisors,
  mapDuplicateAssignment,
} from "../assignments/assignments.service.js";
import { workerRatingOrNull } from "../ratings/ratings.service.js";
import { assertMayRequest } from "../strikes/strikes.service.js";
import { workerWageOrNull } from "../wages/wage-reads.service.js";
import { assertUpcoming, getWorkOr404 } from "../works/works.service.js";
import { cursorOf, parseMyWorksCursor } from "./my-works-cursor.js";
import {
  findRequest,
  findRequesterRole,
  findWorkForWorker,
  getAdminRequest,
  insertWorkRequest,
  listMyWorksPage,
  listPublishedForWorker,
  listWorkRequests,
  type MyWorksKey,
  setRequestStatus,
} from "./work-requests.repository.js";
import {
  joinRequestsOf,
  type StandingRow,
  toAdminRequest,
  toMyWork,
  toPublishedWork,
} from "./work-requests.serializer.js";

export async function getWorkRequests(
  { db }: Ctx,
  workId: number,
  status?: RequestStatus,
): Promise<AdminWorkRequest[]> {
  await getWorkOr404({ db }, workId);
  return (await listWorkRequests(db, workId, status)).map(toAdminRequest);
}

/**
 * Accept (status accepted, assigned, and an assignment with the user's role) or reject (status
 * rejected, not assigned, and the assignment made from this request removed). Locks the work
 * first, then the request, so concurrent accepts and assigns serialize without deadlocks.
 */
export async function updateRequestStatus(
  { db }: Ctx,
  requestId: number,
  input: StatusInput,
  actorId: number,
) {
  const result = await mapDuplicateAssignment(() =>
    db.transaction((tx) => updateRequestStatusIn(tx, requestId, input, actorId)),
  );
  return { status: true as const, ...result };
}

type StatusInput = { status: "accepted" | "rejected"; comment?: string | undefined };

async function updateRequestStatusIn(
  tx: DbOrTx,
  requestId: number,
  input: StatusInput,
  actorId: number,
): Promise<{ request: AdminWorkRequest; warnings: BookingWarning[]; message: string }> {
  const peek = await findRequest(tx, requestId);
  if (!peek) throw new AppError("REQUEST_NOT_FOUND");
  const work = await getWorkOr404({ db: tx }, peek.workId, { lock: true });
  const req = await findRequest(tx, requestId, { lock: true });
  if (!req) throw new AppError("REQUEST_NOT_FOUND");
  assertUpcoming(work, "REQUESTS_LOCKED");
  let warnings: BookingWarning[] = [];
  let message: string;

  if (input.status === "accepted") {
    if (req.status === "accepted") throw new AppError("REQUEST_ALREADY_ACCEPTED");
    const role = await findRequesterRole(tx, req.userId);
    if (!role) throw new AppError("USER_NOT_FOUND");
    if (role === "admin") throw new AppError("ONLY_WORKERS_ASSIGNABLE");
    const user = { id: req.userId, role };
    if (await findAssignment(tx, { workId: work.id, userId: user.id })) {
      throw new AppError("USER_ALREADY_ASSIGNED");
    }
    await setRequestStatus(tx, req.id, { status: "accepted", assigned: true, comment: input.comment });
    const [assignment] = await insertAssignments(tx, [
      {
        workId: work.id,
        userId: user.id,
        roleType: user.role,
        source: "request",
        requestId: req.id,
        assignedBy: actorId,
      },
    ]);
    await audit(tx, {
      actorId,
      action: "request.accept",
      entity: "work_request",
      entityId: req.id,
      details: { work_id: work.id, user_id: user.id, from: req.status },
    });
    await audit(tx, {
      actorId,
      action: "assignment.create",
      entity: "assignment",
      entityId: assignment?.id ?? null,
      details: { work_id: work.id, user_id: user.id, role_type: user.role, source: "request" },
    });
    warnings = await bookingWarnings(tx, work, [user.id]);
    await notify(tx, {
      userId: user.id,
      type: "request_accepted",
      params: workParams(work),
      link: workLink(work.id),
    });
    message = "Request accepted and user assigned to the work";
  } else {
    if (req.status === "rejected") throw new AppError("REQUEST_ALREADY_REJECTED");
    // docs/decisions/029-money-and-work-rules.md: pay already entered keeps the person on the work. The work is locked FOR
    // UPDATE above, so no rating or wage write (FOR SHARE on the work) can slip in after this check.
    if (req.status === "accepted" && (await hasRatingOrWage(tx, { workId: work.id, userId: req.userId }))) {
      throw new AppError("REQUEST_HAS_PAY");
    }
    await setRequestStatus(tx, req.id, { status: "rejected", assigned: false, comment: input.comment });
    const removed = await deleteAssignmentsOfRequest(tx, req.id);
    await audit(tx, {
      actorId,
      action: "request.reject",
      entity: "work_request",
      entityId: req.id,
      details: { work_id: work.id, user_id: req.userId, from: req.status },
    });
    for (const a of removed) {
      await audit(tx, {
        actorId,
        action: "assignment.remove",
        entity: "assignment",
        entityId: a.id,
        details: { work_id: work.id, user_id: a.userId, reason: "request rejected" },
      });
    }
    await notify(tx, {
      userId: req.userId,
      type: "request_rejected",
      params: workParams(work),
      link: workLink(work.id),
    });
    message = "Request rejected";
  }
  const request = await getAdminRequest(tx, req.id);
  if (!request) throw new AppError("REQUEST_NOT_FOUND");
  return { request: toAdminRequest(request), warnings, message };
}

// ---- The worker's side (issue 6) ----

/** Published upcoming works open to the worker, each with the worker's request status. */
/** The worker's open works, one capped page (docs/decisions/006-worker-area.md), with the total. */
export async function publishedForWorker(
  { db }: Ctx,
  user: AuthUser,
  page: { page: number; pageSize: number },
): Promise<{ rows: PublishedWork[]; total: number }> {
  const result = await listPublishedForWorker(db, user.id, todayInKolkata(), page);
  return { rows: result.rows.map(toPublishedWork), total: result.total };
}

/** The default My Works window keeps every upcoming work, up to this many (docs/decisions/006-worker-area.md). */
export const MY_WORKS_UPCOMING_CAP = 500;

/**
 * My Works: the worker's requests and direct admin assignments, newest work date first. Without
 * `before`, the window: every upcoming work (dated today or later, up to 500) and the `limit` most
 * recent past ones; with `before` (a previous answer's `next`), the `limit` entries older than it.
 * `next` is the cursor of the page after this one, null at the start of the history.
 */
export async function myWorks(
  { db }: Ctx,
  user: AuthUser,
  query: { before?: string | undefined; limit: number },
): Promise<{ rows: MyWork[]; next: string | null }> {
  let rows: StandingRow[];
  let more: boolean;
  if (query.before !== undefined) {
    ({ rows, more } = await listMyWorksPage(db, user.id, {
      before: parseMyWorksCursor(query.before),
      limit: query.limit,
    }));
  } else {
    const today = todayInKolkata();
    const upcoming = await listMyWorksPage(db, user.id, { from: today, limit: MY_WORKS_UPCOMING_CAP });
    if (upcoming.more) {
      ({ rows, more } = upcoming);
    } else {
      const past = await listMyWorksPage(db, user.id, {
        before: { date: today, workId: 0 },
        limit: query.limit,
      });
      rows = [...upcoming.rows, ...past.rows];
      more = past.more;
    }
  }
  const last = rows.at(-1);
  return { rows: rows.map((row) => toMyWork(row, user)), next: more && last ? cursorOf(last) : null };
}

/** GET /admin_panel/published-work/{id}: one work as this worker sees it. */
export async function workDetailForWorker(
  { db }: Ctx,
  user: AuthUser,
  workId: number,
): Promise<WorkerWorkDetail> {
  const workUser = { workId, userId: user.id };
  const row = await findWorkForWorker(db, workUser);
  if (!row) throw new AppError("WORK_NOT_FOUND");
  const [rating, wage, supervisors] = await Promise.all([
    workerRatingOrNull({ db }, workUser),
    workerWageOrNull({ db }, workUser),
    listSupervisors(db, workId),
  ]);
  return Object.assign(toPublishedWork(row), {
    join_requests: joinRequestsOf(row),
    ratings: rating ? [rating] : [],
    daily_wage: wage,
    total_earning: moneyNumber(wage?.total_wage ?? "0.00"),
    assigned_supervisors: supervisors.map((p) => ({ ...p, mobile: p.mobile ?? "" })),
    is_assigned: row.asg !== null,
    updated_at: iso(row.req?.updatedAt ?? row.work.updatedAt) ?? "",
  });
}

/**
 * POST /users/work-request/create/: one request per worker per work. The unique index
 * work_requests_work_user_key decides between concurrent clicks; the loser gets the 409.
 */
export async function createWorkRequest({ db }: Ctx, user: AuthUser, workId: number) {
  try {
    const request = await db.transaction(async (tx) => {
      const work = await getWorkOr404({ db: tx }, workId);
      if (work.status === "completed") throw new AppError("WORK_COMPLETED");
      if (work.status === "cancelled") throw new AppError("WORK_CANCELLED");
      if (!work.isPublished) throw new AppError("WORK_NOT_OPEN");
      if (work.date < todayInKolkata()) throw new AppError("WORK_PAST");
      const workUser = { workId, userId: user.id };
      if (await findAssignment(tx, workUser)) throw new AppError("ALREADY_ASSIGNED_SELF");
      await assertMayRequest({ db: tx }, user.id);
      const req = await insertWorkRequest(tx, workUser);
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
