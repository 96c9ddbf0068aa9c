import type { District } from "@catercrew/shared/enums";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { i18n } from "@/lib/i18n";
import { isKeyOf } from "@/lib/labels";

/** Kerala's districts by name (glossary: Malayalam script), translated when shown. */
const DISTRICT_NAMES: Record<District, MessageDescriptor> = {
  thiruvananthapuram: msg`Thiruvananthapuram`,
  kollam: msg`Kollam`,
  pathanamthitta: msg`Pathanamthitta`,
  alappuzha: msg`Alappuzha`,
  kottayam: msg`Kottayam`,
  idukki: msg`Idukki`,
  ernakulam: msg`Ernakulam`,
  thrissur: msg`Thrissur`,
  palakkad: msg`Palakkad`,
  malappuram: msg`Malappuram`,
  kozhikode: msg`Kozhikode`,
  wayanad: msg`Wayanad`,
  kannur: msg`Kannur`,
  kasaragod: msg`Kasaragod`,
};

/**
 * A district code's name in the current language (an unknown code as it is). Call it while
 * rendering in a component that uses `useLingui()`, so a language switch re-renders it.
 */
export function districtLabel(code: string): string {
  return isKeyOf(DISTRICT_NAMES, code) ? i18n._(DISTRICT_NAMES[code]) : code;
}
