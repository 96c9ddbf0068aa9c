import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

const config = (TRUST_PROXY?: string) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "cc-trust-")), TRUST_PROXY });

/** The client address Fastify (and so the rate limits) sees with this TRUST_PROXY. */
async function seenAddress(trust: string | undefined, remoteAddress: string, forwardedFor?: string) {
  const app = Fastify({ trustProxy: config(trust).trustProxy });
  app.get("/ip", async (request) => ({ ip: request.ip }));
  const res = await app.inject({
    url: "/ip",
    remoteAddress,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });
  await app.close();
  return res.json<{ ip: string }>().ip;
}

describe("TRUST_PROXY", () => {
  it("trusts no one by default", async () => {
    expect(config().trustProxy).toBe(false);
    expect(config("false").trustProxy).toBe(false);
    expect(await seenAddress(undefined, "127.0.0.1", "203.0.113.5")).toBe("127.0.0.1");
  });

  it("believes X-Forwarded-For only from the named proxy addresses", async () => {
    expect(config(" 127.0.0.1, 10.0.0.0/8 ,::1").trustProxy).toEqual(["127.0.0.1", "10.0.0.0/8", "::1"]);
    // From the proxy: the client it names.
    expect(await seenAddress("127.0.0.1", "127.0.0.1", "203.0.113.5")).toBe("203.0.113.5");
    expect(await seenAddress("10.0.0.0/8", "10.1.2.3", "203.0.113.5")).toBe("203.0.113.5");
    expect(await seenAddress("loopback", "::1", "203.0.113.5")).toBe("203.0.113.5");
    // A client that forges the header directly keeps its own address.
    expect(await seenAddress("127.0.0.1", "198.51.100.7", "203.0.113.5")).toBe("198.51.100.7");
    expect(await seenAddress("127.0.0.1", "127.0.0.2", "203.0.113.5")).toBe("127.0.0.2");
    // A forged address prepended by the client does not get through the proxy either.
    expect(await seenAddress("127.0.0.1", "127.0.0.1", "1.2.3.4, 203.0.113.5")).toBe("203.0.113.5");
  });

  it("refuses true and anything that is not an address, a range or a known name", () => {
    for (const bad of ["true", "1", "proxy.example", "10.0.0.0/33", "::1/129", "127.0.0.1/8/1", ","])
      expect(() => config(bad), bad).toThrow(/TRUST_PROXY/);
    expect(() => config("true")).toThrow(/forge/);
  });
});
