import { type MyWork, type PublishedWork, WORKER_MESSAGES } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { AppError, isUniqueViolation } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { todayInKolkata } from "../../lib/dates.js";
import { assertOneMealWith, holdsSameMealOnReadWork } from "../crews/one-meal.service.js";
import { payForRole, payFromFares } from "../fares/fares.service.js";
import { assertMayRequestWith, requestStrikeTimes } from "../strikes/strikes.service.js";
import { listMyWorksPage, listMyWorksWindow } from "./my-works.repository.js";
import { cursorOf, parseMyWorksCursor } from "./my-works-cursor.js";
import { sharedPublishedPage } from "./published-works.service.js";
import {
  findRequestFacts,
  findWorkForWorker,
  insertWorkRequest,
  listPublishedForWorker,
} from "./work-requests.repository.js";
import { toMyWork, toPublishedWork } from "./work-requests.serializer.js";

// The worker's side: open works, My Works, a work's details, requesting.

/** The worker's open works, one capped page (docs/decisions/006-worker-area.md), with the total. */
export async function publishedForWorker(
  ctx: Ctx<"config">,
  user: AuthUser,
  page: { page: number; pageSize: number },
): Promise<{ rows: PublishedWork[]; total: number }> {
  const day = todayInKolkata();
  const shared = await sharedPublishedPage(ctx, user, day, page);
  const [result, pay] = shared
    ? [shared, payFromFares(ctx, shared.fares, user.role)]
    : await Promise.all([listPublishedForWorker(ctx.db, user.id, day, page), payForRole(ctx, user.role)]);
  return { rows: result.rows.map((row) => toPublishedWork(row, pay)), total: result.total };
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
  const { rows, more } =
    query.before !== undefined
      ? await listMyWorksPage(db, user.id, { before: parseMyWorksCursor(query.before), limit: query.limit })
      : await listMyWorksWindow(db, user.id, {
          today: todayInKolkata(),
          upcomingCap: MY_WORKS_UPCOMING_CAP,
          pastLimit: query.limit,
        });
  const last = rows.at(-1);
  return { rows: rows.map((row) => toMyWork(row, user)), next: more && last ? cursorOf(last) : null };
}

/**
 * One work as this worker may see it: published, or requested or assigned to them; 404 otherwise.
 * The work detail (`worker-home`) adds what the other domains keep about the worker on it.
 */
export async function workForWorker(
  { db }: Ctx,
  workUser: { workId: number; userId: number },
): Promise<NonNullable<Awaited<ReturnType<typeof findWorkForWorker>>>> {
  const row = await findWorkForWorker(db, workUser);
  if (!row) throw new AppError("WORK_NOT_FOUND");
  return row;
}

/**
 * POST /users/work-request/create/: one request per worker per work. The unique index
 * work_requests_work_user_key decides between concurrent clicks; the loser gets the 409.
 * `channel`: where it came from (the app, or a WhatsApp "Request" button).
 */
export async function createWorkRequest(
  { db }: Ctx,
  user: AuthUser,
  workId: number,
  opts: { channel?: "app" | "whatsapp" } = {},
) {
  try {
    const request = await db.transaction(async (tx) => {
      // One read for every rule (docs/decisions/050-request-in-one-read.md), decided in this order.
      const now = new Date();
      const workUser = { workId, userId: user.id };
      const facts = await findRequestFacts(tx, workUser, {
        strikeTimes: requestStrikeTimes(user.id, now),
        holdsSameMeal: holdsSameMealOnReadWork(user.id),
      });
      if (!facts) throw new AppError("WORK_NOT_FOUND");
      const { work } = facts;
      if (work.status === "completed") throw new AppError("WORK_COMPLETED");
      if (work.status === "cancelled") throw new AppError("WORK_CANCELLED");
      if (!work.isPublished) throw new AppError("WORK_NOT_OPEN");
      if (work.date < todayInKolkata(now)) throw new AppError("WORK_PAST");
      if (facts.assignedSelf) throw new AppError("ALREADY_ASSIGNED_SELF");
      assertMayRequestWith(facts.strikeTimes, now);
      assertOneMealWith(facts.holdsSameMeal);
      const req = await insertWorkRequest(tx, { ...workUser, channel: opts.channel ?? "app" });
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
