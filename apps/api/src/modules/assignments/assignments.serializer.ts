import type { AssignedUser } from "@catercrew/shared";
import { iso } from "../../lib/dates.js";
import type { selectAssignedUsers } from "./assignments.repository.js";

type AssignedUserRow = Awaited<ReturnType<typeof selectAssignedUsers>>[number];

/** An assigned user as the Assigned Users lists show them. */
export function toAssignedUser(r: AssignedUserRow): AssignedUser {
  return {
    id: r.id,
    user_id: r.userId,
    user_code: r.userCode,
    user_name: r.userName,
    email: r.email,
    mobile: r.mobile,
    place: r.place,
    district: r.district,
    role: r.role,
    type: r.type,
    source: r.source,
    is_setting: r.isSetting,
    is_loading: r.isLoading,
    is_rated: r.ratingId === null ? false : Number(r.ratingId),
    wage_id: r.wageId === null ? null : Number(r.wageId),
    is_waged: r.wageId !== null,
    assigned_at: iso(r.assignedAt) ?? "",
    upi_id: r.upiId,
  };
}
