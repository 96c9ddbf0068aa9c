import { readBankResultFile } from "@catercrew/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payoutItems, wages } from "../../db/schema.js";
import { TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";
import { type PayoutsTestApp, paidCrew, payoutsTestApp } from "../../test/payouts-fixture.js";

let app: PayoutsTestApp;
let t: TestApp;
let admin: TestUser;
let captain: TestUser;
let post: PayoutsTestApp["post"];
beforeAll(async () => {
  const made = await payoutsTestApp("bankfile");
  app = made;
  ({ t, admin, captain, post } = made);
}, 60_000);
afterAll(() => app.close());

async function wageOf(id: number) {
  const [row] = await t.db.select().from(wages).where(eq(wages.id, id));
  return row;
}

describe(`the bank bulk file on ${TEST_ENGINE}`, () => {
  it("bank accounts go in the file, UPI-only workers in cash; the result pays once, all or nothing", async () => {
    const crew = await paidCrew(t, 4);
    const batch = (await post("/api/payouts/batches/", captain, { work_id: crew.work.id })).json();
    expect(batch.items.map((i: { method: string }) => i.method)).toEqual([
      "cash",
      "bankfile",
      "cash",
      "bankfile",
    ]);
    const early = await t.request({
      method: "GET",
      url: `/api/payouts/batches/${batch.id}/bank-file/`,
      as: admin,
    });
    expect(early.statusCode).toBe(409);
    await post(`/api/payouts/batches/${batch.id}/approve/`, admin);
    const asCaptain = await t.request({
      method: "GET",
      url: `/api/payouts/batches/${batch.id}/bank-file/`,
      as: captain,
    });
    expect(asCaptain.statusCode).toBe(403);
    const file = await t.request({
      method: "GET",
      url: `/api/payouts/batches/${batch.id}/bank-file/`,
      as: admin,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("text/csv");
    const rows = file.body.trim().split("\r\n");
    expect(rows[0]).toBe('"Beneficiary Name","Account Number","IFSC","Amount","Mode","Remarks"');
    const [one, three] = [crew.people[1], crew.people[3]];
    if (!one || !three) throw new Error("no crew");
    expect(rows.slice(1)).toEqual([
      `"Ravi K","1234567800${one.boy.id}","SBIN0001234","741.50","IMPS","wage-${one.wage.id}"`,
      `"Ravi K","1234567800${three.boy.id}","SBIN0001234","743.50","IMPS","wage-${three.wage.id}"`,
    ]);

    const other = await paidCrew(t, 2);
    const wrong = await post(`/api/payouts/batches/${batch.id}/bank-result/`, admin, {
      rows: [
        { remarks: `wage-${one.wage.id}`, status: "paid", utr: "409812345678" },
        { remarks: `wage-${other.people[1]?.wage.id}`, status: "paid", utr: "1" },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("PAYOUT_ROW_OTHER_BATCH");
    expect(wrong.json().message).toContain("Row 2");
    expect((await wageOf(one.wage.id))?.paymentStatus).toBe("not_paid");

    // A row whose amount is off by a paisa is refused, naming both amounts; nothing changes.
    const off = await post(`/api/payouts/batches/${batch.id}/bank-result/`, admin, {
      rows: [{ remarks: `wage-${one.wage.id}`, status: "paid", utr: "409812345678", amount: "741.49" }],
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().code).toBe("PAYOUT_ROW_AMOUNT_MISMATCH");
    expect(off.json().message).toContain("₹741.49");
    expect(off.json().message).toContain("₹741.50");
    expect((await wageOf(one.wage.id))?.paymentStatus).toBe("not_paid");

    // The bank's own result file, read into rows as the admin's screen does.
    const bankSaid = [
      "Sr No,Customer Reference,Amount (INR),Transaction Status,UTR No,Reason",
      `1,wage-${one.wage.id},741.50,Success,409812345678,`,
      `2,wage-${three.wage.id},"743.50",Rejected,,Account closed`,
    ].join("\r\n");
    const result = { rows: readBankResultFile(bankSaid).rows.map(({ line: _line, ...row }) => row) };
    expect(result.rows).toHaveLength(2);
    const ok = await post(`/api/payouts/batches/${batch.id}/bank-result/`, admin, result);
    expect(ok.json()).toEqual({ status: true, changed: 2 });
    expect(await wageOf(one.wage.id)).toMatchObject({
      paymentStatus: "paid",
      paymentReference: "UTR 409812345678",
    });
    expect((await wageOf(three.wage.id))?.paymentStatus).toBe("not_paid");
    const again = await post(`/api/payouts/batches/${batch.id}/bank-result/`, admin, result);
    expect(again.json().changed).toBe(0);
    const lines = await t.db.select().from(payoutItems).where(eq(payoutItems.batchId, batch.id));
    expect(lines.map((l) => l.status).sort()).toEqual(["failed", "paid", "pending", "pending"]);
  });
});
