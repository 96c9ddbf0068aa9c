import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientReminders, clients } from "../../db/schema.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser, testContext } from "../../test/helpers.js";
import { issuedBill, makeClient } from "../../test/receivables-fixture.js";
import { queueClientReminders, sendClientReminder } from "./reminders.service.js";

/** A Cloud API stand-in on loopback: records each template message. */
const sent: {
  to: string;
  template: { name: string; language?: { code: string }; components?: { parameters: { text?: string }[] }[] };
}[] = [];
let server: Server;
let apiUrl = "";
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = "";
    req.on("data", (c: Buffer) => {
      text += c.toString("utf8");
    });
    req.on("end", () => {
      sent.push(JSON.parse(text));
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ messages: [{ id: `wamid.${sent.length}` }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
  t = await createTestApp({
    whatsapp: { token: "test-token", phoneNumberId: "1234567890", apiUrl },
    outbound: { standIns: [new URL(apiUrl).origin] },
  });
  admin = await t.createUser("admin");
}, 60_000);
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const at = (day: string) => testContext(t, { now: () => new Date(`${day}T04:00:00Z`) });
const logOf = (clientId: number) =>
  t.db
    .select()
    .from(clientReminders)
    .where(eq(clientReminders.clientId, clientId))
    .orderBy(clientReminders.id);

async function sendAll(clientId: number) {
  for (const r of await logOf(clientId))
    if (r.status === "queued") await sendClientReminder(testContext(t), r.id);
}

describe(`payment reminders to clients on ${TEST_ENGINE}`, () => {
  it("on the due date, then weekly, at most one a day, with the amount, number, UPI link and statement link", async () => {
    const client = await makeClient(t, {
      whatsappConsent: true,
      mobile: "9847000001",
      name: "Hotel Paragon",
    });
    const bill = await issuedBill(t, client.id, {
      taxable: 100_000,
      date: "2026-06-01",
      dueDate: "2026-06-08",
    });
    await issuedBill(t, client.id, { taxable: 100_000, date: "2026-06-02", dueDate: "2026-06-09" });
    expect(await queueClientReminders(at("2026-06-07"))).toBe(0);
    expect(await queueClientReminders(at("2026-06-08"))).toBe(1);
    expect(await queueClientReminders(at("2026-06-08"))).toBe(0);
    await sendAll(client.id);
    const [first] = await logOf(client.id);
    expect(first).toMatchObject({
      invoiceId: bill.id,
      sentOn: "2026-06-08",
      status: "sent",
      wamid: "wamid.1",
    });
    const message = sent.at(-1);
    expect(message?.to).toBe("919847000001");
    expect(message?.template.name).toBe("payment_reminder_v1");
    const params = message?.template.components?.[0]?.parameters.map((p) => p.text) ?? [];
    expect(params[2]).toBe(bill.number);
    expect(params[1]).toContain("1,180.00");
    expect(params[5]).toMatch(new RegExp(`/statement/${client.id}\\.[A-Za-z0-9_-]{32}$`));
    // The next day the second bill falls due: still one message a client a day, then it goes.
    expect(await queueClientReminders(at("2026-06-09"))).toBe(1);
    expect(await queueClientReminders(at("2026-06-10"))).toBe(0);
    expect(await queueClientReminders(at("2026-06-15"))).toBe(1);
    expect((await logOf(client.id)).map((r) => [r.invoiceId, r.sentOn])).toEqual([
      [bill.id, "2026-06-08"],
      [expect.any(Number), "2026-06-09"],
      [bill.id, "2026-06-15"],
    ]);
  });

  it("stops once paid, and never goes to a paused client or one without consent", async () => {
    const paying = await makeClient(t, { whatsappConsent: true });
    await issuedBill(t, paying.id, { taxable: 100_000, date: "2026-06-01", dueDate: "2026-06-08" });
    expect(await queueClientReminders(at("2026-06-08"))).toBeGreaterThanOrEqual(1);
    // Paid after the timer queued it: the send finds nothing owed and skips it.
    await t.request({
      method: "POST",
      url: `/api/clients/${paying.id}/payments/`,
      as: admin,
      payload: { amount: "1180", method: "upi", received_on: "2026-06-08" },
    });
    const before = sent.length;
    await sendAll(paying.id);
    expect(sent.length).toBe(before);
    expect((await logOf(paying.id))[0]).toMatchObject({ status: "skipped", lastError: "Paid" });
    const paused = await makeClient(t, { whatsappConsent: true, remindersPaused: true });
    const noConsent = await makeClient(t, { whatsappConsent: false });
    for (const c of [paused, noConsent]) {
      await issuedBill(t, c.id, { taxable: 100_000, date: "2026-07-01", dueDate: "2026-07-08" });
    }
    await queueClientReminders(at("2026-07-08"));
    expect(await logOf(paused.id)).toHaveLength(0);
    expect(await logOf(noConsent.id)).toHaveLength(0);
    // Paused after being queued: skipped at send time.
    const late = await makeClient(t, { whatsappConsent: true });
    await issuedBill(t, late.id, { taxable: 100_000, date: "2026-08-01", dueDate: "2026-08-08" });
    await queueClientReminders(at("2026-08-08"));
    await t.db.update(clients).set({ remindersPaused: true }).where(eq(clients.id, late.id));
    await sendAll(late.id);
    expect((await logOf(late.id))[0]?.status).toBe("skipped");
  });

  it("goes in the client's language: Malayalam unless the admin or the client chose English", async () => {
    const byDefault = await makeClient(t, { whatsappConsent: true, mobile: "9847000011" });
    const english = await makeClient(t, { whatsappConsent: true, mobile: "9847000012" });
    const patched = await t.request({
      method: "PATCH",
      url: `/api/clients/${english.id}/`,
      as: admin,
      payload: { language: "en" },
    });
    expect(patched.json().language).toBe("en");
    const wrong = await t.request({
      method: "PATCH",
      url: `/api/clients/${english.id}/`,
      as: admin,
      payload: { language: "ta" },
    });
    expect(wrong.statusCode).toBe(400);
    // A client who signs in to his own page in English gets his reminders in English.
    const portal = await makeClient(t, { whatsappConsent: true, mobile: "9847000013" });
    const link = await t.request({
      method: "POST",
      url: `/api/clients/${portal.id}/portal-link/`,
      as: admin,
    });
    const signin = await t.request({
      method: "POST",
      url: "/api/client-portal/signin/",
      payload: { token: link.json().token },
      headers: { "accept-language": "en" },
    });
    expect(signin.statusCode).toBe(200);
    for (const c of [byDefault, english, portal]) {
      await issuedBill(t, c.id, { taxable: 100_000, date: "2026-10-01", dueDate: "2026-10-08" });
    }
    await queueClientReminders(at("2026-10-08"));
    const languageTo = async (clientId: number, mobile: string) => {
      await sendAll(clientId);
      return sent.filter((m) => m.to === `91${mobile}`).map((m) => m.template.language?.code);
    };
    expect(await languageTo(byDefault.id, "9847000011")).toEqual(["ml"]);
    expect(await languageTo(english.id, "9847000012")).toEqual(["en"]);
    expect(await languageTo(portal.id, "9847000013")).toEqual(["en"]);
  });

  it("the statement link opens that client's statement only", async () => {
    const client = await makeClient(t, { whatsappConsent: true, mobile: "9847000002" });
    await issuedBill(t, client.id, { taxable: 100_000, date: "2026-09-01", dueDate: "2026-09-08" });
    await queueClientReminders(at("2026-09-08"));
    await sendAll(client.id);
    const link = sent.at(-1)?.template.components?.[0]?.parameters[5]?.text ?? "";
    const token = link.split("/statement/")[1] ?? "";
    const res = await t.request({ method: "GET", url: `/api/public/statements/${token}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ client: { id: client.id }, closing_balance: "1180.00" });
    const forged = token.replace(/^\d+/, String(client.id - 1));
    expect((await t.request({ method: "GET", url: `/api/public/statements/${forged}/` })).statusCode).toBe(
      404,
    );
  });
});
