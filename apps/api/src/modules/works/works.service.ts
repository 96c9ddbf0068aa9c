import type { ErrorCode } from "@catercrew/shared";
import {
  isUpcomingStatus,
  LIST_CAP,
  type PaginatedWorks,
  type Work,
  type WorkInputParsed,
  type WorkListItem,
  type workPatchSchema,
  type worksListQuery,
} from "@catercrew/shared";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import { todayInKolkata } from "../../lib/dates.js";
import { notifyAssignees } from "../notifications/notifications.service.js";
import {
  assignedWithoutPay,
  completeWorkRow,
  countWorks,
  countWorksByType,
  deleteWorkRow,
  findWork,
  findWorkForWrite,
  insertWork,
  listWorks,
  upcomingWorks,
  updateWorkRow,
  workColumnsFromInput,
} from "./works.repository.js";
import { toWorkResponse, type WorkRow } from "./works.serializer.js";

/** The work, or 404. `lock` takes a row lock (use inside a transaction before changing the work). */
export async function getWorkOr404(db: DbOrTx, id: number, opts: { lock?: boolean } = {}): Promise<WorkRow> {
  const row = await findWork(db, id, opts);
  if (!row) throw new AppError("WORK_NOT_FOUND");
  return row;
}

/** 409 unless the work is upcoming (not completed, not cancelled): docs/decisions/005-admin-works-and-analytics.md. */
export function assertUpcoming(work: Pick<WorkRow, "status">, code: ErrorCode = "WORK_NOT_UPCOMING"): void {
  if (!isUpcomingStatus(work.status)) throw new AppError(code);
}

function toListItem(r: Awaited<ReturnType<typeof listWorks>>[number]): WorkListItem {
  return {
    ...toWorkResponse(r.work),
    assigned_count: r.assignedCount,
    pending_requests: r.pendingRequests,
    boys_assigned: r.boysAssigned,
    captains_assigned: r.captainsAssigned,
    supervisors_assigned: r.supervisorsAssigned,
  };
}

export async function listWorksForAdmin(
  db: DbOrTx,
  query: z.output<typeof worksListQuery>,
): Promise<{ list: WorkListItem[]; total: number } | PaginatedWorks> {
  const search = query.search || undefined;
  if (query.page === undefined && query.page_size === undefined) {
    // The plain array is capped (DECISIONS 11); the caller sends X-Total-Count and Link.
    const [rows, total] = await Promise.all([
      listWorks(db, { type: query.type, search, limit: LIST_CAP, offset: 0 }),
      countWorks(db, query.type, search),
    ]);
    return { list: rows.map(toListItem), total };
  }
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 15;
  const [rows, total] = await Promise.all([
    listWorks(db, { type: query.type, search, limit: pageSize, offset: (page - 1) * pageSize }),
    countWorks(db, query.type, search),
  ]);
  return {
    results: rows.map(toListItem),
    pagination: {
      current_page: page,
      total_pages: Math.max(1, Math.ceil(total / pageSize)),
      total_items: total,
      page_size: pageSize,
    },
  };
}

export async function getWork(db: DbOrTx, id: number): Promise<Work> {
  return toWorkResponse(await getWorkOr404(db, id));
}

/** Upcoming and past counts for the tabs. */
export function workCounts(db: DbOrTx) {
  return countWorksByType(db);
}

/** Upcoming works (neither completed nor cancelled) dated today or later, by date then reporting time. */
export async function listUpcomingWorks(db: DbOrTx): Promise<Work[]> {
  return (await upcomingWorks(db, todayInKolkata())).map(toWorkResponse);
}

export async function createWork(db: Db, input: WorkInputParsed, actorId: number) {
  const row = await db.transaction(async (tx) => {
    const created = await insertWork(tx, input, actorId);
    await audit(tx, { actorId, action: "work.create", entity: "work", entityId: created.id });
    return created;
  });
  return { status: true as const, message: "Work created successfully!", work: toWorkResponse(row) };
}

/** What a worker must hear about: when, where and the venue. */
function changedForWorkers(before: WorkRow, after: WorkRow): boolean {
  return (
    before.date !== after.date ||
    before.reportingTime !== after.reportingTime ||
    before.auditoriumName !== after.auditoriumName ||
    before.address !== after.address ||
    before.place !== after.place
  );
}

export async function updateWork(db: Db, id: number, input: WorkInputParsed, actorId: number) {
  const row = await db.transaction(async (tx) => {
    const work = await getWorkOr404(tx, id, { lock: true });
    assertUpcoming(work, "WORK_NOT_EDITABLE");
    const updated = await updateWorkRow(tx, id, workColumnsFromInput(input));
    if (!updated) throw new AppError("WORK_NOT_FOUND");
    await audit(tx, { actorId, action: "work.update", entity: "work", entityId: id });
    if (changedForWorkers(work, updated)) await notifyAssignees(tx, updated, "work_changed");
    return updated;
  });
  return { status: true as const, message: "Work updated successfully!", work: toWorkResponse(row) };
}

/** Publish/unpublish or change the status; completing is irreversible. */
export async function patchWork(
  db: Db,
  id: number,
  input: z.output<typeof workPatchSchema>,
  actorId: number,
) {
  const { row, message } = await db.transaction((tx) => patchWorkIn(tx, id, input, actorId));
  return { status: true as const, message, work: toWorkResponse(row) };
}

async function patchWorkIn(
  tx: DbOrTx,
  id: number,
  input: z.output<typeof workPatchSchema>,
  actorId: number,
): Promise<{ row: WorkRow; message: string }> {
  const work = await getWorkOr404(tx, id, { lock: true });
  assertUpcoming(work);
  const values: Parameters<typeof updateWorkRow>[2] = {};
  let message = "Work updated successfully!";
  if (input.is_published !== undefined) {
    values.isPublished = input.is_published;
    message = input.is_published
      ? "Work published successfully! It's now visible to workers."
      : "Work unpublished successfully! It's no longer visible to workers.";
  }
  if (input.status !== undefined) {
    values.status = input.status;
    if (input.status === "completed") {
      await assertCompletable(tx, work);
      values.completedAt = new Date().toISOString();
      message = "Work marked as completed successfully!";
    }
  }
  const row = await updateWorkRow(tx, id, values);
  if (!row) throw new AppError("WORK_NOT_FOUND");
  if (input.status === "cancelled") await notifyAssignees(tx, row, "work_cancelled");
  await audit(tx, {
    actorId,
    action: input.status === "completed" ? "work.complete" : "work.patch",
    entity: "work",
    entityId: id,
    details: { from: { status: work.status, is_published: work.isPublished }, to: input },
  });
  return { row, message };
}

export async function deleteWork(db: Db, id: number, actorId: number) {
  await db.transaction(async (tx) => {
    const work = await getWorkOr404(tx, id, { lock: true });
    assertUpcoming(work, "WORK_NOT_DELETABLE");
    // Told before the assignments go with the work; the notice links nowhere (the work is gone).
    await notifyAssignees(tx, work, "work_cancelled", { link: false });
    await deleteWorkRow(tx, id);
    await audit(tx, {
      actorId,
      action: "work.delete",
      entity: "work",
      entityId: id,
      details: { Auditorium_name: work.auditoriumName, date: work.date },
    });
  });
  return { status: true as const, message: "Work deleted successfully!" };
}

/**
 * The work of a rating, wage or expense write, locked against completion for the transaction
 * (FOR SHARE): 404 when missing, 409 once it is completed or cancelled.
 */
export async function openWorkForWrite(tx: DbOrTx, workId: number): Promise<WorkRow> {
  const work = await findWorkForWrite(tx, workId);
  if (!work) throw new AppError("WORK_NOT_FOUND");
  if (!isUpcomingStatus(work.status)) {
    throw new AppError(work.status === "cancelled" ? "WORK_LOCKED_CANCELLED" : "WORK_LOCKED");
  }
  return work;
}

/**
 * DECISIONS 10: a work is completed only on or after its date, and only when every assigned
 * person has a rating and a wage (409 naming who still needs what). Call with the work locked
 * FOR UPDATE: rating, wage and expense writes hold it FOR SHARE, so none can land after this check.
 */
async function assertCompletable(tx: DbOrTx, work: WorkRow): Promise<void> {
  if (work.date > todayInKolkata()) throw new AppError("WORK_NOT_HAPPENED");
  const missing = await assignedWithoutPay(tx, work.id);
  if (missing.length > 0) {
    const list = missing
      .map((m) => {
        const needs = [!m.hasRating && "a rating", !m.hasWage && "a wage"].filter(Boolean).join(" and ");
        return `${m.userName} (${needs})`;
      })
      .join(", ");
    throw new AppError("WORK_PAY_MISSING", { params: { list } });
  }
}

/** Marks an upcoming work completed (irreversible); 409 when it is already completed or cancelled. */
export async function completeWork(db: Db, actorId: number, workId: number) {
  const row = await db.transaction(async (tx) => {
    const work = await findWork(tx, workId, { lock: true });
    if (!work) throw new AppError("WORK_NOT_FOUND");
    if (work.status === "completed") throw new AppError("WORK_COMPLETED");
    if (work.status === "cancelled") throw new AppError("CANNOT_COMPLETE_CANCELLED");
    await assertCompletable(tx, work);
    const done = await completeWorkRow(tx, workId);
    if (!done) throw new AppError("WORK_COMPLETED");
    await audit(tx, { actorId, action: "work.complete", entity: "work", entityId: workId });
    return done;
  });
  return {
    status: true as const,
    message: "Work marked as completed successfully!",
    work: toWorkResponse(row),
  };
}
