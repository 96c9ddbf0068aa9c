import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The rate items and bill states in the admin's language. */
const RATE_ITEM = {
  boys: msg`Service boys (per person)`,
  head_boy: msg`Head boys (per person)`,
  supervisor: msg`Supervisors (per person)`,
  subadmin: msg`Captains (per person)`,
  setting: msg`Setting (per person)`,
  loading: msg`Loading (per person)`,
  transport: msg`Transport (per work)`,
  overtime: msg`Overtime (per hour)`,
} as const;

const STATUS = {
  draft: msg`Draft`,
  issued: msg`Issued`,
  part_paid: msg`Part paid`,
  paid: msg`Paid`,
  cancelled: msg`Cancelled`,
} as const;

const KIND = { caterer: msg`Caterer`, event_host: msg`Event host`, company: msg`Company` } as const;

export const rateItemLabel = (i18n: I18n, item: keyof typeof RATE_ITEM) => i18n._(RATE_ITEM[item]);
export const invoiceStatusLabel = (i18n: I18n, s: keyof typeof STATUS) => i18n._(STATUS[s]);
export const clientKindLabel = (i18n: I18n, k: keyof typeof KIND) => i18n._(KIND[k]);
