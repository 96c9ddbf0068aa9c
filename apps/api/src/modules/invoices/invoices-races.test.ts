import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { invoices } from "../../db/schema.js";
import { assign, createWork, pastDate } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser, testContext } from "../../test/helpers.js";
import { createDraft } from "./invoice-draft.service.js";
import { issueInvoice } from "./invoice-issue.service.js";

/**
 * Numbering races and the financial year (docs/decisions/056-clients-and-bills.md). Races only
 * show on PostgreSQL (the embedded engine runs one connection at a time).
 */
let t: TestApp;
let admin: TestUser;
let actor: AuthUser;
let clientId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  actor = {
    id: admin.id,
    role: "admin",
    userCode: admin.row.userCode,
    userName: admin.row.userName,
    isApproved: true,
    language: "en",
  };
  await t.request({
    method: "PUT",
    url: "/api/billing/rates/",
    as: admin,
    payload: { rates: { boys: "700" } },
  });
  clientId = (
    await t.request({ method: "POST", url: "/api/clients/", as: admin, payload: { name: "Race Caterers" } })
  ).json().id;
}, 60_000);
afterAll(() => t.close());

async function draftFor(date: string): Promise<number> {
  const work = await createWork(t, { date, clientId, status: "completed" });
  const boy = await t.createUser("boys");
  await assign(t, { workId: work.id, userId: boy.id });
  const res = await t.request({
    method: "POST",
    url: "/api/invoices/",
    as: admin,
    payload: { work_id: work.id },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const issue = (id: number, payload: Record<string, unknown> = {}) =>
  t.request({ method: "POST", url: `/api/invoices/${id}/issue/`, as: admin, payload });
const seq = (number: string) => Number(number.split("/")[2]);

describe(`invoice numbering on ${TEST_ENGINE}`, () => {
  it("gives twenty drafts issued at once twenty consecutive numbers, no gap or repeat", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push(await draftFor(pastDate(1)));
    const answers = await Promise.all(ids.map((id) => issue(id)));
    expect(answers.map((a) => a.statusCode)).toEqual(ids.map(() => 200));
    const numbers = answers.map((a) => a.json().number as string);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.map(seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  }, 120_000);

  it("gives one number to one draft issued twice at once (10 rounds)", async () => {
    let last = 20;
    for (let round = 0; round < 10; round++) {
      const id = await draftFor(pastDate(1));
      const [a, b] = await Promise.all([issue(id), issue(id)]);
      expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
      expect(a?.json().number).toBe(b?.json().number);
      expect(seq(a?.json().number)).toBe(last + 1);
      last += 1;
    }
  }, 120_000);

  it("starts a new series on 1 April; a number that fails leaves no gap", async () => {
    const onMarch31 = testContext(t, { now: () => new Date("2027-03-31T12:00:00Z") });
    const onApril1 = testContext(t, { now: () => new Date("2027-04-01T04:00:00Z") });
    const work = await createWork(t, { date: "2027-03-31", clientId, status: "completed" });
    const boy = await t.createUser("boys");
    await assign(t, { workId: work.id, userId: boy.id });
    const march = await createDraft(onMarch31, actor, work.id);
    const in2627 = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.financialYear, "26-27"), eq(invoices.kind, "invoice")));
    const next = (n: number) => `INV/26-27/${String(n).padStart(4, "0")}`;
    // A prefix too long for 16 characters: the issue fails after taking a number, and gives it back.
    await t.request({
      method: "PUT",
      url: "/api/billing/settings/",
      as: admin,
      payload: { invoice_prefix: "ABCDEF" },
    });
    await expect(issueInvoice(onMarch31, actor, march.id, {})).rejects.toMatchObject({
      code: "INVOICE_NUMBER_TOO_LONG",
    });
    await t.request({
      method: "PUT",
      url: "/api/billing/settings/",
      as: admin,
      payload: { invoice_prefix: "INV" },
    });
    const issuedMarch = await issueInvoice(onMarch31, actor, march.id, {});
    expect(issuedMarch.number).toBe(next(in2627.length + 1));
    expect(issuedMarch.invoice_date).toBe("2027-03-31");

    const work2 = await createWork(t, { date: "2027-03-31", clientId, status: "completed" });
    await assign(t, { workId: work2.id, userId: boy.id });
    const april = await createDraft(onApril1, actor, work2.id);
    const issuedApril = await issueInvoice(onApril1, actor, april.id, {});
    expect(issuedApril.number).toBe("INV/27-28/0001");
    expect(issuedApril.due_date).toBe("2027-04-08");
    // An earlier date on or after the work's day is the admin's to choose: back in 26-27.
    const work3 = await createWork(t, { date: "2027-03-31", clientId, status: "completed" });
    await assign(t, { workId: work3.id, userId: boy.id });
    const late = await createDraft(onApril1, actor, work3.id);
    expect((await issueInvoice(onApril1, actor, late.id, { invoice_date: "2027-03-31" })).number).toBe(
      next(in2627.length + 2),
    );
  }, 120_000);
});
