import { type AdminWorkRequest, type RequestStatus, say, storedReason } from "@catercrew/shared";
import type { DbOrTx } from "../../db/client.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { notify, workLink, workParams } from "../../lib/notify.js";
import {
  bookingWarnings,
  deleteAssignmentsOfRequest,
  findAssignment,
  hasRatingOrWage,
  insertAssignments,
} from "../assignments/assignment-rows.service.js";
import { type BookingWarning, mapDuplicateAssignment } from "../assignments/assignments.service.js";
import { assertOneMealPerDay } from "../crews/one-meal.service.js";
import { freePlaces, offerFreePlaces } from "../crews/waitlist.service.js";
import { assertMayRequest } from "../strikes/strikes.service.js";
import { assertMayGiveWork } from "../works/night-work.service.js";
import { assertUpcoming, getWorkOr404 } from "../works/works.service.js";
import {
  findRequest,
  findRequester,
  getAdminRequest,
  listWorkRequests,
  setRequestStatus,
} from "./work-requests.repository.js";
import { toAdminRequest } from "./work-requests.serializer.js";

// The admin's side of a request: listing a work's requests and deciding on them (the worker's
// side, asking, is worker-requests.service.ts).

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
  opts: AcceptOptions = {},
) {
  const result = await mapDuplicateAssignment(() =>
    db.transaction((tx) => updateRequestStatusIn(tx, requestId, input, actorId, opts)),
  );
  return { status: true as const, ...result };
}

/** `reason`: why a reject turned the request down, for the worker (docs/decisions/045); ignored on accept. */
type StatusInput = {
  status: "accepted" | "rejected";
  comment?: string | undefined;
  reason?: string | undefined;
};

/**
 * `withinNeeded` (the suggested crew's accepts): also refuse a person who is blocked for no-shows,
 * not approved or deactivated, and refuse once every needed place is filled (CREW_FULL).
 */
type AcceptOptions = { withinNeeded?: boolean };

async function updateRequestStatusIn(
  tx: DbOrTx,
  requestId: number,
  input: StatusInput,
  actorId: number,
  opts: AcceptOptions,
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
    const requester = await findRequester(tx, req.userId);
    if (!requester) throw new AppError("USER_NOT_FOUND");
    const role = requester.role;
    if (role === "admin") throw new AppError("ONLY_WORKERS_ASSIGNABLE");
    const user = { id: req.userId, role };
    if (await findAssignment({ db: tx }, { workId: work.id, userId: user.id })) {
      throw new AppError("USER_ALREADY_ASSIGNED");
    }
    if (opts.withinNeeded) {
      if (!requester.isApproved || !requester.isActive) {
        throw new AppError("CANNOT_ASSIGN_INACTIVE", { params: { names: requester.name } });
      }
      await assertMayRequest({ db: tx }, user.id);
      if ((await freePlaces({ db: tx }, work)) <= 0) throw new AppError("CREW_FULL");
    }
    // One person, one meal (docs/decisions/037-crew-builder.md): an accept is refused like a request.
    await assertOneMealPerDay({ db: tx }, user.id, work);
    // Ages (record 064): nobody under 18, or of unknown age, on a night work.
    await assertMayGiveWork({ db: tx }, work, [user.id]);
    await setRequestStatus(tx, req.id, { status: "accepted", assigned: true, comment: input.comment }, null);
    const [assignment] = await insertAssignments({ db: tx }, [
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
    warnings = await bookingWarnings({ db: tx }, work, [user.id]);
    await notify(tx, {
      userId: user.id,
      type: "request_accepted",
      params: workParams(work),
      link: workLink(work.id),
    });
    message = say("success:Request accepted and user assigned to the work");
  } else {
    if (req.status === "rejected") throw new AppError("REQUEST_ALREADY_REJECTED");
    // docs/decisions/029-money-and-work-rules.md: pay already entered keeps the person on the work. The work is locked FOR
    // UPDATE above, so no rating or wage write (FOR SHARE on the work) can slip in after this check.
    if (
      req.status === "accepted" &&
      (await hasRatingOrWage({ db: tx }, { workId: work.id, userId: req.userId }))
    ) {
      throw new AppError("REQUEST_HAS_PAY");
    }
    const reason = storedReason(input.reason);
    await setRequestStatus(
      tx,
      req.id,
      { status: "rejected", assigned: false, comment: input.comment },
      reason,
    );
    const removed = await deleteAssignmentsOfRequest({ db: tx }, req.id);
    // A place freed by turning an accepted request down goes to the waitlist, as after a withdrawal.
    if (removed.length > 0) await offerFreePlaces({ db: tx }, work, new Date());
    await audit(tx, {
      actorId,
      action: "request.reject",
      entity: "work_request",
      entityId: req.id,
      details: { work_id: work.id, user_id: req.userId, from: req.status, reason },
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
      params: reason ? { ...workParams(work), reason } : workParams(work),
      link: workLink(work.id),
    });
    message = say("success:Request rejected");
  }
  const request = await getAdminRequest(tx, req.id);
  if (!request) throw new AppError("REQUEST_NOT_FOUND");
  return { request: toAdminRequest(request), warnings, message };
}
