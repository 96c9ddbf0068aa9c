import { nightWorkBar } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import type { DbOrTx } from "../../db/client.js";
import type { Ctx } from "../../lib/context.js";
import { fareMap } from "../fares/fares.service.js";
import type { WorkRow } from "../works/works.serializer.js";
import { readPublishedStandings, readSharedPublished } from "./published-works.repository.js";
import type { StandingRow } from "./work-requests.serializer.js";

/**
 * The published works and fares every worker's home and published list show, read once for all of
 * them (docs/decisions/048-shared-published-works.md). A publish brings hundreds of workers at
 * once, and each read the same 60 works again, 40 KB apiece; now each reads only their own requests
 * and assignments on them, with the published version (migration 0033) in the same statement, and
 * the works and fares come from the list kept for that version. Any commit that writes `works` or
 * `fares`, from any process, raises the version, so a kept list is never older than the worker's
 * own read.
 */

/** At most this many published works are kept as one list; with more, each page is read as before. */
export const SHARED_PUBLISHED_CAP = 2_000;

interface SharedList {
  version: number;
  day: string;
  /** In the published list's order; null when more than the cap are published. */
  works: WorkRow[] | null;
  /** The fares by type (`fareMap`), read after the works: as new as the version, or newer. */
  fares: Readonly<Record<string, string>>;
}

/** The last list read, per database handle (a test app, or a process's one database). */
const kept = new WeakMap<DbOrTx, Promise<SharedList>>();

async function keptFor(db: DbOrTx, version: number, day: string): Promise<SharedList | null> {
  const pending = kept.get(db);
  if (!pending) return null;
  const list = await pending.catch(() => null);
  return list && list.version === version && list.day === day ? list : null;
}

async function readList(db: DbOrTx, day: string): Promise<SharedList> {
  const read = await readSharedPublished(db, day, SHARED_PUBLISHED_CAP + 1);
  // After the works, not beside them: fares older than the version just read would be kept under it.
  const fares = await fareMap({ db });
  return {
    version: read.version,
    day,
    works: read.works.length > SHARED_PUBLISHED_CAP ? null : read.works,
    fares,
  };
}

/** The list for this published version: the kept one, or one read now (once for all callers). */
async function sharedList(db: DbOrTx, version: number, day: string): Promise<SharedList> {
  // Twice: a caller that waited for an older read finds the one another caller started meanwhile.
  const found = (await keptFor(db, version, day)) ?? (await keptFor(db, version, day));
  if (found) return found;
  const read = readList(db, day);
  kept.set(db, read);
  read.catch(() => {
    if (kept.get(db) === read) kept.delete(db);
  });
  return read;
}

/**
 * The worker's page of the published list from the shared works, with the fares, or null when more works are
 * published than are kept (the caller reads the page itself). Same rows, order and total as the
 * one-statement read: published upcoming works dated `day` or later, less those the admin assigned
 * this worker to directly and the night works the ages rule keeps him off, each with the worker's
 * request and assignment.
 */
export async function sharedPublishedPage(
  { db }: Ctx,
  user: AuthUser,
  day: string,
  page: { page: number; pageSize: number },
): Promise<{ rows: StandingRow[]; total: number; fares: Readonly<Record<string, string>> } | null> {
  const standings = await readPublishedStandings(db, user.id, day);
  const list = await sharedList(db, standings.version, day);
  if (!list.works) return null;
  const open: StandingRow[] = [];
  for (const work of list.works) {
    const own = standings.byWork.get(work.id);
    if (own?.asg?.source === "admin") continue;
    // The list is shared; the ages rule is the worker's own (record 075): a night work he may not
    // take is left out of his page and total, unless he already asked for it or is on it.
    if (!own && nightWorkBar(standings.dateOfBirth, work) !== null) continue;
    open.push({ work, req: own?.req ?? null, asg: own?.asg ?? null });
  }
  const offset = (page.page - 1) * page.pageSize;
  return { rows: open.slice(offset, offset + page.pageSize), total: open.length, fares: list.fares };
}
