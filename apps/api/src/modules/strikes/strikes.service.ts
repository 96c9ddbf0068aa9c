import {
  type ClearStrikeResponse,
  type MyNoShowsResponse,
  STRIKE_BLOCK_DAYS,
  STRIKE_WINDOW_DAYS,
  STRIKES_FOR_BLOCK,
  say,
  type UserStrikesResponse,
} from "@catercrew/shared";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AuthUser } from "../../auth/auth.plugin.js";
import type { DbOrTx } from "../../db/client.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { iso, todayInKolkata } from "../../lib/dates.js";
import {
  clearStrikeRow,
  countUnclearedByUser,
  deleteUnclearedStrike,
  findStrike,
  findStrikeWithWork,
  insertStrikeIfMissing,
  listStrikesOfUser,
  type StrikeWithWork,
  unclearedStrikeTimes,
  unclearedStrikeTimesOfUsers,
  unclearedStrikeTimesValue,
  userExists,
} from "./strikes.repository.js";
import { toStrikeResponse } from "./strikes.serializer.js";

/**
 * No-show strikes. Ratings call `recordAttendance` whenever a rating is saved; the
 * users lists ask for `noShowCounts`; work requests call `assertMayRequest`. This module calls no
 * other domain.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const windowStart = (now: Date) => new Date(now.getTime() - STRIKE_WINDOW_DAYS * DAY_MS);

/**
 * Inside the caller's transaction (the rating row already locked): absent (attendence 0) gives the
 * person a strike on the work unless there is one; present removes an uncleared one.
 */
export async function recordAttendance(
  { db: tx }: Ctx,
  actorId: number,
  workUser: { workId: number; userId: number },
  attendance: number,
): Promise<void> {
  if (attendance === 0) {
    const row = await insertStrikeIfMissing(tx, workUser, actorId);
    if (row) {
      await audit(tx, {
        actorId,
        action: "strike.create",
        entity: "strike",
        entityId: row.id,
        details: { work: workUser.workId, user: workUser.userId },
      });
    }
    return;
  }
  const removed = await deleteUnclearedStrike(tx, workUser);
  if (removed) {
    await audit(tx, {
      actorId,
      action: "strike.remove",
      entity: "strike",
      entityId: removed.id,
      details: { work: workUser.workId, user: workUser.userId, reason: "marked_present" },
    });
  }
}

/**
 * Uncleared strikes of the last 90 days per user (every user with any, or just `userIds`), and
 * when the first of them leaves the window, so the counts change with no write (null: none).
 */
export async function noShowCounts(
  { db }: Ctx,
  userIds?: readonly number[],
  now: Date = new Date(),
): Promise<{ counts: Map<number, number>; changesAt: Date | null }> {
  const { counts, oldest } = await countUnclearedByUser(db, windowStart(now), userIds);
  return { counts, changesAt: oldest && new Date(oldest.getTime() + STRIKE_WINDOW_DAYS * DAY_MS) };
}

/**
 * When the person may request works again, or null: every uncleared strike that is the third (or
 * later) within 90 days stops requests for 14 days from when it was given.
 */
export function blockedUntilOf(strikeTimes: readonly Date[], now: Date): Date | null {
  const times = [...strikeTimes].sort((a, b) => a.getTime() - b.getTime());
  let until: Date | null = null;
  times.forEach((t, i) => {
    const from = t.getTime() - STRIKE_WINDOW_DAYS * DAY_MS;
    const inWindow = times.slice(0, i + 1).filter((s) => s.getTime() > from).length;
    if (inWindow < STRIKES_FOR_BLOCK) return;
    const end = new Date(t.getTime() + STRIKE_BLOCK_DAYS * DAY_MS);
    if (end > now && (!until || end > until)) until = end;
  });
  return until;
}

/** Strikes older than this cannot count towards a block that still runs. */
const standingSince = (now: Date) =>
  new Date(now.getTime() - (STRIKE_WINDOW_DAYS + STRIKE_BLOCK_DAYS) * DAY_MS);
const asDates = (times: readonly string[]) => times.map((s) => new Date(iso(s) ?? s));

async function standing(db: DbOrTx, userId: number, now: Date) {
  return standingOf(asDates(await unclearedStrikeTimes(db, userId, standingSince(now))), now);
}

/**
 * `standing` from a person's whole strike list (read anyway for the no-shows screen), so that
 * screen is one read: the uncleared strikes since `standingSince`, as `unclearedStrikeTimes` picks.
 */
function standingOfList(list: readonly StrikeWithWork[], now: Date) {
  const since = standingSince(now);
  const times = asDates(list.filter((s) => s.clearedAt === null).map((s) => s.createdAt)).filter(
    (t) => t > since,
  );
  return standingOf(times, now);
}

function standingOf(times: readonly Date[], now: Date) {
  const start = windowStart(now);
  return {
    noShows: times.filter((t) => t > start).length,
    blockedUntil: blockedUntilOf(times, now),
  };
}

/**
 * Who among `userIds` is stopped from requesting now (`assertMayRequest`'s rule), in one query:
 * an offer wave weighs a thousand people inside the work's lock.
 */
export async function blockedAmong({ db }: Ctx, userIds: readonly number[], now: Date): Promise<Set<number>> {
  const blocked = new Set<number>();
  for (const [userId, times] of await unclearedStrikeTimesOfUsers(db, userIds, standingSince(now)))
    if (blockedUntilOf(asDates(times), now)) blocked.add(userId);
  return blocked;
}

/**
 * Inside the caller's transaction: 409 REQUESTS_BLOCKED_NO_SHOWS while the person is stopped.
 * `read`: the strike times the caller's own read already selected (`requestStrikeTimes`, at the
 * same `now`; the worker's request reads them with the work, docs/decisions/050-request-in-one-read.md);
 * without it, this reads them.
 */
export async function assertMayRequest(
  { db: tx }: Ctx,
  userId: number,
  now: Date = new Date(),
  read?: { strikeTimes: readonly string[] },
): Promise<void> {
  throwIfBlocked(read ? standingOf(asDates(read.strikeTimes), now) : await standing(tx, userId, now));
}

/**
 * What `assertMayRequest` weighs, as one value of the caller's own prepared read (its `read`) of
 * the person `userId`; the read takes `requestStrikeParams(now)` as its parameters.
 */
export function requestStrikeTimes(userId: SQLWrapper): SQL<string[]> {
  return unclearedStrikeTimesValue(userId, sql.placeholder("strikesSince"));
}

/** The parameters of `requestStrikeTimes` at `now`: the strikes that can still count then. */
export function requestStrikeParams(now: Date): { strikesSince: string } {
  return { strikesSince: standingSince(now).toISOString() };
}

function throwIfBlocked({ noShows, blockedUntil }: { noShows: number; blockedUntil: Date | null }): void {
  if (blockedUntil) {
    throw new AppError("REQUESTS_BLOCKED_NO_SHOWS", {
      params: { count: Math.max(noShows, STRIKES_FOR_BLOCK), date: todayInKolkata(blockedUntil) },
    });
  }
}

/** GET /users/no-shows/: the signed-in person's strikes count and block. */
export async function myNoShows({ db }: Ctx, user: AuthUser): Promise<MyNoShowsResponse> {
  const list = await listStrikesOfUser(db, user.id);
  const { noShows, blockedUntil } = standingOfList(list, new Date());
  return {
    no_shows: noShows,
    blocked_until: blockedUntil ? blockedUntil.toISOString() : null,
    strikes: list.map(toStrikeResponse),
  };
}

/** GET /admin_panel/users/{id}/strikes/ */
export async function userStrikes({ db }: Ctx, userId: number): Promise<UserStrikesResponse> {
  if (!(await userExists(db, userId))) throw new AppError("USER_NOT_FOUND");
  const list = await listStrikesOfUser(db, userId);
  const { noShows, blockedUntil } = standingOfList(list, new Date());
  return {
    no_shows: noShows,
    blocked_until: blockedUntil ? blockedUntil.toISOString() : null,
    strikes: list.map(toStrikeResponse),
  };
}

/** POST /admin_panel/strikes/{id}/clear/: the strike no longer counts; who and when (and a reason, if given) are kept. */
export async function clearStrike(
  { db }: Ctx,
  actor: AuthUser,
  id: number,
  reason: string | null,
): Promise<ClearStrikeResponse> {
  const strike = await db.transaction(async (tx) => {
    const existing = await findStrike(tx, id, { lock: true });
    if (!existing) throw new AppError("STRIKE_NOT_FOUND");
    if (existing.clearedAt) throw new AppError("STRIKE_ALREADY_CLEARED");
    await clearStrikeRow(tx, id, { clearedBy: actor.id, clearReason: reason });
    await audit(tx, {
      actorId: actor.id,
      action: "strike.clear",
      entity: "strike",
      entityId: id,
      details: { work: existing.workId, user: existing.userId, reason },
    });
    const row = await findStrikeWithWork(tx, id);
    if (!row) throw new AppError("STRIKE_NOT_FOUND");
    return toStrikeResponse(row);
  });
  return { status: true as const, message: say("success:Strike cleared"), strike };
}
