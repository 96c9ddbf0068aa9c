import {
  isUpcomingStatus,
  type PaginatedWorks,
  type WorkInputParsed,
  type WorkListItem,
  type WorkStatus,
  type workPatchSchema,
  type worksListQuery,
} from "@catercrew/shared";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.js";
import { conflict, notFound } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import {
  countWorks,
  deleteWorkRow,
  findWork,
  insertWork,
  listWorks,
  updateWorkRow,
  workColumnsFromInput,
} from "./works.repository.js";
import { toWorkResponse, type WorkRow } from "./works.serializer.js";

export const NOT_UPCOMING =
  "Only upcoming works can be changed. This work is already completed or cancelled.";

/** The work, or 404. `lock` takes a row lock (use inside a transaction before changing the work). */
export async function getWorkOr404(db: DbOrTx, id: number, opts: { lock?: boolean } = {}): Promise<WorkRow> {
  const row = await findWork(db, id, opts);
  if (!row) throw notFound("Work not found");
  return row;
}

/** 409 unless the work is upcoming (not completed, not cancelled): DECISIONS.md 4. */
export function assertUpcoming(work: Pick<WorkRow, "status">, message = NOT_UPCOMING): void {
  if (!isUpcomingStatus(work.status as WorkStatus)) throw conflict(message);
}

function toListItem(r: Awaited<ReturnType<typeof listWorks>>[number]): WorkListItem {
  return { ...toWorkResponse(r.work), assigned_count: r.assignedCount, pending_requests: r.pendingRequests };
}

export async function listWorksForAdmin(
  db: DbOrTx,
  query: z.output<typeof worksListQuery>,
): Promise<WorkListItem[] | PaginatedWorks> {
  const search = query.search || undefined;
  if (query.page === undefined && query.page_size === undefined) {
    return (await listWorks(db, { type: query.type, search })).map(toListItem);
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

export async function createWork(tx: DbOrTx, input: WorkInputParsed, actorId: number): Promise<WorkRow> {
  const row = await insertWork(tx, input, actorId);
  await audit(tx, { actorId, action: "work.create", entity: "work", entityId: row.id });
  return row;
}

export async function updateWork(
  tx: DbOrTx,
  id: number,
  input: WorkInputParsed,
  actorId: number,
): Promise<WorkRow> {
  const work = await getWorkOr404(tx, id, { lock: true });
  assertUpcoming(work, "Only upcoming works can be edited. This work is already completed or cancelled.");
  const row = await updateWorkRow(tx, id, workColumnsFromInput(input));
  if (!row) throw notFound("Work not found");
  await audit(tx, { actorId, action: "work.update", entity: "work", entityId: id });
  return row;
}

/** Publish/unpublish or change the status; completing is irreversible. */
export async function patchWork(
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
      values.completedAt = new Date().toISOString();
      message = "Work marked as completed successfully!";
    }
  }
  const row = await updateWorkRow(tx, id, values);
  if (!row) throw notFound("Work not found");
  await audit(tx, {
    actorId,
    action: input.status === "completed" ? "work.complete" : "work.patch",
    entity: "work",
    entityId: id,
    details: { from: { status: work.status, is_published: work.isPublished }, to: input },
  });
  return { row, message };
}

export async function deleteWork(tx: DbOrTx, id: number, actorId: number): Promise<void> {
  const work = await getWorkOr404(tx, id, { lock: true });
  assertUpcoming(work, "Only upcoming works can be deleted. This work is already completed or cancelled.");
  await deleteWorkRow(tx, id);
  await audit(tx, {
    actorId,
    action: "work.delete",
    entity: "work",
    entityId: id,
    details: { Auditorium_name: work.auditoriumName, date: work.date },
  });
}
