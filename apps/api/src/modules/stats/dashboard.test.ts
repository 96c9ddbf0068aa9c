import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInKolkata } from "../../lib/dates.js";
import { createWork } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

let t: TestApp;
let admin: TestUser;
let sub: TestUser;
let boy: TestUser;

function shift(days: number): string {
  const d = new Date(`${todayInKolkata()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const work = (name: string, date: string, time: string, status = "pending") => ({
  auditoriumName: name,
  customerName: "C",
  customerMobile: "9000000001",
  address: "A",
  place: "P",
  district: "palakkad",
  date,
  reportingTime: time,
  workType: "lunch",
  occasion: "wedding",
  noOfBoysNeeded: 3,
  attendees: 100,
  paymentAmount: "1000.00",
  status,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  sub = await t.createUser("subadmin");
  boy = await t.createUser("boys");
  await t.createUser("boys", { isApproved: false });
  await t.createUser("head_boy", { isApproved: false });
  await t.createUser("boys", { isApproved: false, isActive: false }); // rejected
  for (const values of [
    work("Tomorrow late", shift(1), "18:00"),
    work("Tomorrow early", shift(1), "07:30", "confirmed"),
    work("Today", shift(0), "12:00", "in_progress"),
    work("Yesterday open", shift(-1), "12:00"),
    work("Done", shift(-3), "12:00", "completed"),
    work("Done future", shift(2), "12:00", "completed"),
    work("Cancelled", shift(3), "12:00", "cancelled"),
  ]) {
    await createWork(t, values);
  }
});
afterAll(() => t.close());

describe(`dashboard on ${TEST_ENGINE}`, () => {
  it("refuses anonymous (401) and workers (403); admins and sub-admins read both", async () => {
    for (const url of ["/api/admin_panel/admin/stats/", "/api/admin_panel/catering/upcoming/"]) {
      expect((await t.request({ method: "GET", url })).statusCode).toBe(401);
      expect((await t.request({ method: "GET", url, as: boy })).statusCode).toBe(403);
      expect((await t.request({ method: "GET", url, as: sub })).statusCode).toBe(200);
      expect((await t.request({ method: "GET", url, as: admin })).statusCode).toBe(200);
    }
  });

  it("counts users, completed, pending works and pending join requests", async () => {
    const res = await t.request({ method: "GET", url: "/api/admin_panel/admin/stats/", as: admin });
    expect(res.json()).toEqual({
      // sub, boy, 2 pending, 1 rejected (the seeded first admin and `admin` are not counted)
      total_users: 5,
      total_works_completed: 2,
      total_pending_works: 4,
      // No requests to join works here; the two applicants have their own count.
      total_pending_join_requests: 0,
      total_pending_applicants: 2,
    });
  });

  it("lists upcoming works dated today or later by date then reporting time", async () => {
    const res = await t.request({ method: "GET", url: "/api/admin_panel/catering/upcoming/", as: sub });
    const list = res.json() as { Auditorium_name: string; date: string; payment_amount: string }[];
    expect(list.map((w) => w.Auditorium_name)).toEqual(["Today", "Tomorrow early", "Tomorrow late"]);
    expect(list[0]).toMatchObject({
      date: shift(0),
      payment_amount: "1000.00",
      work_type: "Lunch",
      occasion: "wedding",
    });
  });
});
