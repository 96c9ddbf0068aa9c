import { t as tr } from "@catercrew/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, wages } from "../../../db/schema.js";
import { AppError } from "../../../errors/app-error.js";
import { TEST_ENGINE, type TestApp, type TestUser, testContext } from "../../../test/helpers.js";
import { type PayoutsTestApp, paidCrew, payoutsTestApp } from "../../../test/payouts-fixture.js";
import { whatsappMessageBody } from "../outbound/notice-channel.js";
import { parsePayload } from "../payloads.js";
import { recordOptIn } from "../recipients/contacts.repository.js";
import { handleMessage } from "./message-handler.js";

/** Cash handed over at the venue, answered with the WhatsApp template's buttons. */
let app: PayoutsTestApp;
let t: TestApp;
let admin: TestUser;
let captain: TestUser;
beforeAll(async () => {
  app = await payoutsTestApp("none");
  ({ t, admin, captain } = app);
}, 60_000);
afterAll(() => app.close());

const waOf = (u: TestUser) => `91${u.row.mobileNumber}`;

/** A tap on a quick reply from the worker's opted-in number; answers the reply's text. */
async function tap(worker: TestUser, payload: string) {
  const outcome = await handleMessage(testContext(t), waOf(worker), {
    from: waOf(worker),
    id: `wamid.cash.${payload}.${worker.id}.${Math.random()}`,
    type: "button",
    button: { payload, text: "Button" },
  });
  const content = outcome.replies[0]?.message.content;
  return content?.type === "text" ? content.text : "";
}

async function handedOverCrew() {
  const crew = await paidCrew(t, 2);
  const made = (await app.post("/api/payouts/batches/", captain, { work_id: crew.work.id })).json();
  const approved = (await app.post(`/api/payouts/batches/${made.id}/approve/`, admin)).json();
  const lines = approved.items as { id: number; user_id: number }[];
  for (const line of lines) await app.post(`/api/payouts/items/${line.id}/cash-paid/`, captain);
  for (const p of crew.people) {
    await recordOptIn(t.db, {
      userId: p.boy.id,
      waNumber: waOf(p.boy),
      how: "start_message",
      at: new Date(),
    });
  }
  const lineOf = (boy: TestUser) => {
    const line = lines.find((l) => l.user_id === boy.id);
    if (!line) throw new Error("no line");
    return line.id;
  };
  return { crew, lineOf };
}

describe(`cash answered on WhatsApp on ${TEST_ENGINE}`, () => {
  it("the handed-over notice carries Got it and Not received naming the line; each tap answers as the app does", async () => {
    const { crew, lineOf } = await handedOverCrew();
    const [first, second] = crew.people;
    if (!first || !second) throw new Error("no crew");
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, first.boy.id), eq(notifications.type, "cash_handed_over")));
    expect(notice?.params).toMatchObject({ amount: "740.50", item: String(lineOf(first.boy)) });

    const body = whatsappMessageBody(waOf(first.boy), "cash_handed_over", notice?.params ?? {}, "ml");
    expect(body.template.name).toBe("catercrew_cash_handed_over");
    const payloads = (body.template.components ?? [])
      .filter((c) => c.type === "button")
      .map((b) => {
        const [p] = b.parameters;
        return p?.type === "payload" ? parsePayload(p.payload) : null;
      });
    expect(payloads).toEqual([
      { kind: "cash_got", itemId: lineOf(first.boy) },
      { kind: "cash_missing", itemId: lineOf(first.boy) },
    ]);

    // Another worker's line is refused, and nothing changes on it.
    const refused = await tap(second.boy, `cash_got:${lineOf(first.boy)}`);
    expect(refused).toBe(new AppError("OWN_RECORDS_ONLY").localized("en").message);

    expect(await tap(first.boy, `cash_missing:${lineOf(first.boy)}`)).toBe(
      tr("en", "whatsapp:cashMissing", { amount: "₹740.50" }),
    );
    const disputes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, "cash_disputed")));
    expect(disputes.map((d) => d.params.name)).toContain(first.boy.row.userName);

    expect(await tap(second.boy, `cash_got:${lineOf(second.boy)}`)).toBe(
      tr("en", "whatsapp:cashGot", { amount: "₹741.50" }),
    );
    const [paid] = await t.db.select().from(wages).where(eq(wages.id, second.wage.id));
    expect(paid).toMatchObject({ paymentStatus: "paid", paymentReference: "cash" });
    const [unpaid] = await t.db.select().from(wages).where(eq(wages.id, first.wage.id));
    expect(unpaid?.paymentStatus).not.toBe("paid");
  });
});
