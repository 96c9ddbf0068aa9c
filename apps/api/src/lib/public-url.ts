import { z } from "zod";
import type { Config } from "../config.js";

/**
 * The base of every absolute URL the server writes (media links, `Link` headers, the calendar
 * feed and its events): `PUBLIC_URL`, else the configured `HOST` and `PORT` (`localhost` for a
 * wildcard address). Never the request's `Host` or `X-Forwarded-Host`: a client chooses those.
 */
export function publicBaseUrl(config: Pick<Config, "publicUrl" | "host" | "port">): string {
  if (config.publicUrl) return config.publicUrl;
  const wildcard = config.host === "0.0.0.0" || config.host === "::" || config.host === "";
  const host = wildcard ? "localhost" : config.host.includes(":") ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

/** A media link as the serializers write it (`/api/media/...`, signed). */
const MEDIA_PATH = /^\/api\/media\//;

/**
 * Makes every `license_image` media path in a response absolute, so a client on another origin
 * (docs/decisions/013-spec-client-contract.md) opens our image and not its own page. Walks plain objects and arrays only.
 */
export function absoluteMediaUrls(payload: unknown, base: string): unknown {
  if (Array.isArray(payload)) {
    for (const item of payload) absoluteMediaUrls(item, base);
    return payload;
  }
  if (payload === null || typeof payload !== "object" || Buffer.isBuffer(payload)) return payload;
  const record = payload as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (key === "license_image" && typeof value === "string" && MEDIA_PATH.test(value)) {
      record[key] = `${base}${value}`;
    } else if (value !== null && typeof value === "object") {
      absoluteMediaUrls(value, base);
    }
  }
  return payload;
}

/**
 * Whether a route's answers can hold a `license_image` link, judged once from its response
 * schemas when the route is registered: only those routes walk their answers (the walk was 6 % of
 * the server's CPU on the 60-work upcoming list, which has no images). A route without
 * a response schema, or with one that cannot be read, is walked.
 */
export function mayCarryMediaLinks(response: unknown): boolean {
  if (response === undefined || response === null || typeof response !== "object") return true;
  for (const schema of Object.values(response)) {
    if (!(schema instanceof z.ZodType)) return true;
    try {
      const json = JSON.stringify(z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }));
      if (json.includes('"license_image"')) return true;
    } catch {
      return true;
    }
  }
  return false;
}
