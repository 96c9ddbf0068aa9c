import type { ErrorCode } from "@catercrew/shared";
import {
  isUpcomingStatus,
  LIST_CAP,
  msg,
  type Role,
  type StaffPaginatedWorks,
  type StaffWork,
  type StaffWorkListItem,
  say,
  type WorkListItem,
  type worksListQuery,
} from "@catercrew/shared";
import type { z } from "zod";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { todayInKolkata } from "../../lib/dates.js";
import { seesMoney } from "../agency-settings/captain-money.service.js";
import {
  assignedWithoutPay,
  completeWorkRow,
  countWorks,
  countWorksByType,
  findWork,
  findWorkForWrite,
  isOpenCaptainRow,
  listWorks,
} from "./works.repository.js";
import { toWorkResponse, type WorkRow, withoutPrice } from "./works.serializer.js";
import { upcomingWorksJson } from "./works-json.repository.js";

/** Transport and dress of a work, for any module that tells a worker about it (WhatsApp offers, reminders). */
export { workLogistics } from "./works.serializer.js";

/** The work, or 404. `lock` takes a row lock (use inside a transaction before changing the work). */
export async function getWorkOr404({ db }: Ctx, id: number, opts: { lock?: boolean } = {}): Promise<WorkRow> {
  const row = await findWork(db, id, opts);
  if (!row) throw new AppError("WORK_NOT_FOUND");
  return row;
}

/** 409 unless the work is upcoming (not completed, not cancelled): docs/decisions/005-admin-works-and-analytics.md. */
export function assertUpcoming(work: Pick<WorkRow, "status">, code: ErrorCode = "WORK_NOT_UPCOMING"): void {
  if (!isUpcomingStatus(work.status)) throw new AppError(code);
}

function toListItem(r: Awaited<ReturnType<typeof listWorks>>[number]): WorkListItem {
  // Added onto the work's object, not spread: see toPublishedWork.
  return Object.assign(toWorkResponse(r.work), {
    assigned_count: r.assignedCount,
    pending_requests: r.pendingRequests,
    boys_assigned: r.boysAssigned,
    head_boys_assigned: r.headBoysAssigned,
    captains_assigned: r.captainsAssigned,
    supervisors_assigned: r.supervisorsAssigned,
  });
}

/** Who reads a works answer: a captain's goes without the client's price while the admin says so (record 074). */
interface Viewer {
  role: Role;
}

export async function listWorksForAdmin(
  { db }: Ctx,
  query: z.output<typeof worksListQuery>,
  viewer: Viewer,
): Promise<{ list: StaffWorkListItem[]; total: number } | StaffPaginatedWorks> {
  const search = query.search || undefined;
  const plain = query.page === undefined && query.page_size === undefined;
  const page = query.page ?? 1;
  // The plain array is capped (docs/decisions/013-spec-client-contract.md); the caller sends X-Total-Count and Link.
  const pageSize = plain ? LIST_CAP : (query.page_size ?? 15);
  const [rows, total, see] = await Promise.all([
    listWorks(db, { type: query.type, search, limit: pageSize, offset: (page - 1) * pageSize }),
    countWorks(db, query.type, search),
    seesMoney({ db }, viewer),
  ]);
  const items: StaffWorkListItem[] = see
    ? rows.map(toListItem)
    : rows.map((r) => withoutPrice(toListItem(r)));
  if (plain) return { list: items, total };
  return {
    results: items,
    pagination: {
      current_page: page,
      total_pages: Math.max(1, Math.ceil(total / pageSize)),
      total_items: total,
      page_size: pageSize,
    },
  };
}

/** One work; the client billed is the admin's to see (docs/decisions/056-clients-and-bills.md). */
export async function getWork({ db }: Ctx, id: number, viewer: Viewer): Promise<StaffWork> {
  const [row, see] = await Promise.all([getWorkOr404({ db }, id), seesMoney({ db }, viewer)]);
  if (viewer.role === "admin") return { ...toWorkResponse(row), client_id: row.clientId };
  return see ? toWorkResponse(row) : withoutPrice(toWorkResponse(row));
}

/** Upcoming and past counts for the tabs. */
export function workCounts({ db }: Ctx) {
  return countWorksByType(db);
}

/**
 * GET /admin_panel/catering/upcoming/: the upcoming works (neither completed nor cancelled) dated
 * today or later, by date then reporting time (`toWorkResponse` of each of
 * `upcomingWorks`' rows) as JSON text built by the database (docs/decisions/044-peak-hour.md);
 * the route sends it as it is.
 */
export async function upcomingWorksAnswer({ db }: Ctx, viewer: Viewer): Promise<string> {
  return upcomingWorksJson(db, todayInKolkata(), await seesMoney({ db }, viewer));
}

/**
 * The work of a rating, wage or expense write, locked against completion for the transaction
 * (FOR SHARE): 404 when missing, 409 once it is completed or cancelled.
 */
export async function openWorkForWrite({ db: tx }: Ctx, workId: number): Promise<WorkRow> {
  const work = await findWorkForWrite(tx, workId);
  if (!work) throw new AppError("WORK_NOT_FOUND");
  if (!isUpcomingStatus(work.status)) {
    throw new AppError(work.status === "cancelled" ? "WORK_LOCKED_CANCELLED" : "WORK_LOCKED");
  }
  return work;
}

/**
 * The work of a rating, wage or absence write: open (as openWorkForWrite, locked FOR SHARE) and on
 * or after its day (409 WORK_NOT_HAPPENED), for captains and admins alike: nobody can be marked
 * absent, rated or paid for a work that has not happened (docs/decisions/031-subadmin-reach-strikes-identity.md).
 */
export async function openWorkForRecords({ db: tx }: Ctx, workId: number): Promise<WorkRow> {
  const work = await openWorkForWrite({ db: tx }, workId);
  if (work.date > todayInKolkata()) throw new AppError("WORK_NOT_HAPPENED");
  return work;
}

/**
 * The work of a rating or wage write for one person, locked FOR SHARE like openWorkForWrite and on
 * or after its day (409 WORK_NOT_HAPPENED, as openWorkForRecords). Once the work is completed, an
 * admin may still write the completing captain's own row while its rating or wage is missing (that
 * row only; docs/decisions/013-spec-client-contract.md).
 */
export async function openWorkForPayWrite(
  { db: tx }: Ctx,
  actor: { role: string },
  workUser: { workId: number; userId: number },
): Promise<WorkRow> {
  const work = await findWorkForWrite(tx, workUser.workId);
  if (!work) throw new AppError("WORK_NOT_FOUND");
  if (isUpcomingStatus(work.status)) {
    if (work.date > todayInKolkata()) throw new AppError("WORK_NOT_HAPPENED");
    return work;
  }
  if (work.status === "completed" && actor.role === "admin" && (await isOpenCaptainRow(tx, workUser)))
    return work;
  throw new AppError(work.status === "cancelled" ? "WORK_LOCKED_CANCELLED" : "WORK_LOCKED");
}

/**
 * A work is completed only on or after its date, and only when every assigned person has a rating
 * and a wage (409 naming who still needs what), except the completing captain's own (`actorId`
 * assigned as captain): an admin enters those after completion (docs/decisions/013-spec-client-contract.md,
 * docs/decisions/029-money-and-work-rules.md). Call with the work locked FOR UPDATE: rating, wage and expense writes hold it FOR SHARE, so none
 * can land after this check.
 */
export async function assertCompletable({ db: tx }: Ctx, work: WorkRow, actorId: number): Promise<void> {
  if (work.date > todayInKolkata()) throw new AppError("WORK_NOT_HAPPENED");
  const missing = (await assignedWithoutPay(tx, work.id)).filter(
    (m) => !(m.userId === actorId && m.roleType === "subadmin"),
  );
  if (missing.length > 0) {
    const list = missing.map((m) =>
      msg(
        !m.hasRating && !m.hasWage
          ? "term:{name} (a rating and a wage)"
          : !m.hasRating
            ? "term:{name} (a rating)"
            : "term:{name} (a wage)",
        { name: m.userName },
      ),
    );
    throw new AppError("WORK_PAY_MISSING", { params: { list } });
  }
}

/** Marks an upcoming work completed (irreversible); 409 when it is already completed or cancelled. */
export async function completeWork({ db }: Ctx, actor: Viewer & { id: number }, workId: number) {
  const actorId = actor.id;
  const row = await db.transaction(async (tx) => {
    const work = await findWork(tx, workId, { lock: true });
    if (!work) throw new AppError("WORK_NOT_FOUND");
    if (work.status === "completed") throw new AppError("WORK_COMPLETED");
    if (work.status === "cancelled") throw new AppError("CANNOT_COMPLETE_CANCELLED");
    await assertCompletable({ db: tx }, work, actorId);
    const done = await completeWorkRow(tx, workId);
    if (!done) throw new AppError("WORK_COMPLETED");
    await audit(tx, { actorId, action: "work.complete", entity: "work", entityId: workId });
    return done;
  });
  const work = toWorkResponse(row);
  return {
    status: true as const,
    message: say("success:Work marked as completed successfully!"),
    work: (await seesMoney({ db }, actor)) ? work : withoutPrice(work),
  };
}
