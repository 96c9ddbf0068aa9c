import type { AssignedUser, Role, WorkerRole } from "@catercrew/shared";
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { users } from "../../db/schema.js";
import { badRequest, conflict, isUniqueViolation, notFound } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import { assertUpcoming, getWorkOr404 } from "../works/works.service.js";
import {
  acceptRequestsOf,
  assignedUserIds,
  bookingWarnings,
  deleteAssignment,
  deleteRequestOf,
  findAssignment,
  hasRatingOrWage,
  insertAssignments,
  listAssignedUsers,
  setExtraWork,
} from "./assignments.repository.js";

/** Plural labels used in the assign modal's messages. */
export const ROLE_GROUP_LABELS: Record<WorkerRole, string> = {
  subadmin: "Captains",
  supervisor: "Supervisors",
  head_boy: "Head Boys",
  boys: "Boys",
};
const ROLE_SINGULAR: Record<Role, string> = {
  admin: "an admin",
  subadmin: "a Captain",
  supervisor: "a Supervisor",
  head_boy: "a Head Boy",
  boys: "a Boy",
};

export const ALREADY_ASSIGNED = "This user is already assigned to this work.";

/** Runs a write; a unique violation on (work, user) becomes 409 (concurrent double assignment). */
export async function mapDuplicateAssignment<T>(
  run: () => Promise<T>,
  message = ALREADY_ASSIGNED,
): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(message);
    throw err;
  }
}

export async function getAssignedUsers(db: DbOrTx, workId: number): Promise<AssignedUser[]> {
  await getWorkOr404(db, workId);
  return listAssignedUsers(db, workId);
}

/**
 * Assigns users of one role to an upcoming work (source `admin`). All or nothing: a user of
 * another role, unapproved or inactive, or already assigned refuses the whole call.
 */
export async function assignUsers(
  tx: DbOrTx,
  input: { workId: number; roleType: WorkerRole; userIds: number[] },
  actorId: number,
): Promise<{ users: AssignedUser[]; warnings: string[] }> {
  // The work's row lock serializes assignments to one work (no duplicates, exact counts).
  const work = await getWorkOr404(tx, input.workId, { lock: true });
  assertUpcoming(work, "Only upcoming works can get new assignments.");
  const found = await tx
    .select({
      id: users.id,
      userName: users.userName,
      role: users.role,
      isApproved: users.isApproved,
      isActive: users.isActive,
    })
    .from(users)
    .where(inArray(users.id, input.userIds));
  const missing = input.userIds.filter((id) => !found.some((u) => u.id === id));
  if (missing.length) throw notFound(`User not found: ${missing.join(", ")}`);
  const wrong = found.filter((u) => u.role !== input.roleType);
  if (wrong.length) {
    const msg = `${wrong.map((u) => `${u.userName} is not ${ROLE_SINGULAR[input.roleType]}`).join("; ")}.`;
    throw badRequest(msg, { user_ids: [msg] });
  }
  const inactive = found.filter((u) => !u.isApproved || !u.isActive);
  if (inactive.length) {
    const msg = `${inactive.map((u) => u.userName).join(", ")} cannot be assigned (not approved or inactive).`;
    throw badRequest(msg, { user_ids: [msg] });
  }
  const already = await assignedUserIds(tx, work.id, input.userIds);
  if (already.length === input.userIds.length) {
    throw conflict(`All selected ${ROLE_GROUP_LABELS[input.roleType]} are already assigned`);
  }
  if (already.length) {
    const names = found.filter((u) => already.includes(u.id)).map((u) => u.userName);
    throw conflict(`Already assigned to this work: ${names.join(", ")}`);
  }
  const rows = await insertAssignments(
    tx,
    input.userIds.map((userId) => ({
      workId: work.id,
      userId,
      roleType: input.roleType,
      source: "admin",
      assignedBy: actorId,
    })),
  );
  const acceptedRequests = await acceptRequestsOf(tx, work.id, input.userIds);
  for (const row of rows) {
    await audit(tx, {
      actorId,
      action: "assignment.create",
      entity: "assignment",
      entityId: row.id,
      details: { work_id: work.id, user_id: row.userId, role_type: row.roleType, source: "admin" },
    });
  }
  for (const id of acceptedRequests) {
    await audit(tx, {
      actorId,
      action: "request.accept",
      entity: "work_request",
      entityId: id,
      details: { work_id: work.id, reason: "assigned directly" },
    });
  }
  const warnings = await bookingWarnings(tx, work, input.userIds);
  return { users: await listAssignedUsers(tx, work.id, { userIds: input.userIds }), warnings };
}

/** Removes a user from a work: deletes the assignment and the user's request for the work. */
export async function removeAssignedUser(
  tx: DbOrTx,
  workId: number,
  userId: number,
  actorId: number,
): Promise<void> {
  const work = await getWorkOr404(tx, workId, { lock: true });
  assertUpcoming(work, "Users cannot be removed from a completed or cancelled work.");
  if (await hasRatingOrWage(tx, workId, userId)) {
    throw conflict("This user already has a rating or wage for this work and cannot be removed.");
  }
  const assignment = await deleteAssignment(tx, workId, userId);
  const requestId = await deleteRequestOf(tx, workId, userId);
  if (!assignment && requestId === undefined) throw notFound("User not found in assigned users");
  await audit(tx, {
    actorId,
    action: "assignment.remove",
    entity: "assignment",
    entityId: assignment?.id ?? null,
    details: { work_id: workId, user_id: userId, request_id: requestId ?? null },
  });
}

/** Sets the extra-work flags of a boy or head boy on an upcoming work. */
export async function assignExtraWork(
  tx: DbOrTx,
  workId: number,
  userId: number,
  input: { is_setting?: boolean | undefined; is_loading?: boolean | undefined },
  actorId: number,
): Promise<AssignedUser> {
  const work = await getWorkOr404(tx, workId, { lock: true });
  assertUpcoming(work, "Extra work can only be changed on upcoming works.");
  const assignment = await findAssignment(tx, workId, userId);
  if (!assignment) throw notFound("User not found in assigned users");
  if (assignment.roleType !== "boys" && assignment.roleType !== "head_boy") {
    throw badRequest("Extra work (setting/loading) applies to boys and head boys only.");
  }
  const values: { isSetting?: boolean; isLoading?: boolean } = {};
  if (input.is_setting !== undefined) values.isSetting = input.is_setting;
  if (input.is_loading !== undefined) values.isLoading = input.is_loading;
  await setExtraWork(tx, assignment.id, values);
  await audit(tx, {
    actorId,
    action: "assignment.extra_work",
    entity: "assignment",
    entityId: assignment.id,
    details: {
      work_id: workId,
      user_id: userId,
      from: { is_setting: assignment.isSetting, is_loading: assignment.isLoading },
      to: input,
    },
  });
  const [user] = await listAssignedUsers(tx, workId, { userIds: [userId] });
  if (!user) throw notFound("User not found in assigned users");
  return user;
}
