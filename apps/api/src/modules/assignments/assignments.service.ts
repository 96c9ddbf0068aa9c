import {
  type AssignedUser,
  type ErrorCode,
  type Msg,
  msg,
  type Role,
  say,
  type WorkerRole,
} from "@catercrew/shared";
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { users } from "../../db/schema.js";
import { AppError, isUniqueViolation } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { notify, notifyMany, workLink, workParams } from "../../lib/notify.js";
import { assertMayGiveWork } from "../works/night-work.service.js";
import { assertUpcoming, getWorkOr404 } from "../works/works.service.js";
import {
  acceptRequestsOf,
  assignedUserIds,
  type BookingWarning,
  bookingWarnings,
  deleteAssignment,
  deleteRequestOf,
  findAssignment,
  findAssignmentWithName,
  hasRatingOrWage,
  insertAssignments,
  sameDayBookings,
  selectAssignedUsers,
  setExtraWork,
  type WorkUser,
} from "./assignments.repository.js";
import { toAssignedUser } from "./assignments.serializer.js";

// What other domains use of assignments' rows takes a context too: assignment-rows.service.ts.
export type { AssignmentRow, BookingWarning, WorkUser } from "./assignments.repository.js";
export { bookingWarningTexts } from "./assignments.serializer.js";

/** The user's assignment on the work, with their name (400 naming `user` when not assigned). */
export async function assignmentOrFail({ db: tx }: Ctx, workUser: WorkUser) {
  const assignment = await findAssignmentWithName(tx, workUser);
  if (!assignment) throw new AppError("USER_NOT_ASSIGNED", { field: "user" });
  return assignment;
}

/** Users assigned to a work (some of them with `userIds`), rated/waged flags included. */
async function listAssignedUsers(db: DbOrTx, workId: number, opts: { userIds?: number[] } = {}) {
  return (await selectAssignedUsers(db, workId, opts)).map(toAssignedUser);
}

/** Plural labels used in the assign modal's messages. */
const ROLE_GROUP_LABELS: Record<WorkerRole, Msg> = {
  subadmin: msg("term:Captains"),
  supervisor: msg("term:Supervisors"),
  head_boy: msg("term:Head Boys"),
  boys: msg("term:Boys"),
};
const ROLE_SINGULAR: Record<Role, Msg> = {
  admin: msg("term:an admin"),
  subadmin: msg("term:a Captain"),
  supervisor: msg("term:a Supervisor"),
  head_boy: msg("term:a Head Boy"),
  boys: msg("term:a Boy"),
};

/** Runs a write; a unique violation on (work, user) becomes 409 (concurrent double assignment). */
export async function mapDuplicateAssignment<T>(
  run: () => Promise<T>,
  code: ErrorCode = "USER_ALREADY_ASSIGNED",
): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(code);
    throw err;
  }
}

/** Who is already booked on another work the same day as this one (the picker's warning). */
export async function getSameDayBookings({ db }: Ctx, workId: number) {
  const work = await getWorkOr404({ db }, workId);
  return sameDayBookings(db, { id: work.id, date: work.date });
}

export async function getAssignedUsers({ db }: Ctx, workId: number): Promise<AssignedUser[]> {
  await getWorkOr404({ db }, workId);
  return listAssignedUsers(db, workId);
}

/**
 * Assigns users of one role to an upcoming work (source `admin`). All or nothing: a user of
 * another role, unapproved or inactive, or already assigned refuses the whole call.
 */
export function assignUsers({ db }: Ctx, input: AssignInput, actorId: number) {
  return mapDuplicateAssignment(() => db.transaction((tx) => assignUsersIn(tx, input, actorId)));
}

type AssignInput = { workId: number; roleType: WorkerRole; userIds: number[] };

async function assignUsersIn(
  tx: DbOrTx,
  input: AssignInput,
  actorId: number,
): Promise<{ users: AssignedUser[]; warnings: BookingWarning[] }> {
  // The work's row lock serializes assignments to one work (no duplicates, exact counts).
  const work = await getWorkOr404({ db: tx }, input.workId, { lock: true });
  assertUpcoming(work, "ASSIGNMENTS_CLOSED");
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
  if (missing.length) throw new AppError("USERS_NOT_FOUND", { params: { ids: missing.join(", ") } });
  const wrong = found.filter((u) => u.role !== input.roleType);
  if (wrong.length) {
    const names = wrong.map((u) => u.userName).join(", ");
    throw new AppError("WRONG_ROLE", {
      params: { role: ROLE_SINGULAR[input.roleType], names },
      field: "user_ids",
    });
  }
  const inactive = found.filter((u) => !u.isApproved || !u.isActive);
  if (inactive.length) {
    const names = inactive.map((u) => u.userName).join(", ");
    throw new AppError("CANNOT_ASSIGN_INACTIVE", { params: { names }, field: "user_ids" });
  }
  // Ages (record 064): nobody under 18, or of unknown age, on a night work.
  await assertMayGiveWork({ db: tx }, work, input.userIds, "user_ids");
  const already = await assignedUserIds(tx, work.id, input.userIds);
  if (already.length === input.userIds.length) {
    throw new AppError("ALL_ALREADY_ASSIGNED", { params: { group: ROLE_GROUP_LABELS[input.roleType] } });
  }
  if (already.length) {
    const names = found.filter((u) => already.includes(u.id)).map((u) => u.userName);
    throw new AppError("SOME_ALREADY_ASSIGNED", { params: { names: names.join(", ") } });
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
  // The whole crew told in one write (record 053): a crew of 30 is not 30 round trips.
  await notifyMany(
    tx,
    rows.map((row) => ({
      userId: row.userId,
      type: "assigned" as const,
      params: workParams(work),
      link: workLink(work.id),
    })),
  );
  const warnings = await bookingWarnings(tx, work, input.userIds);
  return { users: await listAssignedUsers(tx, work.id, { userIds: input.userIds }), warnings };
}

/**
 * Inside the caller's transaction (the work locked): deletes the person's assignment and request on
 * the work, answering their ids (a worker withdrawing frees the place this way).
 */
export async function releasePlace({ db: tx }: Ctx, workUser: WorkUser) {
  const assignment = await deleteAssignment(tx, workUser);
  const requestId = await deleteRequestOf(tx, workUser);
  return { assignmentId: assignment?.id ?? null, requestId: requestId ?? null };
}

type WorkRow = Awaited<ReturnType<typeof getWorkOr404>>;

/**
 * Removes a user from a work, inside the caller's transaction with the work's row already locked:
 * deletes the assignment and the user's request, audited, and tells the person. The crew builder
 * (`crews/removal.service.ts`) calls it and then offers the freed place to the waitlist in the
 * same transaction (docs/decisions/037-crew-builder.md).
 */
export async function removeFromWork({ db: tx }: Ctx, work: WorkRow, userId: number, actorId: number) {
  const workId = work.id;
  assertUpcoming(work, "UNASSIGN_CLOSED");
  if (await hasRatingOrWage(tx, { workId, userId })) {
    throw new AppError("ASSIGNMENT_HAS_RECORDS");
  }
  const assignment = await deleteAssignment(tx, { workId, userId });
  const requestId = await deleteRequestOf(tx, { workId, userId });
  if (!assignment && requestId === undefined) throw new AppError("ASSIGNED_USER_NOT_FOUND");
  await audit(tx, {
    actorId,
    action: "assignment.remove",
    entity: "assignment",
    entityId: assignment?.id ?? null,
    details: { work_id: workId, user_id: userId, request_id: requestId ?? null },
  });
  await notify(tx, { userId, type: "removed", params: workParams(work), link: null });
}

/** Sets the extra-work flags of a boy or head boy on an upcoming work. */
export async function assignExtraWork(
  { db }: Ctx,
  { workId, userId }: WorkUser,
  input: ExtraWorkInput,
  actorId: number,
) {
  const user = await db.transaction((tx) => assignExtraWorkIn(tx, { workId, userId }, input, actorId));
  return { status: true as const, message: say("success:Extra work updated"), user };
}

type ExtraWorkInput = { is_setting?: boolean | undefined; is_loading?: boolean | undefined };

async function assignExtraWorkIn(
  tx: DbOrTx,
  { workId, userId }: WorkUser,
  input: ExtraWorkInput,
  actorId: number,
): Promise<AssignedUser> {
  const work = await getWorkOr404({ db: tx }, workId, { lock: true });
  assertUpcoming(work, "EXTRA_WORK_CLOSED");
  const assignment = await findAssignment(tx, { workId, userId });
  if (!assignment) throw new AppError("ASSIGNED_USER_NOT_FOUND");
  if (assignment.roleType !== "boys" && assignment.roleType !== "head_boy") {
    throw new AppError("EXTRA_WORK_BOYS_ONLY");
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
  if (!user) throw new AppError("ASSIGNED_USER_NOT_FOUND");
  return user;
}
