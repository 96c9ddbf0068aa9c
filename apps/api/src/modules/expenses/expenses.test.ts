import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, extraExpenses } from "../../db/schema.js";
import { createWork } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

let t: TestApp;
let captain: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  captain = await t.createUser("subadmin");
});
afterAll(() => t.close());

describe(`extra expenses on ${TEST_ENGINE}`, () => {
  it("adds an expense with an exact amount and an audit row", async () => {
    const work = await createWork(t);
    const res = await t.request({
      method: "POST",
      url: "/api/sub_admin/extra-expenses/",
      as: captain,
      payload: { catering_work: work.id, expense_type: "Transport", amount: 250.5, description: "Van" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().expense).toMatchObject({
      catering_work: work.id,
      expense_type: "Transport",
      amount: "250.50",
      description: "Van",
    });
    const logs = await t.db.select().from(auditLog).where(eq(auditLog.entity, "extra_expense"));
    expect(logs).toHaveLength(1);
  });

  it("needs a type and an amount above 0 with two decimals at most; unknown works are 404", async () => {
    const work = await createWork(t);
    for (const payload of [
      { catering_work: work.id, expense_type: "", amount: "10" },
      { catering_work: work.id, expense_type: "Ice", amount: "0" },
      { catering_work: work.id, expense_type: "Ice", amount: "-1" },
      { catering_work: work.id, expense_type: "Ice", amount: "1.005" },
      { catering_work: work.id, expense_type: "Ice" },
    ]) {
      const res = await t.request({
        method: "POST",
        url: "/api/sub_admin/extra-expenses/",
        as: captain,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toBeDefined();
    }
    expect(await t.db.select().from(extraExpenses).where(eq(extraExpenses.workId, work.id))).toHaveLength(0);
    const nf = await t.request({
      method: "POST",
      url: "/api/sub_admin/extra-expenses/",
      as: captain,
      payload: { catering_work: 999999, expense_type: "Ice", amount: "1" },
    });
    expect(nf.statusCode).toBe(404);
  });

  it("workers cannot add expenses", async () => {
    const work = await createWork(t);
    const sup = await t.createUser("supervisor");
    const res = await t.request({
      method: "POST",
      url: "/api/sub_admin/extra-expenses/",
      as: sup,
      payload: { catering_work: work.id, expense_type: "Ice", amount: "1" },
    });
    expect(res.statusCode).toBe(403);
  });
});
