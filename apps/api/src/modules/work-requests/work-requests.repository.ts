import { NIGHT_ENDS, NIGHT_STARTS, NIGHT_WORK_MIN_AGE, type RequestStatus } from "@catercrew/shared";
import { and, asc, desc, eq, isNotNull, isNull, ne, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { preparedQuery, userParam } from "../../db/prepared.js";
import { assignments, users, workRequests, works } from "../../db/schema.js";
import type { AdminRequestRow, StandingRow } from "./work-requests.serializer.js";

function requestsQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ r: workRequests, u: users })
    .from(workRequests)
    .innerJoin(users, eq(users.id, workRequests.userId))
    .where(where)
    .orderBy(
      sql`case ${workRequests.status} when 'pending' then 0 when 'accepted' then 1 else 2 end`,
      desc(workRequests.requestedAt),
      desc(workRequests.id),
    );
}

/** A work's join requests: pending first, then accepted, then rejected; newest first within each. */
export async function listWorkRequests(
  db: DbOrTx,
  workId: number,
  status?: RequestStatus,
): Promise<AdminRequestRow[]> {
  const where = status
    ? and(eq(workRequests.workId, workId), eq(workRequests.status, status))
    : eq(workRequests.workId, workId);
  return requestsQuery(db, where);
}

export async function getAdminRequest(db: DbOrTx, id: number): Promise<AdminRequestRow | undefined> {
  const [row] = await requestsQuery(db, eq(workRequests.id, id));
  return row;
}

export function findRequest(db: DbOrTx, id: number, opts: { lock?: boolean } = {}) {
  const q = db.select().from(workRequests).where(eq(workRequests.id, id)).limit(1);
  return (opts.lock ? q.for("update") : q).then((r) => r[0]);
}

/** The requester's role, name and standing (approved, active). */
export async function findRequester(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      role: users.role,
      name: users.userName,
      isApproved: users.isApproved,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function setRequestStatus(
  db: DbOrTx,
  id: number,
  values: { status: RequestStatus; assigned: boolean; comment?: string | undefined },
  rejectionReason: string | null, // kept with a rejection, null otherwise (docs/decisions/045)
): Promise<void> {
  await db
    .update(workRequests)
    .set({
      status: values.status,
      assigned: values.assigned,
      rejectionReason,
      ...(values.comment !== undefined ? { comment: values.comment || null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(workRequests.id, id));
}

// ---- The worker's side: works with the worker's own request and assignment ----

const UPCOMING = sql`${works.status} not in ('completed', 'cancelled')`;

/** The worker's own request and assignment, joined onto works (at most one each per work). */
export const standing = {
  work: works,
  req: {
    id: workRequests.id,
    status: workRequests.status,
    assigned: workRequests.assigned,
    comment: workRequests.comment,
    rejectionReason: workRequests.rejectionReason,
    requestedAt: workRequests.requestedAt,
    updatedAt: workRequests.updatedAt,
  },
  asg: {
    id: assignments.id,
    source: assignments.source,
    roleType: assignments.roleType,
    isLoading: assignments.isLoading,
    isSetting: assignments.isSetting,
    assignedAt: assignments.assignedAt,
  },
};

type UserParam = number | Placeholder;

function withStandingCount(db: DbOrTx, userId: UserParam) {
  return db
    .select({ n: sql<number>`count(*)` })
    .from(works)
    .leftJoin(workRequests, and(eq(workRequests.workId, works.id), eq(workRequests.userId, userId)))
    .leftJoin(assignments, and(eq(assignments.workId, works.id), eq(assignments.userId, userId)));
}

/** Works with this person's request and assignment on each (`standing`). */
export function withStanding(db: DbOrTx, userId: UserParam) {
  return db
    .select(standing)
    .from(works)
    .leftJoin(workRequests, and(eq(workRequests.workId, works.id), eq(workRequests.userId, userId)))
    .leftJoin(assignments, and(eq(assignments.workId, works.id), eq(assignments.userId, userId)));
}

/** Published, upcoming and dated today or later: the works open to workers. */
export function publishedUpcoming(today: string | Placeholder) {
  return and(eq(works.isPublished, true), UPCOMING, sql`${works.date} >= ${today}`);
}

/**
 * The ages rule (records 064, 075) for the worker of the prepared query: the work reports in the
 * night (HH:MM text, so text order is time order) and he is under 18 on its day, or his date of birth is not on record. The SQL twin of
 * `nightWorkBar` (a 29 February birthday turns on 1 March, as there).
 */
const barredAtNight = sql`((${works.reportingTime} >= ${sql.raw(`'${NIGHT_STARTS}'`)} or ${works.reportingTime} < ${sql.raw(`'${NIGHT_ENDS}'`)})
  and coalesce((select u.date_of_birth from ${users} u where u.id = ${sql.placeholder("userId")}) > (${works.date} - ${sql.raw(`interval '${NIGHT_WORK_MIN_AGE} years'`)})::date, true))`;

/**
 * Published, upcoming, dated today or later, and not assigned to this worker by the admin; a night
 * work he may not take is left out unless he already asked for it or is on it (record 075).
 */
function openToWorker(today: string | Placeholder) {
  return and(
    publishedUpcoming(today),
    or(isNull(assignments.id), ne(assignments.source, "admin")),
    or(sql`not ${barredAtNight}`, isNotNull(workRequests.id), isNotNull(assignments.id)),
  );
}

export async function listPublishedForWorker(
  db: DbOrTx,
  userId: number,
  today: string,
  page: { page: number; pageSize: number },
): Promise<{ rows: StandingRow[]; total: number }> {
  const offset = (page.page - 1) * page.pageSize;
  const rows = await publishedQuery(db).execute({ userId, today, limit: page.pageSize, offset });
  if (rows.length < page.pageSize && (rows.length > 0 || page.page === 1)) {
    return { rows, total: offset + rows.length };
  }
  const [c] = await publishedCountQuery(db).execute({ userId, today });
  return { rows, total: Number(c?.n ?? 0) };
}

const publishedQuery = preparedQuery((db) =>
  withStanding(db, userParam)
    .where(openToWorker(sql.placeholder("today")))
    .orderBy(asc(works.date), asc(works.reportingTime), asc(works.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("works_published_for_worker"),
);
const publishedCountQuery = preparedQuery((db) =>
  withStandingCount(db, userParam)
    .where(openToWorker(sql.placeholder("today")))
    .prepare("works_published_for_worker_count"),
);

/** A work the worker may open: published, or one they requested or are assigned to. */
export async function findWorkForWorker(db: DbOrTx, { workId, userId }: { workId: number; userId: number }) {
  const [row] = await withStanding(db, userId)
    .where(
      and(
        eq(works.id, workId),
        or(eq(works.isPublished, true), isNotNull(workRequests.id), isNotNull(assignments.id)),
      ),
    )
    .limit(1);
  return row;
}

/** What a request's read is given by the rules' own domains: values of a read of `works`. */
type RequestChecks = { strikeTimes: SQL<string[]>; holdsSameMeal: SQL<boolean> };

/** The rules' values of a request's read beside the work, for the person `userParam`. */
function requestFactFields(checks: RequestChecks) {
  return {
    assignedSelf: sql<boolean>`exists (select 1 from ${assignments} where ${and(eq(assignments.workId, works.id), eq(assignments.userId, userParam))})`,
    birthDate: sql<
      string | null
    >`(select ${users.dateOfBirth}::text from ${users} where ${users.id} = ${userParam})`,
    ...checks,
  };
}

/** The columns of a work a request's rules read, and a WhatsApp answer names (venue, time, map). */
const requestBriefColumns = {
  id: works.id,
  status: works.status,
  isPublished: works.isPublished,
  date: works.date,
  reportingTime: works.reportingTime,
  workType: works.workType,
  auditoriumName: works.auditoriumName,
  place: works.place,
  locationUrl: works.locationUrl,
};

const workParam = sql.placeholder("workId");

/**
 * What a worker's request is decided on, in one read (docs/decisions/050-request-in-one-read.md):
 * the work, whether the worker is on it already, and the other rules' values, which their own
 * domains write (`checks`, values of a read of `works` with the parameters they name). Both reads
 * are prepared (docs/decisions/082-burst-reads-prepared.md), so this is called once, with the one
 * `checks` (a second call would give the same statement names other texts). Each read takes
 * `userId`, `workId` and the checks' parameters; it answers undefined when there is no such work.
 * `full`: every column of the work; `brief`: only `requestBriefColumns` (a request that answers
 * no work, on WhatsApp).
 */
export function requestFactsReads(checks: RequestChecks) {
  const full = preparedQuery((db) =>
    db
      .select({ work: works, ...requestFactFields(checks) })
      .from(works)
      .where(eq(works.id, workParam))
      .limit(1)
      .prepare("request_facts"),
  );
  const brief = preparedQuery((db) =>
    db
      .select({ work: requestBriefColumns, ...requestFactFields(checks) })
      .from(works)
      .where(eq(works.id, workParam))
      .limit(1)
      .prepare("request_facts_brief"),
  );
  type Params = { workId: number; userId: number } & Record<string, unknown>;
  return {
    full: async (db: DbOrTx, params: Params) => (await full(db).execute(params))[0],
    brief: async (db: DbOrTx, params: Params) => (await brief(db).execute(params))[0],
  };
}

export async function insertWorkRequest(
  db: DbOrTx,
  { workId, userId, channel = "app" }: { workId: number; userId: number; channel?: "app" | "whatsapp" },
) {
  const [row] = await db.insert(workRequests).values({ userId, workId, channel }).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** A worker's request, unless they have one on the work already (then undefined, nothing written). */
export async function insertWorkRequestOnce(
  db: DbOrTx,
  { workId, userId, channel }: { workId: number; userId: number; channel: "app" | "whatsapp" },
) {
  const [row] = await db
    .insert(workRequests)
    .values({ userId, workId, channel })
    .onConflictDoNothing({ target: [workRequests.workId, workRequests.userId] })
    .returning({ id: workRequests.id });
  return row;
}
