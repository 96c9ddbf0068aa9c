/** Every role a user can hold. `admin` runs everything; the rest are workers. */
export const ROLES = ["admin", "subadmin", "supervisor", "head_boy", "boys"] as const;
export type Role = (typeof ROLES)[number];

/** Roles a worker may register with, and which an admin assigns to works. */
export const WORKER_ROLES = ["subadmin", "supervisor", "head_boy", "boys"] as const;
export type WorkerRole = (typeof WORKER_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Admin",
  subadmin: "Captain",
  supervisor: "Supervisor",
  head_boy: "Head Boy",
  boys: "Boys",
};

export const DISTRICTS = [
  "thiruvananthapuram",
  "kollam",
  "pathanamthitta",
  "alappuzha",
  "kottayam",
  "idukki",
  "ernakulam",
  "thrissur",
  "palakkad",
  "malappuram",
  "kozhikode",
  "wayanad",
  "kannur",
  "kasaragod",
] as const;
export type District = (typeof DISTRICTS)[number];

export const EMPLOYMENT_TYPES = ["full_time", "part_time", "freelance"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: "Full Time",
  part_time: "Part Time",
  freelance: "Freelance",
};

export const WORK_TYPES = [
  "break_fast",
  "lunch",
  "dinner",
  "wedding",
  "birthday",
  "corporate",
  "party",
  "others",
] as const;
export type WorkType = (typeof WORK_TYPES)[number];
export const WORK_TYPE_LABELS: Record<WorkType, string> = {
  break_fast: "Break Fast",
  lunch: "Lunch",
  dinner: "Dinner",
  wedding: "Wedding",
  birthday: "Birthday",
  corporate: "Corporate",
  party: "Party",
  others: "Others",
};

/**
 * A work type as the API writes it: the spelling the original client (record 013) sends ("Break_Fast", "Lunch",
 * "Dinner", "others"; ours capitalised the same way). Stored and filtered as the lower-case key.
 */
export const WORK_TYPE_WIRE: Record<WorkType, string> = {
  break_fast: "Break_Fast",
  lunch: "Lunch",
  dinner: "Dinner",
  wedding: "Wedding",
  birthday: "Birthday",
  corporate: "Corporate",
  party: "Party",
  others: "others",
};

/** The lower-case key of a work type in any spelling ("Break_Fast", "break fast" -> "break_fast"). */
export function workTypeKey(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

export function isWorkType(value: string): value is WorkType {
  return (WORK_TYPES as readonly string[]).includes(value);
}

/** The spelling the API answers with; an unknown value is passed through unchanged. */
export function workTypeOnWire(value: string): string {
  const key = workTypeKey(value);
  return isWorkType(key) ? WORK_TYPE_WIRE[key] : value;
}

export const WORK_STATUSES = ["pending", "confirmed", "in_progress", "completed", "cancelled"] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];
/** Works in these states are "past"; every other state is "upcoming". */
export const PAST_WORK_STATUSES: readonly WorkStatus[] = ["completed", "cancelled"];
export function isUpcomingStatus(status: WorkStatus): boolean {
  return !PAST_WORK_STATUSES.includes(status);
}

export const REQUEST_STATUSES = ["pending", "accepted", "rejected"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Fare types. `captain` is accepted as another name of `subadmin` (docs/decisions/004-subadmin-area.md). */
export const FARE_TYPES = ["boys", "head_boy", "supervisor", "subadmin", "setting", "loading"] as const;
export type FareType = (typeof FARE_TYPES)[number];
export const FARE_TYPE_ALIASES: Record<string, FareType> = { captain: "subadmin" };
export function normalizeFareType(value: string): FareType | null {
  const v = value.trim().toLowerCase();
  const aliased = FARE_TYPE_ALIASES[v] ?? v;
  return (FARE_TYPES as readonly string[]).includes(aliased) ? (aliased as FareType) : null;
}

export const PAYMENT_STATUSES = ["paid", "not_paid"] as const;
/** How a user came onto a work: assigned by the admin, or an accepted request. */
export const ASSIGNMENT_SOURCES = ["admin", "request"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { paid: "Paid", not_paid: "Pending" };

/** Payment summary groups and the role each one collects. */
export const WAGE_GROUPS = {
  captains: "subadmin",
  boys: "boys",
  head_boys: "head_boy",
  supervisors: "supervisor",
} as const satisfies Record<string, WorkerRole>;
export type WageGroup = keyof typeof WAGE_GROUPS;
export const WAGE_GROUP_LABELS: Record<WageGroup, string> = {
  captains: "Captains",
  boys: "Team Members",
  head_boys: "Head Boys",
  supervisors: "Supervisors",
};
