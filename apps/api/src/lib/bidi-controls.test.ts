import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { futureDate } from "../test/factories.js";
import { createTestApp, multipart, TEST_ENGINE, type TestApp, type TestUser } from "../test/helpers.js";
import { stripBidiControls } from "./bidi-controls.js";

/** Invisible bidi controls leave free text on input, on every route (record 052). */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
}, 60_000);
afterAll(() => t.close());

const RLO = "\u202E";
const controls = "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069";

describe(`bidi controls on input (${TEST_ENGINE})`, () => {
  it("a work's pickup point with U+202E is stored and shown as typed without it; every control in the ranges goes", async () => {
    const created = await t.request({
      method: "POST",
      url: "/api/admin_panel/catering-work/create/",
      as: admin,
      payload: {
        Auditorium_name: `Lakshmi${controls} Hall`,
        Catering_company: "Malabar Caterers",
        customer_name: "Customer",
        customer_mobile: "9000000001",
        address: "Near bus stand",
        place: "Ottapalam",
        district: "palakkad",
        date: futureDate(5),
        reporting_time: "10:30",
        work_type: "lunch",
        no_of_boys_needed: 5,
        attendees: 300,
        payment_amount: "30000",
        pickup_point: `Bus stand ${RLO}07:30`,
        pickup_time: "07:30",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const work = created.json().work;
    expect(work.logistics.pickup_point).toBe("Bus stand 07:30");
    expect(work.Auditorium_name).toBe("Lakshmi Hall");
    const shown = await t.request({
      method: "GET",
      url: `/api/admin_panel/catering-work/${work.id}/`,
      as: admin,
    });
    expect(shown.body).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it("a multipart form's text fields lose them too (registration: name, address, place)", async () => {
    const body = multipart(
      {
        user_name: `Arjun${RLO} Nair`,
        mobile_number: "9847066601",
        role: "boys",
        password: "secret123",
        plain_password: "secret123",
        address: `Near ${controls}Bus Stand`,
        district: "palakkad",
        place: `\u2067Cherpulassery\u2069`,
        employment_type: "part_time",
        experienced: "true",
        has_bike: "false",
        has_license: "false",
      },
      {},
    );
    const res = await t.request({
      method: "POST",
      url: "/api/users/create-user/",
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json().user;
    expect(user).toMatchObject({
      user_name: "Arjun Nair",
      address: "Near Bus Stand",
      place: "Cherpulassery",
    });
    expect(res.body).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it("walks any depth without recursion and leaves Malayalam, emoji and what is not JSON alone", () => {
    let deep: unknown = `a${RLO}b`;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    stripBidiControls(deep);
    let inner: unknown = deep;
    while (Array.isArray(inner)) inner = inner[0];
    expect(inner).toBe("ab");
    expect(stripBidiControls({ name: `മലയാളം 😀${RLO}`, list: [`x${controls}y`, 3, null] })).toEqual({
      name: "മലയാളം 😀",
      list: ["xy", 3, null],
    });
    const raw = Buffer.from(`{"a":"${RLO}"}`);
    expect(stripBidiControls(raw)).toBe(raw);
    expect(raw.toString()).toContain(RLO);
  });
});
