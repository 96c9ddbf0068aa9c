import type {
  AdminWorkRequest,
  JoinRequest,
  MyWork,
  PublishedWork,
  RolePay,
  WorkerWorkBase,
} from "@catercrew/shared";
import type { assignments, users, workRequests } from "../../db/schema.js";
import { iso } from "../../lib/dates.js";
import { toWorkResponse, type WorkRow } from "../works/works.serializer.js";

type WorkRequestRow = typeof workRequests.$inferSelect;
type AssignmentRow = typeof assignments.$inferSelect;

/** A work with the worker's own request and assignment (at most one each). */
export type StandingRow = {
  work: WorkRow;
  req: Pick<
    WorkRequestRow,
    "id" | "status" | "assigned" | "comment" | "rejectionReason" | "requestedAt" | "updatedAt"
  > | null;
  asg: Pick<AssignmentRow, "id" | "source" | "roleType" | "isLoading" | "isSetting" | "assignedAt"> | null;
};

/** The fields of a work a worker may see. */
function toWorkerWork(row: WorkRow): WorkerWorkBase {
  const w = toWorkResponse(row);
  return {
    id: w.id,
    Auditorium_name: w.Auditorium_name,
    Catering_company: w.Catering_company,
    address: w.address,
    place: w.place,
    district: w.district,
    date: w.date,
    reporting_time: w.reporting_time,
    work_type: w.work_type,
    occasion: w.occasion,
    status: w.status,
    is_published: w.is_published,
    no_of_boys_needed: w.no_of_boys_needed,
    attendees: w.attendees,
    location_url: w.location_url,
    instructions: w.instructions,
    About_work: w.About_work,
    logistics: w.logistics,
  };
}

export function toPublishedWork(row: StandingRow, pay: RolePay): PublishedWork {
  // Added onto the work's object, not spread into a new one: V8 copies a spread object of this
  // size by its slow path (about 15 µs a row against 0.2 µs; docs/benchmarks.md, "Where the time goes").
  return Object.assign(toWorkerWork(row.work), {
    admin_assigned: row.asg?.source === "admin",
    already_applied: row.req !== null,
    assigned_status: row.req?.status ?? null,
    comment: row.req?.comment ?? "",
    rejection_reason: row.req?.rejectionReason ?? null,
    requested_at: iso(row.req?.requestedAt),
    pay,
  });
}

/**
 * The worker's join requests on the work as the original client (record 013) lists them: their own request, or,
 * for a direct admin assignment without one, that assignment as an accepted request.
 */
export function joinRequestsOf(row: StandingRow): JoinRequest[] {
  const extra_work = { is_loading: row.asg?.isLoading ?? false, is_setting: row.asg?.isSetting ?? false };
  const admin_assigned = row.asg?.source === "admin";
  if (row.req) {
    return [
      {
        id: row.req.id,
        status: row.req.status,
        assigned: row.req.assigned,
        admin_assigned,
        comment: row.req.comment ?? "",
        requested_at: iso(row.req.requestedAt) ?? "",
        updated_at: iso(row.req.updatedAt) ?? "",
        extra_work,
      },
    ];
  }
  if (!row.asg) return [];
  const at = iso(row.asg.assignedAt) ?? "";
  return [
    {
      id: row.asg.id,
      status: "accepted",
      assigned: true,
      admin_assigned,
      comment: "",
      requested_at: at,
      updated_at: at,
      extra_work,
    },
  ];
}

export function toMyWork(row: StandingRow, user: { id: number; userCode: string; userName: string }): MyWork {
  return {
    id: row.req?.id ?? null,
    source: row.req ? "request" : "admin",
    status: row.req?.status ?? "accepted",
    work_status: row.work.status,
    assigned: row.asg !== null,
    comment: row.req?.comment ?? "",
    rejection_reason: row.req?.rejectionReason ?? null,
    requested_at: iso(row.req?.requestedAt ?? row.asg?.assignedAt) ?? "",
    work_detail: toWorkerWork(row.work),
    boy: { id: user.id, user_id: user.userCode, user_name: user.userName },
  };
}

/** A join request with its worker, as the admin's list reads it. */
export type AdminRequestRow = { r: WorkRequestRow; u: typeof users.$inferSelect };

export function toAdminRequest(row: AdminRequestRow): AdminWorkRequest {
  const { r, u } = row;
  return {
    id: r.id,
    work: r.workId,
    status: r.status,
    assigned: r.assigned,
    boy_name: u.userName,
    boy_mobile: u.mobileNumber ?? "",
    boy_place: u.place ?? "",
    boy: {
      id: u.id,
      user_id: u.userCode,
      user_name: u.userName,
      email: u.email ?? "",
      mobile_number: u.mobileNumber ?? "",
      role: u.role,
      place: u.place ?? "",
      district: u.district ?? "",
      employment_type: u.employmentType ?? "",
    },
    boy_experience: u.experienced,
    boy_bike: u.hasBike,
    boy_license: u.hasLicense,
    requested_at: iso(r.requestedAt) ?? "",
    comment: r.comment ?? "",
    rejection_reason: r.rejectionReason,
  };
}
