import { gstinCheckChar } from "@catercrew/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, rateCards, works } from "../../db/schema.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

let t: TestApp;
let admin: TestUser;
let captain: TestUser;
let boy: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  captain = await t.createUser("subadmin");
  boy = await t.createUser("boys");
});
afterAll(() => t.close());

const KERALA_GSTIN = `32ABCDE1234F1Z${gstinCheckChar("32ABCDE1234F1Z")}`;
const count = async () => (await t.db.select().from(clients)).length;

describe(`billing settings, rate cards and clients on ${TEST_ENGINE}`, () => {
  it("refuses captains and workers (403) and anonymous callers (401)", async () => {
    for (const [method, url] of [
      ["GET", "/api/billing/settings/"],
      ["PUT", "/api/billing/rates/"],
      ["GET", "/api/clients/"],
      ["POST", "/api/clients/"],
    ] as const) {
      expect((await t.request({ method, url, payload: {} })).statusCode).toBe(401);
      for (const as of [captain, boy])
        expect((await t.request({ method, url, as, payload: {} })).statusCode).toBe(403);
    }
  });

  it("keeps the agency's settings, refusing a GSTIN of another state or with a wrong check digit", async () => {
    const start = await t.request({ method: "GET", url: "/api/billing/settings/", as: admin });
    expect(start.json()).toMatchObject({
      state_code: "32",
      sac: "998519",
      gst_rate: "18.00",
      gst_registered: false,
      invoice_prefix: "INV",
    });
    const wrong = await t.request({
      method: "PUT",
      url: "/api/billing/settings/",
      as: admin,
      headers: { "accept-language": "ml" },
      payload: { gstin: "27AAPFU0939F1ZV", legal_name: "Never" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("GSTIN_STATE_MISMATCH");
    expect(wrong.json().message).toContain("സംസ്ഥാന");
    const badCheck = await t.request({
      method: "PUT",
      url: "/api/billing/settings/",
      as: admin,
      payload: { gstin: `${KERALA_GSTIN.slice(0, 14)}${KERALA_GSTIN.endsWith("A") ? "B" : "A"}` },
    });
    expect(badCheck.statusCode).toBe(400);
    expect(badCheck.json().errors.gstin[0]).toMatch(/last character/);
    expect(
      (await t.request({ method: "GET", url: "/api/billing/settings/", as: admin })).json().legal_name,
    ).toBe("");
    const ok = await t.request({
      method: "PUT",
      url: "/api/billing/settings/",
      as: admin,
      payload: {
        gstin: KERALA_GSTIN.toLowerCase(),
        legal_name: "Kerala Crew Services",
        address: "MG Road, Kochi",
        gst_rate: "18",
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      gstin: KERALA_GSTIN,
      gst_registered: true,
      legal_name: "Kerala Crew Services",
      state_name: "Kerala",
    });
  });

  it("keeps the default rate card and refuses a negative rate, nothing changed", async () => {
    const put = await t.request({
      method: "PUT",
      url: "/api/billing/rates/",
      as: admin,
      payload: { rates: { boys: "650", head_boy: "800.50", transport: "1500" } },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().rates).toMatchObject({
      boys: "650.00",
      head_boy: "800.50",
      transport: "1500.00",
      supervisor: null,
    });
    const negative = await t.request({
      method: "PUT",
      url: "/api/billing/rates/",
      as: admin,
      payload: { rates: { boys: "-1", supervisor: "900" } },
    });
    expect(negative.statusCode).toBe(400);
    const after = await t.request({ method: "GET", url: "/api/billing/rates/", as: admin });
    expect(after.json().rates).toMatchObject({ boys: "650.00", supervisor: null });
  });

  it("adds a client with defaults, finds him by typing, and refuses wrong input without writing", async () => {
    const before = await count();
    for (const payload of [
      { name: "X", gstin: "32ABCDE1234F1ZZ" },
      { name: "X", state_code: "40" },
      { name: "X", mobile: "12345" },
      { name: "X", payment_terms_days: -1 },
      { name: "" },
    ]) {
      const res = await t.request({ method: "POST", url: "/api/clients/", as: admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await count()).toBe(before);
    const res = await t.request({
      method: "POST",
      url: "/api/clients/",
      as: admin,
      payload: { name: "Amma Caterers", mobile: "+91 98470 12345", contact_person: "Suresh" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: "Amma Caterers",
      kind: "caterer",
      state_code: "32",
      state_name: "Kerala",
      payment_terms_days: 7,
      mobile: "9847012345",
      whatsapp_consent: false,
    });
    const found = await t.request({ method: "GET", url: "/api/clients/?q=amma", as: admin });
    expect(found.json().map((c: { name: string }) => c.name)).toContain("Amma Caterers");
    const byMobile = await t.request({ method: "GET", url: "/api/clients/?q=98470", as: admin });
    expect(byMobile.json()).toHaveLength(1);
  });

  it("changes a client, his own rates over the default, and a GSTIN taken by another is 409", async () => {
    const a = (
      await t.request({
        method: "POST",
        url: "/api/clients/",
        as: admin,
        payload: { name: "Hotel Grand", gstin: "27AAPFU0939F1ZV" },
      })
    ).json();
    expect(a.state_code).toBe("27");
    const b = (
      await t.request({ method: "POST", url: "/api/clients/", as: admin, payload: { name: "Royal Feast" } })
    ).json();
    const taken = await t.request({
      method: "PATCH",
      url: `/api/clients/${b.id}/`,
      as: admin,
      payload: { gstin: "27AAPFU0939F1ZV" },
    });
    expect(taken.statusCode).toBe(409);
    const mismatch = await t.request({
      method: "PATCH",
      url: `/api/clients/${a.id}/`,
      as: admin,
      payload: { state_code: "32" },
    });
    expect(mismatch.statusCode).toBe(400);
    const patched = await t.request({
      method: "PATCH",
      url: `/api/clients/${b.id}/`,
      as: admin,
      payload: { payment_terms_days: 30, kind: "event_host" },
    });
    expect(patched.json()).toMatchObject({ payment_terms_days: 30, kind: "event_host", name: "Royal Feast" });
    const rates = await t.request({
      method: "PUT",
      url: `/api/clients/${b.id}/rates/`,
      as: admin,
      payload: { rates: [{ role: "boys", rate: "700" }] },
    });
    expect(rates.statusCode).toBe(200);
    const detail = (await t.request({ method: "GET", url: `/api/clients/${b.id}/`, as: admin })).json();
    expect(detail.rates).toMatchObject({ boys: "700.00", head_boy: null });
    expect(detail.effective_rates).toMatchObject({
      boys: "700.00",
      head_boy: "800.50",
      transport: "1500.00",
    });
    const price = await t.request({
      method: "GET",
      url: `/api/billing/proposed-price/?client_id=${b.id}&boys=10`,
      as: admin,
    });
    expect(price.json().amount).toBe("8500.00");
    expect((await t.request({ method: "GET", url: "/api/clients/999999/", as: admin })).statusCode).toBe(404);
    const rows = await t.db.select().from(rateCards).where(eq(rateCards.clientId, b.id));
    expect(rows).toHaveLength(1);
  });

  it("fills a work's customer fields from its client, keeping what the admin typed", async () => {
    const c = (
      await t.request({
        method: "POST",
        url: "/api/clients/",
        as: admin,
        payload: { name: "Sree Caterers", contact_person: "Binu", mobile: "9446055555" },
      })
    ).json();
    const base = {
      Auditorium_name: "Town Hall",
      address: "Main Road",
      place: "Aluva",
      district: "ernakulam",
      date: "2030-05-01",
      reporting_time: "10:00",
      work_type: "Lunch",
      no_of_boys_needed: 5,
      attendees: 200,
      payment_amount: "5000",
    };
    const res = await t.request({
      method: "POST",
      url: "/api/admin_panel/catering-work/create/",
      as: admin,
      payload: { ...base, client_id: c.id },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().work).toMatchObject({
      client_id: c.id,
      customer_name: "Binu",
      customer_mobile: "9446055555",
      Catering_company: "Sree Caterers",
    });
    const typed = await t.request({
      method: "POST",
      url: "/api/admin_panel/catering-work/create/",
      as: admin,
      payload: { ...base, client_id: c.id, customer_name: "Anil", customer_mobile: "9000000011" },
    });
    expect(typed.json().work).toMatchObject({ customer_name: "Anil", customer_mobile: "9000000011" });
    const unknown = await t.request({
      method: "POST",
      url: "/api/admin_panel/catering-work/create/",
      as: admin,
      payload: { ...base, client_id: 999999 },
    });
    expect(unknown.statusCode).toBe(404);
    const [row] = await t.db.select().from(works).where(eq(works.id, res.json().work.id));
    expect(row?.clientId).toBe(c.id);
    const detail = (await t.request({ method: "GET", url: `/api/clients/${c.id}/`, as: admin })).json();
    expect(detail.works.map((w: { id: number }) => w.id).sort()).toEqual(
      [res.json().work.id, typed.json().work.id].sort(),
    );
    const asCaptain = await t.request({
      method: "GET",
      url: `/api/admin_panel/catering-work/${row?.id}/`,
      as: captain,
    });
    expect(asCaptain.json().client_id).toBeUndefined();
  });
});
