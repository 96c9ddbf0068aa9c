import { createHmac, timingSafeEqual } from "node:crypto";
import type { RazorpayxConfig } from "../../config-payouts.js";
import { type OutboundOptions, outboundRequest } from "../../security/outbound.js";

/** Where one payout goes: a UPI ID (mode UPI) or a bank account (mode IMPS). */
export type PayoutDestination =
  | { kind: "vpa"; address: string }
  | { kind: "bank_account"; name: string; ifsc: string; accountNumber: string };

interface PayoutOrder {
  /** Stable for the wage's one live payout: a retry sends the same key and is not paid twice. */
  idempotencyKey: string;
  /** Our reference the webhooks echo (`wage-<id>`). */
  referenceId: string;
  amountPaise: number;
  contactName: string;
  contactReference: string;
  destination: PayoutDestination;
  narration: string;
}

/** The payout as RazorpayX answers it (only the fields read). */
export interface ProviderPayout {
  id: string;
  status: string;
  utr: string | null;
  referenceId: string | null;
  failureReason: string | null;
}

/** The provider could not be reached or answered 5xx: the payout may or may not exist; retry with the same key. */
export class PayoutUnsure extends Error {}
/** The provider refused the payout (4xx): it does not exist. */
export class PayoutRefused extends Error {}

function readPayout(value: unknown): ProviderPayout | null {
  if (typeof value !== "object" || value === null) return null;
  const p = value as Record<string, unknown>;
  if (typeof p.id !== "string" || typeof p.status !== "string") return null;
  const text = (v: unknown) => (typeof v === "string" && v ? v : null);
  const details = typeof p.status_details === "object" && p.status_details !== null ? p.status_details : {};
  return {
    id: p.id,
    status: p.status,
    utr: text(p.utr),
    referenceId: text(p.reference_id),
    failureReason: text(p.failure_reason) ?? text((details as Record<string, unknown>).description),
  };
}

/**
 * The composite payout (`POST /v1/payouts` with the contact and fund account nested): one call
 * per wage, amount in paise, `X-Payout-Idempotency` so a retry after a timeout answers the payout
 * already made, `queue_if_low_balance` so a short balance queues it instead of failing.
 */
export async function createPayout(
  config: RazorpayxConfig,
  outbound: OutboundOptions,
  order: PayoutOrder,
): Promise<ProviderPayout> {
  const d = order.destination;
  const contact = { name: order.contactName, type: "employee", reference_id: order.contactReference };
  const fundAccount =
    d.kind === "vpa"
      ? { account_type: "vpa", vpa: { address: d.address }, contact }
      : {
          account_type: "bank_account",
          bank_account: { name: d.name, ifsc: d.ifsc, account_number: d.accountNumber },
          contact,
        };
  const body = JSON.stringify({
    account_number: config.accountNumber,
    amount: order.amountPaise,
    currency: "INR",
    mode: d.kind === "vpa" ? "UPI" : "IMPS",
    purpose: "salary",
    fund_account: fundAccount,
    queue_if_low_balance: true,
    reference_id: order.referenceId,
    narration: order.narration.slice(0, 30),
  });
  let answer: { status: number; text: string };
  try {
    answer = await outboundRequest(
      `${config.apiUrl}/payouts`,
      {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`,
          "content-type": "application/json",
          "x-payout-idempotency": order.idempotencyKey,
        },
        body,
        timeoutMs: config.timeoutMs,
      },
      outbound,
    );
  } catch (err) {
    throw new PayoutUnsure(`RazorpayX unreachable: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (answer.status >= 500 || answer.status === 429)
    throw new PayoutUnsure(`RazorpayX answered ${answer.status}`);
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    throw new PayoutUnsure(`RazorpayX answered ${answer.status} without JSON`);
  }
  if (answer.status >= 400) {
    const error = (parsed as { error?: { description?: unknown } } | null)?.error;
    throw new PayoutRefused(
      typeof error?.description === "string" ? error.description : `status ${answer.status}`,
    );
  }
  const payout = readPayout(parsed);
  if (!payout) throw new PayoutUnsure("RazorpayX answered a payout without id or status");
  return payout;
}

/** `X-Razorpay-Signature`: hex HMAC-SHA256 of the raw body with the webhook secret, compared in constant time. */
export function validWebhookSignature(raw: Buffer, header: string | undefined, secret: string): boolean {
  if (!header || !/^[0-9a-f]{64}$/i.test(header)) return false;
  const expected = createHmac("sha256", secret).update(raw).digest();
  const given = Buffer.from(header, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A payout event's name and payout (`payout.processed` and its `payload.payout.entity`), or null. */
export function readPayoutEvent(body: unknown): { event: string; payout: ProviderPayout } | null {
  if (typeof body !== "object" || body === null) return null;
  const b = body as { event?: unknown; payload?: { payout?: { entity?: unknown } } };
  if (typeof b.event !== "string" || !b.event.startsWith("payout.")) return null;
  const payout = readPayout(b.payload?.payout?.entity);
  return payout ? { event: b.event, payout } : null;
}
