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

/**
 * The meal a work serves: what `work_type` holds and answers (docs/decisions/069-meal-and-occasion.md).
 * One person holds one work per day and meal (record 037).
 */
export const MEALS = ["break_fast", "lunch", "dinner", "others"] as const;
export type Meal = (typeof MEALS)[number];

/** What the event is, apart from the meal: a lunch wedding is meal `lunch`, occasion `wedding` (record 069). */
export const OCCASIONS = [
  "wedding",
  "engagement",
  "birthday",
  "house_warming",
  "corporate",
  "party",
  "others",
] as const;
export type Occasion = (typeof OCCASIONS)[number];
export const OCCASION_LABELS: Record<Occasion, string> = {
  wedding: "Wedding",
  engagement: "Engagement",
  birthday: "Birthday",
  house_warming: "House warming",
  corporate: "Corporate",
  party: "Party",
  others: "Other occasion",
};

/**
 * Every value `work_type` accepts on input: the meals, and the occasions older clients sent there
 * before the two were apart (record 069): such a value sets the occasion, and the meal is the
 * stored one or, on a new work, `mealAt(reporting_time)`.
 */
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

export function isMeal(value: string): value is Meal {
  return (MEALS as readonly string[]).includes(value);
}

export function isOccasion(value: string): value is Occasion {
  return (OCCASIONS as readonly string[]).includes(value);
}

/**
 * The meal a reporting time serves, for a work whose meal was never said (an occasion sent as its
 * work type, or a row from before record 069): the crew reports about two hours ahead, so before
 * 09:00 is breakfast, before 14:00 lunch, later dinner.
 */
export function mealAt(reportingTime: string): Meal {
  if (reportingTime < "09:00") return "break_fast";
  if (reportingTime < "14:00") return "lunch";
  return "dinner";
}

/**
 * The meal and occasion a work's input means (record 069). `work_type` a meal: that meal, and
 * the occasion given (undefined: unchanged). `work_type` an occasion (an older client): that
 * occasion unless one is given, and the meal the work already has, else `mealAt(reportingTime)`.
 */
export function splitWorkType(
  workType: WorkType,
  occasion: Occasion | null | undefined,
  reportingTime: string,
  storedMeal?: Meal,
): { meal: Meal; occasion: Occasion | null | undefined } {
  if (isMeal(workType)) return { meal: workType, occasion };
  return { meal: storedMeal ?? mealAt(reportingTime), occasion: occasion ?? workType };
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
