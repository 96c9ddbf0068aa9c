import { type Work, workTypeOnWire } from "@catercrew/shared";
import type { works } from "../../db/schema.js";
import { iso } from "../../lib/dates.js";

export type WorkRow = typeof works.$inferSelect;

/**
 * A works row in the API's shape (spec field names, the work type as the spec spells it, text
 * fields "" when empty). Shared by the admin, worker and sub-admin modules.
 */
export function toWorkResponse(row: WorkRow): Work {
  return {
    id: row.id,
    Auditorium_name: row.auditoriumName,
    Catering_company: row.cateringCompany ?? "",
    customer_name: row.customerName,
    customer_mobile: row.customerMobile,
    address: row.address,
    place: row.place,
    district: row.district,
    date: row.date,
    reporting_time: row.reportingTime,
    work_type: workTypeOnWire(row.workType),
    no_of_boys_needed: row.noOfBoysNeeded,
    attendees: row.attendees,
    payment_amount: row.paymentAmount,
    location_url: row.locationUrl ?? "",
    remarks: row.remarks ?? "",
    about_work: row.aboutWork ?? "",
    About_work: row.aboutWork ?? "",
    instructions: row.instructions ?? "",
    is_published: row.isPublished,
    status: row.status,
    created_at: iso(row.createdAt) ?? "",
    updated_at: iso(row.updatedAt) ?? "",
  };
}
