import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkIns } from "../../db/schema.js";
import { todayInKolkata } from "../../lib/dates.js";
import { assign, createWork, requestWork, wage } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

/** The lists behind the admin dashboard's counts. */
let t: TestApp;
let admin: TestUser;
const URL = "/api/admin_panel/admin/today-board/";

function shift(days: number): string {
  const d = new Date(`${todayInKolkata()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
});
afterAll(() => t.close());

describe(`today board on ${TEST_ENGINE}`, () => {
  it("lists today's works with crews and check-ins, works with unpaid wages and pending requests", async () => {
    const [a, b, c] = [await t.createUser("boys"), await t.createUser("boys"), await t.createUser("boys")];
    const captain = await t.createUser("subadmin");
    const today = await createWork(t, {
      auditoriumName: "Today hall",
      date: shift(0),
      reportingTime: "09:00",
    });
    await createWork(t, { auditoriumName: "Cancelled today", date: shift(0), status: "cancelled" });
    await createWork(t, { auditoriumName: "Tomorrow hall", date: shift(1) });
    await assign(t, { workId: today.id, userId: a.id });
    await assign(t, { workId: today.id, userId: b.id });
    await assign(t, { workId: today.id, userId: captain.id }, "subadmin");
    await t.db.insert(checkIns).values({ workId: today.id, userId: b.id, method: "code" });

    const past = await createWork(t, { auditoriumName: "Past hall", date: shift(-3) });
    await wage(t, { workId: past.id, userId: a.id }, { roleType: "boys", totalWage: "500.50" });
    await wage(t, { workId: past.id, userId: b.id }, { roleType: "boys", totalWage: "400" });
    await wage(
      t,
      { workId: past.id, userId: c.id },
      { roleType: "boys", totalWage: "300", paymentStatus: "paid" },
    );

    const later = await createWork(t, { auditoriumName: "Later hall", date: shift(4) });
    await requestWork(t, { workId: later.id, userId: c.id });
    const done = await createWork(t, { auditoriumName: "Done hall", date: shift(5), status: "completed" });
    await requestWork(t, { workId: done.id, userId: a.id });

    const res = await t.request({ method: "GET", url: URL, as: admin });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.date).toBe(todayInKolkata());
    expect(body.today.map((w: { Auditorium_name: string }) => w.Auditorium_name)).toEqual(["Today hall"]);
    const crew = body.today[0].crew as { user: number; role: string; checked_in_at: string | null }[];
    expect(crew).toHaveLength(3);
    expect(crew[0]).toMatchObject({ user: b.id, role: "boys", user_code: b.row.userCode });
    expect(crew[0]?.checked_in_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(
      crew
        .filter((m) => m.checked_in_at === null)
        .map((m) => m.user)
        .sort(),
    ).toEqual([a.id, captain.id].sort());
    expect(body.unpaid_works).toEqual([
      {
        id: past.id,
        Auditorium_name: "Past hall",
        date: shift(-3),
        unpaid_count: 2,
        unpaid_amount: "900.50",
      },
    ]);
    expect(body.pending_requests).toHaveLength(1);
    expect(body.pending_requests[0]).toMatchObject({
      work_id: later.id,
      user: c.id,
      Auditorium_name: "Later hall",
    });

    const sub = await t.createUser("subadmin");
    expect((await t.request({ method: "GET", url: URL, as: sub })).statusCode).toBe(403);
  });
});
