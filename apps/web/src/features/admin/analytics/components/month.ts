import { formatMonth as monthOf } from "@/lib/format";

/** "2026-06" -> "Jun 2026" / "ജൂൺ 2026" in the chosen language; anything else as it is. */
export function formatMonth(value: string): string {
  return /^\d{4}-\d{2}$/.test(value) ? monthOf(value, { short: true }) : value;
}
