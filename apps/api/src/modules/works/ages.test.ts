import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeOffers, users } from "../../db/schema.js";
import { todayInKolkata } from "../../lib/dates.js";
import { accept, createWork, requestWork } from "../../test/factories.js";
import { createTestApp, multipart, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

/** The ages rule (record 064): nobody under 18, or of unknown age, on a work reporting 19:00-06:00. */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
}, 60_000);
afterAll(() => t.close());

const DAY = "2030-03-10";
/** 17 on DAY (18 the next day), and 18 on DAY itself. */
const SEVENTEEN = "2012-03-11";
const EIGHTEEN_THAT_DAY = "2012-03-10";

const nightWork = (reportingTime = "20:00", extra: Record<string, unknown> = {}) =>
  createWork(t, { date: DAY, reportingTime, isPublished: true, ...extra });
const requestAs = (as: TestUser, work: number, lang = "en") =>
  t.request({
    method: "POST",
    url: "/api/users/work-request/create/",
    as,
    payload: { work },
    headers: { "accept-language": lang },
  });

let seq = 0;
function registration(extra: Record<string, string>) {
  seq += 1;
  return multipart({
    user_name: "Arjun Nair",
    mobile_number: `98471${String(20000 + seq).slice(-5)}`,
    role: "boys",
    password: "secret123",
    plain_password: "secret123",
    address: "Near Bus Stand",
    district: "palakkad",
    place: "Cherpulassery",
    employment_type: "part_time",
    ...extra,
  });
}
const register = (extra: Record<string, string>, lang = "en") => {
  const body = registration(extra);
  return t.request({
    method: "POST",
    url: "/api/users/create-user/",
    payload: body.payload,
    headers: { ...body.headers, "accept-language": lang },
  });
};

describe(`ages on ${TEST_ENGINE}`, () => {
  it("registration keeps the date of birth; refuses a child under 14, a future day and a day that does not exist", async () => {
    const ok = await register({ date_of_birth: "2001-07-04" });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().user.date_of_birth).toBe("2001-07-04");
    const [row] = await t.db.select().from(users).where(eq(users.id, ok.json().user.id));
    expect(row?.dateOfBirth).toBe("2001-07-04");

    const year = Number(todayInKolkata().slice(0, 4));
    const child = await register({ date_of_birth: `${year - 10}-01-01` });
    expect(child.statusCode).toBe(400);
    expect(child.json().errors.date_of_birth).toEqual(["You must be at least 14 years old to work with us"]);
    const childMl = await register({ date_of_birth: `${year - 10}-01-01` }, "ml");
    expect(childMl.json().errors.date_of_birth).toEqual(["ഞങ്ങളോടൊപ്പം ജോലി ചെയ്യാൻ കുറഞ്ഞത് 14 വയസ്സ് വേണം"]);
    const future = await register({ date_of_birth: `${year + 1}-01-01` });
    expect(future.json().errors.date_of_birth).toEqual(["The date of birth cannot be in the future"]);
    const unreal = await register({ date_of_birth: "2001-02-30" });
    expect(unreal.json().errors.date_of_birth).toEqual(["Enter the date of birth as a real date"]);
    // The original client (record 013) sends none: registered, with no date of birth.
    const none = await register({});
    expect(none.statusCode).toBe(201);
    expect(none.json().user.date_of_birth).toBeNull();
  });

  it("a worker under 18 on the work's day cannot request a night work, with the reason in his language; by day he can", async () => {
    const minor = await t.createUser("boys", { dateOfBirth: SEVENTEEN });
    const night = await nightWork("20:00");
    const refused = await requestAs(minor, night.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("NIGHT_WORK_UNDER_18");
    expect(refused.json().message).toContain("under 18");
    const inMl = await requestAs(minor, night.id, "ml");
    expect(inMl.json().message).toContain("18 വയസ്സിൽ താഴെ");
    // The night is 19:00 to 06:00: 19:00 and 05:59 are in it, 18:59 and 06:00 are not.
    for (const time of ["19:00", "05:59", "00:30"])
      expect((await requestAs(minor, (await nightWork(time)).id)).json().code).toBe("NIGHT_WORK_UNDER_18");
    for (const time of ["18:59", "06:00", "10:00"])
      expect((await requestAs(minor, (await nightWork(time)).id)).statusCode).toBe(201);
    // Eighteen on the work's day itself: a night work is his to ask for.
    const adultThatDay = await t.createUser("boys", { dateOfBirth: EIGHTEEN_THAT_DAY });
    expect((await requestAs(adultThatDay, night.id)).statusCode).toBe(201);
  });

  it("with no date of birth on record a night work asks for it first; day works are open", async () => {
    const unknown = await t.createUser("boys", { dateOfBirth: null });
    const res = await requestAs(unknown, (await nightWork("21:00")).id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("NIGHT_WORK_NO_BIRTH_DATE");
    expect(res.json().message).toContain("date of birth");
    expect((await requestAs(unknown, (await nightWork("11:00")).id)).statusCode).toBe(201);
  });

  it("the admin cannot assign or accept a minor onto a night work; the message names him", async () => {
    const minor = await t.createUser("boys", { dateOfBirth: SEVENTEEN, userName: "Manu Minor" });
    const adult = await t.createUser("boys");
    const night = await nightWork("22:00");
    const assign = await t.request({
      method: "POST",
      url: "/api/admin_panel/assign/head-boy-captain/",
      as: admin,
      payload: { work_id: night.id, role_type: "boys", user_ids: [adult.id, minor.id] },
    });
    expect(assign.statusCode).toBe(409);
    expect(assign.json().code).toBe("NIGHT_WORK_UNDER_18_NAMED");
    expect(assign.json().message).toContain("Manu Minor");
    expect(assign.json().errors).toHaveProperty("user_ids");

    const unknown = await t.createUser("boys", { dateOfBirth: null, userName: "Nobody Knows" });
    const assignUnknown = await t.request({
      method: "POST",
      url: "/api/admin_panel/assign/head-boy-captain/",
      as: admin,
      payload: { work_id: night.id, role_type: "boys", user_ids: [unknown.id] },
    });
    expect(assignUnknown.json().code).toBe("NIGHT_WORK_NO_BIRTH_DATE_NAMED");
    expect(assignUnknown.json().message).toContain("Nobody Knows");

    // A request made before the rule (or before the work moved to the night) is not accepted either.
    const req = await requestWork(t, { workId: night.id, userId: minor.id });
    const acceptRes = await t.request({
      method: "PUT",
      url: `/api/admin_panel/work-request/${req.id}/status-update/`,
      as: admin,
      payload: { status: "accepted" },
    });
    expect(acceptRes.statusCode).toBe(409);
    expect(acceptRes.json().code).toBe("NIGHT_WORK_UNDER_18_NAMED");

    const byDay = await nightWork("09:00");
    const dayAssign = await t.request({
      method: "POST",
      url: "/api/admin_panel/assign/head-boy-captain/",
      as: admin,
      payload: { work_id: byDay.id, role_type: "boys", user_ids: [minor.id] },
    });
    expect(dayAssign.statusCode, dayAssign.body).toBeLessThan(300);
  });

  it("the suggested crew and the waitlist's offers leave out a minor; he cannot take a night place", async () => {
    const night = await nightWork("20:30", { noOfBoysNeeded: 1 });
    const onCrew = await t.createUser("boys");
    await accept(t, { workId: night.id, userId: onCrew.id });
    const minor = await t.createUser("boys", { dateOfBirth: SEVENTEEN });
    const adult = await t.createUser("boys");
    await requestWork(t, { workId: night.id, userId: minor.id }, { requestedAt: "2026-01-01T00:00:00Z" });
    await requestWork(t, { workId: night.id, userId: adult.id }, { requestedAt: "2026-01-01T00:05:00Z" });

    const suggested = await t.request({
      method: "GET",
      url: `/api/crews/works/${night.id}/suggested/`,
      as: admin,
    });
    expect(suggested.json().suggested.map((s: { user: number }) => s.user)).toEqual([adult.id]);

    const withdrew = await t.request({
      method: "POST",
      url: `/api/crews/works/${night.id}/withdraw/`,
      as: onCrew,
    });
    expect(withdrew.statusCode, withdrew.body).toBe(200);
    const offers = await t.db.select().from(placeOffers).where(eq(placeOffers.workId, night.id));
    expect(offers.map((o) => o.userId)).toEqual([adult.id]);

    // An offer that reached him anyway (made before the rule) is refused at "Take it".
    const [stray] = await t.db
      .insert(placeOffers)
      .values({ workId: night.id, userId: minor.id, expiresAt: "2030-03-10T00:00:00Z" })
      .returning();
    const take = await t.request({ method: "POST", url: `/api/crews/offers/${stray?.id}/take/`, as: minor });
    expect(take.statusCode).toBe(409);
    expect(take.json().code).toBe("NIGHT_WORK_UNDER_18");
  });

  it("a worker enters his date of birth once in his profile; only an admin changes a stored one", async () => {
    const worker = await t.createUser("boys", { dateOfBirth: null });
    const profile = (payload: Record<string, unknown>) =>
      t.request({ method: "PATCH", url: "/api/users/update/users-details/", as: worker, payload });
    const first = await profile({ date_of_birth: "1999-12-31" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().user.date_of_birth).toBe("1999-12-31");
    expect((await profile({ date_of_birth: "1999-12-31", place: "Ottapalam" })).statusCode).toBe(200);
    const change = await profile({ date_of_birth: "2012-01-01" });
    expect(change.statusCode).toBe(409);
    expect(change.json().code).toBe("DATE_OF_BIRTH_ON_RECORD");

    const byAdmin = await t.request({
      method: "PATCH",
      url: `/api/users/users/${worker.id}/admin-update/`,
      as: admin,
      payload: { date_of_birth: "2000-01-02" },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().user.date_of_birth).toBe("2000-01-02");
  });
});
