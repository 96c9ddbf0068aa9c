import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, works } from "../../db/schema.js";
import { assign, createWork, futureDate } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

/**
 * Every role counts on the client's page and on the work a booking becomes
 * (docs/decisions/074-captains-price-credit-cap-booked-roles.md): head boys (among the boys'
 * places), supervisors and captains, not the boys alone.
 */
let t: TestApp;
let admin: TestUser;
let mobiles = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
}, 60_000);
afterAll(() => t.close());

async function signedInClient(): Promise<{ id: number; token: string }> {
  mobiles += 1;
  const [row] = await t.db
    .insert(clients)
    .values({ name: `Needs Caterers ${mobiles}`, mobile: `98471${String(mobiles).padStart(5, "0")}` })
    .returning();
  if (!row) throw new Error("no client");
  const link = await t.request({ method: "POST", url: `/api/clients/${row.id}/portal-link/`, as: admin });
  expect(link.statusCode, link.body).toBe(200);
  const res = await t.request({
    method: "POST",
    url: "/api/client-portal/signin/",
    payload: { token: link.json().token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: row.id, token: res.json().tokens.access };
}

const asClient = (token: string, url: string, payload?: object) =>
  t.request({
    method: payload ? "POST" : "GET",
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
  });

type Gauge = { role: string; confirmed: number; needed: number }[];
async function pageOf(
  token: string,
  workId: number,
): Promise<{ gauge: Gauge; needed: number; listed: number }> {
  const one = await asClient(token, `/api/client-portal/works/${workId}/`);
  expect(one.statusCode, one.body).toBe(200);
  const list: { id: number; needed: number }[] = (await asClient(token, "/api/client-portal/works/")).json();
  return {
    gauge: one.json().gauge,
    needed: one.json().needed,
    listed: list.find((w) => w.id === workId)?.needed ?? -1,
  };
}

/** A booking of `needs`, confirmed by the admin: the work's id. */
async function confirmedBooking(token: string, needs: Record<string, number>): Promise<number> {
  const created = await asClient(token, "/api/client-portal/bookings/", {
    date: futureDate(6),
    reporting_time: "10:00",
    work_type: "lunch",
    venue_name: "Lakshmi Auditorium",
    address: "Main Road",
    place: "Ottapalam",
    district: "palakkad",
    guests: 400,
    needs,
  });
  expect(created.statusCode, created.body).toBe(201);
  const confirmed = await t.request({
    method: "POST",
    url: `/api/bookings/${created.json().id}/confirm/`,
    payload: {},
    as: admin,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json().work_id;
}

describe(`every role counts on the client's page on ${TEST_ENGINE}`, () => {
  it("a work not made from a booking: its head boys, supervisors and captains are needed, not its boys alone", async () => {
    const client = await signedInClient();
    const work = await createWork(t, {
      clientId: client.id,
      noOfBoysNeeded: 6,
      headBoysNeeded: 2,
      supervisorsNeeded: 1,
      captainsNeeded: 1,
    });
    for (const _ of [1, 2, 3]) await assign(t, { workId: work.id, userId: (await t.createUser("boys")).id });
    await assign(t, { workId: work.id, userId: (await t.createUser("head_boy")).id }, "head_boy");
    await assign(t, { workId: work.id, userId: (await t.createUser("subadmin")).id }, "subadmin");
    const page = await pageOf(client.token, work.id);
    expect(page.gauge).toEqual([
      { role: "boys", confirmed: 3, needed: 4 },
      { role: "head_boys", confirmed: 1, needed: 2 },
      { role: "supervisors", confirmed: 0, needed: 1 },
      { role: "captains", confirmed: 1, needed: 1 },
    ]);
    expect(page.needed).toBe(8);
    expect(page.listed).toBe(8);
  });

  it("confirming a booking gives the work every booked role; the page counts them and follows the work", async () => {
    const client = await signedInClient();
    const workId = await confirmedBooking(client.token, {
      boys: 6,
      head_boys: 1,
      supervisors: 1,
      captains: 2,
    });
    const work = (await t.request({ url: `/api/admin_panel/catering-work/${workId}/`, as: admin })).json();
    expect(work).toMatchObject({
      no_of_boys_needed: 7,
      head_boys_needed: 1,
      supervisors_needed: 1,
      captains_needed: 2,
    });
    let page = await pageOf(client.token, workId);
    expect(page.gauge).toEqual([
      { role: "boys", confirmed: 0, needed: 6 },
      { role: "head_boys", confirmed: 0, needed: 1 },
      { role: "supervisors", confirmed: 0, needed: 1 },
      { role: "captains", confirmed: 0, needed: 2 },
    ]);
    expect([page.needed, page.listed]).toEqual([10, 10]);
    // The admin sends one more supervisor: the work's number is the client's too.
    await t.db.update(works).set({ supervisorsNeeded: 3 }).where(eq(works.id, workId));
    page = await pageOf(client.token, workId);
    expect(page.gauge).toContainEqual({ role: "supervisors", confirmed: 0, needed: 3 });
    expect([page.needed, page.listed]).toEqual([12, 12]);
  });

  it("a work confirmed before the roles reached the work still shows what the client booked", async () => {
    const client = await signedInClient();
    const workId = await confirmedBooking(client.token, {
      boys: 4,
      head_boys: 2,
      supervisors: 1,
      captains: 0,
    });
    // As such a work was made: the booked boys only, the columns' defaults for the rest.
    await t.db
      .update(works)
      .set({ noOfBoysNeeded: 4, headBoysNeeded: 0, supervisorsNeeded: 0, captainsNeeded: 1 })
      .where(eq(works.id, workId));
    const page = await pageOf(client.token, workId);
    expect(page.gauge).toEqual([
      { role: "boys", confirmed: 0, needed: 4 },
      { role: "head_boys", confirmed: 0, needed: 2 },
      { role: "supervisors", confirmed: 0, needed: 1 },
      { role: "captains", confirmed: 0, needed: 1 },
    ]);
    expect([page.needed, page.listed]).toEqual([8, 8]);
  });
});
