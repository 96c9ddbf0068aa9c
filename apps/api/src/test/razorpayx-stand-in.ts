import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A payout as the stand-in keeps it (RazorpayX's payout entity, the fields CaterCrew reads and more). */
export interface StandInPayout {
  id: string;
  entity: "payout";
  fund_account_id: string;
  amount: number;
  currency: "INR";
  fees: number;
  tax: number;
  status: string;
  utr: string | null;
  mode: string;
  purpose: string;
  reference_id: string | null;
  narration: string | null;
  batch_id: null;
  failure_reason: string | null;
  status_details: { reason: string | null; description: string | null; source: string | null } | null;
  created_at: number;
}

const alnum = (n: number) =>
  Array.from(
    randomBytes(n),
    (b) => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"[b % 62],
  ).join("");

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/**
 * A local stand-in of the RazorpayX Payouts API on loopback: `POST /v1/payouts` (composite) with
 * Basic auth, `X-Payout-Idempotency` required (the same key and body answer the same payout; the
 * same key with another body is refused), RazorpayX's error shape; and webhook deliveries built and
 * signed as RazorpayX signs them (`X-Razorpay-Signature`, `X-Razorpay-Event-Id`).
 */
export class RazorpayxStandIn {
  readonly payouts = new Map<string, StandInPayout>();
  private readonly byKey = new Map<string, { body: string; payoutId: string }>();
  /** Every POST /v1/payouts received (after auth), retries included. */
  calls = 0;
  /** Answers are held this long (a timeout after the payout was made). */
  delayMs = 0;
  private server: Server | undefined;
  origin = "";

  constructor(
    readonly keyId: string,
    readonly keySecret: string,
    readonly webhookSecret: string,
  ) {}

  /** Listens on loopback at `port` (0: any free one; the browser tests' servers name theirs). */
  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(async ({ status, body }) => {
        if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private error(status: number, description: string, field: string | null = null) {
    return {
      status,
      body: {
        error: {
          code: status === 401 ? "BAD_REQUEST_ERROR" : "BAD_REQUEST_ERROR",
          description,
          source: "business",
          step: "NA",
          reason: "input_validation_failed",
          metadata: {},
          field,
        },
      },
    };
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString("base64")}`;
    if (req.headers.authorization !== expected) return this.error(401, "The api key provided is invalid");
    if (req.method !== "POST" || req.url !== "/v1/payouts")
      return this.error(400, "The requested URL was not found on the server.");
    const raw = await readBody(req);
    this.calls += 1;
    const key = req.headers["x-payout-idempotency"];
    if (typeof key !== "string" || !key)
      return this.error(400, "Idempotency key is required", "X-Payout-Idempotency");
    const seen = this.byKey.get(key);
    if (seen) {
      if (seen.body !== raw)
        return this.error(400, "Different request body sent for the same Idempotency Header");
      return { status: 200, body: this.payouts.get(seen.payoutId) };
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    const fa = body.fund_account as { account_type?: string; vpa?: { address?: string } } | undefined;
    if (typeof body.amount !== "number" || !Number.isInteger(body.amount) || body.amount < 100)
      return this.error(400, "The amount must be atleast INR 1.00", "amount");
    if (!fa?.account_type) return this.error(400, "The fund account field is required.", "fund_account");
    const payout: StandInPayout = {
      id: `pout_${alnum(14)}`,
      entity: "payout",
      fund_account_id: `fa_${alnum(14)}`,
      amount: body.amount,
      currency: "INR",
      fees: 0,
      tax: 0,
      status: "processing",
      utr: null,
      mode: String(body.mode),
      purpose: String(body.purpose),
      reference_id: typeof body.reference_id === "string" ? body.reference_id : null,
      narration: typeof body.narration === "string" ? body.narration : null,
      batch_id: null,
      failure_reason: null,
      status_details: null,
      created_at: Math.floor(Date.now() / 1000),
    };
    this.payouts.set(payout.id, payout);
    this.byKey.set(key, { body: raw, payoutId: payout.id });
    return { status: 200, body: payout };
  }

  /**
   * A webhook delivery of `payout.<status>` for a payout, as RazorpayX sends it: the body, its
   * signature and a fresh event id (pass `eventId` to repeat a delivery).
   */
  event(
    payoutId: string,
    status: "processed" | "reversed" | "failed" | "queued" | "processing",
    eventId?: string,
  ) {
    const payout = this.payouts.get(payoutId);
    if (!payout) throw new Error(`no payout ${payoutId}`);
    const entity: StandInPayout = {
      ...payout,
      status,
      utr:
        status === "processed" || status === "reversed"
          ? (payout.utr ?? `4321${alnum(8).replace(/\D/g, "7")}`)
          : null,
      failure_reason:
        status === "failed" || status === "reversed" ? "Beneficiary bank rejected the transfer" : null,
    };
    this.payouts.set(payoutId, entity);
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_CaterCrewTest01",
      event: `payout.${status}`,
      contains: ["payout"],
      payload: { payout: { entity } },
      created_at: Math.floor(Date.now() / 1000),
    });
    return {
      body,
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": createHmac("sha256", this.webhookSecret).update(body).digest("hex"),
        "x-razorpay-event-id": eventId ?? `evt_${alnum(14)}`,
      },
    };
  }
}
