import type { MyWork, PublishedWork } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { AppError } from "../../errors/app-error.js";
import type { Ctx } from "../../lib/context.js";
import { todayInKolkata } from "../../lib/dates.js";
import { payForRole, payFromFares } from "../fares/fares.service.js";
import { listMyWorksPage, listMyWorksWindow } from "./my-works.repository.js";
import { cursorOf, parseMyWorksCursor } from "./my-works-cursor.js";
import { sharedPublishedPage } from "./published-works.service.js";
import { findWorkForWorker, listPublishedForWorker } from "./work-requests.repository.js";
import { toMyWork, toPublishedWork } from "./work-requests.serializer.js";

// The worker's side: open works, My Works, a work's details (requesting: worker-requests.service.ts).

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
const MY_WORKS_UPCOMING_CAP = 500;

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
