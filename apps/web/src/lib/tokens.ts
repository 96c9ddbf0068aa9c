import { type RequestStatus, type WorkStatus, type WorkType, workTypeKey } from "@catercrew/shared/enums";
import { isKeyOf } from "./labels";

/**
 * The design tokens: the one place that gives each work type and each status its colour, so a
 * Dinner is the same blue on the admin's, the captain's and the worker's screens. Badges take a
 * `Tone`; charts take the hex of the same colour; cards take the top-bar class.
 *
 * Spacing, radii and type follow Tailwind's scale with these conventions (see `SURFACE`):
 * cards `rounded-xl` with `p-4`, pills `rounded-full`, buttons `rounded-lg`; headings `text-lg`
 * (screen) / `text-base` (card), body `text-sm`, captions `text-xs`; tap targets `min-h-11`.
 */
export const TONES = [
  "neutral",
  "brand",
  "success",
  "warning",
  "danger",
  "info",
  "purple",
  "pink",
  "teal",
] as const;
export type Tone = (typeof TONES)[number];

/** Badge colours per tone (background, text, ring), contrast >= 4.5:1 on the pill. */
export const TONE_CLASSES: Record<Tone, string> = {
  neutral: "bg-slate-100 text-slate-800 ring-slate-300",
  brand: "bg-brand-100 text-brand-700 ring-brand-500/40",
  success: "bg-green-50 text-green-800 ring-green-600/30",
  warning: "bg-amber-50 text-amber-900 ring-amber-600/30",
  danger: "bg-red-50 text-red-800 ring-red-600/30",
  info: "bg-blue-50 text-blue-800 ring-blue-600/30",
  purple: "bg-purple-50 text-purple-800 ring-purple-600/30",
  pink: "bg-pink-50 text-pink-800 ring-pink-600/30",
  teal: "bg-teal-50 text-teal-800 ring-teal-600/30",
};

/** A card's coloured top bar per tone. */
export const TONE_BAR: Record<Tone, string> = {
  neutral: "border-t-slate-400",
  brand: "border-t-brand-500",
  success: "border-t-green-500",
  warning: "border-t-amber-500",
  danger: "border-t-red-500",
  info: "border-t-blue-500",
  purple: "border-t-purple-500",
  pink: "border-t-pink-500",
  teal: "border-t-teal-500",
};

/** The hex of each tone for charts (the 600 shade: readable on white). */
export const TONE_HEX: Record<Tone, string> = {
  neutral: "#475569",
  brand: "#b45309",
  success: "#16a34a",
  warning: "#d97706",
  danger: "#dc2626",
  info: "#2563eb",
  purple: "#9333ea",
  pink: "#db2777",
  teal: "#0d9488",
};

export const WORK_TYPE_TONE: Record<WorkType, Tone> = {
  break_fast: "warning",
  lunch: "success",
  dinner: "info",
  wedding: "purple",
  birthday: "pink",
  corporate: "teal",
  party: "danger",
  others: "neutral",
};

export const WORK_STATUS_TONE: Record<WorkStatus, Tone> = {
  pending: "warning",
  confirmed: "info",
  in_progress: "brand",
  completed: "success",
  cancelled: "danger",
};

export const REQUEST_STATUS_TONE: Record<RequestStatus, Tone> = {
  pending: "warning",
  accepted: "success",
  rejected: "danger",
};

/** Staffing against the need: short (danger), full (success), over (warning). */
export type Staffing = "short" | "full" | "over";
export const STAFFING_TONE: Record<Staffing, Tone> = { short: "danger", full: "success", over: "warning" };
export function staffingOf(assigned: number, needed: number): Staffing {
  if (assigned < needed) return "short";
  return assigned > needed ? "over" : "full";
}

function toneIn<K extends string>(record: Readonly<Record<K, Tone>>, value: string): Tone {
  return isKeyOf(record, value) ? record[value] : "neutral";
}

/** The API spells work types as the original client sends them (record 013) ("Break_Fast"); the key is lower case. */
export const workTypeTone = (value: string): Tone => toneIn(WORK_TYPE_TONE, workTypeKey(value));
export const workStatusTone = (value: string): Tone => toneIn(WORK_STATUS_TONE, value);
export const requestStatusTone = (value: string): Tone => toneIn(REQUEST_STATUS_TONE, value);

/** Surfaces every area uses. */
export const SURFACE = {
  card: "rounded-xl border border-slate-200 bg-white p-4 shadow-sm",
  panel: "rounded-xl border border-slate-200 bg-white",
} as const;
