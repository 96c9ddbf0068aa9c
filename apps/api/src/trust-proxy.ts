import { isIP } from "node:net";
import { z } from "zod";

/** Names the proxy-addr library (behind Fastify's trustProxy) knows for address ranges. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function validEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the addresses of the reverse proxy in front, whose X-Forwarded-For (and -Proto,
 * -Host) the server believes: a comma-separated list of addresses, CIDR ranges or the names
 * loopback, linklocal, uniquelocal. A request from any other address keeps its own address, so a
 * client that sends a forged X-Forwarded-For directly gains nothing. `false` (the default) trusts
 * no one. `true` is refused: it would believe the header from anyone who reaches the port.
 */
export const trustProxySchema = z
  .string()
  .default("false")
  .transform((v) => v.trim())
  .refine((v) => v !== "true" && v !== "1", {
    message:
      "must name the proxy's addresses (like 127.0.0.1 or loopback), not true: true would believe an X-Forwarded-For that any client can forge",
  })
  .transform((v): string[] | false =>
    v === "" || v === "false" || v === "0"
      ? false
      : v
          .split(",")
          .map((e) => e.trim())
          .filter(Boolean),
  )
  .refine((list) => list === false || (list.length > 0 && list.every(validEntry)), {
    message:
      "must be false or comma-separated addresses or CIDR ranges (127.0.0.1, 10.0.0.0/8, ::1) or loopback",
  });
