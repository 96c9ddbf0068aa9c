import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Config } from "../config.js";
import { createTestApp, type TestApp } from "./helpers.js";

/**
 * What the WhatsApp suites share: a stand-in of Meta's Cloud API on loopback, the app that sends
 * to it, webhook deliveries signed as Meta signs them, and the queue's jobs run by hand. Each suite keeps its own answers (what it sends back).
 */

/** Answers one request; `text` is its body, read whole. */
export type StandInAnswer = (req: IncomingMessage, text: string, res: ServerResponse) => void;

export interface StandIn {
  /** The server's origin (`http://127.0.0.1:<port>`), the one the outbound guard lets through. */
  readonly origin: string;
  /** The Graph API's base under it (`<origin>/v21.0`), as `whatsapp.apiUrl` takes it. */
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Listens on loopback on a free port and hands every request, its body read, to `answer`.
 * `keepAliveMs`: how long an idle kept-alive socket stays open (a suite that pauses between
 * sends wants it longer than the test's pause, else a reused socket can meet a closing one).
 */
export async function listenOnLoopback(
  answer: StandInAnswer,
  opts: { keepAliveMs?: number } = {},
): Promise<StandIn> {
  const server = createServer((req, res) => {
    let text = "";
    req.on("data", (c: Buffer) => {
      text += c.toString("utf8");
    });
    req.on("end", () => answer(req, text, res));
  });
  if (opts.keepAliveMs !== undefined) server.keepAliveTimeout = opts.keepAliveMs;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: `${origin}/v21.0`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type WebhookSettings = Pick<NonNullable<Config["whatsapp"]>, "verifyToken" | "appSecret" | "businessNumber">;

/**
 * An app that sends WhatsApp through the Cloud API at `apiUrl` (a stand-in's `url`), whose origin
 * is the one the outbound guard lets through; `webhook`: the webhook's settings, for a suite that
 * receives too; `overrides`: the rest of the config, as createTestApp takes it.
 */
export function whatsappTestApp(
  apiUrl: string,
  webhook: WebhookSettings = {},
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  return createTestApp({
    whatsapp: { token: "test-token", phoneNumberId: "1234567890", apiUrl, ...webhook },
    outbound: { standIns: [new URL(apiUrl).origin] },
    ...overrides,
  });
}

/** The signature Meta puts on a webhook delivery: an HMAC-SHA256 of the raw body with the app secret. */
export function webhookSignature(raw: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(raw).digest("hex")}`;
}

/** Posts `raw` to the WhatsApp webhook as Meta does, with `signature` (null: no signature header). */
export function postWebhook(t: TestApp, raw: string, signature: string | null) {
  return t.request({
    method: "POST",
    url: "/api/whatsapp/webhook",
    payload: raw,
    headers: {
      "content-type": "application/json",
      ...(signature ? { "x-hub-signature-256": signature } : {}),
    },
  });
}

/** A queue's jobs waiting to run (state created), oldest first, as its worker would take them. */
export async function createdJobs(
  t: TestApp,
  name: string,
): Promise<{ id: string; data: Record<string, unknown> }[]> {
  const res = await t.app.database.query(
    "select id::text as id, data from pgboss.job where name = $1 and state = 'created' order by created_on, id",
    [name],
  );
  return res.rows.map((r) => ({ id: String(r.id), data: r.data as Record<string, unknown> }));
}

/** Marks a job run by hand as done, so the next `createdJobs` leaves it out. */
export async function finishJob(t: TestApp, id: string): Promise<void> {
  await t.app.database.query("update pgboss.job set state = 'completed' where id = $1", [id]);
}
