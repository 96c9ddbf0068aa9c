import { formatDate, kolkataDayOf } from "@catercrew/shared/format/dates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users, wages } from "../../db/schema.js";
import { assign, complete, createWork, rate, wage } from "../../test/factories.js";
import { createTestApp, multipart, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";
import { payslipTexts } from "./payslips.html.js";

let t: TestApp;
let admin: TestUser;
let captain: TestUser;
let boy: TestUser;
let other: TestUser;
let workId: number;

const NASTY = `<script>alert("x")</script> & 'Hall'`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  captain = await t.createUser("subadmin");
  boy = await t.createUser("boys", { userName: `Ravi <b>Kumar</b>` });
  other = await t.createUser("boys");
  const work = await createWork(t, { auditoriumName: NASTY, date: "2026-11-05" });
  workId = work.id;
  await assign(t, { workId, userId: boy.id }, "boys");
  await wage(
    t,
    { workId, userId: boy.id },
    {
      roleType: "boys",
      baseFare: "123456.00",
      ratingAmount: "50.00",
      travelAllowance: "40.50",
      overTime: "0.00",
      longFare: "0.00",
      bonus: "10.00",
      extraLoading: "0.00",
      extraSetting: "0.00",
      totalWage: "123556.50",
    },
  );
});
afterAll(() => t.close());

const payslip = (as: TestUser | null, query = "", headers: Record<string, string> = {}) =>
  t.request({ method: "GET", url: `/api/payslips/${workId}/${boy.id}/${query}`, as, headers });

describe(`payslips on ${TEST_ENGINE}`, () => {
  it("answers the worker's own payslip as a printable, escaped HTML page", async () => {
    const res = await payslip(boy, "", { "accept-language": "en-IN" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("@media print");
    expect(html).toContain("@page{size:A4");
    expect(html).not.toMatch(/<script/i);
    // Every value is escaped: the name and the venue come out as text.
    expect(html).toContain("Ravi &lt;b&gt;Kumar&lt;/b&gt;");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Hall&#39;");
    expect(html).toContain(boy.row.userCode);
    expect(html).toContain("CaterCrew");
    // Indian grouping, and the day first (docs/decisions/040).
    expect(html).toContain("₹1,23,456.00");
    expect(html).toContain("₹1,23,556.50");
    expect(html).toContain("₹40.50");
    expect(html).toContain("Thu, 5 Nov 2026");
    for (const word of [
      "Base fare",
      "Rating amount",
      "Travel allowance",
      "Overtime",
      "Long fare",
      "Bonus",
      "Extra loading",
      "Extra setting",
      "Total wage",
      "Pending",
    ]) {
      expect(html).toContain(word);
    }
  });

  it("speaks Malayalam by ?lang=, by Accept-Language, or by the viewer's stored language", async () => {
    const ml = payslipTexts("ml");
    const byQuery = await payslip(boy, "?lang=ml", { "accept-language": "en" });
    expect(byQuery.body).toContain('<html lang="ml">');
    expect(byQuery.body).toContain(ml.payslip);
    expect(byQuery.body).toContain(ml.totalWage);
    expect(byQuery.body).toContain(ml.pending);
    expect(byQuery.body).toContain("₹1,23,456.00");

    const byHeader = await payslip(boy, "", { "accept-language": "ml-IN,ml;q=0.9,en;q=0.8" });
    expect(byHeader.body).toContain(ml.payslip);

    await t.db.update(users).set({ language: "ml" }).where(eq(users.id, admin.id));
    const stored = await payslip(admin);
    expect(stored.statusCode).toBe(200);
    expect(stored.body).toContain(ml.payslip);
    const overridden = await payslip(admin, "?lang=en");
    expect(overridden.body).toContain("Payslip");
  });

  it("is for the worker, sub-admins and admins only (403 for another worker, 401 without a token)", async () => {
    expect((await payslip(captain)).statusCode).toBe(200);
    expect((await payslip(admin)).statusCode).toBe(200);
    const refused = await payslip(other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: false, code: "OWN_RECORDS_ONLY" });
    const head = await t.createUser("head_boy");
    expect((await payslip(head)).statusCode).toBe(403);
    expect((await payslip(null)).statusCode).toBe(401);
    const none = await t.request({ method: "GET", url: `/api/payslips/${workId}/${other.id}/`, as: other });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: "NO_WAGE_FOR_WORK" });
  });

  it("shows paid with the date and reference after mark-paid; paid_at is set in the same step", async () => {
    await rate(t, { workId, userId: boy.id });
    const res = await t.request({
      method: "POST",
      url: "/api/sub_admin/wages/mark-paid/",
      as: captain,
      payload: { work: workId, user: boy.id, reference: "UPI-<77>" },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.wage.payment_status).toBe("paid");
    expect(body.wage.payment_reference).toBe("UPI-<77>");
    expect(body.wage.paid_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const [row] = await t.db.select().from(wages).where(eq(wages.id, body.wage.id));
    expect(row?.paidAt).not.toBeNull();
    const logged = await t.db.select().from(auditLog).where(eq(auditLog.action, "wage.mark_paid"));
    expect(logged).toHaveLength(1);

    // Again, without a reference: paid_at and the reference stay.
    const again = await t.request({
      method: "POST",
      url: "/api/sub_admin/wages/mark-paid/",
      as: admin,
      payload: { work: workId, user: boy.id },
    });
    expect(again.json().wage.paid_at).toBe(body.wage.paid_at);
    expect(again.json().wage.payment_reference).toBe("UPI-<77>");

    const html = (await payslip(boy, "?lang=en")).body;
    expect(html).toContain("Paid on");
    // "Paid on" is the day in Kolkata, written as a date in the reader's language, never a raw timestamp.
    const paidDay = formatDate(body.wage.paid_at, "en");
    expect(paidDay).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(paidDay.startsWith(String(Number(kolkataDayOf(body.wage.paid_at)?.slice(8))))).toBe(true);
    expect(html).toMatch(new RegExp(`Paid on</dt>\\s*<dd>${paidDay}</dd>`));
    expect(html).not.toMatch(/\d{2}:\d{2}:\d{2}/);
    const ml = (await payslip(boy, "?lang=ml")).body;
    expect(ml).toContain(formatDate(body.wage.paid_at, "ml"));
    expect(ml).not.toMatch(/\d{2}:\d{2}:\d{2}/);
    expect(html).toContain("UPI-&lt;77&gt;");

    // Back to pending through the wage sheet clears both.
    const edit = await t.request({
      method: "PATCH",
      url: "/api/sub_admin/subadmin-wage/edit/",
      as: captain,
      payload: { wage_id: body.wage.id, payment_status: "not_paid" },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().wage).toMatchObject({
      payment_status: "not_paid",
      paid_at: null,
      payment_reference: null,
    });
    // And paid again through the sheet, with a reference.
    const paid = await t.request({
      method: "PATCH",
      url: "/api/sub_admin/subadmin-wage/edit/",
      as: captain,
      payload: { wage_id: body.wage.id, payment_status: "paid", payment_reference: "TXN9" },
    });
    expect(paid.json().wage).toMatchObject({ payment_status: "paid", payment_reference: "TXN9" });
    expect(paid.json().wage.paid_at).not.toBeNull();
  });

  it("mark-paid works after completion, refuses your own wage, 404 without a wage, rejects a long reference", async () => {
    const work = await createWork(t, { date: "2026-11-20" });
    const c2 = await t.createUser("subadmin");
    await assign(t, { workId: work.id, userId: c2.id }, "subadmin");
    await wage(t, { workId: work.id, userId: c2.id }, { roleType: "subadmin", totalWage: "1000.00" });
    await complete(t, work.id);
    const own = await t.request({
      method: "POST",
      url: "/api/sub_admin/wages/mark-paid/",
      as: c2,
      payload: { work: work.id, user: c2.id },
    });
    expect(own.statusCode).toBe(403);
    const ok = await t.request({
      method: "POST",
      url: "/api/sub_admin/wages/mark-paid/",
      as: admin,
      payload: { work: work.id, user: c2.id },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().wage.payment_reference).toBeNull();
    const missing = await t.request({
      method: "POST",
      url: "/api/sub_admin/wages/mark-paid/",
      as: admin,
      payload: { work: work.id, user: other.id },
    });
    expect(missing.statusCode).toBe(404);
    const long = await t.request({
      method: "POST",
      url: "/api/sub_admin/wages/mark-paid/",
      as: admin,
      payload: { work: work.id, user: c2.id, reference: "x".repeat(101) },
    });
    expect(long.statusCode).toBe(400);
    const byWorker = await t.request({
      method: "POST",
      url: "/api/sub_admin/wages/mark-paid/",
      as: other,
      payload: { work: work.id, user: c2.id },
    });
    expect(byWorker.statusCode).toBe(403);
  });
});

describe(`monthly statements on ${TEST_ENGINE}`, () => {
  const monthly = (as: TestUser, userId: number, query: string, headers: Record<string, string> = {}) =>
    t.request({ method: "GET", url: `/api/payslips/monthly/${userId}/${query}`, as, headers });

  it("lists the month's wages with sums, in the chosen language", async () => {
    const dec = await createWork(t, { auditoriumName: "Dec Hall", date: "2026-12-31" });
    await wage(t, { workId: dec.id, userId: boy.id }, { roleType: "boys", totalWage: "500.00" });
    const jan = await createWork(t, { auditoriumName: "Jan Hall", date: "2027-01-01" });
    await wage(
      t,
      { workId: jan.id, userId: boy.id },
      { roleType: "boys", totalWage: "700.00", paymentStatus: "paid" },
    );

    const nov = await monthly(boy, boy.id, "?month=2026-11", { "accept-language": "en" });
    expect(nov.statusCode).toBe(200);
    expect(nov.headers["content-type"]).toMatch(/^text\/html/);
    expect(nov.body).toContain("Monthly statement");
    expect(nov.body).toContain("November 2026");
    expect(nov.body).toContain("&lt;script&gt;");
    expect(nov.body).not.toContain("Dec Hall");

    const decem = await monthly(captain, boy.id, "?month=2026-12&lang=en");
    expect(decem.body).toContain("Dec Hall");
    expect(decem.body).not.toContain("Jan Hall");
    expect(decem.body).toContain("31/12/2026");

    const ml = await monthly(admin, boy.id, "?month=2027-01&lang=ml");
    expect(ml.body).toContain(payslipTexts("ml").monthlyStatement);
    expect(ml.body).toContain("ജനുവരി 2027");
    expect(ml.body).toContain("Jan Hall");
    expect(ml.body).toContain(payslipTexts("ml").paid);

    const empty = await monthly(boy, boy.id, "?month=2025-02&lang=en");
    expect(empty.body).toContain("No wages in February 2025.");
  });

  it("400 on a bad month, 403 for another worker's statement", async () => {
    for (const q of ["", "?month=2026-13", "?month=2026-1", "?month=november"]) {
      const res = await monthly(boy, boy.id, q);
      expect(res.statusCode, q).toBe(400);
    }
    const ml = await monthly(boy, boy.id, "?month=2026-13", { "accept-language": "ml" });
    expect(ml.json().message).toMatch(/[\u0D00-\u0D7F]/);
    expect((await monthly(other, boy.id, "?month=2026-11")).statusCode).toBe(403);
  });
});

describe(`UPI ID on the profile and in the payment lists on ${TEST_ENGINE}`, () => {
  const setUpi = (as: TestUser, upi: string, lang = "en") => {
    const form = multipart({ upi_id: upi });
    return t.request({
      method: "PATCH",
      url: "/api/users/update/users-details/",
      ...form,
      headers: { ...form.headers, "accept-language": lang },
      as,
    });
  };

  it("a worker sets a checked UPI ID; staff see it in the assigned list and the payment summary", async () => {
    const bad = await setUpi(boy, "not-an-upi");
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("Enter a UPI ID like name@bank");
    const badMl = await setUpi(boy, "ravi@", "ml");
    expect(badMl.statusCode).toBe(400);
    expect(JSON.stringify(badMl.json())).toContain("UPI ഐഡി");

    const ok = await setUpi(boy, "  ravi.kumar@okaxis ");
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.upi_id).toBe("ravi.kumar@okaxis");

    const assigned = await t.request({
      method: "GET",
      url: `/api/admin_panel/work/${workId}/assigned-boys/`,
      as: captain,
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().find((u: { user_id: number }) => u.user_id === boy.id).upi_id).toBe(
      "ravi.kumar@okaxis",
    );

    const summary = await t.request({
      method: "GET",
      url: `/api/admin_panel/work/${workId}/payment-summary/`,
      as: admin,
    });
    expect(summary.statusCode).toBe(200);
    const member = summary.json().boys.find((m: { user: number }) => m.user === boy.id);
    expect(member).toMatchObject({ upi_id: "ravi.kumar@okaxis" });
    expect(member).toHaveProperty("paid_at");
    expect(member).toHaveProperty("payment_reference");

    const cleared = await setUpi(boy, "");
    expect(cleared.json().user.upi_id).toBe(""); // text fields are "" when empty, never null (decision 013)
  });
});
