import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users, works } from "../../db/schema.js";
import { createTestApp, multipart, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

// Mobile numbers as people type them ("98470 12345", "+91 94460 55555", "094460 55555") are
// accepted wherever a mobile number is typed and stored as their 10 digits.
let t: TestApp;
let admin: TestUser;
let captain: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  captain = await t.createUser("subadmin");
});
afterAll(() => t.close());

const storedMobile = async (id: number) =>
  (await t.db.select({ m: users.mobileNumber }).from(users).where(eq(users.id, id)))[0]?.m;

describe(`mobile numbers as typed on ${TEST_ENGINE}`, () => {
  it("registration stores '+91 94460 55555' as 10 digits, and that person signs in typing it any way", async () => {
    const body = multipart({
      user_name: "Arjun Nair",
      mobile_number: "+91 94460 55555",
      role: "boys",
      password: "secret123",
      plain_password: "secret123",
      address: "Near Bus Stand",
      district: "palakkad",
      place: "Cherpulassery",
      employment_type: "part_time",
      experienced: "true",
      has_bike: "false",
      has_license: "false",
    });
    const res = await t.request({
      method: "POST",
      url: "/api/users/create-user/",
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.mobile_number).toBe("9446055555");
    const id = res.json().user.id as number;
    expect(await storedMobile(id)).toBe("9446055555");
    await t.db.update(users).set({ isApproved: true }).where(eq(users.id, id));
    for (const identifier of ["094460 55555", "94460-55555", "+91 94460 55555"]) {
      const signin = await t.request({
        method: "POST",
        url: "/api/users/signin/",
        payload: { identifier, password: "secret123" },
      });
      expect(signin.statusCode, identifier).toBe(200);
      expect(signin.json().user.id).toBe(id);
    }
  });

  it("the admin's and the captain's new users, and a user's edit, keep only the 10 digits", async () => {
    const byAdmin = await t.request({
      method: "POST",
      url: "/api/users/create-user/",
      as: admin,
      payload: { user_name: "Admin Made", mobile_number: "98470 12345", role: "boys", password: "secret12" },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expect(await storedMobile(byAdmin.json().user.id)).toBe("9847012345");

    const byCaptain = await t.request({
      method: "POST",
      url: "/api/sub_admin/create/user/",
      as: captain,
      payload: {
        user_name: "Captain Made",
        mobile_number: "094460 55556",
        role: "boys",
        password: "secret12",
        email: "",
        employment_type: "part-time",
        district: "Palakkad",
      },
    });
    expect(byCaptain.statusCode, byCaptain.body).toBe(201);
    expect(await storedMobile(byCaptain.json().user.id)).toBe("9446055556");

    const edited = await t.request({
      method: "PATCH",
      url: `/api/users/users/${byAdmin.json().user.id}/admin-update/`,
      as: admin,
      payload: { mobile_number: "+91 98470 12346" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await storedMobile(byAdmin.json().user.id)).toBe("9847012346");
  });

  it("a work's customer mobile typed with spaces and +91 is stored as 10 digits", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/admin_panel/catering-work/create/",
      as: admin,
      payload: {
        Auditorium_name: "Lakshmi Hall",
        customer_name: "Ravi",
        customer_mobile: "+91 98470 12345",
        address: "Main Road",
        place: "Cherpulassery",
        district: "palakkad",
        date: "2031-05-10",
        reporting_time: "10:30",
        work_type: "Lunch",
        no_of_boys_needed: 3,
        attendees: 150,
        payment_amount: "12500",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(works).where(eq(works.id, res.json().work.id));
    expect(row?.customerMobile).toBe("9847012345");
  });

  it("still refuses a number that is not 10 digits once the spaces and +91 are gone, changing nothing", async () => {
    for (const mobile_number of ["+91 94460 5555", "94460 555555", "+1 94460 55555"]) {
      const res = await t.request({
        method: "POST",
        url: "/api/users/create-user/",
        as: admin,
        payload: { user_name: "Bad Number", mobile_number, role: "boys", password: "secret12" },
      });
      expect(res.statusCode, mobile_number).toBe(400);
      expect(res.json().errors.mobile_number).toEqual(["Mobile number must be 10 digits"]);
    }
    expect(await t.db.select().from(users).where(eq(users.userName, "Bad Number"))).toHaveLength(0);
  });
});
