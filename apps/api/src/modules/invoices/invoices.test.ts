import { gstinCheckChar } from "@catercrew/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, works } from "../../db/schema.js";
import { assign, complete, createWork, pastDate, rate } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

let t: TestApp;
let admin: TestUser;
let captain: TestUser;
const KERALA_GSTIN = `32ABCDE1234F1Z${gstinCheckChar("32ABCDE1234F1Z")}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  captain = await t.createUser("subadmin");
  await t.request({
    method: "PUT",
    url: "/api/billing/rates/",
    as: admin,
    payload: { rates: { boys: "650", head_boy: "800", setting: "100", transport: "1000.50" } },
  });
});
afterAll(() => t.close());

const api = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, payload?: unknown, lang = "en") =>
  t.request({
    method,
    url,
    as: admin,
    payload: payload as Record<string, unknown>,
    headers: { "accept-language": lang },
  });

async function client(payload: Record<string, unknown>) {
  return (await api("POST", "/api/clients/", payload)).json() as { id: number };
}

/** A completed work two days ago with 3 boys (one marked absent, one set up) and a head boy. */
async function workWithCrew(clientId: number | null, date = pastDate(2)) {
  const work = await createWork(t, { date, clientId, status: "completed" });
  const people = await Promise.all([1, 2, 3, 4].map(() => t.createUser("boys")));
  const [a, b, c, d] = people.map((p) => ({ workId: work.id, userId: p.id }));
  if (!a || !b || !c || !d) throw new Error("no crew");
  await assign(t, a, "boys", { isSetting: true });
  await assign(t, b, "boys");
  await assign(t, c, "boys");
  await assign(t, d, "head_boy");
  await rate(t, c, { attendance: 0 });
  await rate(t, a);
  await complete(t, work.id);
  return work;
}

describe(`bills from the crew that came on ${TEST_ENGINE}`, () => {
  it("drafts from the people who came x the client's rate, plain bill without an agency GSTIN", async () => {
    const c = await client({ name: "Amma Caterers" });
    const work = await workWithCrew(c.id);
    const res = await api("POST", "/api/invoices/", { work_id: work.id });
    expect(res.statusCode).toBe(201);
    const inv = res.json();
    expect(inv).toMatchObject({
      status: "draft",
      number: null,
      supply: "untaxed",
      cgst: "0.00",
      igst: "0.00",
      paid: "0.00",
    });
    expect(
      inv.lines.map((l: { description: string; quantity: string; amount: string }) => [
        l.description,
        l.quantity,
        l.amount,
      ]),
    ).toEqual([
      ["Service boys", "2.00", "1300.00"],
      ["Head boys", "1.00", "800.00"],
      ["Setting", "1.00", "100.00"],
      ["Transport", "1.00", "1000.50"],
    ]);
    expect(inv).toMatchObject({
      taxable_value: "3200.50",
      round_off: "0.50",
      total: "3201.00",
      balance: "3201.00",
    });
    expect((await api("POST", "/api/invoices/", { work_id: work.id })).statusCode).toBe(409);
    const doc = await t.request({ method: "GET", url: `/api/invoices/${inv.id}/document/`, as: admin });
    expect(doc.statusCode).toBe(200);
    expect(doc.body).toContain("Bill (draft)");
    expect(doc.body).not.toContain("CGST");
    expect(doc.body).toContain("Rupees Three Thousand Two Hundred One Only");
  });

  it("refuses a work without a client, a cancelled work, and callers other than the admin", async () => {
    const none = await workWithCrew(null);
    const res = await api("POST", "/api/invoices/", { work_id: none.id }, "ml");
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("INVOICE_WORK_NO_CLIENT");
    expect(res.json().message).toContain("ക്ലയന്റ");
    const c = await client({ name: "Cancelled Co" });
    const cancelled = await createWork(t, { clientId: c.id, status: "cancelled" });
    expect((await api("POST", "/api/invoices/", { work_id: cancelled.id })).json().code).toBe(
      "INVOICE_WORK_CANCELLED",
    );
    for (const url of ["/api/invoices/", `/api/invoices/1/`])
      expect((await t.request({ method: "GET", url, as: captain })).statusCode).toBe(403);
    expect(
      (await t.request({ method: "GET", url: "/api/invoices/1/document/", as: captain })).statusCode,
    ).toBe(403);
  });

  it("edits a draft, issues it with CGST + SGST within Kerala, and never changes it after", async () => {
    await api("PUT", "/api/billing/settings/", {
      gstin: KERALA_GSTIN,
      legal_name: "Kerala Crew",
      address: "MG Road, Kochi",
    });
    const c = await client({ name: "Sree Caterers", payment_terms_days: 10 });
    const work = await workWithCrew(c.id, pastDate(3));
    const draft = (await api("POST", "/api/invoices/", { work_id: work.id })).json();
    const edited = await api("PATCH", `/api/invoices/${draft.id}/`, {
      lines: [
        { kind: "role", description: "Service boys", quantity: "2", rate: "650" },
        { kind: "overtime", description: "Overtime (hours)", quantity: "1.5", rate: "100.10" },
      ],
      discount: "50",
      notes: "Thank you",
    });
    expect(edited.statusCode).toBe(200);
    // 1300 + 150.15 - 50 = 1400.15; 9 % = 126.0135 -> 126.01 each; 1652.17 -> 1652, round off -0.17
    expect(edited.json()).toMatchObject({
      taxable_value: "1400.15",
      cgst: "126.01",
      sgst: "126.01",
      igst: "0.00",
      round_off: "-0.17",
      total: "1652.00",
      supply: "intra_state",
    });
    const future = await api("POST", `/api/invoices/${draft.id}/issue/`, { invoice_date: "2099-01-01" });
    expect(future.statusCode).toBe(400);
    expect(future.json().code).toBe("INVOICE_DATE_FUTURE");
    const early = await api("POST", `/api/invoices/${draft.id}/issue/`, { invoice_date: pastDate(4) });
    expect(early.json().code).toBe("INVOICE_DATE_BEFORE_WORK");
    const issued = await api("POST", `/api/invoices/${draft.id}/issue/`, {});
    expect(issued.statusCode).toBe(200);
    const inv = issued.json();
    expect(inv.number).toMatch(/^INV\/\d{2}-\d{2}\/0001$/);
    expect(inv).toMatchObject({ status: "issued", place_of_supply: "32", paid: "0.00", balance: "1652.00" });
    expect(inv.due_date > inv.invoice_date).toBe(true);
    expect(inv.seller).toMatchObject({ name: "Kerala Crew", gstin: KERALA_GSTIN });
    const patch = await api("PATCH", `/api/invoices/${draft.id}/`, { notes: "changed" });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().code).toBe("INVOICE_NOT_DRAFT");
    const again = await api("POST", `/api/invoices/${draft.id}/issue/`, {});
    expect(again.json().number).toBe(inv.number);
    const doc = await t.request({ method: "GET", url: inv.document_url });
    expect(doc.statusCode).toBe(200);
    for (const text of [
      "Tax Invoice",
      KERALA_GSTIN,
      "998519",
      "Kerala (32)",
      "Reverse charge",
      "CGST @ 9.00 %",
      "Rupees One Thousand Six Hundred Fifty Two Only",
      inv.number,
    ])
      expect(doc.body).toContain(text);
    const forged = await t.request({ method: "GET", url: inv.document_url.replace(/sig=./, "sig=x") });
    expect(forged.statusCode).toBe(404);
    const listed = await api("GET", `/api/invoices/?client_id=${c.id}&status=issued`);
    expect(listed.json().map((i: { id: number }) => i.id)).toEqual([draft.id]);
  });

  it("charges IGST to a registered client of another state, and credit notes stay within what is left", async () => {
    const c = await client({
      name: "Chennai Events",
      gstin: `33AAPFU0939F1Z${gstinCheckChar("33AAPFU0939F1Z")}`,
    });
    const work = await workWithCrew(c.id);
    const draft = (await api("POST", "/api/invoices/", { work_id: work.id })).json();
    const inv = (await api("POST", `/api/invoices/${draft.id}/issue/`, {})).json();
    expect(inv).toMatchObject({ supply: "inter_state", place_of_supply: "33", cgst: "0.00", igst: "576.09" });
    expect(
      (
        await api("POST", `/api/invoices/${draft.id}/credit-notes/`, { reason: "Too much", amount: "999999" })
      ).json().code,
    ).toBe("CREDIT_NOTE_TOO_LARGE");
    const part = await api("POST", `/api/invoices/${draft.id}/credit-notes/`, {
      reason: "One boy left early",
      amount: "650",
    });
    expect(part.statusCode).toBe(201);
    expect(part.json()).toMatchObject({
      kind: "credit_note",
      taxable_value: "650.00",
      igst: "117.00",
      total: "767.00",
      credit_note_of: { id: draft.id, number: inv.number },
    });
    expect(part.json().number).toMatch(/^CN\/\d{2}-\d{2}\/0001$/);
    const after = (await api("GET", `/api/invoices/${draft.id}/`)).json();
    expect(after).toMatchObject({ status: "issued", credited: "767.00" });
    const rest = await api("POST", `/api/invoices/${draft.id}/credit-notes/`, { reason: "Cancelled" });
    expect(rest.json().number).toMatch(/\/0002$/);
    expect(Number(rest.json().total) + 767).toBe(Number(inv.total));
    expect((await api("GET", `/api/invoices/${draft.id}/`)).json().status).toBe("cancelled");
    expect(
      (await api("POST", `/api/invoices/${draft.id}/credit-notes/`, { reason: "Again" })).json().code,
    ).toBe("INVOICE_NOT_ISSUED");
    // Cancelled: the work may be billed again.
    expect((await api("POST", "/api/invoices/", { work_id: work.id })).statusCode).toBe(201);
    const [row] = await t.db.select().from(works).where(eq(works.id, work.id));
    expect(row?.clientId).toBe(c.id);
    expect((await t.db.select().from(invoices).where(eq(invoices.workId, work.id))).length).toBe(4);
  });
});
