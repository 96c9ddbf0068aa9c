import type { LookupAddress } from "node:dns";
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import ipaddr from "ipaddr.js";

/**
 * The one way the server calls out (Web Push, WhatsApp): docs/decisions/030-outbound-requests-guard.md.
 * - https only;
 * - a push endpoint only on a known push service host (PUSH_SERVICE_HOSTS);
 * - the name is resolved here and every address it gives must be public unicast: loopback,
 *   private, link-local (the cloud metadata address 169.254.169.254 among them), unique-local,
 *   carrier-grade NAT, unspecified, broadcast, multicast, reserved and the IPv6 forms that embed an
 *   IPv4 address (mapped, NAT64, 6to4, Teredo) are refused, in any notation (`127.1`,
 *   `2130706433`, `0x7f.1`, `::ffff:7f00:1`);
 * - the connection goes to the address that was checked (the name is not looked up twice), and a
 *   redirect is never followed: a 3xx answer is returned to the caller as a failure.
 */

/** The browsers' push services. `*.` allows any name below the domain. */
const PUSH_SERVICE_HOSTS: readonly string[] = [
  "fcm.googleapis.com", // Chrome, Edge on Android, Samsung Internet, Opera
  "updates.push.services.mozilla.com", // Firefox
  "*.push.services.mozilla.com",
  "*.push.apple.com", // Safari (web.push.apple.com)
  "*.notify.windows.com", // Edge on Windows (WNS)
];

export type Resolver = (hostname: string) => Promise<readonly LookupAddress[]>;

export interface OutboundOptions {
  /** Name resolution; the system's by default. Tests inject their own (no real DNS). */
  resolve?: Resolver;
  /**
   * Test stand-ins only: exact origins (`http://127.0.0.1:41234`) let through unchecked, so the
   * suites can run a fake Graph API or push service on loopback. Never read from the environment.
   */
  standIns?: readonly string[];
}

export class OutboundRefused extends Error {}

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

function bareHost(hostname: string): string {
  return hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();
}

/** True when the URL's host is one of PUSH_SERVICE_HOSTS. */
export function isPushServiceHost(hostname: string): boolean {
  const host = bareHost(hostname);
  return PUSH_SERVICE_HOSTS.some((entry) =>
    entry.startsWith("*.") ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry,
  );
}

/**
 * Why an IP address may not be called (its range, e.g. "loopback", "private", "linkLocal"), or
 * null for a public unicast address. Any notation ipaddr.js reads: short, decimal, hex and octal
 * IPv4, IPv6, IPv4-mapped IPv6 (classified as the IPv4 address inside). Not an address: "invalid".
 */
export function refusedAddress(address: string): string | null {
  const text = bareHost(address).replace(/%.*$/, "");
  if (!ipaddr.isValid(text)) return "invalid";
  let parsed = ipaddr.parse(text);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address();
  const range = parsed.range();
  return range === "unicast" ? null : range;
}

/** An https URL on a push service host, or a reason why not. */
export function pushEndpointProblem(endpoint: string, options: OutboundOptions = {}): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "not a URL";
  }
  if (options.standIns?.includes(url.origin)) return null;
  if (url.protocol !== "https:") return "not https";
  if (url.username || url.password) return "credentials in the URL";
  if (!isPushServiceHost(url.hostname)) return `${url.hostname} is not a known push service`;
  return null;
}

/** The addresses of a host, each of them checked; throws OutboundRefused naming the first refused. */
async function checkedAddresses(hostname: string, resolve: Resolver): Promise<LookupAddress[]> {
  const host = bareHost(hostname);
  const literal = ipaddr.isValid(host);
  const found = literal ? [{ address: host, family: host.includes(":") ? 6 : 4 }] : await resolve(host);
  if (found.length === 0) throw new OutboundRefused(`${host} has no address`);
  for (const a of found) {
    const why = refusedAddress(a.address);
    if (why) throw new OutboundRefused(`${host} resolves to ${a.address} (${why}): refused`);
  }
  return [...found];
}

interface OutboundRequest {
  method: "POST" | "GET";
  headers: Record<string, string | number>;
  body?: string | Buffer | null;
  timeoutMs: number;
  /** Only a push service host (PUSH_SERVICE_HOSTS) may be called. */
  pushEndpoint?: boolean;
}

interface OutboundAnswer {
  status: number;
  /** The first 64 KB of the answer's body. */
  text: string;
}

const MAX_ANSWER_BYTES = 64 * 1024;

/** A binary answer (a media file): its bytes, whole, and the type the server declared. */
interface OutboundBytes {
  status: number;
  bytes: Buffer;
  contentType: string | null;
}

/** Thrown when a binary answer is larger than the caller's cap (the download stops there). */
export class OutboundTooLarge extends Error {}

type Collect<T> = (res: http.IncomingMessage, done: (value: T) => void, fail: (err: Error) => void) => void;

/**
 * Sends one request through the guard. Throws OutboundRefused before any connection when the
 * URL or an address of its host is refused; other failures (network, timeout) throw as they come.
 * Redirects are not followed: the 3xx comes back as the answer.
 */
export async function outboundRequest(
  target: string,
  request: OutboundRequest,
  options: OutboundOptions = {},
): Promise<OutboundAnswer> {
  return guardedCall(target, request, options, (res, done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    res.on("data", (chunk: Buffer) => {
      if (size < MAX_ANSWER_BYTES) chunks.push(chunk);
      size += chunk.length;
    });
    res.on("end", () =>
      done({
        status: res.statusCode ?? 0,
        text: Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString("utf8"),
      }),
    );
    res.on("error", fail);
  });
}

/**
 * outboundRequest for a file: the whole body as bytes, at most `maxBytes` of them. A declared
 * length over the cap stops before the body is read, and a body that grows past it stops there:
 * both throw OutboundTooLarge. A non-2xx answer comes back with its (capped) bytes.
 */
export async function outboundBytes(
  target: string,
  request: OutboundRequest,
  maxBytes: number,
  options: OutboundOptions = {},
): Promise<OutboundBytes> {
  return guardedCall(target, request, options, (res, done, fail) => {
    const declared = Number(res.headers["content-length"]);
    if (Number.isFinite(declared) && declared > maxBytes) {
      res.destroy();
      fail(new OutboundTooLarge(`the answer declares ${declared} bytes, over ${maxBytes}`));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    res.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        res.destroy();
        fail(new OutboundTooLarge(`the answer passed ${maxBytes} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    res.on("end", () => {
      if (size > maxBytes) return;
      const type = res.headers["content-type"];
      done({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks), contentType: type ?? null });
    });
    res.on("error", fail);
  });
}

async function guardedCall<T>(
  target: string,
  request: OutboundRequest,
  options: OutboundOptions,
  collect: Collect<T>,
): Promise<T> {
  const url = new URL(target);
  const standIn = options.standIns?.includes(url.origin) ?? false;
  if (!standIn) {
    if (url.protocol !== "https:") throw new OutboundRefused(`${url.protocol} is not https: refused`);
    if (request.pushEndpoint) {
      const problem = pushEndpointProblem(target);
      if (problem) throw new OutboundRefused(`${problem}: refused`);
    }
  }
  const addresses = standIn ? [] : await checkedAddresses(url.hostname, options.resolve ?? systemResolver);
  const first = addresses[0];
  const transport = url.protocol === "http:" ? http : https;
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const done = (value: T) => {
      if (!settled) resolve(value);
      settled = true;
    };
    const fail = (err: Error) => {
      if (!settled) reject(err);
      settled = true;
    };
    const req = transport.request(
      url,
      {
        method: request.method,
        headers: request.headers,
        timeout: request.timeoutMs,
        // Connect to the address checked above, never to a second answer of the resolver.
        ...(first
          ? {
              lookup: (
                _host: string,
                opts: { all?: boolean },
                cb: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
              ) => (opts.all ? cb(null, addresses) : cb(null, first.address, first.family)),
            }
          : {}),
      },
      (res) => collect(res, done, fail),
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${request.timeoutMs} ms`)));
    req.on("error", fail);
    req.end(request.body ?? undefined);
  });
}
