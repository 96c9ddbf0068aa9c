import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assign, futureDate } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";
import { workLogistics } from "./works.service.js";

/** Transport and dress set in the admin's work form, shown to the worker. */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
}, 60_000);
afterAll(() => t.close());

const form = {
  Auditorium_name: "Lakshmi Hall",
  Catering_company: "Malabar Caterers",
  customer_name: "Customer",
  customer_mobile: "9000000001",
  address: "Near bus stand",
  place: "Ottapalam",
  district: "palakkad",
  reporting_time: "10:30",
  work_type: "lunch",
  no_of_boys_needed: 5,
  attendees: 300,
  payment_amount: "30000",
};

describe(`transport and dress on ${TEST_ENGINE}`, () => {
  it("the admin sets them on the work; the worker sees them on the work and in My next jobs; a full update without them keeps them", async () => {
    const date = futureDate(4);
    const created = await t.request({
      method: "POST",
      url: "/api/admin_panel/catering-work/create/",
      as: admin,
      payload: {
        ...form,
        date,
        pickup_point: "Ottapalam bus stand",
        pickup_time: "08:15",
        vehicle: "Tempo Traveller KL-09 AB 1234",
        driver_name: "Suresh",
        driver_mobile: "+91 98470 12345",
        drop_after: "Back to the bus stand",
        dress_code: "Black pant, white shirt, black shoes",
        bike_needed: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const work = created.json().work;
    const expected = {
      pickup_point: "Ottapalam bus stand",
      pickup_time: "08:15",
      vehicle: "Tempo Traveller KL-09 AB 1234",
      driver_name: "Suresh",
      driver_mobile: "9847012345",
      drop_after: "Back to the bus stand",
      dress_code: "Black pant, white shirt, black shoes",
      bike_needed: true,
    };
    expect(work.logistics).toEqual(expected);

    // The original client (record 013) updates a work without these fields: they stay.
    const updated = await t.request({
      method: "PUT",
      url: `/api/admin_panel/catering-work/${work.id}/update/`,
      as: admin,
      payload: { ...form, date, attendees: 320 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    await t.request({
      method: "PATCH",
      url: `/api/admin_panel/catering-work/${work.id}/update/`,
      as: admin,
      payload: { is_published: true },
    });

    const boy = await t.createUser("boys");
    await assign(t, { workId: work.id, userId: boy.id });
    const detail = await t.request({
      method: "GET",
      url: `/api/admin_panel/published-work/${work.id}`,
      as: boy,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().logistics).toEqual(expected);
    const next = await t.request({ method: "GET", url: "/api/users/me/next-jobs/", as: boy });
    expect(next.json().results.find((j: { work_id: number }) => j.work_id === work.id)?.logistics).toEqual(
      expected,
    );

    // A bad driver's number is refused on its field; "" clears a field.
    const bad = await t.request({
      method: "PUT",
      url: `/api/admin_panel/catering-work/${work.id}/update/`,
      as: admin,
      payload: { ...form, date, driver_mobile: "12" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.driver_mobile).toBeDefined();
    const cleared = await t.request({
      method: "PUT",
      url: `/api/admin_panel/catering-work/${work.id}/update/`,
      as: admin,
      payload: { ...form, date, dress_code: "", bike_needed: false },
    });
    expect(cleared.json().work.logistics).toMatchObject({
      dress_code: "",
      bike_needed: false,
      vehicle: expected.vehicle,
    });
  });

  it("workLogistics() gives the same object from a works row, for other modules (WhatsApp offers, reminders)", () => {
    expect(
      workLogistics({
        pickupPoint: null,
        pickupTime: "07:00",
        vehicle: null,
        driverName: null,
        driverMobile: null,
        dropAfter: null,
        dressCode: "Kerala saree",
        bikeNeeded: false,
      }),
    ).toEqual({
      pickup_point: "",
      pickup_time: "07:00",
      vehicle: "",
      driver_name: "",
      driver_mobile: "",
      drop_after: "",
      dress_code: "Kerala saree",
      bike_needed: false,
    });
  });
});
