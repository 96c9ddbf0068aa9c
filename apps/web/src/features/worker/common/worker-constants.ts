/**
 * Zod-free copies of the few shared constants, rules and formatters the worker screens use.
 *
 * The worker area must stay small on cheap phones: any runtime import from "@catercrew/shared"
 * (or from lib/format, which re-exports formatINR from it) pulls every zod schema into the
 * worker's first screen (~31 KB gzipped, ~0.8 s on a throttled phone). These copies are typed
 * against the shared types, and worker-constants.test.ts checks that they equal the shared
 * originals value for value, so they cannot drift.
 */
import type { District, EmploymentType, PaymentStatus, Role, WorkType } from "@catercrew/shared";

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

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Admin",
  subadmin: "Subadmin/Captain",
  supervisor: "Supervisor",
  head_boy: "Head Boy",
  boys: "Boys",
};

export const DISTRICTS: readonly District[] = [
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
];

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: "Full Time",
  part_time: "Part Time",
  freelance: "Freelance",
};
export const EMPLOYMENT_TYPES = Object.keys(EMPLOYMENT_TYPE_LABELS) as EmploymentType[];

export const RATING_MARKS = ["pant", "shoe", "timing", "neatness", "performance"] as const;

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { paid: "Paid", not_paid: "Pending" };

export const LICENSE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const LICENSE_IMAGE_TYPES: readonly string[] = ["image/png", "image/jpeg"];

/** Worker priority label by attendees: > 200 High, > 100 Medium, else Low. */
export function priorityLabel(attendees: number): "High Priority" | "Medium Priority" | "Low Priority" {
  if (attendees > 200) return "High Priority";
  if (attendees > 100) return "Medium Priority";
  return "Low Priority";
}

const inr = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "123456.5" -> "₹1,23,456.50", exact from the decimal string (no float sums). */
export function formatINR(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return inr.format(0);
  const text = typeof value === "number" ? value.toFixed(2) : value.trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return inr.format(0);
  const negative = text.startsWith("-");
  const [whole = "0", fraction = ""] = (negative ? text.slice(1) : text).split(".");
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return inr.format((negative ? -paise : paise) / 100);
}

/** Dates in the Indian locale: "21 Nov 2026" (same as lib/format). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "N/A";
  const d = new Date(value.length === 10 ? `${value}T00:00:00` : value);
  if (Number.isNaN(d.getTime())) return value;
  return d.toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric" });
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "N/A";
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return d.toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" });
}

/** "14:30" -> "2:30 pm". */
export function formatTime(value: string | null | undefined): string {
  if (!value) return "N/A";
  const [h, m] = value.split(":").map(Number);
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return value;
  return new Date(2000, 0, 1, h, m).toLocaleTimeString("en-IN", { hour: "numeric", minute: "2-digit" });
}
