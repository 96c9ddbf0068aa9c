import {
  type District,
  type EmploymentType,
  type FareType,
  type Occasion,
  type PaymentStatus,
  type Role,
  EMPLOYMENT_TYPE_LABELS as SHARED_EMPLOYMENT_TYPE_LABELS,
  OCCASION_LABELS as SHARED_OCCASION_LABELS,
  PAYMENT_STATUS_LABELS as SHARED_PAYMENT_STATUS_LABELS,
  ROLE_LABELS as SHARED_ROLE_LABELS,
  WAGE_GROUP_LABELS as SHARED_WAGE_GROUP_LABELS,
  WORK_TYPE_LABELS as SHARED_WORK_TYPE_LABELS,
  type WageGroup,
  type WorkStatus,
  type WorkType,
  workTypeKey,
} from "@catercrew/shared/enums";
import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The words for every enum value, in the chosen language (docs/decisions/012-languages.md: labels live in the
 * catalogue, not in the enum). The records hold message descriptors; the functions below
 * translate them when called, so call them while rendering (in a component that uses
 * `useLingui()`, which re-renders on a language switch), never at module level.
 */
export type Label = string | MessageDescriptor;

export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  admin: msg({ message: "Admin", context: "role" }),
  subadmin: msg({ message: "Captain", context: "role" }),
  supervisor: msg({ message: "Supervisor", context: "role" }),
  head_boy: msg({ message: "Head Boy", context: "role" }),
  boys: msg({ message: "Boys", context: "role" }),
};

export const DISTRICT_LABELS: Record<District, MessageDescriptor> = {
  thiruvananthapuram: msg({ message: "Thiruvananthapuram", context: "district" }),
  kollam: msg({ message: "Kollam", context: "district" }),
  pathanamthitta: msg({ message: "Pathanamthitta", context: "district" }),
  alappuzha: msg({ message: "Alappuzha", context: "district" }),
  kottayam: msg({ message: "Kottayam", context: "district" }),
  idukki: msg({ message: "Idukki", context: "district" }),
  ernakulam: msg({ message: "Ernakulam", context: "district" }),
  thrissur: msg({ message: "Thrissur", context: "district" }),
  palakkad: msg({ message: "Palakkad", context: "district" }),
  malappuram: msg({ message: "Malappuram", context: "district" }),
  kozhikode: msg({ message: "Kozhikode", context: "district" }),
  wayanad: msg({ message: "Wayanad", context: "district" }),
  kannur: msg({ message: "Kannur", context: "district" }),
  kasaragod: msg({ message: "Kasaragod", context: "district" }),
};

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, MessageDescriptor> = {
  full_time: msg({ message: "Full Time", context: "employment type" }),
  part_time: msg({ message: "Part Time", context: "employment type" }),
  freelance: msg({ message: "Freelance", context: "employment type" }),
};

export const WORK_TYPE_LABELS: Record<WorkType, MessageDescriptor> = {
  break_fast: msg({ message: "Break Fast", context: "work type" }),
  lunch: msg({ message: "Lunch", context: "work type" }),
  dinner: msg({ message: "Dinner", context: "work type" }),
  wedding: msg({ message: "Wedding", context: "work type" }),
  birthday: msg({ message: "Birthday", context: "work type" }),
  corporate: msg({ message: "Corporate", context: "work type" }),
  party: msg({ message: "Party", context: "work type" }),
  others: msg({ message: "Others", context: "work type" }),
};

/** What the event is, apart from the meal (record 069). */
export const OCCASION_LABELS: Record<Occasion, MessageDescriptor> = {
  wedding: msg({ message: "Wedding", context: "occasion" }),
  engagement: msg({ message: "Engagement", context: "occasion" }),
  birthday: msg({ message: "Birthday", context: "occasion" }),
  house_warming: msg({ message: "House warming", context: "occasion" }),
  corporate: msg({ message: "Corporate", context: "occasion" }),
  party: msg({ message: "Party", context: "occasion" }),
  others: msg({ message: "Other occasion", context: "occasion" }),
};

export const WORK_STATUS_LABELS: Record<WorkStatus, MessageDescriptor> = {
  pending: msg({ message: "Pending", context: "work status" }),
  confirmed: msg({ message: "Confirmed", context: "work status" }),
  in_progress: msg({ message: "In Progress", context: "work status" }),
  completed: msg({ message: "Completed", context: "work status" }),
  cancelled: msg({ message: "Cancelled", context: "work status" }),
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  paid: msg({ message: "Paid", context: "payment status" }),
  not_paid: msg({ message: "Pending", context: "payment status" }),
};

export const WAGE_GROUP_LABELS: Record<WageGroup, MessageDescriptor> = {
  captains: msg({ message: "Captains", context: "wage group" }),
  boys: msg({ message: "Team Members", context: "wage group" }),
  head_boys: msg({ message: "Head Boys", context: "wage group" }),
  supervisors: msg({ message: "Supervisors", context: "wage group" }),
};

export const FARE_TYPE_LABELS: Record<FareType, MessageDescriptor> = {
  boys: msg({ message: "Boys", context: "fare type" }),
  head_boy: msg({ message: "Head Boy", context: "fare type" }),
  supervisor: msg({ message: "Supervisor", context: "fare type" }),
  subadmin: msg({ message: "Captain", context: "fare type" }),
  setting: msg({ message: "Setting (extra work)", context: "fare type" }),
  loading: msg({ message: "Loading (extra work)", context: "fare type" }),
};

/**
 * The English records of the shared enums, mapped to the translated ones: callers written as
 * `labelOf(WORK_TYPE_LABELS, value)` with the shared record get the chosen language too.
 */
const TRANSLATED = new Map<object, Readonly<Record<string, MessageDescriptor>>>([
  [SHARED_ROLE_LABELS, ROLE_LABELS],
  [SHARED_EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPE_LABELS],
  [SHARED_WORK_TYPE_LABELS, WORK_TYPE_LABELS],
  [SHARED_OCCASION_LABELS, OCCASION_LABELS],
  [SHARED_PAYMENT_STATUS_LABELS, PAYMENT_STATUS_LABELS],
  [SHARED_WAGE_GROUP_LABELS, WAGE_GROUP_LABELS],
]);

/** Whether `key` is one of the record's keys (an enum value the record labels). */
export function isKeyOf<K extends string>(record: Readonly<Record<K, unknown>>, key: string): key is K {
  return Object.hasOwn(record, key);
}

/** A label in the current language (a plain string is already words and stays as it is). */
export function translate(label: Label): string {
  return typeof label === "string" ? label : i18n._(label);
}

/**
 * The label of an enum value in the current language, or the value itself when the record does
 * not know it. Takes a record of this module (descriptors), one of the shared enums' English
 * records (mapped to this module's), or a record of plain strings.
 */
export function labelOf<K extends string>(labels: Readonly<Record<K, Label>>, value: string): string {
  const record: Readonly<Record<string, Label>> = TRANSLATED.get(labels) ?? labels;
  const label = isKeyOf(record, value) ? record[value] : undefined;
  return label === undefined ? value : translate(label);
}

export const roleLabel = (value: string): string => labelOf(ROLE_LABELS, value);
export const districtLabel = (value: string): string => labelOf(DISTRICT_LABELS, value);
/** The API spells work types as the original client sends them (record 013) ("Break_Fast"); the key is lower case. */
export const workTypeLabel = (value: string): string => labelOf(WORK_TYPE_LABELS, workTypeKey(value));
/** An occasion's label; "" for none. */
export const occasionLabel = (value: string): string =>
  value ? labelOf(OCCASION_LABELS, workTypeKey(value)) : "";
/** "Lunch · Wedding": the meal, and the occasion when one is said (record 069). */
export const workKindLabel = (workType: string, occasion?: string | null): string =>
  [workTypeLabel(workType), occasionLabel(occasion ?? "")].filter(Boolean).join(" · ");
export const workStatusLabel = (value: string): string => labelOf(WORK_STATUS_LABELS, value);

/** Options for a select of enum values, labelled in the current language. */
export function optionsOf<K extends string>(
  values: readonly K[],
  labels: Readonly<Record<K, Label>>,
): { value: K; label: string }[] {
  return values.map((value) => ({ value, label: labelOf(labels, value) }));
}
