import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkIns, clientSigninCodes, clients } from "../../db/schema.js";
import { assign, createWork, futureDate, pastDate } from "../../test/factories.js";
import { listenOnLoopback, type StandIn, whatsappTestApp } from "../../test/graph-stand-in.js";
import { type TestApp, type TestUser, testContext } from "../../test/helpers.js";
import { PORTAL_CODE_QUEUE, sendPortalCode } from "./portal-signin.service.js";

/** The client's own page: signing in, his records only, bookings, the crew view, feedback. */

interface Sent {
  to: string;
  template: { components: { type: string; parameters: { text: string }[] }[] };
}
const sent: Sent[] = [];
let graph: StandIn;
let t: TestApp;
let admin: TestUser;
let ip = 0;

beforeAll(async () => {
  graph = await listenOnLoopback((_req, text, res) => {
    sent.push(JSON.parse(text) as Sent);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ messages: [{ id: `wamid.${sent.length}` }] }));
  });
  t = await whatsappTestApp(graph.url);
  admin = await t.createUser("admin");
}, 60_000);

afterAll(async () => {
  await t.close();
  await graph.stop();
});

let mobileCounter = 0;
async function newClient(name = "Hotel Paragon Caterers") {
  mobileCounter += 1;
  const mobile = `98470${String(mobileCounter).padStart(5, "0")}`;
  const [row] = await t.db.insert(clients).values({ name, mobile }).returning();
  if (!row) throw new Error("no client");
  return row;
}

/** A client signed in through the admin's link: his token. */
async function signedIn(clientId: number): Promise<string> {
  const link = await t.request({ method: "POST", url: `/api/clients/${clientId}/portal-link/`, as: admin });
  expect(link.statusCode).toBe(200);
  const res = await t.request({
    method: "POST",
    url: "/api/client-portal/signin/",
    payload: { token: link.json().token },
  });
  expect(res.statusCode).toBe(200);
  return res.json().tokens.access;
}

const asClient = (token: string, opts: { method?: "GET" | "POST"; url: string; payload?: object }) =>
  t.request({
    method: opts.method ?? "GET",
    url: opts.url,
    payload: opts.payload,
    headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
  });

const booking = (overrides: Record<string, unknown> = {}) => ({
  date: futureDate(5),
  reporting_time: "10:00",
  work_type: "lunch",
  venue_name: "Lakshmi Auditorium",
  address: "Main Road",
  place: "Ottapalam",
  district: "palakkad",
  guests: 400,
  needs: { boys: 6, head_boys: 1, supervisors: 1, captains: 0 },
  dress_code: "Black pant, white shirt",
  notes: "<script>alert(1)</script>",
  ...overrides,
});

describe("signing in", () => {
  it("signs in with the admin's link once; the link does not work twice", async () => {
    const client = await newClient();
    const link = await t.request({
      method: "POST",
      url: `/api/clients/${client.id}/portal-link/`,
      as: admin,
    });
    expect(link.json().url).toContain("/client/signin#token=");
    const first = await t.request({
      method: "POST",
      url: "/api/client-portal/signin/",
      payload: { token: link.json().token },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().client).toMatchObject({ id: client.id, name: client.name });
    const again = await t.request({
      method: "POST",
      url: "/api/client-portal/signin/",
      payload: { token: link.json().token },
    });
    expect(again.statusCode).toBe(400);
    const me = await asClient(first.json().tokens.access, { url: "/api/client-portal/me/" });
    expect(me.json()).toEqual({ id: client.id, name: client.name, mobile: client.mobile });
  });

  it("refuses an expired link", async () => {
    const client = await newClient();
    const link = await t.request({
      method: "POST",
      url: `/api/clients/${client.id}/portal-link/`,
      as: admin,
    });
    await t.db
      .update(clientSigninCodes)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(clientSigninCodes.clientId, client.id));
    const res = await t.request({
      method: "POST",
      url: "/api/client-portal/signin/",
      payload: { token: link.json().token },
    });
    expect(res.statusCode).toBe(400);
  });

  it("signs in with the code sent on WhatsApp to the number on his record; a wrong code does not", async () => {
    const client = await newClient();
    const ask = await t.request({
      method: "POST",
      url: "/api/client-portal/signin-code/",
      payload: { mobile: client.mobile },
      remoteAddress: `10.1.0.${++ip}`,
    });
    expect(ask.statusCode).toBe(200);
    const stranger = await t.request({
      method: "POST",
      url: "/api/client-portal/signin-code/",
      payload: { mobile: "9000000001" },
      remoteAddress: `10.1.0.${++ip}`,
    });
    expect(stranger.json()).toEqual(ask.json());
    const before = sent.length;
    const jobs = await t.app.database.query("select data from pgboss.job where name = $1", [
      PORTAL_CODE_QUEUE,
    ]);
    for (const row of jobs.rows as { data: { mobile: string } }[]) {
      await sendPortalCode(testContext(t), row.data.mobile);
    }
    expect(sent.length).toBe(before + 1);
    const message = sent.at(-1);
    expect(message?.to).toBe(`91${client.mobile}`);
    const code = message?.template.components[0]?.parameters[0]?.text ?? "";
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await t.request({
      method: "POST",
      url: "/api/client-portal/signin/",
      payload: { mobile: client.mobile, code: code === "000000" ? "111111" : "000000" },
    });
    expect(wrong.statusCode).toBe(400);
    const right = await t.request({
      method: "POST",
      url: "/api/client-portal/signin/",
      payload: { mobile: client.mobile, code },
    });
    expect(right.statusCode).toBe(200);
    const reused = await t.request({
      method: "POST",
      url: "/api/client-portal/signin/",
      payload: { mobile: client.mobile, code },
    });
    expect(reused.statusCode).toBe(400);
  });

  it("limits code requests per number", async () => {
    const client = await newClient();
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await t.request({
        method: "POST",
        url: "/api/client-portal/signin-code/",
        payload: { mobile: client.mobile },
        remoteAddress: `10.2.0.${++ip}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it("keeps client and staff tokens apart, and access off ends his sessions", async () => {
    const client = await newClient();
    const token = await signedIn(client.id);
    const onStaff = await asClient(token, { url: "/api/admin_panel/admin/stats/" });
    expect(onStaff.statusCode).toBe(401);
    const onWorker = await asClient(token, { url: "/api/users/me/next-jobs/" });
    expect(onWorker.statusCode).toBe(401);
    const staffOnClient = await t.request({ url: "/api/client-portal/works/", as: admin });
    expect(staffOnClient.statusCode).toBe(403);
    const boy = await t.createUser("boys");
    expect((await t.request({ url: "/api/client-portal/bookings/", as: boy })).statusCode).toBe(403);
    expect((await t.request({ url: "/api/client-portal/bookings/" })).statusCode).toBe(401);
    const off = await t.request({
      method: "PUT",
      url: `/api/clients/${client.id}/portal/`,
      payload: { enabled: false },
      as: admin,
    });
    expect(off.statusCode).toBe(200);
    expect((await asClient(token, { url: "/api/client-portal/me/" })).statusCode).toBe(401);
    const link = await t.request({
      method: "POST",
      url: `/api/clients/${client.id}/portal-link/`,
      as: admin,
    });
    expect(link.statusCode).toBe(403);
  });
});

describe("bookings", () => {
  it("books staff with the price shown, and the admin confirms it into a work for the client", async () => {
    const client = await newClient();
    const token = await signedIn(client.id);
    const quote = await asClient(token, {
      method: "POST",
      url: "/api/client-portal/quote/",
      payload: { needs: booking().needs },
    });
    expect(quote.statusCode).toBe(200);
    const created = await asClient(token, {
      method: "POST",
      url: "/api/client-portal/bookings/",
      payload: booking(),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: "requested", quote_total: quote.json().total });
    expect(created.json().notes).toBe("<script>alert(1)</script>");
    const list = await t.request({ url: "/api/bookings/?status=requested", as: admin });
    expect(list.json().map((b: { id: number }) => b.id)).toContain(created.json().id);
    const confirmed = await t.request({
      method: "POST",
      url: `/api/bookings/${created.json().id}/confirm/`,
      payload: {},
      as: admin,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe("confirmed");
    const workId = confirmed.json().work_id as number;
    const works = await asClient(token, { url: "/api/client-portal/works/" });
    expect(works.json().map((w: { id: number }) => w.id)).toEqual([workId]);
    const twice = await t.request({
      method: "POST",
      url: `/api/bookings/${created.json().id}/confirm/`,
      payload: {},
      as: admin,
    });
    expect(twice.statusCode).toBe(409);
  });

  it("declines with a reason the client reads", async () => {
    const client = await newClient();
    const token = await signedIn(client.id);
    const created = await asClient(token, {
      method: "POST",
      url: "/api/client-portal/bookings/",
      payload: booking(),
    });
    const declined = await t.request({
      method: "POST",
      url: `/api/bookings/${created.json().id}/decline/`,
      payload: { reason: "No boys free that day" },
      as: admin,
    });
    expect(declined.statusCode).toBe(200);
    const mine = await asClient(token, { url: "/api/client-portal/bookings/" });
    expect(mine.json()[0]).toMatchObject({ status: "declined", decline_reason: "No boys free that day" });
  });

  it.each([
    ["in the past", { date: pastDate(1) }, "BOOKING_IN_PAST"],
    ["with 0 people", { needs: { boys: 0, head_boys: 0, supervisors: 0, captains: 0 } }, "VALIDATION_FAILED"],
    [
      "with over 500 people",
      { needs: { boys: 400, head_boys: 101, supervisors: 0, captains: 0 } },
      "VALIDATION_FAILED",
    ],
    ["for an unknown district", { district: "atlantis" }, "VALIDATION_FAILED"],
    [
      "for an unknown role",
      { needs: { boys: 2, head_boys: 0, supervisors: 0, captains: 0, cooks: 3 } },
      null,
    ],
  ])("refuses a booking %s and keeps nothing", async (_name, overrides, code) => {
    const client = await newClient();
    const token = await signedIn(client.id);
    const res = await asClient(token, {
      method: "POST",
      url: "/api/client-portal/bookings/",
      payload: booking(overrides),
    });
    if (code === null) {
      // An unknown role is not priced or kept: only the four roles are read.
      expect([201, 400]).toContain(res.statusCode);
      if (res.statusCode === 201)
        expect(res.json().needs).toEqual({ boys: 2, head_boys: 0, supervisors: 0, captains: 0 });
      return;
    }
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    expect((await asClient(token, { url: "/api/client-portal/bookings/" })).json()).toEqual([]);
  });

  it("refuses a booking later than the cut-off before reporting", async () => {
    const client = await newClient();
    const token = await signedIn(client.id);
    const set = await t.request({
      method: "PUT",
      url: "/api/bookings/settings/",
      payload: { booking_cutoff_hours: 168 },
      as: admin,
    });
    expect(set.statusCode).toBe(200);
    const res = await asClient(token, {
      method: "POST",
      url: "/api/client-portal/bookings/",
      payload: booking({ date: futureDate(2) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("BOOKING_TOO_LATE");
    await t.request({
      method: "PUT",
      url: "/api/bookings/settings/",
      payload: { booking_cutoff_hours: 12 },
      as: admin,
    });
  });
});

describe("his works", () => {
  it("shows the gauge, first names and arrivals, the captain; never a worker's mobile, address or pay", async () => {
    const client = await newClient();
    const token = await signedIn(client.id);
    const work = await createWork(t, { clientId: client.id, noOfBoysNeeded: 3 });
    const boy = await t.createUser("boys", { userName: "Rajesh Kumar", address: "House 12, Shoranur" });
    const other = await t.createUser("boys", { userName: "Anil P" });
    const captain = await t.createUser("subadmin", { userName: "Suresh Captain" });
    await assign(t, { workId: work.id, userId: boy.id });
    await assign(t, { workId: work.id, userId: other.id });
    await assign(t, { workId: work.id, userId: captain.id }, "subadmin");
    await t.db.insert(checkIns).values({ workId: work.id, userId: boy.id, method: "hand" });
    const res = await asClient(token, { url: `/api/client-portal/works/${work.id}/` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.gauge).toContainEqual({ role: "boys", confirmed: 2, needed: 3 });
    expect(body.crew.map((c: { first_name: string }) => c.first_name).sort()).toEqual([
      "Anil",
      "Rajesh",
      "Suresh",
    ]);
    expect(
      body.crew.find((c: { first_name: string }) => c.first_name === "Rajesh").arrived_at,
    ).not.toBeNull();
    expect(body.captain).toEqual({ name: "Suresh Captain", mobile: captain.row.mobileNumber });
    const text = res.body;
    for (const secret of [boy.row.mobileNumber, other.row.mobileNumber, "House 12", boy.row.userCode]) {
      expect(text).not.toContain(secret);
    }
  });

  it("answers 404 for another client's work, as for a missing one", async () => {
    const mine = await newClient();
    const theirs = await newClient();
    const token = await signedIn(mine.id);
    const work = await createWork(t, { clientId: theirs.id });
    expect((await asClient(token, { url: `/api/client-portal/works/${work.id}/` })).statusCode).toBe(404);
    expect((await asClient(token, { url: "/api/client-portal/works/999999/" })).statusCode).toBe(404);
    const feedback = await asClient(token, {
      method: "POST",
      url: `/api/client-portal/works/${work.id}/feedback/`,
      payload: { stars: 5 },
    });
    expect(feedback.statusCode).toBe(404);
  });

  it("takes feedback once, only after the work's day, 1-5 stars, at most 500 characters", async () => {
    const client = await newClient();
    const token = await signedIn(client.id);
    const coming = await createWork(t, { clientId: client.id, date: futureDate(3) });
    const early = await asClient(token, {
      method: "POST",
      url: `/api/client-portal/works/${coming.id}/feedback/`,
      payload: { stars: 4 },
    });
    expect(early.statusCode).toBe(409);
    const done = await createWork(t, { clientId: client.id, date: pastDate(2), status: "completed" });
    const url = `/api/client-portal/works/${done.id}/feedback/`;
    expect((await asClient(token, { method: "POST", url, payload: { stars: 6 } })).statusCode).toBe(400);
    expect(
      (await asClient(token, { method: "POST", url, payload: { stars: 5, comment: "x".repeat(501) } }))
        .statusCode,
    ).toBe(400);
    const given = await asClient(token, {
      method: "POST",
      url,
      payload: { stars: 5, comment: "Neat and on time" },
    });
    expect(given.statusCode).toBe(201);
    expect((await asClient(token, { method: "POST", url, payload: { stars: 3 } })).statusCode).toBe(409);
    const forAdmin = await t.request({ url: `/api/clients/${client.id}/feedback/`, as: admin });
    expect(forAdmin.json()).toEqual([
      expect.objectContaining({ work_id: done.id, stars: 5, comment: "Neat and on time" }),
    ]);
  });
});
