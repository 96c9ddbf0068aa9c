import type { Lead } from "@catercrew/shared";
import type { LeadRow } from "./leads.repository.js";

export function toLeadResponse(row: LeadRow): Lead {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    email: row.email,
    event_details: row.eventDetails,
    language: row.language,
    created_at: row.createdAt,
  };
}
