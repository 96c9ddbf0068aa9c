import fastJson from "fast-json-stringify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../test/helpers.js";
import { withoutPlainChoices, zodSerializedRoutes } from "./response-serializer.js";

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

describe("choices the serializer would check value by value", () => {
  const schema = z.array(
    z.object({
      status: z.enum(["pending", "accepted"]).nullable(),
      boy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      amount: z.union([z.number(), z.boolean()]),
      note: z.string().nullable(),
      either: z.union([z.array(z.number()), z.object({ n: z.number() })]),
    }),
  );
  const json = JSON.parse(JSON.stringify(z.toJSONSchema(schema, { io: "output", target: "draft-7" })));

  it("become nullable or a list of types; a choice between shapes stays", () => {
    const plain = withoutPlainChoices(json);
    const text = JSON.stringify(plain);
    expect(json.items.properties.status.anyOf).toHaveLength(2);
    expect(plain.items.properties.status).toEqual({ type: ["string", "null"] });
    expect(plain.items.properties.boy).toMatchObject({ type: "object", nullable: true });
    expect(plain.items.properties.amount).toEqual({ type: ["number", "boolean"] });
    expect(text.match(/anyOf/g)).toHaveLength(1);
  });

  it("write every value as zod's output does", () => {
    const stringify = fastJson(withoutPlainChoices(json));
    const rows = [
      { status: null, boy: null, amount: 12.5, note: null, either: [1, 2] },
      {
        status: "accepted",
        boy: { id: 3, name: "Anil", extra: 1 },
        amount: true,
        note: "x",
        either: { n: 4 },
      },
    ];
    expect(stringify(rows)).toBe(JSON.stringify(schema.parse(rows)));
  });
});
