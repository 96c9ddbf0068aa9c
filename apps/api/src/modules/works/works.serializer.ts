import { type Work, type WorkLogistics, workTypeOnWire } from "@catercrew/shared";
import type { works } from "../../db/schema.js";
import { iso } from "../../lib/dates.js";

export type WorkRow = typeof works.$inferSelect;

/** The transport and dress columns of a works row. */
export type WorkLogisticsColumns = Pick<
  WorkRow,
  | "pickupPoint"
  | "pickupTime"
  | "vehicle"
  | "driverName"
  | "driverMobile"
  | "dropAfter"
  | "dressCode"
  | "bikeNeeded"
>;

/**
 * How the crew gets to a work and what they wear (docs/decisions/037-crew-builder.md):
 * pickup point and time, vehicle, driver's name and number, drop after the work, dress code, and
 * whether the crew comes by bike; text "" when not set. The one source for the worker's screens,
 * "My next jobs", and WhatsApp offers and reminders.
 */
export function workLogistics(work: WorkLogisticsColumns): WorkLogistics {
  return {
    pickup_point: work.pickupPoint ?? "",
    pickup_time: work.pickupTime ?? "",
    vehicle: work.vehicle ?? "",
    driver_name: work.driverName ?? "",
    driver_mobile: work.driverMobile ?? "",
    drop_after: work.dropAfter ?? "",
    dress_code: work.dressCode ?? "",
    bike_needed: work.bikeNeeded,
  };
}

/**
 * A works row in the API's shape (the original API's field names, the work type as the original client spells it, text
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
    occasion: row.occasion ?? "",
    no_of_boys_needed: row.noOfBoysNeeded,
    head_boys_needed: row.headBoysNeeded,
    supervisors_needed: row.supervisorsNeeded,
    captains_needed: row.captainsNeeded,
    attendees: row.attendees,
    payment_amount: row.paymentAmount,
    location_url: row.locationUrl ?? "",
    remarks: row.remarks ?? "",
    about_work: row.aboutWork ?? "",
    About_work: row.aboutWork ?? "",
    instructions: row.instructions ?? "",
    logistics: workLogistics(row),
    is_published: row.isPublished,
    status: row.status,
    created_at: iso(row.createdAt) ?? "",
    updated_at: iso(row.updatedAt) ?? "",
  };
}
