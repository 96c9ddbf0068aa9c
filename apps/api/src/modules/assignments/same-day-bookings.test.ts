import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assign, createWork } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

let t: TestApp;
let admin: TestUser;
let sub: TestUser;
let boy: TestUser;
let other: TestUser;
let target = 0;
let busy = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  sub = await t.createUser("subadmin");
  boy = await t.createUser("boys");
  other = await t.createUser("boys");
  const free = await t.createUser("boys");
  target = (await createWork(t, { auditoriumName: "Target Hall", date: "2031-08-15" })).id;
  busy = (await createWork(t, { auditoriumName: "Busy Hall", date: "2031-08-15", reportingTime: "18:30" }))
    .id;
  const cancelled = (
    await createWork(t, { auditoriumName: "Gone Hall", date: "2031-08-15", status: "cancelled" })
  ).id;
  const nextDay = (await createWork(t, { auditoriumName: "Next Day Hall", date: "2031-08-16" })).id;
  await assign(t, { workId: busy, userId: boy.id });
  await assign(t, { workId: cancelled, userId: other.id });
  await assign(t, { workId: nextDay, userId: free.id });
  // Already on the target itself: not a clash with another work.
  await assign(t, { workId: target, userId: sub.id }, "subadmin");
});
afterAll(() => t.close());

describe(`same-day bookings on ${TEST_ENGINE}`, () => {
  const url = (id: number) => `/api/admin_panel/works/${id}/same-day-bookings/`;

  it("is for admins only; 404 for an unknown work", async () => {
    expect((await t.request({ method: "GET", url: url(target) })).statusCode).toBe(401);
    expect((await t.request({ method: "GET", url: url(target), as: sub })).statusCode).toBe(403);
    expect((await t.request({ method: "GET", url: url(999_999), as: admin })).statusCode).toBe(404);
  });

  it("lists the people on another work that day, leaving out cancelled works and other days", async () => {
    const res = await t.request({ method: "GET", url: url(target), as: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        user: boy.id,
        work_id: busy,
        Auditorium_name: "Busy Hall",
        date: "2031-08-15",
        reporting_time: "18:30",
      },
    ]);
  });
});
