import type { ApplicantStatus, UserRequestSortField } from "@catercrew/shared";
import { and, asc, desc, eq, ne, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { users } from "../../db/schema.js";
import { likePattern } from "../../lib/sql-like.js";
import type { UserRow } from "./users.service.js";

const statusWhere: Record<ApplicantStatus, SQL | undefined> = {
  pending: and(eq(users.isApproved, false), eq(users.isActive, true)),
  approved: eq(users.isApproved, true),
  rejected: and(eq(users.isApproved, false), eq(users.isActive, false)),
};

const SORT_COLUMNS: Record<UserRequestSortField, SQL | typeof users.id> = {
  id: users.id,
  user_id: sql`${users.userCode}`,
  user_name: sql`lower(${users.userName})`,
  mobile_number: sql`${users.mobileNumber}`,
  place: sql`lower(${users.place})`,
  district: sql`${users.district}`,
  role: sql`${users.role}`,
  employment_type: sql`${users.employmentType}`,
  experienced: sql`${users.experienced}`,
  has_bike: sql`${users.hasBike}`,
  has_license: sql`${users.hasLicense}`,
  is_approved: sql`${users.isApproved}`,
  created_at: sql`${users.createdAt}`,
};

export interface ApplicantQuery {
  status: "all" | ApplicantStatus;
  search: string;
  sort: UserRequestSortField;
  order: "asc" | "desc";
  page: number;
  pageSize: number;
}

/** Worker applications (every user but admins), searched, sorted and paged by the database. */
export async function listApplicants(
  db: DbOrTx,
  q: ApplicantQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  const p = q.search ? likePattern(q.search.toLowerCase()) : null;
  const where = and(
    ne(users.role, "admin"),
    q.status === "all" ? undefined : statusWhere[q.status],
    p
      ? or(
          sql`lower(${users.userName}) like ${p}`,
          sql`${users.userCode} like ${p.toUpperCase()}`,
          sql`lower(${users.place}) like ${p}`,
          sql`${users.mobileNumber} like ${p}`,
        )
      : undefined,
  );
  const column = SORT_COLUMNS[q.sort];
  const dir = q.order === "asc" ? asc : desc;
  const offset = (q.page - 1) * q.pageSize;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(dir(column), dir(users.id))
    .limit(q.pageSize)
    .offset(offset);
  // A page that is not full is the last one: the total needs no count.
  if (rows.length < q.pageSize && (rows.length > 0 || q.page === 1)) {
    return { rows, total: offset + rows.length };
  }
  const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  return { rows, total: c?.n ?? 0 };
}

/** Pending applications, newest first. */
export function listPending(db: DbOrTx): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(ne(users.role, "admin"), statusWhere.pending))
    .orderBy(desc(users.id));
}
