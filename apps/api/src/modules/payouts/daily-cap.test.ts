import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payoutBatches } from "../../db/schema.js";
import { TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";
import { type PayoutsTestApp, paidCrew, payoutsTestApp } from "../../test/payouts-fixture.js";

let app: PayoutsTestApp;
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await payoutsTestApp("bankfile", { dailyCapPaise: 200_000 });
  ({ t, admin } = app);
}, 60_000);
afterAll(() => app.close());

const post = (url: string, payload: Record<string, unknown> = {}) => app.post(url, admin, payload);

async function draftOf(size: number, cash = 0) {
  const crew = await paidCrew(t, size, cash);
  const made = await post("/api/payouts/batches/", { work_id: crew.work.id });
  expect(made.statusCode).toBe(200);
  return made.json();
}

describe(`the daily cap on payouts on ${TEST_ENGINE}`, () => {
  it("approves within PAYOUTS_DAILY_CAP_RUPEES, refuses the batch that would pass it with the sums, and does not count cash", async () => {
    // 4 boys under bankfile: the two with a bank account (741.50 + 743.50) go out, the others are cash.
    const first = await draftOf(4);
    expect((await post(`/api/payouts/batches/${first.id}/approve/`)).statusCode).toBe(200);
    const today = await t.request({ method: "GET", url: "/api/payouts/today/", as: admin });
    expect(today.json()).toMatchObject({ total: "1485.00", cap: "2000.00" });

    const second = await draftOf(4);
    const refused = await post(`/api/payouts/batches/${second.id}/approve/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("PAYOUT_DAILY_CAP_REACHED");
    expect(refused.json().message).toContain("₹2,000");
    expect(refused.json().message).toContain("₹1,485");
    const [row] = await t.db.select().from(payoutBatches).where(eq(payoutBatches.id, second.id));
    expect(row?.status).toBe("draft");
    const after = await t.request({ method: "GET", url: "/api/payouts/today/", as: admin });
    expect(after.json().total).toBe("1485.00");

    const cashOnly = await draftOf(3, 3);
    expect((await post(`/api/payouts/batches/${cashOnly.id}/approve/`)).statusCode).toBe(200);
  });

  it("is for admins only", async () => {
    const captain = await t.createUser("subadmin");
    const res = await t.request({ method: "GET", url: "/api/payouts/today/", as: captain });
    expect(res.statusCode).toBe(403);
  });
});
