import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  isPushServiceHost,
  OutboundRefused,
  outboundRequest,
  pushEndpointProblem,
  type Resolver,
  refusedAddress,
} from "./outbound.js";

/** Every address the guard must refuse, in the notations an attacker would try. */
const REFUSED: [string, string][] = [
  ["127.0.0.1", "loopback"],
  ["127.1", "loopback (short form)"],
  ["127.0.1", "loopback (three parts)"],
  ["2130706433", "loopback (one decimal number)"],
  ["0x7f000001", "loopback (hex)"],
  ["0x7f.1", "loopback (hex, short)"],
  ["0177.0.0.1", "loopback (octal)"],
  ["017700000001", "loopback (one octal number)"],
  ["10.0.0.5", "private 10/8"],
  ["172.16.4.4", "private 172.16/12"],
  ["172.31.255.255", "private 172.16/12, last"],
  ["192.168.1.1", "private 192.168/16"],
  ["3232235777", "private 192.168.1.1 as a number"],
  ["169.254.169.254", "cloud metadata"],
  ["169.254.1.1", "link-local"],
  ["0.0.0.0", "unspecified"],
  ["0", "unspecified as a number"],
  ["100.64.0.1", "carrier-grade NAT"],
  ["224.0.0.1", "multicast"],
  ["255.255.255.255", "broadcast"],
  ["240.0.0.1", "reserved"],
  ["::1", "IPv6 loopback"],
  ["[::1]", "IPv6 loopback as a URL writes it"],
  ["::", "IPv6 unspecified"],
  ["fc00::1", "IPv6 unique local fc00::/7"],
  ["fd12:3456::1", "IPv6 unique local fd"],
  ["fd00:ec2::254", "IPv6 cloud metadata"],
  ["fe80::1", "IPv6 link-local fe80::/10"],
  ["fe80::1%eth0", "IPv6 link-local with a zone"],
  ["febf::1", "IPv6 link-local, top of fe80::/10"],
  ["ff02::1", "IPv6 multicast"],
  ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
  ["::ffff:7f00:1", "IPv4-mapped loopback in hex"],
  ["::ffff:10.0.0.1", "IPv4-mapped private"],
  ["::ffff:a9fe:a9fe", "IPv4-mapped metadata"],
  ["64:ff9b::7f00:1", "NAT64 of loopback"],
  ["2002:7f00:1::", "6to4 of loopback"],
  ["2001::1", "Teredo"],
  ["not-an-address", "not an address"],
];

const ALLOWED = ["142.250.183.10", "8.8.8.8", "17.57.146.1", "2a00:1450:4001:80b::200a", "2606:4700::1111"];

describe("the outbound guard's address check", () => {
  it.each(REFUSED)("refuses %s (%s)", (address) => {
    expect(refusedAddress(address)).not.toBeNull();
  });

  it.each(ALLOWED)("lets %s through (public unicast)", (address) => {
    expect(refusedAddress(address)).toBeNull();
  });
});

describe("push service hosts", () => {
  it.each([
    "fcm.googleapis.com",
    "FCM.googleapis.com.",
    "updates.push.services.mozilla.com",
    "web.push.apple.com",
    "api.push.apple.com",
    "db5p.notify.windows.com",
  ])("knows %s", (host) => {
    expect(isPushServiceHost(host)).toBe(true);
  });

  it.each([
    "googleapis.com",
    "fcm.googleapis.com.evil.example",
    "evilfcm.googleapis.com",
    "push.apple.com",
    "evilpush.apple.com",
    "apple.com",
    "notify.windows.com",
    "127.0.0.1",
    "localhost",
  ])("does not know %s", (host) => {
    expect(isPushServiceHost(host)).toBe(false);
  });

  it("takes only https endpoints without credentials", () => {
    expect(pushEndpointProblem("https://fcm.googleapis.com/fcm/send/abc")).toBeNull();
    expect(pushEndpointProblem("http://fcm.googleapis.com/fcm/send/abc")).toBe("not https");
    expect(pushEndpointProblem("https://u:p@fcm.googleapis.com/x")).toBe("credentials in the URL");
    expect(pushEndpointProblem("https://2130706433/x")).toMatch(/not a known push service/);
    expect(pushEndpointProblem("nonsense")).toBe("not a URL");
  });
});

/** A loopback TCP listener that only counts connections: nothing may reach it through the guard. */
let trap: net.Server;
let trapPort = 0;
let trapped = 0;
beforeAll(async () => {
  trap = net.createServer((socket) => {
    trapped += 1;
    socket.destroy();
  });
  await new Promise<void>((r) => trap.listen(0, "127.0.0.1", r));
  trapPort = (trap.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => trap.close(() => r())));

const post = { method: "POST" as const, headers: {}, body: "x", timeoutMs: 2_000 };

describe("outbound requests", () => {
  it("refuses before connecting: http, internal literals in any notation, names resolving inside", async () => {
    const asked: string[] = [];
    const resolver = (answers: string[]): Resolver => {
      return async (host) => {
        asked.push(host);
        return answers.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
      };
    };
    const cases: [string, Resolver][] = [
      [`http://fcm.googleapis.com:${trapPort}/x`, resolver(["142.250.183.10"])],
      [`https://127.0.0.1:${trapPort}/x`, resolver(["142.250.183.10"])],
      [`https://127.1:${trapPort}/x`, resolver(["142.250.183.10"])],
      [`https://2130706433:${trapPort}/x`, resolver(["142.250.183.10"])],
      [`https://0x7f.1:${trapPort}/x`, resolver(["142.250.183.10"])],
      [`https://[::1]:${trapPort}/x`, resolver(["142.250.183.10"])],
      [`https://[::ffff:127.0.0.1]:${trapPort}/x`, resolver(["142.250.183.10"])],
      [`https://graph.example:${trapPort}/x`, resolver(["127.0.0.1"])],
      [`https://graph.example:${trapPort}/x`, resolver(["169.254.169.254"])],
      [`https://graph.example:${trapPort}/x`, resolver(["::ffff:7f00:1"])],
      // One good answer does not make a bad one safe (the connection could take either).
      [`https://graph.example:${trapPort}/x`, resolver(["142.250.183.10", "10.0.0.1"])],
      [`https://graph.example:${trapPort}/x`, resolver([])],
    ];
    for (const [url, resolve] of cases) {
      await expect(outboundRequest(url, post, { resolve }), url).rejects.toBeInstanceOf(OutboundRefused);
    }
    // Literal addresses are judged as written, never sent to the resolver.
    expect(asked).toEqual(Array(5).fill("graph.example"));
    expect(trapped).toBe(0);
  });

  it("sends a push request only to a push service host, and checks its addresses too", async () => {
    const resolve: Resolver = async () => [{ address: "127.0.0.1", family: 4 }];
    await expect(
      outboundRequest(`https://graph.example:${trapPort}/x`, { ...post, pushEndpoint: true }, { resolve }),
    ).rejects.toThrow(/not a known push service/);
    await expect(
      outboundRequest(
        `https://fcm.googleapis.com:${trapPort}/x`,
        { ...post, pushEndpoint: true },
        { resolve },
      ),
    ).rejects.toThrow(/127\.0\.0\.1 \(loopback\)/);
    expect(trapped).toBe(0);
  });

  it("does not follow a redirect: the 3xx is the answer and its target is never called", async () => {
    const redirector = createServer((_req, res) => {
      res.writeHead(302, { location: `http://127.0.0.1:${trapPort}/internal` });
      res.end();
    });
    await new Promise<void>((r) => redirector.listen(0, "127.0.0.1", r));
    const origin = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}`;
    try {
      const answer = await outboundRequest(`${origin}/start`, post, { standIns: [origin] });
      expect(answer.status).toBe(302);
      expect(trapped).toBe(0);
    } finally {
      await new Promise<void>((r) => redirector.close(() => r()));
    }
  });
});
