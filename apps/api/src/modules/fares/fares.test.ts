import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, fares } from "../../db/schema.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

let t: TestApp;
let admin: TestUser;
let sub: TestUser;
let boy: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  sub = await t.createUser("subadmin");
  boy = await t.createUser("boys");
});
afterAll(() => t.close());

const fareActions = async () =>
  (await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entity, "fare"))).map(
    (r) => r.action,
  );

describe(`fares on ${TEST_ENGINE}`, () => {
  it("refuses anonymous (401), workers and sub-admins (403)", async () => {
    const routes: [string, string, unknown][] = [
      ["GET", "/api/admin_panel/list-base-fares/", undefined],
      ["POST", "/api/admin_panel/base-fares/", { fare_type: "boys", amount: "1" }],
      ["PUT", "/api/admin_panel/base-fares/update/boys/", { fare_type: "boys", amount: "1" }],
      ["DELETE", "/api/admin_panel/basefare/1/delete/", undefined],
    ];
    for (const [method, url, payload] of routes) {
      expect((await t.request({ method: method as "GET", url, payload })).statusCode, url).toBe(401);
      for (const as of [boy, sub])
        expect((await t.request({ method: method as "GET", url, payload, as })).statusCode, url).toBe(403);
    }
  });

  it("lists the six seeded fare types", async () => {
    const res = await t.request({ method: "GET", url: "/api/admin_panel/list-base-fares/", as: admin });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((f: { fare_type: string }) => f.fare_type)
        .sort(),
    ).toEqual(["boys", "head_boy", "loading", "setting", "subadmin", "supervisor"]);
    expect(res.json()[0]).toEqual({ id: expect.any(Number), fare_type: expect.any(String), amount: "0.00" });
  });

  it("updates by fare type, captain meaning subadmin; exact two-decimal amounts", async () => {
    const res = await t.request({
      method: "PUT",
      url: "/api/admin_panel/base-fares/update/captain/",
      as: admin,
      payload: { fare_type: "captain", amount: "1234.5" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fare_type: "subadmin", amount: "1234.50" });
    const [row] = await t.db.select().from(fares).where(eq(fares.fareType, "subadmin"));
    expect(row?.amount).toBe("1234.50");
    const boys = await t.request({
      method: "PUT",
      url: "/api/admin_panel/base-fares/update/boys/",
      as: admin,
      payload: { fare_type: "boys", amount: 650.25 },
    });
    expect(boys.json().amount).toBe("650.25");
    expect(await fareActions()).toEqual(["fare.update", "fare.update"]);
  });

  it("validates amount (required, numeric, >= 0, two decimals) and fare type", async () => {
    const cases: [unknown, string][] = [
      [{ fare_type: "boys" }, "amount"],
      [{ fare_type: "boys", amount: "" }, "amount"],
      [{ fare_type: "boys", amount: "abc" }, "amount"],
      [{ fare_type: "boys", amount: "-5" }, "amount"],
      [{ fare_type: "boys", amount: "1.234" }, "amount"],
      [{ fare_type: "", amount: "1" }, "fare_type"],
      [{ fare_type: "chef", amount: "1" }, "fare_type"],
      [{ amount: "1" }, "fare_type"],
    ];
    for (const [payload, field] of cases) {
      const res = await t.request({
        method: "POST",
        url: "/api/admin_panel/base-fares/",
        as: admin,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors), JSON.stringify(payload)).toContain(field);
    }
    const put = await t.request({
      method: "PUT",
      url: "/api/admin_panel/base-fares/update/boys/",
      as: admin,
      payload: { fare_type: "boys", amount: "-1" },
    });
    expect(put.statusCode).toBe(400);
  });

  it("adding a fare type that exists sets its amount, as the edit would, and answers 200; a rename onto a taken type is refused", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/admin_panel/base-fares/",
      as: admin,
      payload: { fare_type: "Boys", amount: "725.50" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ fare_type: "boys", amount: "725.50" });
    const list = await t.request({ method: "GET", url: "/api/admin_panel/list-base-fares/", as: admin });
    const boys = (list.json() as { fare_type: string; amount: string }[]).filter(
      (f) => f.fare_type === "boys",
    );
    expect(boys).toEqual([expect.objectContaining({ amount: "725.50" })]);
    const rename = await t.request({
      method: "PUT",
      url: "/api/admin_panel/base-fares/update/boys/",
      as: admin,
      payload: { fare_type: "loading", amount: "100" },
    });
    expect(rename.statusCode).toBe(400);
  });

  it("deletes by id (404 after), then creates the type again; all audited", async () => {
    const list = (
      await t.request({ method: "GET", url: "/api/admin_panel/list-base-fares/", as: admin })
    ).json();
    const setting = list.find((f: { fare_type: string }) => f.fare_type === "setting");
    const del = await t.request({
      method: "DELETE",
      url: `/api/admin_panel/basefare/${setting.id}/delete/`,
      as: admin,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ status: true, message: "Fare setting deleted" });
    expect(await t.db.select().from(fares).where(eq(fares.id, setting.id))).toEqual([]);
    const again = await t.request({
      method: "DELETE",
      url: `/api/admin_panel/basefare/${setting.id}/delete/`,
      as: admin,
    });
    expect(again.statusCode).toBe(404);
    const upd = await t.request({
      method: "PUT",
      url: "/api/admin_panel/base-fares/update/setting/",
      as: admin,
      payload: { fare_type: "setting", amount: "1" },
    });
    expect(upd.statusCode).toBe(404);
    const unknown = await t.request({
      method: "PUT",
      url: "/api/admin_panel/base-fares/update/chef/",
      as: admin,
      payload: { fare_type: "boys", amount: "1" },
    });
    expect(unknown.statusCode).toBe(404);
    const created = await t.request({
      method: "POST",
      url: "/api/admin_panel/base-fares/",
      as: admin,
      payload: { fare_type: "setting", amount: "150" },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ fare_type: "setting", amount: "150.00" });
    const bad = await t.request({
      method: "DELETE",
      url: "/api/admin_panel/basefare/abc/delete/",
      as: admin,
    });
    expect(bad.statusCode).toBe(400);
    const actions = await fareActions();
    expect(actions).toEqual(expect.arrayContaining(["fare.delete", "fare.create"]));
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "fare"), eq(auditLog.action, "fare.delete")));
    expect(rows[0]?.actorId).toBe(admin.id);
  });

  it("two concurrent creates of one type: one 201, the other sets the amount (200), never a 500", async () => {
    const list = (
      await t.request({ method: "GET", url: "/api/admin_panel/list-base-fares/", as: admin })
    ).json();
    const loading = list.find((f: { fare_type: string }) => f.fare_type === "loading");
    await t.request({ method: "DELETE", url: `/api/admin_panel/basefare/${loading.id}/delete/`, as: admin });
    const results = await Promise.all(
      [1, 2].map(() =>
        t.request({
          method: "POST",
          url: "/api/admin_panel/base-fares/",
          as: admin,
          payload: { fare_type: "loading", amount: "5" },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
  });
});
