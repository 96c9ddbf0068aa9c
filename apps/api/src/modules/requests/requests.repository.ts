import type { AdminWorkRequest, RequestStatus, Role } from "@catercrew/shared";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { users, workRequests } from "../../db/schema.js";
import { iso } from "../../lib/dates.js";

export type WorkRequestRow = typeof workRequests.$inferSelect;

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

function toAdminRequest(row: { r: WorkRequestRow; u: typeof users.$inferSelect }): AdminWorkRequest {
  const { r, u } = row;
  return {
    id: r.id,
    work: r.workId,
    status: r.status as RequestStatus,
    assigned: r.assigned,
    boy_name: u.userName,
    boy_mobile: u.mobileNumber,
    boy_place: u.place,
    boy: {
      id: u.id,
      user_id: u.userCode,
      user_name: u.userName,
      email: u.email,
      mobile_number: u.mobileNumber,
      role: u.role as Role,
      place: u.place,
      district: u.district,
      employment_type: u.employmentType,
    },
    boy_experience: u.experienced,
    boy_bike: u.hasBike,
    boy_license: u.hasLicense,
    requested_at: iso(r.requestedAt) ?? "",
    comment: r.comment,
  };
}

/** A work's join requests: pending first, then accepted, then rejected; newest first within each. */
export async function listWorkRequests(
  db: DbOrTx,
  workId: number,
  status?: RequestStatus,
): Promise<AdminWorkRequest[]> {
  const where = status
    ? and(eq(workRequests.workId, workId), eq(workRequests.status, status))
    : eq(workRequests.workId, workId);
  return (await requestsQuery(db, where)).map(toAdminRequest);
}

export async function getAdminRequest(db: DbOrTx, id: number): Promise<AdminWorkRequest | undefined> {
  const [row] = await requestsQuery(db, eq(workRequests.id, id));
  return row ? toAdminRequest(row) : undefined;
}

export function findRequest(db: DbOrTx, id: number, opts: { lock?: boolean } = {}) {
  const q = db.select().from(workRequests).where(eq(workRequests.id, id)).limit(1);
  return (opts.lock ? q.for("update") : q).then((r) => r[0]);
}

export async function setRequestStatus(
  db: DbOrTx,
  id: number,
  values: { status: RequestStatus; assigned: boolean; comment?: string | undefined },
): Promise<void> {
  await db
    .update(workRequests)
    .set({
      status: values.status,
      assigned: values.assigned,
      ...(values.comment !== undefined ? { comment: values.comment || null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(workRequests.id, id));
}
