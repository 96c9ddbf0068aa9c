import { type AdminWorkRequest, type RequestStatus, WORKER_ROLES, type WorkerRole } from "@catercrew/shared";
import type { DbOrTx } from "../../db/client.js";
import { badRequest, conflict, notFound } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import {
  bookingWarnings,
  deleteAssignmentsOfRequest,
  findAssignment,
  insertAssignments,
} from "../assignments/assignments.repository.js";
import { findUserById } from "../users/users.repository.js";
import { assertUpcoming, getWorkOr404 } from "../works/works.service.js";
import { findRequest, getAdminRequest, listWorkRequests, setRequestStatus } from "./requests.repository.js";

export async function getWorkRequests(
  db: DbOrTx,
  workId: number,
  status?: RequestStatus,
): Promise<AdminWorkRequest[]> {
  await getWorkOr404(db, workId);
  return listWorkRequests(db, workId, status);
}

/**
 * Accept (status accepted, assigned, and an assignment with the user's role) or reject (status
 * rejected, not assigned, and the assignment made from this request removed). Locks the work
 * first, then the request, so concurrent accepts and assigns serialize without deadlocks.
 */
export async function updateRequestStatus(
  tx: DbOrTx,
  requestId: number,
  input: { status: "accepted" | "rejected"; comment?: string | undefined },
  actorId: number,
): Promise<{ request: AdminWorkRequest; warnings: string[]; message: string }> {
  const peek = await findRequest(tx, requestId);
  if (!peek) throw notFound("Work request not found");
  const work = await getWorkOr404(tx, peek.workId, { lock: true });
  const req = await findRequest(tx, requestId, { lock: true });
  if (!req) throw notFound("Work request not found");
  assertUpcoming(work, "Requests of a completed or cancelled work cannot be changed.");
  let warnings: string[] = [];
  let message: string;

  if (input.status === "accepted") {
    if (req.status === "accepted") throw conflict("This request is already accepted.");
    const user = await findUserById(tx, req.userId);
    if (!user) throw notFound("User not found");
    if (!(WORKER_ROLES as readonly string[]).includes(user.role)) {
      throw badRequest("Only workers can be assigned to works.");
    }
    if (await findAssignment(tx, work.id, user.id)) {
      throw conflict("This user is already assigned to this work.");
    }
    await setRequestStatus(tx, req.id, { status: "accepted", assigned: true, comment: input.comment });
    const [assignment] = await insertAssignments(tx, [
      {
        workId: work.id,
        userId: user.id,
        roleType: user.role as WorkerRole,
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
    message = "Request accepted and user assigned to the work";
  } else {
    if (req.status === "rejected") throw conflict("This request is already rejected.");
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
    message = "Request rejected";
  }
  const request = await getAdminRequest(tx, req.id);
  if (!request) throw notFound("Work request not found");
  return { request, warnings, message };
}
