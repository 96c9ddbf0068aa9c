import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A signed link to a document's printable page, to share with the client without an account:
 * `/api/invoices/:id/document/?exp=<epoch seconds>&sig=<HMAC>` (the answer cache knows the form).
 */
const LIFE_SECONDS = 90 * 24 * 3600;

function signature(secret: string, id: number, exp: number): string {
  const key = createHmac("sha256", secret).update("catercrew:invoice-document").digest();
  return createHmac("sha256", key).update(`${id}:${exp}`).digest("base64url");
}

export function documentLink(secret: string, id: number, now: Date): string {
  // Whole days, so every answer of one day carries the same link.
  const exp = Math.floor(now.getTime() / 86_400_000) * 86_400 + LIFE_SECONDS;
  return `/api/invoices/${id}/document/?exp=${exp}&sig=${signature(secret, id, exp)}`;
}

export function documentLinkValid(
  secret: string,
  id: number,
  exp: string | undefined,
  sig: string | undefined,
  now: Date,
): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  if (Number(exp) * 1000 < now.getTime()) return false;
  const want = Buffer.from(signature(secret, id, Number(exp)));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}
