/**
 * GSTINs and India's GST state codes (docs/decisions/056-clients-and-bills.md). A GSTIN is 15
 * characters: the state code (2 digits), the holder's PAN (5 letters, 4 digits, 1 letter), the
 * registration's number within the PAN (1-9 or a letter), "Z", and a check character computed
 * over the first 14 characters in base 36.
 */

/** India's GST state and union-territory codes with their names (97: other territory). */
export const GST_STATES = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "25": "Daman and Diu",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "28": "Andhra Pradesh (before 2014)",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
  "97": "Other Territory",
} as const;
type GstStateCode = keyof typeof GST_STATES;

/** Kerala: the agency's and the venues' state unless set otherwise. */
export const KERALA_STATE_CODE: GstStateCode = "32";

export function isGstStateCode(code: string): code is GstStateCode {
  return Object.hasOwn(GST_STATES, code);
}

/** "Kerala (32)" as the invoice prints a place of supply; the bare code when unknown. */
export function stateLabel(code: string): string {
  return isGstStateCode(code) ? `${GST_STATES[code]} (${code})` : code;
}

const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The shape of a GSTIN (upper case), before its check character is checked. */
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters: each character's base-36 value times a
 * weight alternating 1 and 2, each product's quotient and remainder by 36 summed, and the
 * character of (36 - sum mod 36) mod 36.
 */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = BASE36.indexOf(first14.charAt(i));
    if (value < 0) throw new Error(`Not a GSTIN character: ${first14.charAt(i)}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

type GstinProblem = "format" | "state" | "check";

/** What is wrong with a GSTIN (upper-cased, trimmed first), or null when it is right. */
export function gstinProblem(raw: string): GstinProblem | null {
  const gstin = raw.trim().toUpperCase();
  if (!GSTIN_PATTERN.test(gstin)) return "format";
  if (!isGstStateCode(gstin.slice(0, 2))) return "state";
  return gstinCheckChar(gstin.slice(0, 14)) === gstin.charAt(14) ? null : "check";
}
