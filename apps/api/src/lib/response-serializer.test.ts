import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/helpers.js";
import { zodSerializedRoutes } from "./response-serializer.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("responses are written by compiled serializers", () => {
  it("every route's response schema compiles (none falls back to running zod per response)", async () => {
    // Fastify compiles a route's serializer on its first answer: call every GET once as an admin.
    const admin = await t.createUser("admin");
    for (const route of t.app.routeTable) {
      if (route.method !== "GET" || route.url.includes(":")) continue;
      await t.request({ method: "GET", url: route.url, as: admin });
    }
    expect([...zodSerializedRoutes]).toEqual([]);
  });

  it("drops fields the schema does not name and keeps the ones it does", async () => {
    // The user row has a password hash and a session version; the response schema names neither.
    const admin = await t.createUser("admin");
    const _worker = await t.createUser("boys", { userName: "Anil Kumar" });
    const res = await t.request({ method: "GET", url: "/api/admin_panel/admin/users/", as: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain("Anil Kumar");
    expect(res.body).not.toMatch(/password|session_?version|sessionVersion/i);
  });
});
