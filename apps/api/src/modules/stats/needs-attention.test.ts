import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInKolkata } from "../../lib/dates.js";
import { assign, complete, createWork, requestWork, wage } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

let t: TestApp;
let admin: TestUser;
let sub: TestUser;
const URL = "/api/admin_panel/admin/needs-attention/";

function shift(days: number): string {
  const d = new Date(`${todayInKolkata()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

interface Answer {
  from: string;
  to: string;
  works_in_window: number;
  staffing_gaps: {
    Auditorium_name: string;
    boys_needed: number;
    boys_assigned: number;
    boys_short: number;
    captains_assigned: number;
    supervisors_assigned: number;
    pending_requests: number;
  }[];
  pending_applications: number;
  pending_requests: number;
  unpaid_wages: { count: number; amount: string; works: number };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  sub = await t.createUser("subadmin");
  const boys = [];
  for (let i = 0; i < 4; i += 1) boys.push(await t.createUser("boys"));
  const head = await t.createUser("head_boy");
  const sup = await t.createUser("supervisor");
  await t.createUser("boys", { isApproved: false }); // an application
  await t.createUser("boys", { isApproved: false, isActive: false }); // rejected: not counted

  // Short: 2 of 3 boys (a head boy counts), no captain, one pending request.
  const short = await createWork(t, { auditoriumName: "Short hall", date: shift(1), noOfBoysNeeded: 3 });
  await assign(t, { workId: short.id, userId: boys[0]!.id });
  await assign(t, { workId: short.id, userId: head.id }, "head_boy");
  await assign(t, { workId: short.id, userId: sup.id }, "supervisor");
  await requestWork(t, { workId: short.id, userId: boys[1]!.id });
  // Full with a captain: not a gap.
  const full = await createWork(t, { auditoriumName: "Full hall", date: shift(0), noOfBoysNeeded: 1 });
  await assign(t, { workId: full.id, userId: boys[1]!.id });
  await assign(t, { workId: full.id, userId: sub.id }, "subadmin");
  // Over-staffed but no captain: a gap (captain), nobody short.
  const over = await createWork(t, { auditoriumName: "Over hall", date: shift(6), noOfBoysNeeded: 1 });
  await assign(t, { workId: over.id, userId: boys[2]!.id });
  await assign(t, { workId: over.id, userId: boys[3]!.id });
  // Outside the window, cancelled, completed: left out.
  await createWork(t, { auditoriumName: "Next week", date: shift(7) });
  await createWork(t, { auditoriumName: "Cancelled", date: shift(2), status: "cancelled" });
  const done = await createWork(t, { auditoriumName: "Done", date: shift(-2), noOfBoysNeeded: 2 });
  await assign(t, { workId: done.id, userId: boys[0]!.id });
  await assign(t, { workId: done.id, userId: boys[1]!.id });
  await wage(t, { workId: done.id, userId: boys[0]!.id }, { roleType: "boys", totalWage: "650.50" });
  await wage(
    t,
    { workId: done.id, userId: boys[1]!.id },
    { roleType: "boys", totalWage: "700.25", paymentStatus: "paid" },
  );
  await complete(t, done.id);
  // A pending request on a completed work is not waiting for anyone.
  await requestWork(t, { workId: done.id, userId: boys[2]!.id });
});
afterAll(() => t.close());

describe(`needs attention on ${TEST_ENGINE}`, () => {
  it("is for admins only", async () => {
    expect((await t.request({ method: "GET", url: URL })).statusCode).toBe(401);
    expect((await t.request({ method: "GET", url: URL, as: sub })).statusCode).toBe(403);
  });

  it("lists this week's staffing gaps by role and the waiting counts", async () => {
    const res = await t.request({ method: "GET", url: URL, as: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Answer;
    expect(body.from).toBe(shift(0));
    expect(body.to).toBe(shift(6));
    expect(body.works_in_window).toBe(3);
    expect(body.staffing_gaps.map((g) => g.Auditorium_name)).toEqual(["Short hall", "Over hall"]);
    expect(body.staffing_gaps[0]).toMatchObject({
      boys_needed: 3,
      boys_assigned: 2,
      boys_short: 1,
      captains_assigned: 0,
      supervisors_assigned: 1,
      pending_requests: 1,
    });
    expect(body.staffing_gaps[1]).toMatchObject({ boys_assigned: 2, boys_short: 0, captains_assigned: 0 });
    expect(body.pending_applications).toBe(1);
    expect(body.pending_requests).toBe(1);
    expect(body.unpaid_wages).toEqual({ count: 1, amount: "650.50", works: 1 });
  });
});
