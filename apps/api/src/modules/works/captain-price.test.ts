import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWork, futureDate, pastDate } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

/**
 * The works answers follow "captains see revenue and profit" as analytics does
 * (docs/decisions/074-captains-price-credit-cap-booked-roles.md): off, a captain's list, one work,
 * upcoming list and completion answer carry no `payment_amount`; an admin's always do. The
 * upcoming list is a kept answer (record 044): a change of the setting takes effect on the next read.
 */
let t: TestApp;
let admin: TestUser;
let captain: TestUser;
let workId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  captain = await t.createUser("subadmin");
  workId = (await createWork(t, { date: futureDate(4), paymentAmount: "18500.00" })).id;
}, 60_000);
afterAll(() => t.close());

type Answer = Record<string, unknown>;
const get = async (url: string, as: TestUser) => {
  const res = await t.request({ method: "GET", url, as });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const setting = async (on: boolean) => {
  const res = await t.request({
    method: "PUT",
    url: "/api/admin_panel/analytics-settings/",
    payload: { captains_see_revenue: on },
    as: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** The work of `workId` in each works answer the viewer reads. */
async function answers(as: TestUser): Promise<Answer[]> {
  const list: Answer[] = (await get("/api/admin_panel/catering-works/", as)).json();
  const paged: { results: Answer[] } = (await get("/api/admin_panel/catering-works/?page=1", as)).json();
  const upcoming: Answer[] = (await get("/api/admin_panel/catering/upcoming/", as)).json();
  const one: Answer = (await get(`/api/admin_panel/catering-work/${workId}/`, as)).json();
  const mine = (rows: Answer[]) => {
    const found = rows.find((w) => w.id === workId);
    if (!found) throw new Error(`work ${workId} missing`);
    return found;
  };
  return [mine(list), mine(paged.results), mine(upcoming), one];
}

describe(`the client's price in the works answers on ${TEST_ENGINE}`, () => {
  it("is in a captain's answers while the setting is on (the default), and in the admin's", async () => {
    for (const w of await answers(captain)) expect(w.payment_amount).toBe("18500.00");
    for (const w of await answers(admin)) expect(w.payment_amount).toBe("18500.00");
  });

  it("leaves a captain's list, one work and upcoming list once the admin turns it off; the admin keeps it", async () => {
    // Read first, so both kept upcoming answers exist when the setting changes.
    await get("/api/admin_panel/catering/upcoming/", captain);
    await get("/api/admin_panel/catering/upcoming/", admin);
    await setting(false);
    const captains = await answers(captain);
    expect(captains).toHaveLength(4);
    for (const w of captains) {
      expect(w).not.toHaveProperty("payment_amount");
      expect(w).not.toHaveProperty("client_id");
      expect(w).toMatchObject({ id: workId, Auditorium_name: "Sree Hall", attendees: 250 });
    }
    // The admin's answers are not the captain's (kept by caller), read before and after his.
    for (const w of await answers(admin)) expect(w.payment_amount).toBe("18500.00");
    expect((await get(`/api/admin_panel/catering-work/${workId}/`, admin)).json()).toHaveProperty(
      "client_id",
    );
    for (const w of await answers(captain)) expect(w).not.toHaveProperty("payment_amount");
  });

  it("the captain's upcoming list without the price is the one with it less that field, in the same order", async () => {
    await createWork(t, { date: futureDate(6), paymentAmount: "700.50", remarks: 'odd "text"' });
    const full: Answer[] = (await get("/api/admin_panel/catering/upcoming/", admin)).json();
    const bare = await get("/api/admin_panel/catering/upcoming/", captain);
    expect(bare.body).not.toContain("payment_amount");
    expect(bare.json()).toEqual(full.map(({ payment_amount: _p, ...rest }) => rest));
    expect(full.length).toBeGreaterThanOrEqual(2);
  });

  it("comes back on the next read when the admin turns it on again", async () => {
    await setting(true);
    for (const w of await answers(captain)) expect(w.payment_amount).toBe("18500.00");
  });

  it("is not in the work a captain's completion answers while the setting is off", async () => {
    await setting(false);
    const done = await createWork(t, { date: pastDate(1), paymentAmount: "9000.00" });
    const res = await t.request({
      method: "PATCH",
      url: `/api/sub_admin/catering-work/${done.id}/update/`,
      payload: { status: "completed" },
      as: captain,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().work).toMatchObject({ id: done.id, status: "completed" });
    expect(res.json().work).not.toHaveProperty("payment_amount");
    await setting(true);
  });
});
