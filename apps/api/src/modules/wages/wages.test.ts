import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, wages } from "../../db/schema.js";
import { ALL_GOOD, assign, createWork, pastDate, setFare } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

let t: TestApp;
let captain: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  captain = await t.createUser("subadmin");
  await setFare(t, "boys", "500.00");
  await setFare(t, "head_boy", "650.50");
  await setFare(t, "supervisor", "800.00");
  await setFare(t, "subadmin", "1000.00");
  await setFare(t, "loading", "75.25");
  await setFare(t, "setting", "60.00");
});
afterAll(() => t.close());

async function rate(user: TestUser, workId: number, marks: Record<string, unknown> = ALL_GOOD) {
  const res = await t.request({
    method: "POST",
    url: "/api/sub_admin/rate-boy/",
    as: captain,
    payload: { user: user.id, work: workId, ...marks },
  });
  expect(res.statusCode).toBe(201);
  return res.json().rating.id as number;
}

describe(`wages on ${TEST_ENGINE}`, () => {
  it("needs a rating first (409 'Rate the user first'), then computes the figures on the server", async () => {
    const work = await createWork(t, { date: pastDate(1) });
    const boy = await t.createUser("boys");
    await assign(t, { workId: work.id, userId: boy.id }, "boys", { isLoading: true });
    const payload = {
      user: boy.id,
      work: work.id,
      travel_allowance: "40.50",
      over_time: "",
      long_fare: 20,
      bonus: null,
      payment_status: "paid",
      // Figures sent by a client are ignored.
      total_wage: "99999",
      base_fare: "99999",
    };
    const early = await t.request({
      method: "PATCH",
      url: "/api/sub_admin/boy-wage/edit/",
      as: captain,
      payload,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ status: false, code: "RATE_FIRST", message: "Rate the user first" });

    await rate(boy, work.id, { ...ALL_GOOD, shoe: false, timing: false });
    const res = await t.request({
      method: "PATCH",
      url: "/api/sub_admin/boy-wage/edit/",
      as: captain,
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().wage).toMatchObject({
      base_fare: "500.00",
      rating_amount: "30.00",
      travel_allowance: "40.50",
      over_time: "0.00",
      long_fare: "20.00",
      bonus: "0.00",
      extra_loading: "75.25",
      extra_setting: "0.00",
      total_wage: "665.75",
      payment_status: "paid",
      role_type: "boys",
    });

    // The same call updates the one wage.
    const again = await t.request({
      method: "PATCH",
      url: "/api/sub_admin/boy-wage/edit/",
      as: captain,
      payload: { user: boy.id, work: work.id, bonus: "0.01" },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().wage).toMatchObject({ total_wage: "605.26", payment_status: "not_paid" });
    const rows = await t.db.select().from(wages).where(eq(wages.workId, work.id));
    expect(rows).toHaveLength(1);
    const logs = await t.db.select().from(auditLog).where(eq(auditLog.entity, "wage"));
    expect(logs.filter((l) => l.entityId === String(rows[0]?.id)).map((l) => l.action)).toEqual([
      "wage.create",
      "wage.update",
    ]);
  });

  it("absent users get no base fare, rating amount or extras; a rating change recomputes the wage", async () => {
    const work = await createWork(t, { date: pastDate(1) });
    const hb = await t.createUser("head_boy");
    await assign(t, { workId: work.id, userId: hb.id }, "head_boy", { isSetting: true, isLoading: true });
    const ratingId = await rate(hb, work.id);
    const saved = await t.request({
      method: "PATCH",
      url: "/api/sub_admin/boy-wage/edit/",
      as: captain,
      payload: { user: hb.id, work: work.id, travel_allowance: "10" },
    });
    expect(saved.json().wage.total_wage).toBe("845.75"); // 650.50 + 50 + 10 + 75.25 + 60
    const patch = await t.request({
      method: "PATCH",
      url: `/api/sub_admin/boy-ratings/${ratingId}/`,
      as: captain,
      payload: { attendence: 0 },
    });
    expect(patch.statusCode).toBe(200);
    const wage = await t.request({
      method: "GET",
      url: `/api/sub_admin/boy-wage/${saved.json().wage.id}/`,
      as: captain,
    });
    expect(wage.json()).toMatchObject({
      base_fare: "0.00",
      rating_amount: "0.00",
      extra_loading: "0.00",
      extra_setting: "0.00",
      travel_allowance: "10.00",
      total_wage: "10.00",
    });
  });

  it("concurrent double wage submits leave one row", async () => {
    const work = await createWork(t, { date: pastDate(1) });
    const boy = await t.createUser("boys");
    await assign(t, { workId: work.id, userId: boy.id });
    await rate(boy, work.id);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.request({
          method: "PATCH",
          url: "/api/sub_admin/boy-wage/edit/",
          as: captain,
          payload: { user: boy.id, work: work.id, bonus: String(i) },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await t.db.select().from(wages).where(eq(wages.workId, work.id))).toHaveLength(1);

    const sup = await t.createUser("supervisor");
    await assign(t, { workId: work.id, userId: sup.id }, "supervisor");
    await rate(sup, work.id);
    const posts = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.request({
          method: "POST",
          url: "/api/sub_admin/submit-subadmin-wage/",
          as: captain,
          payload: { user: sup.id, work: work.id, over_time: "100" },
        }),
      ),
    );
    const codes = posts.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await t.db.select().from(wages).where(eq(wages.userId, sup.id))).toHaveLength(1);
  });

  it("supervisor wages: submit, edit by wage_id keeping amounts left out, read by id", async () => {
    const work = await createWork(t, { date: pastDate(1) });
    const sup = await t.createUser("supervisor");
    await assign(t, { workId: work.id, userId: sup.id }, "supervisor");
    await rate(sup, work.id, { pant: true, shoe: false, timing: false, neatness: false, performance: false });
    const created = await t.request({
      method: "POST",
      url: "/api/sub_admin/submit-subadmin-wage/",
      as: captain,
      payload: { user: sup.id, work: work.id, over_time: "100", long_fare: "12.34" },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().wage.total_wage).toBe("922.34");
    const id = created.json().wage.id;
    const edit = await t.request({
      method: "PATCH",
      url: "/api/sub_admin/subadmin-wage/edit/",
      as: captain,
      payload: { wage_id: id, bonus: "7.66", payment_status: "paid" },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().wage).toMatchObject({
      over_time: "100.00",
      long_fare: "12.34",
      bonus: "7.66",
      total_wage: "930.00",
    });
    const got = await t.request({ method: "GET", url: `/api/sub_admin/subadmin-wage/${id}/`, as: captain });
    expect(got.json().payment_status).toBe("paid");
    const nf = await t.request({
      method: "PATCH",
      url: "/api/sub_admin/subadmin-wage/edit/",
      as: captain,
      payload: { wage_id: 888888 },
    });
    expect(nf.statusCode).toBe(404);
  });

  it("refuses your own wage (403), unassigned users (400), bad amounts (400)", async () => {
    const work = await createWork(t, { date: pastDate(1) });
    await assign(t, { workId: work.id, userId: captain.id }, "subadmin");
    const admin = await t.createUser("admin");
    await t.request({
      method: "POST",
      url: "/api/sub_admin/rate-boy/",
      as: admin,
      payload: { user: captain.id, work: work.id, ...ALL_GOOD },
    });
    const own = await t.request({
      method: "PATCH",
      url: "/api/sub_admin/boy-wage/edit/",
      as: captain,
      payload: { user: captain.id, work: work.id },
    });
    expect(own.statusCode).toBe(403);
    const byAdmin = await t.request({
      method: "PATCH",
      url: "/api/sub_admin/boy-wage/edit/",
      as: admin,
      payload: { user: captain.id, work: work.id },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().wage.base_fare).toBe("1000.00");

    const stranger = await t.createUser("boys");
    const na = await t.request({
      method: "PATCH",
      url: "/api/sub_admin/boy-wage/edit/",
      as: captain,
      payload: { user: stranger.id, work: work.id },
    });
    expect(na.statusCode).toBe(400);
    const bad = await t.request({
      method: "PATCH",
      url: "/api/sub_admin/boy-wage/edit/",
      as: captain,
      payload: { user: stranger.id, work: work.id, bonus: "-5", over_time: "1.234", payment_status: "later" },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(["bonus", "over_time", "payment_status"]),
    );
  });

  it("total wages per group with expenses, to the paisa", async () => {
    const work = await createWork(t, { date: pastDate(1) });
    const boys = [await t.createUser("boys"), await t.createUser("boys")];
    const sup = await t.createUser("supervisor");
    for (const b of boys) await assign(t, { workId: work.id, userId: b.id }, "boys");
    await assign(t, { workId: work.id, userId: sup.id }, "supervisor");
    for (const u of [...boys, sup]) await rate(u, work.id);
    await t.request({
      method: "PATCH",
      url: "/api/sub_admin/boy-wage/edit/",
      as: captain,
      payload: { user: boys[0]?.id, work: work.id, bonus: "0.10", payment_status: "paid" },
    });
    await t.request({
      method: "PATCH",
      url: "/api/sub_admin/boy-wage/edit/",
      as: captain,
      payload: { user: boys[1]?.id, work: work.id, bonus: "0.20" },
    });
    await t.request({
      method: "POST",
      url: "/api/sub_admin/submit-subadmin-wage/",
      as: captain,
      payload: { user: sup.id, work: work.id, payment_status: "paid" },
    });
    for (const amount of ["100.10", "0.20"]) {
      const e = await t.request({
        method: "POST",
        url: "/api/sub_admin/extra-expenses/",
        as: captain,
        payload: { catering_work: work.id, expense_type: "Ice", amount },
      });
      expect(e.statusCode).toBe(201);
    }
    const res = await t.request({
      method: "GET",
      url: `/api/sub_admin/wages/total-paid/boys/${work.id}/`,
      as: captain,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total_paid_wages).toEqual({
      captains: "0.00",
      boys: "1100.30",
      head_boys: "0.00",
      supervisors: "850.00",
    });
    expect(body).toMatchObject({
      wages_total: "1950.30",
      paid_total: "1400.10",
      pending_total: "550.20",
      extra_expenses_total: "100.30",
      total_amount: "2050.60",
    });
    expect(body.extra_expenses).toHaveLength(2);

    const all = await t.request({
      method: "GET",
      url: `/api/sub_admin/work/${work.id}/ratings-wages/`,
      as: captain,
    });
    expect(all.json().ratings).toHaveLength(3);
    expect(all.json().wages).toHaveLength(3);
    const nf = await t.request({
      method: "GET",
      url: "/api/sub_admin/wages/total-paid/boys/777777/",
      as: captain,
    });
    expect(nf.statusCode).toBe(404);
  });

  it("staff read the fares; workers cannot", async () => {
    const res = await t.request({ method: "GET", url: "/api/sub_admin/fares/", as: captain });
    expect(res.statusCode).toBe(200);
    expect(res.json().rating_amount_per_mark).toBe("10.00");
    expect(res.json().fares).toEqual(
      expect.arrayContaining([{ id: expect.any(Number), fare_type: "boys", amount: "500.00" }]),
    );
    const boy = await t.createUser("boys");
    expect((await t.request({ method: "GET", url: "/api/sub_admin/fares/", as: boy })).statusCode).toBe(403);
  });

  it("total wages match the admin's payment summary to the paisa; sub-admin analytics paths give the admin's answer", async () => {
    const admin = await t.createUser("admin");
    const work = await createWork(t, { paymentAmount: "3000.00", date: pastDate(1) });
    const crew = [
      { user: await t.createUser("boys"), role: "boys" as const },
      { user: await t.createUser("head_boy"), role: "head_boy" as const },
      { user: await t.createUser("supervisor"), role: "supervisor" as const },
      { user: await t.createUser("subadmin"), role: "subadmin" as const },
    ];
    let i = 0;
    for (const c of crew) {
      await assign(t, { workId: work.id, userId: c.user.id }, c.role, { isLoading: i % 2 === 0 });
      await rate(c.user, work.id, { ...ALL_GOOD, pant: i % 2 === 0 });
      const res = await t.request({
        method: "PATCH",
        url: "/api/sub_admin/boy-wage/edit/",
        as: captain,
        payload: {
          user: c.user.id,
          work: work.id,
          travel_allowance: `1${i}.3${i}`,
          payment_status: i < 2 ? "paid" : "not_paid",
        },
      });
      expect(res.statusCode).toBe(200);
      i += 1;
    }
    await t.request({
      method: "POST",
      url: "/api/sub_admin/extra-expenses/",
      as: captain,
      payload: { catering_work: work.id, expense_type: "Fuel", amount: "99.99" },
    });
    const totals = (
      await t.request({ method: "GET", url: `/api/sub_admin/wages/total-paid/boys/${work.id}/`, as: captain })
    ).json();
    const adminSummary = await t.request({
      method: "GET",
      url: `/api/admin_panel/work/${work.id}/payment-summary/`,
      as: admin,
    });
    expect(adminSummary.statusCode).toBe(200);
    const summary = adminSummary.json();
    expect(summary.summary).toMatchObject({
      total: totals.wages_total,
      paid: totals.paid_total,
      pending: totals.pending_total,
      extra_expenses: totals.extra_expenses_total,
    });
    const sub = await t.request({
      method: "GET",
      url: `/api/sub_admin/work/${work.id}/payment-summary/`,
      as: captain,
    });
    expect(sub.json()).toEqual(summary);
    const list = await t.request({ method: "GET", url: "/api/sub_admin/work-profit-loss/", as: captain });
    expect(list.statusCode).toBe(200);
    const record = list.json().find((r: { id: number }) => r.id === work.id);
    const one = await t.request({
      method: "GET",
      url: `/api/sub_admin/work/${work.id}/profit-loss/`,
      as: captain,
    });
    expect(one.json()).toEqual(record);
    expect(record.total_wages_paid).toBe(totals.wages_total);
    const boy = await t.createUser("boys");
    expect(
      (await t.request({ method: "GET", url: "/api/sub_admin/work-profit-loss/", as: boy })).statusCode,
    ).toBe(403);
  });
});

describe(`wages at another RATING_AMOUNT_PER_MARK on ${TEST_ENGINE}`, () => {
  it("pays the configured amount per good mark (12.50), not the default", async () => {
    const t2 = await createTestApp({ ratingAmountPerMark: "12.50" });
    try {
      const cap = await t2.createUser("subadmin");
      await setFare(t2, "boys", "500.00");
      const work = await createWork(t2, { date: pastDate(1) });
      const boy = await t2.createUser("boys");
      await assign(t2, { workId: work.id, userId: boy.id });
      const rated = await t2.request({
        method: "POST",
        url: "/api/sub_admin/rate-boy/",
        as: cap,
        payload: { user: boy.id, work: work.id, ...ALL_GOOD, shoe: false, timing: false },
      });
      expect(rated.statusCode).toBe(201);
      const res = await t2.request({
        method: "PATCH",
        url: "/api/sub_admin/boy-wage/edit/",
        as: cap,
        payload: { user: boy.id, work: work.id, payment_status: "not_paid" },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().wage).toMatchObject({ rating_amount: "37.50", total_wage: "537.50" });
    } finally {
      await t2.close();
    }
  });
});
