import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignments, workRequests } from "../../db/schema.js";
import { createWork } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
});
afterAll(() => t.close());

const work = (name: string) => ({
  auditoriumName: name,
  customerName: "C",
  customerMobile: "9000000002",
  address: "A",
  place: "P",
  district: "palakkad",
  date: "2031-01-01",
  reportingTime: "10:00",
  workType: "lunch",
  noOfBoysNeeded: 30,
  attendees: 300,
  paymentAmount: "50000.00",
});

describe(`works list counts on ${TEST_ENGINE}`, () => {
  // Regression: the correlated subqueries once compared assignments with their own id.
  it("counts each work's own assignments and pending requests", async () => {
    const a = await createWork(t, work("A"));
    const b = await createWork(t, work("B"));
    const crew = await Promise.all(Array.from({ length: 30 }, () => t.createUser("boys")));
    await t.db
      .insert(assignments)
      .values(crew.map((u) => ({ workId: a.id, userId: u.id, roleType: "boys", source: "admin" })));
    await t.db.insert(workRequests).values(crew.slice(0, 4).map((u) => ({ workId: b.id, userId: u.id })));
    const res = await t.request({
      method: "GET",
      url: "/api/admin_panel/catering-works/?type=upcoming",
      as: admin,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const list = (Array.isArray(body) ? body : (body.results ?? body.works)) as {
      id: number;
      assigned_count: number;
      pending_requests: number;
    }[];
    const byId = new Map(list.map((w) => [w.id, w]));
    expect(byId.get(a.id)).toMatchObject({ assigned_count: 30, pending_requests: 0 });
    expect(byId.get(b.id)).toMatchObject({ assigned_count: 0, pending_requests: 4 });
  });
});
