import { say, type WorkInputParsed, workDateAllowed, type workPatchSchema } from "@catercrew/shared";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { todayInKolkata } from "../../lib/dates.js";
import { notifyAssignees } from "../../lib/notify.js";
import { startOffers } from "../../lib/offer-waves.js";
import { takeOffWork } from "../crews/removal.service.js";
import { barredFromWork } from "../works/night-work.service.js";
import { toWorkResponse, type WorkRow } from "../works/works.serializer.js";
import { assertCompletable, assertUpcoming, getWorkOr404 } from "../works/works.service.js";
import {
  countOfferedWorkers,
  deleteWorkRow,
  insertWork,
  updateWorkRow,
  workColumnsFromInput,
} from "./work-admin.repository.js";

// The admin's works: creating one, and the changes to a work that its assignees must hear about
// (told in the same transaction).
// Kept apart from works/ so the work record the other domains use stays below notifications.

/**
 * 400 on head_boys_needed when more head boys than boys are asked for: a head boy takes one of the
 * boys' places (docs/decisions/055-admin-rates-and-pays-in-admin-area.md). Left out on an update,
 * the stored count must still fit the new boys' count.
 */
function assertHeadBoysFit(input: WorkInputParsed, storedHeadBoys = 0) {
  if ((input.head_boys_needed ?? storedHeadBoys) > input.no_of_boys_needed)
    throw new AppError("HEAD_BOYS_OVER_BOYS", { field: "head_boys_needed" });
}

/** 400 on the date field when the date is before today, unless it is the work's own stored date. */
function assertWorkDate(date: string, storedDate?: string) {
  if (!workDateAllowed(date, todayInKolkata(), storedDate))
    throw new AppError("WORK_DATE_PAST", { field: "date" });
}

export async function createWork({ db }: Ctx, input: WorkInputParsed, actorId: number) {
  if (!input.already_happened) assertWorkDate(input.date);
  assertHeadBoysFit(input);
  const row = await db.transaction(async (tx) => {
    const created = await insertWork(tx, input, actorId);
    // Published at once: its WhatsApp offers start (docs/decisions/042).
    if (created.isPublished && !input.already_happened) await startOffers({ db: tx }, created.id);
    await audit(tx, { actorId, action: "work.create", entity: "work", entityId: created.id });
    return created;
  });
  return {
    status: true as const,
    message: say("success:Work created successfully!"),
    work: { ...toWorkResponse(row), client_id: row.clientId },
  };
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

/**
 * A new date or reporting time that makes it a night work (record 075): the people on its crew or
 * asking for it whom the ages rule keeps off it. 409 WORK_NIGHT_MINORS naming them unless the
 * admin said to take them off (`remove_minors`); then their ids. An edit that keeps the date and
 * time changes nobody.
 */
async function minorsOnNewHours(tx: DbOrTx, work: WorkRow, input: WorkInputParsed): Promise<number[]> {
  if (input.date === work.date && input.reporting_time.slice(0, 5) === work.reportingTime.slice(0, 5))
    return [];
  const barred = await barredFromWork({ db: tx }, work.id, {
    date: input.date,
    reportingTime: input.reporting_time,
  });
  if (barred.length === 0 || input.remove_minors) return barred.map((p) => p.id);
  throw new AppError("WORK_NIGHT_MINORS", {
    params: { count: barred.length, names: barred.map((p) => p.userName).join(", ") },
  });
}

export async function updateWork({ db }: Ctx, id: number, input: WorkInputParsed, actorId: number) {
  const row = await db.transaction(async (tx) => {
    const work = await getWorkOr404({ db: tx }, id, { lock: true });
    assertUpcoming(work, "WORK_NOT_EDITABLE");
    assertWorkDate(input.date, work.date);
    assertHeadBoysFit(input, work.headBoysNeeded);
    const barred = await minorsOnNewHours(tx, work, input);
    const updated = await updateWorkRow(tx, id, workColumnsFromInput(input, { meal: work.workType }));
    if (!updated) throw new AppError("WORK_NOT_FOUND");
    // Taken off before the change is told: they hear they were removed, the others what changed.
    await takeOffWork({ db: tx }, updated, barred, actorId);
    await audit(tx, { actorId, action: "work.update", entity: "work", entityId: id });
    if (changedForWorkers(work, updated)) await notifyAssignees(tx, updated, "work_changed");
    return updated;
  });
  return {
    status: true as const,
    message: say("success:Work updated successfully!"),
    work: { ...toWorkResponse(row), client_id: row.clientId },
  };
}

/**
 * Publish/unpublish or change the status; completing is irreversible. Publishing a draft answers
 * how many workers it is now offered to (`offered_to`).
 */
export async function patchWork(
  { db }: Ctx,
  id: number,
  input: z.output<typeof workPatchSchema>,
  actorId: number,
) {
  const { row, message, offeredTo } = await db.transaction((tx) => patchWorkIn(tx, id, input, actorId));
  return {
    status: true as const,
    message,
    work: toWorkResponse(row),
    ...(offeredTo === undefined ? {} : { offered_to: offeredTo }),
  };
}

async function patchWorkIn(
  tx: DbOrTx,
  id: number,
  input: z.output<typeof workPatchSchema>,
  actorId: number,
): Promise<{ row: WorkRow; message: string; offeredTo?: number }> {
  const work = await getWorkOr404({ db: tx }, id, { lock: true });
  assertUpcoming(work);
  const values: Parameters<typeof updateWorkRow>[2] = {};
  let message = say("success:Work updated successfully!");
  if (input.is_published !== undefined) {
    values.isPublished = input.is_published;
    message = input.is_published
      ? say("success:Work published successfully! It's now visible to workers.")
      : say("success:Work unpublished successfully! It's no longer visible to workers.");
  }
  if (input.status !== undefined) {
    values.status = input.status;
    if (input.status === "completed") {
      await assertCompletable({ db: tx }, work, actorId);
      values.completedAt = new Date().toISOString();
      message = say("success:Work marked as completed successfully!");
    }
  }
  const row = await updateWorkRow(tx, id, values);
  if (!row) throw new AppError("WORK_NOT_FOUND");
  if (input.status === "cancelled") await notifyAssignees(tx, row, "work_cancelled");
  // Published now: the WhatsApp offers start (docs/decisions/042).
  const publishedNow = input.is_published === true && !work.isPublished;
  if (publishedNow) await startOffers({ db: tx }, id);
  await audit(tx, {
    actorId,
    action: input.status === "completed" ? "work.complete" : "work.patch",
    entity: "work",
    entityId: id,
    details: { from: { status: work.status, is_published: work.isPublished }, to: input },
  });
  if (!publishedNow) return { row, message };
  return { row, message, offeredTo: await countOfferedWorkers(tx, row) };
}

export async function deleteWork({ db }: Ctx, id: number, actorId: number) {
  await db.transaction(async (tx) => {
    const work = await getWorkOr404({ db: tx }, id, { lock: true });
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
  return { status: true as const, message: say("success:Work deleted successfully!") };
}
