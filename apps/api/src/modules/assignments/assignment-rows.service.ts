import type { Ctx } from "../../lib/context.js";
import {
  acceptRequestsOf as acceptRequestRows,
  type BookingWarning,
  deleteAssignmentsOfRequest as deleteRequestAssignments,
  insertAssignments as insertAssignmentRows,
  type NewAssignmentRow,
  findAssignment as selectAssignment,
  bookingWarnings as selectBookingWarnings,
  hasRatingOrWage as selectHasRatingOrWage,
  listSupervisors as selectSupervisors,
  type WorkUser,
} from "./assignments.repository.js";

// What other domains use of assignments, inside their own transaction when they pass one as
// `ctx.db`: the (work, user) row, inserting the one an accepted request makes, removing those of
// a rejected request (unless rated or paid), the booking warnings and a work's supervisors.

export function findAssignment(ctx: Ctx, workUser: WorkUser) {
  return selectAssignment(ctx.db, workUser);
}

export function insertAssignments(ctx: Ctx, values: NewAssignmentRow[]) {
  return insertAssignmentRows(ctx.db, values);
}

export function deleteAssignmentsOfRequest(ctx: Ctx, requestId: number) {
  return deleteRequestAssignments(ctx.db, requestId);
}

/** Marks the users' requests for the work accepted (they were assigned directly); their ids. */
export function acceptRequestsOf(ctx: Ctx, workId: number, userIds: number[]) {
  return acceptRequestRows(ctx.db, workId, userIds);
}

/** Whether the worker has a rating or a wage on the work. */
export function hasRatingOrWage(ctx: Ctx, workUser: WorkUser) {
  return selectHasRatingOrWage(ctx.db, workUser);
}

/** Same-day double bookings of the users, and more boys than the work needs. */
export function bookingWarnings(
  ctx: Ctx,
  work: { id: number; date: string; noOfBoysNeeded: number },
  userIds: number[],
): Promise<BookingWarning[]> {
  return selectBookingWarnings(ctx.db, work, userIds);
}

/** Supervisors and captains assigned to a work, to contact. */
export function listSupervisors(ctx: Ctx, workId: number) {
  return selectSupervisors(ctx.db, workId);
}
