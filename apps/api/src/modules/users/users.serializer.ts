import type { User } from "@catercrew/shared";
import { iso } from "../../lib/dates.js";
import type { MediaStore } from "../../lib/media-store.js";
import type { UserPage, UserRow } from "./users.repository.js";

/**
 * The API's user shape (the original API's field names, text fields "" when empty); the license image as a
 * signed, short-lived URL.
 */
export function toUserResponse(row: UserRow, media: MediaStore): User {
  return {
    id: row.id,
    user_id: row.userCode,
    user_name: row.userName,
    email: row.email ?? "",
    mobile_number: row.mobileNumber ?? "",
    role: row.role,
    address: row.address ?? "",
    district: row.district ?? "",
    place: row.place ?? "",
    experienced: row.experienced,
    employment_type: row.employmentType ?? "",
    has_bike: row.hasBike,
    has_license: row.hasLicense,
    license_image: media.signedUrl(row.id, row.licenseImage),
    is_active: row.isActive,
    is_approved: row.role === "admin" ? true : row.isApproved,
    is_staff: row.isStaff || row.role === "admin",
    created_at: iso(row.createdAt) ?? "",
    last_login: iso(row.lastLogin),
    language: row.language,
    upi_id: row.upiId ?? "",
    rejection_reason: row.rejectionReason,
    date_of_birth: row.dateOfBirth,
  };
}

export function toPaginated(page: UserPage, current: number, pageSize: number, media: MediaStore) {
  return {
    results: page.rows.map((r) => toUserResponse(r, media)),
    pagination: {
      current_page: current,
      total_pages: Math.max(1, Math.ceil(page.total / pageSize)),
      total_items: page.total,
      page_size: pageSize,
    },
  };
}
