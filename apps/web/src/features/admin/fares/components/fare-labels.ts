import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The fare types as the Fares screen names them (spec: subadmin and captain are one fare). */
const FARE_TYPE_LABELS: Record<string, MessageDescriptor> = {
  boys: msg`boys`,
  head_boy: msg`head_boy`,
  supervisor: msg`supervisor`,
  subadmin: msg`subadmin (captain)`,
  captain: msg`captain (subadmin)`,
  setting: msg`setting`,
  loading: msg`loading`,
};

/** The label of a fare type, or the code itself when the screen does not know it. */
export function fareTypeLabel(type: string, translate: (d: MessageDescriptor) => string): string {
  const d = FARE_TYPE_LABELS[type];
  return d ? translate(d) : type;
}
