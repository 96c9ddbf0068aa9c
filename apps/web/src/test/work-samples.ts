import { EMPTY_WORK_LOGISTICS, type Work, type WorkListItem } from "@catercrew/shared/schemas/works";

/** A work as the API answers it (Sree Hall, Ottapalam, a lunch wedding for 5), with the given changes. */
export function aWork(changes: Partial<Work> = {}): Work {
  return {
    id: 3,
    Auditorium_name: "Sree Hall",
    Catering_company: "",
    customer_name: "Anil",
    customer_mobile: "9000000011",
    address: "Main Road",
    place: "Ottapalam",
    district: "palakkad",
    date: "2026-11-22",
    reporting_time: "10:00",
    work_type: "Lunch",
    occasion: "wedding",
    no_of_boys_needed: 5,
    head_boys_needed: 0,
    supervisors_needed: 0,
    captains_needed: 1,
    attendees: 200,
    payment_amount: "10000.00",
    location_url: "",
    remarks: "",
    about_work: "",
    About_work: "",
    instructions: "",
    logistics: EMPTY_WORK_LOGISTICS,
    is_published: true,
    status: "pending",
    created_at: "2026-11-01T00:00:00.000Z",
    updated_at: "2026-11-01T00:00:00.000Z",
    ...changes,
  };
}

/** The same work as a list shows it, with its crew counts (one boy assigned by default). */
export function aListedWork(changes: Partial<WorkListItem> = {}): WorkListItem {
  return {
    ...aWork(),
    assigned_count: 1,
    pending_requests: 0,
    boys_assigned: 1,
    head_boys_assigned: 0,
    captains_assigned: 0,
    supervisors_assigned: 0,
    ...changes,
  };
}
