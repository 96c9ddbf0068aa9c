/** Worker priority label by attendees: >200 High, >100 Medium, else Low. */
export function priorityLabel(attendees: number): "High Priority" | "Medium Priority" | "Low Priority" {
  if (attendees > 200) return "High Priority";
  if (attendees > 100) return "Medium Priority";
  return "Low Priority";
}

/** At most `size` page numbers, centred on the current page where possible. */
export function pageWindow(current: number, totalPages: number, size = 5): number[] {
  if (totalPages <= 0) return [];
  const half = Math.floor(size / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(totalPages, start + size - 1);
  start = Math.max(1, end - size + 1);
  const pages: number[] = [];
  for (let p = start; p <= end; p++) pages.push(p);
  return pages;
}

/** License image limits checked on the client before upload (the server checks the content too). */
export const LICENSE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const LICENSE_IMAGE_TYPES = ["image/png", "image/jpeg"] as const;

/** No-show strikes: they count for 90 days; 3 in that window stop requests for 14 days. */
export const STRIKE_WINDOW_DAYS = 90;
export const STRIKES_FOR_BLOCK = 3;
export const STRIKE_BLOCK_DAYS = 14;

/**
 * The roles `no_of_boys_needed` counts: boys and head boys. Captains (subadmin) and supervisors
 * are counted apart. Every screen that says "3/3" counts with this list, as the server does.
 */
const BOYS_NEEDED_ROLES = ["boys", "head_boy"] as const;

/**
 * A crew's counts by the same definition the work lists use (boys_assigned, head_boys_assigned,
 * captains_assigned, supervisors_assigned): `boys` counts boys and head boys, `headBoys` the head
 * boys among them.
 */
export function crewCounts(roles: readonly string[]): {
  boys: number;
  headBoys: number;
  captains: number;
  supervisors: number;
} {
  const boysRoles: readonly string[] = BOYS_NEEDED_ROLES;
  return {
    boys: roles.filter((r) => boysRoles.includes(r)).length,
    headBoys: roles.filter((r) => r === "head_boy").length,
    captains: roles.filter((r) => r === "subadmin").length,
    supervisors: roles.filter((r) => r === "supervisor").length,
  };
}

/**
 * A completed job: a completed work the person was assigned to (by the admin or by an accepted
 * request). A pending or rejected request on a completed work is not one. The worker's
 * `completed_jobs` count and the My Works "Completed" tab both use this definition.
 */
export function isCompletedJob(entry: { work_status: string; assigned: boolean }): boolean {
  return entry.work_status === "completed" && entry.assigned;
}
