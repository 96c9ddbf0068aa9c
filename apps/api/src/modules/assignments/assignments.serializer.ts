import { type AssignedUser, type Language, t } from "@catercrew/shared";
import { formatDate } from "@catercrew/shared/format/dates";
import { iso } from "../../lib/dates.js";
import type { BookingWarning, selectAssignedUsers } from "./assignments.repository.js";

type AssignedUserRow = Awaited<ReturnType<typeof selectAssignedUsers>>[number];

/**
 * An assigned user as the Assigned Users lists show them: `type` in the original client's two groups
 * (supervisor, or boys for everyone else), the role held in the work in `role`.
 */
export function toAssignedUser(r: AssignedUserRow): AssignedUser {
  return {
    id: r.id,
    user_id: r.userId,
    user_code: r.userCode,
    user_name: r.userName,
    email: r.email ?? "",
    mobile: r.mobile ?? "",
    place: r.place ?? "",
    district: r.district ?? "",
    role: r.roleType,
    type: r.roleType === "supervisor" ? "supervisor" : "boys",
    source: r.source,
    is_setting: r.isSetting,
    is_loading: r.isLoading,
    is_rated: r.ratingId === null ? false : Number(r.ratingId),
    wage_id: r.wageId === null ? null : Number(r.wageId),
    is_waged: r.wageId !== null,
    assigned_at: iso(r.assignedAt) ?? "",
    upi_id: r.upiId ?? "",
  };
}

/**
 * A booking warning in the reader's language, from the server catalogue (context `warning`), its
 * date written out (not YYYY-MM-DD).
 */
function bookingWarningText(w: BookingWarning, language: Language): string {
  if (w.kind === "double_booked") {
    const date = formatDate(w.date, language, { weekday: "short" });
    return t(language, "warning:double_booked", {
      name: w.name,
      date,
      workId: String(w.workId),
      hall: w.hall,
    });
  }
  return t(language, "warning:over_staffed", { assigned: w.assigned, needed: w.needed });
}

export const bookingWarningTexts = (warnings: readonly BookingWarning[], language: Language) =>
  warnings.map((w) => bookingWarningText(w, language));
