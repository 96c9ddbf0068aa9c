// The Cloud API stand-in of the message path bench (scripts/bench-messages.mjs): a loopback
// server that answers every send as Meta does, inbound deliveries signed with the app secret as
// Meta signs them, and the waits on what the stand-in received.
import { createHmac } from "node:crypto";
import { createServer } from "node:http";

export const APP_SECRET = "bench-messages-whatsapp-app-secret";

/** Meta's answer when the business number's throughput is exceeded (HTTP 429, Graph error 130429). */
export const THROUGHPUT_LIMIT = {
  error: {
    message: "(#130429) Rate limit hit",
    type: "OAuthException",
    code: 130429,
    error_data: { messaging_product: "whatsapp", details: "Cloud API message throughput has been reached." },
  },
};

/**
 * The Cloud API stand-in: answers every send as Meta does (200, a wamid), noting who and when in
 * `sends`. `limitFor(ms)` makes it answer every send for that long as Meta does at the number's
 * throughput limit (429 with error 130429), noting those in `limited` (not in `sends`).
 */
export async function cloudApiStandIn() {
  const sends = [];
  const limited = [];
  let limitedUntil = 0;
  const server = createServer((req, res) => {
    let text = "";
    req.on("data", (c) => (text += c));
    req.on("end", () => {
      let body = {};
      try {
        body = JSON.parse(text);
      } catch {}
      const send = {
        to: String(body.to),
        type: body.type,
        template: body.template?.name ?? null,
        at: performance.now(),
      };
      if (send.at < limitedUntil) {
        limited.push(send);
        res.writeHead(429, { "content-type": "application/json" });
        res.end(JSON.stringify(THROUGHPUT_LIMIT));
        return;
      }
      sends.push(send);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({ messaging_product: "whatsapp", messages: [{ id: `wamid.bench.${sends.length}` }] }),
      );
    });
  });
  server.keepAliveTimeout = 120_000;
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    sends,
    limited,
    origin,
    /** Answers every send with Meta's throughput limit for `ms` from now (0: from now on, none). */
    limitFor(ms) {
      limitedUntil = performance.now() + ms;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * One inbound message delivery, signed with the app secret as Meta signs it (this bench's, or
 * the caller's server's `secret`), from a sender shown as `name`.
 */
export function delivery(waId, message, { secret = APP_SECRET, name = "Bench" } = {}) {
  const body = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "bench-waba",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "919400000000", phone_number_id: "bench-phone" },
              contacts: [{ profile: { name }, wa_id: waId }],
              messages: [
                {
                  from: waId,
                  id: `wamid.in.${waId}.${Date.now()}.${Math.random()}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  ...message,
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const sig = createHmac("sha256", secret).update(body).digest("hex");
  return {
    method: "POST",
    headers: { "content-type": "application/json", "x-hub-signature-256": `sha256=${sig}` },
    body,
  };
}

/** The q-quantile in ms; null when it falls on a number never answered (Infinity). */
export function pct(samples, q) {
  if (samples.length === 0) return null;
  const s = [...samples].sort((a, b) => a - b);
  const v = s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return Number.isFinite(v) ? Math.round(v) : null;
}

/** Waits until `done()` or the timeout; answers whether it finished. */
export async function waitFor(done, ms) {
  const end = performance.now() + ms;
  while (!done()) {
    if (performance.now() > end) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

/**
 * The stand-in's sends from now on that `keep` accepts, read as they come (each send once, so a
 * wait over a thousand numbers costs the bench next to nothing): `byNumber` holds each number's
 * first such send's time from `t0`.
 */
export function sendsSince(api, t0, keep = () => true) {
  let next = api.sends.length;
  const byNumber = new Map();
  const kept = [];
  return {
    byNumber,
    kept,
    read() {
      for (; next < api.sends.length; next++) {
        const s = api.sends[next];
        if (!s || !keep(s)) continue;
        kept.push(s);
        if (!byNumber.has(s.to)) byNumber.set(s.to, s.at - t0);
      }
    },
  };
}

/**
 * Sends the deliveries at once; the time from the start until each number got its answer: a
 * session message (text, buttons, list), not a template the pacer sends meanwhile (an offer of
 * the wave still going out is no answer to a tap).
 */
export async function answered(url, api, numbers, message, timeoutMs) {
  const t0 = performance.now();
  const seen = sendsSince(api, t0, (s) => s.type !== "template");
  const posts = await Promise.all(
    numbers.map((n) => fetch(`${url}/api/whatsapp/webhook`, delivery(n, message))),
  );
  const refused = posts.filter((r) => r.status !== 200).length;
  const complete = await waitFor(() => {
    seen.read();
    return numbers.every((n) => seen.byNumber.has(n));
  }, timeoutMs);
  // A number never answered counts as never: the p99 is then "not all in time", not the p99 of the rest.
  const times = numbers.map((n) => seen.byNumber.get(n) ?? Number.POSITIVE_INFINITY);
  const done = times.filter(Number.isFinite);
  return {
    count: numbers.length,
    p50: pct(times, 0.5),
    p99: pct(times, 0.99),
    last: complete ? Math.round(Math.max(...done)) : null,
    answered: done.length,
    refused,
  };
}
