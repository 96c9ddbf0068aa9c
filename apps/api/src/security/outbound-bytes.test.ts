import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OutboundRefused, OutboundTooLarge, outboundBytes, type Resolver } from "./outbound.js";

/** The guard's binary variant (media files): the same refusals, whole bytes, and a size cap. */

let server: Server;
let origin = "";
const big = Buffer.alloc(300_000, 7);
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/small") {
      res.writeHead(200, { "content-type": "audio/ogg" });
      res.end(Buffer.from([0x4f, 0x67, 0x67, 0x53, 0, 1, 2, 255]));
    } else if (req.url === "/declared") {
      res.writeHead(200, { "content-type": "image/jpeg", "content-length": String(big.length) });
      res.end(big);
    } else if (req.url === "/chunked") {
      // No declared length: the cap must stop the body as it grows.
      res.writeHead(200, { "content-type": "image/jpeg", "transfer-encoding": "chunked" });
      for (let i = 0; i < 10; i++) res.write(big.subarray(0, 30_000));
      res.end();
    } else {
      res.writeHead(302, { location: "http://127.0.0.1:1/internal" });
      res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const get = { method: "GET" as const, headers: {}, timeoutMs: 2_000 };

describe("outbound bytes", () => {
  it("answers the whole body as bytes, with the declared type", async () => {
    const answer = await outboundBytes(`${origin}/small`, get, 1000, { standIns: [origin] });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe("audio/ogg");
    expect([...answer.bytes]).toEqual([0x4f, 0x67, 0x67, 0x53, 0, 1, 2, 255]);
  });

  it("stops at the cap, declared or not", async () => {
    await expect(
      outboundBytes(`${origin}/declared`, get, 100_000, { standIns: [origin] }),
    ).rejects.toBeInstanceOf(OutboundTooLarge);
    await expect(
      outboundBytes(`${origin}/chunked`, get, 100_000, { standIns: [origin] }),
    ).rejects.toBeInstanceOf(OutboundTooLarge);
    const whole = await outboundBytes(`${origin}/chunked`, get, 300_000, { standIns: [origin] });
    expect(whole.bytes.length).toBe(300_000);
  });

  it("does not follow a redirect and refuses internal addresses before connecting", async () => {
    const answer = await outboundBytes(`${origin}/elsewhere`, get, 1000, { standIns: [origin] });
    expect(answer.status).toBe(302);
    let trapped = 0;
    const trap = net.createServer((s) => {
      trapped++;
      s.destroy();
    });
    await new Promise<void>((r) => trap.listen(0, "127.0.0.1", r));
    const port = (trap.address() as AddressInfo).port;
    const resolve: Resolver = async () => [{ address: "127.0.0.1", family: 4 }];
    try {
      await expect(
        outboundBytes(`https://lookaside.example:${port}/media`, get, 1000, { resolve }),
      ).rejects.toBeInstanceOf(OutboundRefused);
      await expect(outboundBytes(`http://lookaside.example:${port}/media`, get, 1000)).rejects.toBeInstanceOf(
        OutboundRefused,
      );
      expect(trapped).toBe(0);
    } finally {
      await new Promise<void>((r) => trap.close(() => r()));
    }
  });
});
