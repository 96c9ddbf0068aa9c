import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { SHORT_CHECK_IN_ALPHABET, SHORT_CHECK_IN_LENGTH } from "@catercrew/shared";
import { kolkataClockOf } from "@catercrew/shared/format/dates";

/**
 * The worker's check-in code: `<work>-<user>-<YYYYMMDD>-<signature>`, the signature the first 16
 * characters (96 bits) of an HMAC-SHA256 over the three values with a key derived from the app's
 * signing secret. Short enough for a small QR; valid on that day (Asia/Kolkata) for that work and
 * person only.
 */
interface CheckInClaim {
  workId: number;
  userId: number;
  /** YYYY-MM-DD */
  date: string;
}

const SIGNATURE_LENGTH = 16;

function signature(secret: string, claim: CheckInClaim): string {
  const key = createHmac("sha256", secret).update("catercrew:check-in").digest();
  return createHmac("sha256", key)
    .update(`${claim.workId}:${claim.userId}:${claim.date}`)
    .digest("base64url")
    .slice(0, SIGNATURE_LENGTH);
}

export function signCheckInCode(secret: string, claim: CheckInClaim): string {
  return joinCheckInCode({ ...claim, signature: signature(secret, claim) });
}

/** The parts of a well-formed code, its signature not yet checked, or undefined. */
export function splitCheckInCode(code: string): (CheckInClaim & { signature: string }) | undefined {
  const match = /^(\d{1,10})-(\d{1,10})-(\d{4})(\d{2})(\d{2})-([A-Za-z0-9_-]{16})$/.exec(code.trim());
  if (!match) return undefined;
  const [, work, user, y, m, d, sig] = match;
  if (!work || !user || !y || !m || !d || !sig) return undefined;
  return { workId: Number(work), userId: Number(user), date: `${y}-${m}-${d}`, signature: sig };
}

/** A code made of these parts, the way `signCheckInCode` writes one. */
export function joinCheckInCode(parts: CheckInClaim & { signature: string }): string {
  return `${parts.workId}-${parts.userId}-${parts.date.replaceAll("-", "")}-${parts.signature}`;
}

/** The claim of a well-formed, correctly signed code, or undefined. */
export function readCheckInCode(secret: string, code: string): CheckInClaim | undefined {
  const parts = splitCheckInCode(code);
  if (!parts) return undefined;
  const claim: CheckInClaim = { workId: parts.workId, userId: parts.userId, date: parts.date };
  const expected = Buffer.from(signature(secret, claim));
  const given = Buffer.from(parts.signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? claim : undefined;
}

/**
 * A new short code (record 064): 6 characters drawn at random from the unambiguous alphabet. Not
 * signed: it is good only as a row of `check_in_codes` for that work and person.
 */
export function newShortCheckInCode(): string {
  let code = "";
  for (let i = 0; i < SHORT_CHECK_IN_LENGTH; i++)
    code += SHORT_CHECK_IN_ALPHABET[randomInt(SHORT_CHECK_IN_ALPHABET.length)];
  return code;
}

/** The end of a day in Asia/Kolkata (UTC+05:30, no daylight saving) as an ISO instant. */
export function endOfKolkataDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00+05:30`) + 24 * 60 * 60 * 1000).toISOString();
}

/** HH:MM of an instant in Asia/Kolkata (how ratings keep the arrival time). */
export function kolkataWallTime(instant: string | Date): string {
  return kolkataClockOf(instant) ?? "";
}
