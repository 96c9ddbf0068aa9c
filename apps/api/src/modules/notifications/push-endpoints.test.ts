import { createECDH, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationDeliveries, pushSubscriptions } from "../../db/schema.js";
import { notify } from "../../lib/notify.js";
import { sendWhatsapp } from "../../lib/whatsapp.js";
import { createTestApp, TEST_ENGINE, type TestApp, testContext } from "../../test/helpers.js";
import { deliver } from "./notifications.delivery.js";

/**
 * Web Push and WhatsApp as a way into the server's network: push endpoints only on push service
 * hosts, each endpoint kept by the account that registered it, and nothing the server sends ever
 * reaching a loopback listener (docs/decisions/030-outbound-requests-guard.md).
 */

let t: TestApp;
let trap: net.Server;
let trapPort = 0;
let trapped = 0;
beforeAll(async () => {
  t = await createTestApp();
  trap = net.createServer((socket) => {
    trapped += 1;
    socket.destroy();
  });
  await new Promise<void>((r) => trap.listen(0, "127.0.0.1", r));
  trapPort = (trap.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => trap.close(() => r()));
});

function keys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

describe(`push endpoints on ${TEST_ENGINE}`, () => {
  it("registers only https endpoints on a known push service", async () => {
    const worker = await t.createUser("boys");
    const subscribe = (endpoint: string) =>
      t.request({
        method: "POST",
        url: "/api/notifications/push/subscribe/",
        as: worker,
        payload: { endpoint, keys: keys() },
      });
    for (const endpoint of [
      `https://127.0.0.1:${trapPort}/x`,
      "https://2130706433/x",
      "https://[::ffff:7f00:1]/x",
      "https://169.254.169.254/latest/meta-data/",
      "https://10.0.0.5/x",
      "https://fcm.googleapis.com.evil.example/x",
      "https://intranet.local/x",
    ]) {
      const res = await subscribe(endpoint);
      expect({ endpoint, status: res.statusCode, code: res.json().code }).toEqual({
        endpoint,
        status: 400,
        code: "PUSH_ENDPOINT_NOT_ALLOWED",
      });
    }
    const ok = await subscribe("https://fcm.googleapis.com/fcm/send/abc123");
    expect(ok.statusCode).toBe(200);
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, worker.id));
    expect(rows.map((r) => r.endpoint)).toEqual(["https://fcm.googleapis.com/fcm/send/abc123"]);
  });

  it("refuses an endpoint another account registered; the owner keeps it and may renew it", async () => {
    const owner = await t.createUser("boys");
    const other = await t.createUser("boys");
    const endpoint = "https://updates.push.services.mozilla.com/wpush/v2/owned";
    const subscribe = (as: typeof owner) =>
      t.request({
        method: "POST",
        url: "/api/notifications/push/subscribe/",
        as,
        payload: { endpoint, keys: keys() },
      });
    expect((await subscribe(owner)).statusCode).toBe(200);
    const taken = await subscribe(other);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("PUSH_ENDPOINT_TAKEN");
    const renewed = await subscribe(owner);
    expect(renewed.statusCode).toBe(200);
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows.map((r) => r.userId)).toEqual([owner.id]);
  });

  it("never sends a push to an internal address, even one stored before these checks", async () => {
    const worker = await t.createUser("boys");
    await t.db.insert(pushSubscriptions).values([
      { userId: worker.id, endpoint: `https://127.0.0.1:${trapPort}/old`, ...keys() },
      { userId: worker.id, endpoint: `https://[::ffff:7f00:1]:${trapPort}/old`, ...keys() },
    ]);
    const id = await t.db.transaction((tx) =>
      notify(tx, { userId: worker.id, type: "account_approved", link: "/user/home" }),
    );
    const [delivery] = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, id ?? 0));
    if (!delivery) throw new Error("no delivery row");
    await expect(deliver(testContext(t), delivery.id)).rejects.toThrow(/not a known push service/);
    const [after] = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.id, delivery.id));
    expect(after?.status).toBe("failed");
    expect(trapped).toBe(0);
  });

  it("never sends a WhatsApp message to an internal address", async () => {
    for (const apiUrl of [`https://127.0.0.1:${trapPort}/v21.0`, `http://127.0.0.1:${trapPort}/v21.0`]) {
      await expect(
        sendWhatsapp(
          { token: "t", phoneNumberId: "1", apiUrl },
          {
            messaging_product: "whatsapp",
            recipient_type: "individual",
            to: "919000000000",
            type: "template",
            template: { name: "x", language: { code: "en" } },
          },
          {},
        ),
      ).rejects.toThrow(/refused/);
    }
    expect(trapped).toBe(0);
  });
});
