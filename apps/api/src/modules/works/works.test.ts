import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, works } from "../../db/schema.js";
import { todayInKolkata } from "../../lib/dates.js";
import { createWork, pastDate } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

let t: TestApp;
let admin: TestUser;
let captain: TestUser;
let boy: TestUser;

const validWork = (over: Record<string, unknown> = {}) => ({
  Auditorium_name: "Lakshmi Hall",
  Catering_company: "",
  customer_name: "Ravi",
  customer_mobile: "9876543210",
  address: "Main Road",
  place: "Cherpulassery",
  district: "palakkad",
  date: "2031-05-10",
  reporting_time: "10:30",
  work_type: "Break_Fast",
  no_of_boys_needed: 3,
  attendees: 150,
  payment_amount: "12500.50",
  location_url: "https://maps.example.com/x",
  remarks: "",
  about_work: "Breakfast for a wedding",
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  captain = await t.createUser("subadmin");
  boy = await t.createUser("boys");
});
afterAll(() => t.close());

async function create(over: Record<string, unknown> = {}) {
  const res = await t.request({
    method: "POST",
    url: "/api/admin_panel/catering-work/create/",
    payload: validWork(over),
    as: admin,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().work as { id: number; status: string; is_published: boolean };
}

describe(`admin works on ${TEST_ENGINE}`, () => {
  it("creates a work with normalized fields and an audit row", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/admin_panel/catering-work/create/",
      payload: validWork(),
      as: admin,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe("Work created successfully!");
    expect(body.work).toMatchObject({
      Auditorium_name: "Lakshmi Hall",
      Catering_company: "",
      // Stored as the key, answered as the original client spells it.
      work_type: "Break_Fast",
      payment_amount: "12500.50",
      status: "pending",
      is_published: false,
    });
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "work.create"), eq(auditLog.entityId, String(body.work.id))));
    expect(rows).toHaveLength(1);
  });

  it("validates the work form with field errors", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/admin_panel/catering-work/create/",
      payload: validWork({
        Auditorium_name: "",
        location_url: "not a url",
        payment_amount: "-1",
        date: "2031-02-30",
      }),
      as: admin,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe(false);
    expect(Object.keys(body.errors)).toEqual(
      expect.arrayContaining(["Auditorium_name", "location_url", "payment_amount", "date"]),
    );
    const missing = await t.request({
      method: "POST",
      url: "/api/admin_panel/catering-work/create/",
      payload: { Auditorium_name: "x" },
      as: admin,
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(["customer_name", "customer_mobile", "district", "date", "work_type"]),
    );
  });

  it("refuses writes from non-admins and lists for staff only", async () => {
    const asCaptain = await t.request({
      method: "POST",
      url: "/api/admin_panel/catering-work/create/",
      payload: validWork(),
      as: captain,
    });
    expect(asCaptain.statusCode).toBe(403);
    const anon = await t.request({ method: "GET", url: "/api/admin_panel/catering-works/?type=upcoming" });
    expect(anon.statusCode).toBe(401);
    const asBoy = await t.request({ method: "GET", url: "/api/admin_panel/catering-works/", as: boy });
    expect(asBoy.statusCode).toBe(403);
    const asCaptainList = await t.request({
      method: "GET",
      url: "/api/admin_panel/catering-works/",
      as: captain,
    });
    expect(asCaptainList.statusCode).toBe(200);
  });

  it("lists upcoming by date and time, past newest first, with counts, paging and search", async () => {
    const a = await create({ Auditorium_name: "Zeta Hall", date: "2032-01-02", reporting_time: "18:00" });
    const b = await create({ Auditorium_name: "Alpha Hall", date: "2032-01-02", reporting_time: "08:00" });
    // Past works come from before the past-date rule (Add Work refuses a past date).
    const c = await createWork(t, { auditoriumName: "Old Hall", date: "2020-01-01" });
    const d = await createWork(t, { auditoriumName: "Older Hall", date: "2019-01-01" });
    for (const w of [c, d]) {
      const r = await t.request({
        method: "PATCH",
        url: `/api/admin_panel/catering-work/${w.id}/update/`,
        payload: { status: "completed" },
        as: admin,
      });
      expect(r.statusCode).toBe(200);
    }
    const up = await t.request({
      method: "GET",
      url: "/api/admin_panel/catering-works/?type=upcoming",
      as: admin,
    });
    const upIds = (up.json() as { id: number }[]).map((w) => w.id);
    expect(upIds.indexOf(b.id)).toBeLessThan(upIds.indexOf(a.id));
    expect(upIds).not.toContain(c.id);
    const past = await t.request({
      method: "GET",
      url: "/api/admin_panel/catering-works/?type=past",
      as: admin,
    });
    expect((past.json() as { id: number }[]).map((w) => w.id)).toEqual([c.id, d.id]);
    const paged = await t.request({
      method: "GET",
      url: "/api/admin_panel/catering-works/?type=past&page=2&page_size=1",
      as: admin,
    });
    expect(paged.json()).toMatchObject({
      results: [{ id: d.id, assigned_count: 0, pending_requests: 0 }],
      pagination: { current_page: 2, total_pages: 2, total_items: 2, page_size: 1 },
    });
    const search = await t.request({
      method: "GET",
      url: "/api/admin_panel/catering-works/?type=upcoming&search=zeta",
      as: admin,
    });
    expect((search.json() as { id: number }[]).map((w) => w.id)).toEqual([a.id]);
    const counts = await t.request({
      method: "GET",
      url: "/api/admin_panel/catering-works/counts/",
      as: admin,
    });
    expect(counts.json().past).toBe(2);
    expect(counts.json().upcoming).toBe(upIds.length);
    const bad = await t.request({
      method: "GET",
      url: "/api/admin_panel/catering-works/?type=soon",
      as: admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("Add Work refuses a past date (400 on the date, nothing stored); today is fine", async () => {
    for (const date of [pastDate(21), pastDate(2)]) {
      const res = await t.request({
        method: "POST",
        url: "/api/admin_panel/catering-work/create/",
        payload: validWork({ date, Auditorium_name: "Past Hall" }),
        as: admin,
      });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().code).toBe("WORK_DATE_PAST");
      expect(res.json().errors.date).toEqual(["This date has already passed. Choose today or a later date."]);
    }
    const ml = await t.request({
      method: "POST",
      url: "/api/admin_panel/catering-work/create/",
      payload: validWork({ date: pastDate(21), Auditorium_name: "Past Hall" }),
      headers: { "accept-language": "ml" },
      as: admin,
    });
    expect(ml.json().errors.date[0]).toMatch(/തീയതി കഴിഞ്ഞുപോയി/);
    expect(await t.db.select().from(works).where(eq(works.auditoriumName, "Past Hall"))).toHaveLength(0);
    const today = await create({ date: todayInKolkata() });
    expect(today.id).toBeGreaterThan(0);
    // Entering history on purpose: a work that already took place, said so explicitly.
    const history = await create({
      date: pastDate(21),
      Auditorium_name: "History Hall",
      already_happened: true,
    });
    expect(history.id).toBeGreaterThan(0);
  });

  it("editing a past work keeps its date; an edit cannot move a work into the past", async () => {
    const past = await createWork(t, { date: pastDate(10) });
    const keep = await t.request({
      method: "PUT",
      url: `/api/admin_panel/catering-work/${past.id}/update/`,
      payload: validWork({ date: past.date, remarks: "Extra plates" }),
      as: admin,
    });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json().work).toMatchObject({ date: past.date, remarks: "Extra plates" });
    const earlier = await t.request({
      method: "PUT",
      url: `/api/admin_panel/catering-work/${past.id}/update/`,
      payload: validWork({ date: pastDate(12) }),
      as: admin,
    });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().code).toBe("WORK_DATE_PAST");
    const upcoming = await create();
    const intoPast = await t.request({
      method: "PUT",
      url: `/api/admin_panel/catering-work/${upcoming.id}/update/`,
      payload: validWork({ date: pastDate(3) }),
      as: admin,
    });
    expect(intoPast.statusCode).toBe(400);
    const [row] = await t.db.select().from(works).where(eq(works.id, upcoming.id));
    expect(row?.date).toBe("2031-05-10");
  });

  it("updates, publishes, completes; a completed work cannot be changed (409)", async () => {
    const w = await create();
    const put = await t.request({
      method: "PUT",
      url: `/api/admin_panel/catering-work/${w.id}/update/`,
      payload: validWork({ Auditorium_name: "Renamed Hall", attendees: 300 }),
      as: admin,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().work).toMatchObject({ Auditorium_name: "Renamed Hall", attendees: 300 });

    const pub = await t.request({
      method: "PATCH",
      url: `/api/admin_panel/catering-work/${w.id}/update/`,
      payload: { is_published: true },
      as: admin,
    });
    expect(pub.json()).toMatchObject({
      message: "Work published successfully! It's now visible to workers.",
      work: { is_published: true },
    });
    const unpub = await t.request({
      method: "PATCH",
      url: `/api/admin_panel/catering-work/${w.id}/update/`,
      payload: { is_published: false },
      as: admin,
    });
    expect(unpub.json().message).toBe("Work unpublished successfully! It's no longer visible to workers.");

    const empty = await t.request({
      method: "PATCH",
      url: `/api/admin_panel/catering-work/${w.id}/update/`,
      payload: {},
      as: admin,
    });
    expect(empty.statusCode).toBe(400);

    // Completion needs the work's date to have come (docs/decisions/029-money-and-work-rules.md).
    await t.db
      .update(works)
      .set({ date: pastDate(1) })
      .where(eq(works.id, w.id));
    const done = await t.request({
      method: "PATCH",
      url: `/api/admin_panel/catering-work/${w.id}/update/`,
      payload: { status: "completed" },
      as: admin,
    });
    expect(done.json()).toMatchObject({
      message: "Work marked as completed successfully!",
      work: { status: "completed" },
    });
    const [row] = await t.db.select().from(works).where(eq(works.id, w.id));
    expect(row?.completedAt).not.toBeNull();

    for (const [method, payload] of [
      ["PUT", validWork()],
      ["PATCH", { is_published: true }],
      ["PATCH", { status: "pending" }],
      ["DELETE", undefined],
    ] as const) {
      const res = await t.request({
        method,
        url: `/api/admin_panel/catering-work/${w.id}/update/`,
        payload,
        as: admin,
      });
      expect(res.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(409);
      expect(res.json().status).toBe(false);
    }
  });

  it("deletes an upcoming work; unknown ids answer 404", async () => {
    const w = await create();
    const del = await t.request({
      method: "DELETE",
      url: `/api/admin_panel/catering-work/${w.id}/update/`,
      as: admin,
    });
    expect(del.json()).toEqual({ status: true, message: "Work deleted successfully!" });
    expect(await t.db.select().from(works).where(eq(works.id, w.id))).toHaveLength(0);
    const again = await t.request({
      method: "DELETE",
      url: `/api/admin_panel/catering-work/${w.id}/update/`,
      as: admin,
    });
    expect(again.statusCode).toBe(404);
    const get = await t.request({ method: "GET", url: `/api/admin_panel/catering-work/${w.id}/`, as: admin });
    expect(get.statusCode).toBe(404);
    const badId = await t.request({ method: "GET", url: "/api/admin_panel/catering-work/abc/", as: admin });
    expect(badId.statusCode).toBe(400);
  });
});
