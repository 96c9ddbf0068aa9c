import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignments, auditLog, extraExpenses, ratings, wages, works } from "../../db/schema.js";
import {
  accept,
  assign,
  complete,
  createWork,
  expense,
  pastDate,
  rate,
  setFare,
  wage,
} from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

/** docs/decisions/029-money-and-work-rules.md: orphaned pay, completion rules, mark absent, expenses, staffing counts, projected analytics. */
let t: TestApp;
let captain: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  captain = await t.createUser("subadmin");
  admin = await t.createUser("admin");
  await setFare(t, "boys", "500.00");
}, 60_000);
afterAll(() => t.close());

const completeUrl = (id: number) => `/api/sub_admin/catering-work/${id}/update/`;

describe(`money rules on ${TEST_ENGINE}`, () => {
  it("rejecting an accepted request of a rated or paid person is refused (409) and changes nothing", async () => {
    const work = await createWork(t);
    const boy = await t.createUser("boys");
    const req = await accept(t, { workId: work.id, userId: boy.id });
    await rate(t, { workId: work.id, userId: boy.id });
    const res = await t.request({
      method: "PUT",
      url: `/api/admin_panel/work-request/${req.id}/status-update/`,
      as: admin,
      payload: { status: "rejected" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "REQUEST_HAS_PAY",
      message: "This person already has a rating or wage for this work, so the request cannot be rejected.",
    });
    const a = await t.db
      .select()
      .from(assignments)
      .where(and(eq(assignments.workId, work.id), eq(assignments.userId, boy.id)));
    expect(a).toHaveLength(1);

    // Without a rating or wage the rejection goes through.
    const other = await t.createUser("boys");
    const req2 = await accept(t, { workId: work.id, userId: other.id });
    const ok = await t.request({
      method: "PUT",
      url: `/api/admin_panel/work-request/${req2.id}/status-update/`,
      as: admin,
      payload: { status: "rejected" },
    });
    expect(ok.statusCode).toBe(200);
  });

  it("removing an assigned person with a wage is refused (409)", async () => {
    const work = await createWork(t);
    const boy = await t.createUser("boys");
    await assign(t, { workId: work.id, userId: boy.id });
    await rate(t, { workId: work.id, userId: boy.id });
    await wage(t, { workId: work.id, userId: boy.id }, { roleType: "boys", totalWage: "550.00" });
    const res = await t.request({
      method: "DELETE",
      url: `/api/admin_panel/join-requests/delete/${boy.id}/${work.id}/`,
      as: admin,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("ASSIGNMENT_HAS_RECORDS");
  });

  it("a work cannot be completed before its date (409 'This work has not happened yet')", async () => {
    const work = await createWork(t); // 2030
    for (const [url, as] of [
      [completeUrl(work.id), captain],
      [`/api/admin_panel/catering-work/${work.id}/update/`, admin],
    ] as const) {
      const res = await t.request({ method: "PATCH", url, as, payload: { status: "completed" } });
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toMatchObject({
        code: "WORK_NOT_HAPPENED",
        message: "This work has not happened yet",
      });
    }
    const [row] = await t.db.select().from(works).where(eq(works.id, work.id));
    expect(row?.status).toBe("pending");
  });

  it("completion is refused while someone has no rating or no wage, naming them; mark absent settles one in a step", async () => {
    const work = await createWork(t, { date: pastDate(2) });
    const anu = await t.createUser("boys", { userName: "Anu" });
    const biju = await t.createUser("head_boy", { userName: "Biju" });
    const chandran = await t.createUser("supervisor", { userName: "Chandran" });
    for (const [u, role] of [
      [anu, "boys"],
      [biju, "head_boy"],
      [chandran, "supervisor"],
    ] as const) {
      await assign(t, { workId: work.id, userId: u.id }, role);
    }
    await rate(t, { workId: work.id, userId: biju.id });
    await rate(t, { workId: work.id, userId: chandran.id });
    await wage(t, { workId: work.id, userId: chandran.id }, { roleType: "supervisor", totalWage: "800.00" });

    const refused = await t.request({
      method: "PATCH",
      url: completeUrl(work.id),
      as: captain,
      payload: { status: "completed" },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "WORK_PAY_MISSING",
      message: "The work cannot be completed yet. Still needed: Anu (a rating and a wage), Biju (a wage).",
    });

    // Anu was absent: one call saves attendence 0 and a zero wage.
    const absent = await t.request({
      method: "POST",
      url: "/api/sub_admin/mark-absent/",
      as: captain,
      payload: { work: work.id, user: anu.id },
    });
    expect(absent.statusCode).toBe(200);
    expect(absent.json().rating.attendence).toBe(0);
    expect(absent.json().wage).toMatchObject({
      total_wage: "0.00",
      base_fare: "0.00",
      rating_amount: "0.00",
    });
    const [r] = await t.db
      .select()
      .from(ratings)
      .where(and(eq(ratings.workId, work.id), eq(ratings.userId, anu.id)));
    expect(r?.attendance).toBe(0);
    const [g] = await t.db
      .select()
      .from(wages)
      .where(and(eq(wages.workId, work.id), eq(wages.userId, anu.id)));
    expect(g?.totalWage).toBe("0.00");

    // Biju was rated and present; marking absent turns the rating absent and the wage to zero too.
    const again = await t.request({
      method: "PATCH",
      url: completeUrl(work.id),
      as: captain,
      payload: { status: "completed" },
    });
    expect(again.json().message).toBe("The work cannot be completed yet. Still needed: Biju (a wage).");
    const biWage = await t.request({
      method: "PATCH",
      url: "/api/sub_admin/boy-wage/edit/",
      as: captain,
      payload: { user: biju.id, work: work.id, payment_status: "not_paid" },
    });
    expect(biWage.statusCode).toBe(200);
    const done = await t.request({
      method: "PATCH",
      url: completeUrl(work.id),
      as: captain,
      payload: { status: "completed" },
    });
    expect(done.statusCode).toBe(200);
    const late = await t.request({
      method: "POST",
      url: "/api/sub_admin/mark-absent/",
      as: captain,
      payload: { work: work.id, user: biju.id },
    });
    expect(late.statusCode).toBe(409);
  });

  it("mark absent: 400 for someone not assigned, 403 for yourself, 403 for a worker", async () => {
    const work = await createWork(t, { date: pastDate(1) });
    const boy = await t.createUser("boys");
    const notAssigned = await t.request({
      method: "POST",
      url: "/api/sub_admin/mark-absent/",
      as: captain,
      payload: { work: work.id, user: boy.id },
    });
    expect(notAssigned.statusCode).toBe(400);
    await assign(t, { workId: work.id, userId: captain.id }, "subadmin");
    const self = await t.request({
      method: "POST",
      url: "/api/sub_admin/mark-absent/",
      as: captain,
      payload: { work: work.id, user: captain.id },
    });
    expect(self.statusCode).toBe(403);
    const worker = await t.request({
      method: "POST",
      url: "/api/sub_admin/mark-absent/",
      as: boy,
      payload: { work: work.id, user: boy.id },
    });
    expect(worker.statusCode).toBe(403);
    expect(await t.db.select().from(ratings).where(eq(ratings.workId, work.id))).toHaveLength(0);
  });

  it("an expense is at most 10,00,000 (400 above, nothing saved)", async () => {
    const work = await createWork(t);
    const over = await t.request({
      method: "POST",
      url: "/api/sub_admin/extra-expenses/",
      as: captain,
      payload: { catering_work: work.id, expense_type: "Hall", amount: "1000000.01" },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.amount).toEqual(["Amount can be at most 10,00,000"]);
    const max = await t.request({
      method: "POST",
      url: "/api/sub_admin/extra-expenses/",
      as: captain,
      payload: { catering_work: work.id, expense_type: "Hall", amount: "1000000" },
    });
    expect(max.statusCode).toBe(201);
    expect(await t.db.select().from(extraExpenses).where(eq(extraExpenses.workId, work.id))).toHaveLength(1);
  });

  it("expenses are corrected and deleted until completion (audited), then 409", async () => {
    const work = await createWork(t);
    const e = await expense(t, work.id, { amount: "120.00", description: "Van" });
    const edited = await t.request({
      method: "PATCH",
      url: `/api/sub_admin/extra-expenses/${e.id}/`,
      as: captain,
      payload: { amount: "150.5", description: "" },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().expense).toMatchObject({
      amount: "150.50",
      expense_type: "Transport",
      description: null,
    });
    const bad = await t.request({
      method: "PATCH",
      url: `/api/sub_admin/extra-expenses/${e.id}/`,
      as: captain,
      payload: { amount: "99999999" },
    });
    expect(bad.statusCode).toBe(400);
    const worker = await t.createUser("boys");
    for (const method of ["PATCH", "DELETE"] as const) {
      const res = await t.request({
        method,
        url: `/api/sub_admin/extra-expenses/${e.id}/`,
        as: worker,
        ...(method === "PATCH" ? { payload: { amount: "1" } } : {}),
      });
      expect(res.statusCode).toBe(403);
    }
    const missing = await t.request({
      method: "DELETE",
      url: "/api/sub_admin/extra-expenses/999999/",
      as: captain,
    });
    expect(missing.statusCode).toBe(404);
    const del = await t.request({
      method: "DELETE",
      url: `/api/sub_admin/extra-expenses/${e.id}/`,
      as: admin,
    });
    expect(del.statusCode).toBe(200);
    expect(await t.db.select().from(extraExpenses).where(eq(extraExpenses.id, e.id))).toHaveLength(0);
    const logs = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "extra_expense"), eq(auditLog.entityId, e.id)));
    expect(logs.map((l) => l.action).sort()).toEqual(["expense.delete", "expense.update"]);

    const e2 = await expense(t, work.id);
    await complete(t, work.id);
    for (const method of ["PATCH", "DELETE"] as const) {
      const res = await t.request({
        method,
        url: `/api/sub_admin/extra-expenses/${e2.id}/`,
        as: captain,
        ...(method === "PATCH" ? { payload: { amount: "1" } } : {}),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("WORK_LOCKED");
    }
    const [kept] = await t.db.select().from(extraExpenses).where(eq(extraExpenses.id, e2.id));
    expect(kept?.amount).toBe("100.00");
  });

  it("sums cannot overflow: profit/loss lists answer 200 with an exact sum past numeric(14,2)", async () => {
    const work = await createWork(t, { date: pastDate(3) });
    // Rows saved before the per-row maximum existed (the check is NOT VALID for old rows).
    await t.db.execute(sql`alter table extra_expenses drop constraint extra_expenses_amount_max_check`);
    await t.db.execute(
      sql`insert into extra_expenses (work_id, expense_type, amount)
          select ${work.id}, 'Legacy', 99999999.99 from generate_series(1, 10001)`,
    );
    await complete(t, work.id);
    for (const url of [
      "/api/admin_panel/work-profit-loss/",
      "/api/admin_panel/work-profit-loss/?page=1",
      "/api/admin_panel/work-profit-loss/overview/",
      `/api/admin_panel/work/${work.id}/profit-loss/`,
      `/api/admin_panel/work/${work.id}/payment-summary/`,
    ]) {
      const res = await t.request({ method: "GET", url, as: admin });
      expect(res.statusCode, url).toBe(200);
    }
    const one = await t.request({
      method: "GET",
      url: `/api/admin_panel/work/${work.id}/profit-loss/`,
      as: admin,
    });
    // 10001 * 99,999,999.99 = 1,000,099,999,899.99; payment 10,000.00.
    expect(one.json()).toMatchObject({
      extra_expenses: "1000099999899.99",
      profit_or_loss: "-1000099989899.99",
      status: "Loss",
    });
  }, 120_000);

  it("analytics give Profit or Loss from the figures so far, not final until the work is completed", async () => {
    const work = await createWork(t, { date: pastDate(1), paymentAmount: "100.00" });
    const boy = await t.createUser("boys");
    await assign(t, { workId: work.id, userId: boy.id });
    await rate(t, { workId: work.id, userId: boy.id });
    await wage(t, { workId: work.id, userId: boy.id }, { roleType: "boys", totalWage: "550.00" });
    await expense(t, work.id, { amount: "25.00" });
    const before = await t.request({
      method: "GET",
      url: `/api/admin_panel/work/${work.id}/profit-loss/`,
      as: admin,
    });
    expect(before.json()).toMatchObject({
      status: "Loss",
      is_final: false,
      running_cost: "575.00",
      profit_or_loss: "-475.00",
    });
    const summary = await t.request({
      method: "GET",
      url: `/api/admin_panel/work/${work.id}/payment-summary/`,
      as: admin,
    });
    expect(summary.json().summary).toMatchObject({ status: "Loss", is_final: false });
    const lossOnly = await t.request({
      method: "GET",
      url: "/api/admin_panel/work-profit-loss/?result=loss",
      as: admin,
    });
    expect(lossOnly.json().map((r: { id: number }) => r.id)).not.toContain(work.id);
    const res = await t.request({
      method: "PATCH",
      url: completeUrl(work.id),
      as: captain,
      payload: { status: "completed" },
    });
    expect(res.statusCode).toBe(200);
    const after = await t.request({
      method: "GET",
      url: `/api/admin_panel/work/${work.id}/profit-loss/`,
      as: admin,
    });
    expect(after.json()).toMatchObject({ status: "Loss", is_final: true, running_cost: "575.00" });
  });

  it("staffing counts: no_of_boys_needed counts boys and head boys; captains and supervisors apart", async () => {
    const work = await createWork(t, { auditoriumName: "Staffing Count Hall" });
    for (const role of ["boys", "boys", "head_boy", "subadmin", "supervisor"] as const) {
      const u = await t.createUser(role);
      await assign(t, { workId: work.id, userId: u.id }, role);
    }
    const res = await t.request({
      method: "GET",
      url: "/api/admin_panel/catering-works/?search=Staffing%20Count%20Hall",
      as: captain,
    });
    expect(res.statusCode).toBe(200);
    const [item] = res.json();
    expect(item).toMatchObject({
      assigned_count: 5,
      boys_assigned: 3,
      captains_assigned: 1,
      supervisors_assigned: 1,
      no_of_boys_needed: 5,
    });
  });
});
