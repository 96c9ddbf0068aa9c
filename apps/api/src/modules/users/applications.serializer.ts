import type { ApplicantStatus, UserRequest } from "@catercrew/shared";
import { iso } from "../../lib/dates.js";
import type { MediaStore } from "../../lib/media-store.js";
import type { UserRow } from "./users.service.js";

/** pending: not approved and active; approved; rejected: not approved and deactivated. */
export function applicantStatus(row: Pick<UserRow, "isApproved" | "isActive">): ApplicantStatus {
  if (row.isApproved) return "approved";
  return row.isActive ? "pending" : "rejected";
}

export function toUserRequestResponse(row: UserRow, media: MediaStore): UserRequest {
  return {
    id: row.id,
    user_id: row.userCode,
    user_name: row.userName,
    mobile_number: row.mobileNumber ?? "",
    place: row.place ?? "",
    district: row.district ?? "",
    role: row.role,
    employment_type: row.employmentType ?? "",
    experienced: row.experienced,
    has_bike: row.hasBike,
    has_license: row.hasLicense,
    license_image: media.signedUrl(row.id, row.licenseImage),
    is_approved: row.isApproved,
    is_active: row.isActive,
    request_status: applicantStatus(row),
    rejection_reason: row.rejectionReason,
    created_at: iso(row.createdAt) ?? "",
  };
}
