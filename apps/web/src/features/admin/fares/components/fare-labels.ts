import { FARE_TYPE_ALIASES } from "@catercrew/shared/enums";
import { FARE_TYPE_LABELS, labelOf } from "@/lib/labels";

/**
 * A fare type in the trade's words, the one label of `@/lib/labels` (never the codes `boys`,
 * `head_boy`, `subadmin`): the captain's fare, stored as `subadmin`, is also read as `captain`.
 * Call while rendering, in a component that uses `useLingui()`.
 */
export function fareTypeLabel(type: string): string {
  return labelOf(FARE_TYPE_LABELS, FARE_TYPE_ALIASES[type] ?? type);
}
