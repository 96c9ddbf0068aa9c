/**
 * The original API, call by call, as the original front end makes the calls
 * (docs/decisions/013-spec-client-contract.md): from
 * its own origin, `Content-Type: application/json` on every call (also a DELETE with no body),
 * only the base URL changed. Each test asserts what that client reads: field names, bare arrays
 * or wrapped objects, numbers where it does arithmetic, numeric keys it sends back.
 */
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { works } from "../db/schema.js";
import { todayInKolkata } from "../lib/dates.js";
import { createWork, futureDate } from "../test/factories.js";
import {
  createTestApp,
  multipart,
  PNG_BYTES,
  TEST_ENGINE,
  type TestApp,
  type TestUser,
} from "../test/helpers.js";

const ORIGIN = "https://spec-client.example";
const OTHER_ORIGIN = "https://elsewhere.example";

let t: TestApp;
let admin: TestUser;
let captain: TestUser;
let boy: TestUser;
let supervisor: TestUser;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The original client's fetch: JSON content type always, bearer token unless signed out. */
function call(
  method: Method,
  path: string,
  as: TestUser | null,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return t.request({
    method,
    url: `/api${path}`,
    as,
    headers: { origin: ORIGIN, "content-type": "application/json" },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

function ok(res: LightMyRequestResponse, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers["access-control-allow-origin"]).toBe(ORIGIN);
  return res.json();
}

const workBody = (date: string) => ({
  Auditorium_name: "Spec Hall",
  Catering_company: "Spec Caterers",
  customer_name: "Customer",
  customer_mobile: "9876543210",
  address: "Main road",
  place: "Ottapalam",
  district: "palakkad",
  date,
  reporting_time: "10:30",
  work_type: "lunch",
  no_of_boys_needed: 3,
  attendees: 200,
  payment_amount: "5000.00",
  location_url: "",
  remarks: "",
  about_work: "Serving",
  instructions: "",
});

/** State the calls hand on to each other, as the client keeps it. */
const s = {
  workId: 0,
  pastWorkId: 0,
  createdUserId: 0,
  requestId: 0,
  fareId: 0,
  boyRatingId: 0,
  boyWageId: 0,
  supervisorWageId: 0,
  assignedBoyUserId: 0,
};

beforeAll(async () => {
  t = await createTestApp({ corsOrigins: [ORIGIN], publicUrl: "https://api.example" });
  admin = await t.createUser("admin", { email: "spec-admin@example.com" });
  captain = await t.createUser("subadmin");
  boy = await t.createUser("boys");
  supervisor = await t.createUser("supervisor");
});
afterAll(() => t.close());

describe(`CORS for the original client on ${TEST_ENGINE}`, () => {
  it("answers a preflight from an allowed origin for every method, with Authorization and Content-Type", async () => {
    const res = await t.request({
      method: "OPTIONS",
      url: "/api/admin_panel/catering-work/1/update/",
      headers: {
        origin: ORIGIN,
        "access-control-request-method": "DELETE",
        "access-control-request-headers": "authorization,content-type",
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe(ORIGIN);
    const methods = String(res.headers["access-control-allow-methods"]);
    for (const m of ["GET", "POST", "PUT", "PATCH", "DELETE"]) expect(methods).toContain(m);
    const headers = String(res.headers["access-control-allow-headers"]).toLowerCase();
    expect(headers).toContain("authorization");
    expect(headers).toContain("content-type");
  });

  it("gives no Access-Control-Allow-Origin to an origin that is not listed", async () => {
    const pre = await t.request({
      method: "OPTIONS",
      url: "/api/users/signin/",
      headers: { origin: OTHER_ORIGIN, "access-control-request-method": "POST" },
    });
    expect(pre.headers["access-control-allow-origin"]).toBeUndefined();
    const get = await t.request({ method: "GET", url: "/api/health", headers: { origin: OTHER_ORIGIN } });
    expect(get.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("gives no cross-origin access at all with CORS_ORIGINS empty (the default)", async () => {
    const plain = await createTestApp();
    try {
      const pre = await plain.request({
        method: "OPTIONS",
        url: "/api/users/signin/",
        headers: { origin: ORIGIN, "access-control-request-method": "POST" },
      });
      expect(pre.headers["access-control-allow-origin"]).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe(`the original client's calls, admin (000) on ${TEST_ENGINE}`, () => {
  it("POST /admin_panel/login/ reads status, user, tokens, message", async () => {
    const body = ok(
      await call("POST", "/admin_panel/login/", null, {
        email: "spec-admin@example.com",
        password: admin.password,
      }),
    );
    expect(body.status).toBe(true);
    expect(typeof body.message).toBe("string");
    expect(body.user.id).toBe(admin.id);
    expect(typeof body.tokens.access).toBe("string");
    expect(typeof body.tokens.refresh).toBe("string");
  });

  it("GET /admin_panel/admin/stats/", async () => {
    const body = ok(await call("GET", "/admin_panel/admin/stats/", admin));
    expect(typeof body).toBe("object");
    expect(Array.isArray(body)).toBe(false);
  });

  it("POST /admin_panel/catering-work/create/ with the work body", async () => {
    const body = ok(
      await call("POST", "/admin_panel/catering-work/create/", admin, workBody(futureDate(10))),
      201,
    );
    s.workId = body.work?.id ?? body.id;
    expect(typeof s.workId).toBe("number");
  });

  it("GET /admin_panel/catering/upcoming/", async () => {
    const body = ok(await call("GET", "/admin_panel/catering/upcoming/", admin));
    const list = Array.isArray(body) ? body : body.works;
    expect(Array.isArray(list)).toBe(true);
  });

  it("GET /admin_panel/admin/users/ : all users, a bare array", async () => {
    const body = ok(await call("GET", "/admin_panel/admin/users/", admin));
    expect(Array.isArray(body)).toBe(true);
    expect(body.some((u: { id: number }) => u.id === boy.id)).toBe(true);
  });

  it("GET /admin_panel/admin/user/?page&page_size : results and pagination", async () => {
    const body = ok(await call("GET", "/admin_panel/admin/user/?page=1&page_size=15", admin));
    expect(Array.isArray(body.results)).toBe(true);
    expect(body.pagination).toMatchObject({ current_page: 1, page_size: 15 });
    expect(typeof body.pagination.total_pages).toBe("number");
    expect(typeof body.pagination.total_items).toBe("number");
  });

  it("POST /users/create-user/ (admin JSON) answers user with id", async () => {
    const body = ok(
      await call("POST", "/users/create-user/", admin, {
        user_name: "Spec Created",
        mobile_number: "9812345670",
        role: "boys",
        password: "secret123",
      }),
      201,
    );
    expect(typeof body.user.id).toBe("number");
    s.createdUserId = body.user.id;
  });

  it("GET /users/unapproved-users/ : users and count", async () => {
    await t.createUser("boys", { isApproved: false });
    const body = ok(await call("GET", "/users/unapproved-users/", admin));
    expect(Array.isArray(body.users)).toBe(true);
    expect(typeof body.count).toBe("number");
    expect(body.count).toBeGreaterThan(0);
  });

  it("PATCH /users/approve/{id}/ with is_approved true", async () => {
    const pending = await t.createUser("boys", { isApproved: false });
    const body = ok(await call("PATCH", `/users/approve/${pending.id}/`, admin, { is_approved: true }));
    expect(body.status).toBe(true);
  });

  it("GET /users/users/{id}/admin-update/ : the fields at the top level, license_image absolute", async () => {
    const body = ok(await call("GET", `/users/users/${s.createdUserId}/admin-update/`, admin));
    expect(body.id).toBe(s.createdUserId);
    expect(body.user_name).toBe("Spec Created");
    expect(body.mobile_number).toBe("9812345670");
    expect(body.user).toBeUndefined();
  });

  it("PATCH /users/users/{id}/admin-update/ with the extra profile fields and a data-URL image", async () => {
    const body = ok(
      await call("PATCH", `/users/users/${s.createdUserId}/admin-update/`, admin, {
        address: "House 1",
        district: "palakkad",
        place: "Shoranur",
        experienced: true,
        employment_type: "full_time",
        has_bike: true,
        has_license: true,
        license_image: `data:image/png;base64,${PNG_BYTES.toString("base64")}`,
      }),
    );
    expect(body.user.place).toBe("Shoranur");
    const detail = ok(await call("GET", `/users/users/${s.createdUserId}/admin-update/`, admin));
    expect(detail.license_image).toMatch(/^https:\/\/api\.example\/api\/media\/license\//);
    // The image is readable from the client's origin.
    const img = await t.request({
      method: "GET",
      url: detail.license_image.replace("https://api.example", ""),
      headers: { origin: ORIGIN },
    });
    expect(img.statusCode).toBe(200);
    expect(img.headers["access-control-allow-origin"]).toBe(ORIGIN);
    expect(img.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });

  it("GET /users/users/search/?search=text", async () => {
    const body = ok(await call("GET", "/users/users/search/?search=Spec%20Created", admin));
    const list = Array.isArray(body) ? body : body.results;
    expect(list.some((u: { id: number }) => u.id === s.createdUserId)).toBe(true);
  });

  it("GET /users/users/filter/?role&employment_type&has_bike", async () => {
    const body = ok(
      await call("GET", "/users/users/filter/?role=boys&employment_type=full_time&has_bike=true", admin),
    );
    const list = Array.isArray(body) ? body : body.results;
    expect(list.some((u: { id: number }) => u.id === s.createdUserId)).toBe(true);
  });

  it("GET /users/user-requests/ (the user-request screen's list, path of our choosing)", async () => {
    const body = ok(await call("GET", "/users/user-requests/", admin));
    expect(Array.isArray(body.users ?? body.results ?? body)).toBe(true);
  });

  it("DELETE /users/users/{id}/delete/ with an empty JSON body", async () => {
    const body = ok(await call("DELETE", `/users/users/${s.createdUserId}/delete/`, admin));
    expect(body.status).toBe(true);
  });

  it("GET /admin_panel/list-base-fares/", async () => {
    const body = ok(await call("GET", "/admin_panel/list-base-fares/", admin));
    const list = Array.isArray(body) ? body : body.fares;
    expect(Array.isArray(list)).toBe(true);
  });

  it("DELETE /admin_panel/basefare/{id}/delete/ with an empty JSON body", async () => {
    const list = ok(await call("GET", "/admin_panel/list-base-fares/", admin));
    const fares: { id: number; fare_type: string }[] = Array.isArray(list) ? list : list.fares;
    const loading = fares.find((f) => f.fare_type === "loading");
    if (loading) {
      const res = await call("DELETE", `/admin_panel/basefare/${loading.id}/delete/`, admin);
      expect([200, 204]).toContain(res.statusCode);
      expect(res.headers["access-control-allow-origin"]).toBe(ORIGIN);
    }
    const after = ok(await call("GET", "/admin_panel/list-base-fares/", admin));
    expect(JSON.stringify(after)).not.toContain('"fare_type":"loading"');
  });

  it("POST /admin_panel/base-fares/ with fare_type, amount", async () => {
    const res = await call("POST", "/admin_panel/base-fares/", admin, {
      fare_type: "loading",
      amount: "50.00",
    });
    const body = ok(res, res.statusCode === 201 ? 201 : 200);
    expect(JSON.stringify(body)).toContain('"fare_type":"loading"');
  });

  it("PUT /admin_panel/base-fares/update/{fare_type}/ with fare_type, amount", async () => {
    const body = ok(
      await call("PUT", "/admin_panel/base-fares/update/loading/", admin, {
        fare_type: "loading",
        amount: "60.00",
      }),
    );
    expect(JSON.stringify(body)).toContain("60");
  });

  it("GET /admin_panel/catering-works/?type=upcoming", async () => {
    const body = ok(await call("GET", "/admin_panel/catering-works/?type=upcoming", admin));
    const list = Array.isArray(body) ? body : body.works;
    expect(list.some((w: { id: number }) => w.id === s.workId)).toBe(true);
  });

  it("PUT /admin_panel/catering-work/{id}/update/ with the full work body", async () => {
    const body = ok(
      await call("PUT", `/admin_panel/catering-work/${s.workId}/update/`, admin, {
        ...workBody(futureDate(10)),
        attendees: 250,
      }),
    );
    expect(JSON.stringify(body)).toContain("250");
  });

  it("PATCH /admin_panel/catering-work/{id}/update/ with is_published", async () => {
    const body = ok(
      await call("PATCH", `/admin_panel/catering-work/${s.workId}/update/`, admin, { is_published: true }),
    );
    expect(body.status).toBe(true);
  });

  it("GET /admin_panel/catering/published/ (worker): a capped bare array with X-Total-Count", async () => {
    const res = await call("GET", "/admin_panel/catering/published/", boy);
    const body = ok(res);
    expect(Array.isArray(body)).toBe(true);
    expect(body.some((w: { id: number }) => w.id === s.workId)).toBe(true);
    expect(Number(res.headers["x-total-count"])).toBe(body.length);
  });

  it("POST /users/work-request/create/ with work", async () => {
    ok(await call("POST", "/users/work-request/create/", boy, { work: s.workId }), 201);
  });

  it("GET /admin_panel/work-join-requests/{workId}/", async () => {
    const body = ok(await call("GET", `/admin_panel/work-join-requests/${s.workId}/`, admin));
    const list = Array.isArray(body) ? body : body.requests;
    expect(list.length).toBe(1);
    s.requestId = list[0].id;
  });

  it("PUT /admin_panel/work-request/{id}/status-update/ with status and assigned", async () => {
    const body = ok(
      await call("PUT", `/admin_panel/work-request/${s.requestId}/status-update/`, admin, {
        status: "accepted",
        assigned: true,
      }),
    );
    expect(body.status).toBe(true);
  });

  it("POST /admin_panel/assign-supervisors/ with work and assignments", async () => {
    const body = ok(
      await call("POST", "/admin_panel/assign-supervisors/", admin, {
        work: s.workId,
        assignments: [{ user: supervisor.id }],
      }),
      201,
    );
    expect(body.status).toBe(true);
  });

  it("POST /admin_panel/assign/head-boy-captain/ reads work and boy", async () => {
    const body = ok(
      await call("POST", "/admin_panel/assign/head-boy-captain/", admin, {
        work_id: s.workId,
        role_type: "captain",
        user_ids: [captain.id],
      }),
      201,
    );
    expect(body.work).toBe(s.workId);
    expect(Array.isArray(body.boy)).toBe(true);
  });

  it("GET /admin_panel/assigned-users/{id}/ : a bare array with numeric user_id, user_code, is_rated, wage_id", async () => {
    const body = ok(await call("GET", `/admin_panel/assigned-users/${s.workId}/`, admin));
    expect(Array.isArray(body)).toBe(true);
    const item = body.find((u: { user_id: number }) => u.user_id === boy.id);
    expect(item).toMatchObject({
      user_id: boy.id,
      user_code: boy.row.userCode,
      type: "boys",
      is_rated: false,
      wage_id: null,
      is_waged: false,
    });
    for (const key of [
      "id",
      "user_name",
      "email",
      "mobile",
      "place",
      "role",
      "is_setting",
      "is_loading",
      "assigned_at",
    ]) {
      expect(item).toHaveProperty(key);
    }
    expect(typeof item.id).toBe("number");
    expect(body.map((u: { type: string }) => u.type).sort()).toEqual(["boys", "boys", "supervisor"]);
    expect(body.map((u: { role: string }) => u.role).sort()).toEqual(["boys", "subadmin", "supervisor"]);
    s.assignedBoyUserId = item.user_id;
  });

  it("GET /admin_panel/work/{id}/assigned-boys/", async () => {
    const body = ok(await call("GET", `/admin_panel/work/${s.workId}/assigned-boys/`, admin));
    expect(Array.isArray(body)).toBe(true);
  });

  it("PUT /admin_panel/assign-extra-work/{work_id}/{boy_id}/ with is_setting, is_loading", async () => {
    const body = ok(
      await call("PUT", `/admin_panel/assign-extra-work/${s.workId}/${s.assignedBoyUserId}/`, admin, {
        is_setting: true,
        is_loading: false,
      }),
    );
    expect(body.status).toBe(true);
  });

  it("DELETE /admin_panel/join-requests/delete/{user_id}/{work_id}/ with the numeric user_id it read, empty JSON body", async () => {
    const extra = await t.createUser("boys");
    ok(
      await call("POST", "/admin_panel/assign/head-boy-captain/", admin, {
        work_id: s.workId,
        role_type: "boys",
        user_ids: [extra.id],
      }),
      201,
    );
    const list = ok(await call("GET", `/admin_panel/assigned-users/${s.workId}/`, admin));
    const item = list.find((u: { user_code: string }) => u.user_code === extra.row.userCode);
    const body = ok(
      await call("DELETE", `/admin_panel/join-requests/delete/${item.user_id}/${s.workId}/`, admin),
    );
    expect(body.status).toBe(true);
  });

  it("DELETE /admin_panel/catering-work/{id}/update/ with an empty JSON body", async () => {
    const w = ok(
      await call("POST", "/admin_panel/catering-work/create/", admin, workBody(futureDate(12))),
      201,
    );
    const body = ok(await call("DELETE", `/admin_panel/catering-work/${w.work?.id ?? w.id}/update/`, admin));
    expect(body.status).toBe(true);
  });

  it("GET /admin_panel/work-profit-loss/", async () => {
    const body = ok(await call("GET", "/admin_panel/work-profit-loss/", admin));
    expect(typeof body).toBe("object");
  });

  it("GET /admin_panel/work/{id}/profit-loss/", async () => {
    const body = ok(await call("GET", `/admin_panel/work/${s.workId}/profit-loss/`, admin));
    expect(typeof body).toBe("object");
  });

  it("GET /admin_panel/work/{id}/payment-summary/", async () => {
    const body = ok(await call("GET", `/admin_panel/work/${s.workId}/payment-summary/`, admin));
    expect(typeof body).toBe("object");
  });
});

describe(`the original client's calls, registration and worker on ${TEST_ENGINE}`, () => {
  it("POST /users/create-user/ multipart registration reads tokens.access", async () => {
    const form = multipart(
      {
        user_name: "Spec Worker",
        mobile_number: "9823456701",
        role: "boys",
        password: "secret123",
        plain_password: "secret123",
        address: "House",
        district: "palakkad",
        place: "Pattambi",
        employment_type: "full_time",
        experienced: "false",
        has_bike: "false",
        has_license: "true",
      },
      { license_image: { name: "l.png", data: PNG_BYTES, type: "image/png" } },
    );
    const res = await t.request({
      method: "POST",
      url: "/api/users/create-user/",
      payload: form.payload,
      headers: { ...form.headers, origin: ORIGIN },
    });
    const body = ok(res, 201);
    expect(typeof body.tokens.access).toBe("string");
  });

  it("POST /users/signin/ with identifier, password reads tokens.access, user, message", async () => {
    const body = ok(
      await call("POST", "/users/signin/", null, {
        identifier: boy.row.mobileNumber,
        password: boy.password,
      }),
    );
    expect(typeof body.tokens.access).toBe("string");
    expect(body.user.id).toBe(boy.id);
    expect(typeof body.message).toBe("string");
  });

  it("GET /users/users/me/ : profile with user", async () => {
    const body = ok(await call("GET", "/users/users/me/", boy));
    expect(body.user.id).toBe(boy.id);
  });

  it("PATCH /users/update/users-details/ multipart profile with a license image", async () => {
    const form = multipart(
      {
        user_id: boy.row.userCode,
        address: "New house",
        district: "palakkad",
        place: "Kongad",
        experienced: "true",
        employment_type: "full_time",
        has_bike: "true",
        has_license: "true",
      },
      { license_image: { name: "l.png", data: PNG_BYTES, type: "image/png" } },
    );
    const res = await t.request({
      method: "PATCH",
      url: "/api/users/update/users-details/",
      as: boy,
      payload: form.payload,
      headers: { ...form.headers, origin: ORIGIN },
    });
    const body = ok(res);
    expect(body.user.license_image).toMatch(/^https:\/\/api\.example\/api\/media\//);
  });

  it("GET /admin_panel/published-work/{id} : total_earning a number, ratings an array", async () => {
    const body = ok(await call("GET", `/admin_panel/published-work/${s.workId}`, boy));
    expect(body.total_earning).toBe(0);
    expect(body.ratings).toEqual([]);
  });

  it("GET /users/work-request/list/", async () => {
    const body = ok(await call("GET", "/users/work-request/list/", boy));
    const list = Array.isArray(body) ? body : body.results;
    expect(list.length).toBeGreaterThan(0);
  });

  it("GET /users/dashboard/stats/user/", async () => {
    const body = ok(await call("GET", "/users/dashboard/stats/user/", boy));
    expect(typeof body).toBe("object");
  });

  it("GET /users/my-average-rating/ reads average_rating and total_ratings", async () => {
    const body = ok(await call("GET", "/users/my-average-rating/", boy));
    expect(body).toHaveProperty("average_rating");
    expect(typeof body.total_ratings).toBe("number");
  });
});

describe(`the original client's calls, sub-admin (001) on ${TEST_ENGINE}`, () => {
  // The captain's calls come on the work's day: ratings, wages and absences open only then.
  beforeAll(async () => {
    await t.db.update(works).set({ date: todayInKolkata() }).where(eq(works.id, s.workId));
  });

  it("POST /users/signin/ as a captain reads tokens, user, message", async () => {
    const body = ok(
      await call("POST", "/users/signin/", null, {
        identifier: captain.row.mobileNumber,
        password: captain.password,
      }),
    );
    expect(body.user.role).toBe("subadmin");
    expect(typeof body.tokens.access).toBe("string");
  });

  it("POST /sub_admin/create/user/ with user fields plus password", async () => {
    const body = ok(
      await call("POST", "/sub_admin/create/user/", captain, {
        user_name: "Captain Made",
        mobile_number: "9834567012",
        role: "boys",
        password: "secret123",
        district: "palakkad",
        place: "Mannarkkad",
      }),
      201,
    );
    expect(typeof body.user.id).toBe("number");
  });

  it("GET /sub_admin/sub-admin/users/ : a bare array it can filter, capped with X-Total-Count", async () => {
    const res = await call("GET", "/sub_admin/sub-admin/users/", captain);
    const body = ok(res);
    expect(Array.isArray(body)).toBe(true);
    expect(body.filter((u: { role: string }) => u.role === "boys").length).toBeGreaterThan(0);
    expect(Number(res.headers["x-total-count"])).toBe(body.length);
    expect(res.headers.link).toBeUndefined();
  });

  it("PUT /sub_admin/users/{id}/sub-admin-update/ with user fields", async () => {
    const body = ok(
      await call("PUT", `/sub_admin/users/${boy.id}/sub-admin-update/`, captain, {
        user_name: boy.row.userName,
        mobile_number: boy.row.mobileNumber,
        role: "boys",
        place: "Alathur",
        district: "palakkad",
      }),
    );
    expect(body.user.place).toBe("Alathur");
  });

  it("GET /admin_panel/catering-works/?type=upcoming as a captain", async () => {
    const body = ok(await call("GET", "/admin_panel/catering-works/?type=upcoming", captain));
    expect(JSON.stringify(body)).toContain(`"id":${s.workId}`);
  });

  it("POST /sub_admin/rate-boy/ with the numeric user it read from assigned-users", async () => {
    const body = ok(
      await call("POST", "/sub_admin/rate-boy/", captain, {
        user: s.assignedBoyUserId,
        work: s.workId,
        pant: true,
        shoe: true,
        timing: true,
        neatness: false,
        performance: true,
        comment: "Good",
        arrival_time: "10:15",
        attendence: 1,
      }),
      201,
    );
    s.boyRatingId = body.rating.id;
    const list = ok(await call("GET", `/admin_panel/assigned-users/${s.workId}/`, captain));
    const item = list.find((u: { user_id: number }) => u.user_id === s.assignedBoyUserId);
    expect(item.is_rated).toBe(s.boyRatingId);
  });

  it("GET /sub_admin/boy-ratings/{id}/ : the rating at the top level (id from is_rated)", async () => {
    const body = ok(await call("GET", `/sub_admin/boy-ratings/${s.boyRatingId}/`, captain));
    expect(body).toMatchObject({
      id: s.boyRatingId,
      user: s.assignedBoyUserId,
      work: s.workId,
      neatness: false,
    });
    expect(body.rating).toBeUndefined();
  });

  it("PATCH /sub_admin/boy-ratings/{ratingId}/ with rating fields", async () => {
    const body = ok(
      await call("PATCH", `/sub_admin/boy-ratings/${s.boyRatingId}/`, captain, { neatness: true }),
    );
    expect(body.rating.neatness).toBe(true);
  });

  it("PATCH /sub_admin/boy-wage/edit/ with the numeric user, then wage_id in assigned-users", async () => {
    const body = ok(
      await call("PATCH", "/sub_admin/boy-wage/edit/", captain, {
        user: s.assignedBoyUserId,
        work: s.workId,
        travel_allowance: "40",
        over_time: "0",
        long_fare: "0",
        bonus: "10",
        payment_status: "not_paid",
      }),
    );
    s.boyWageId = body.wage.id;
    const list = ok(await call("GET", `/admin_panel/assigned-users/${s.workId}/`, captain));
    const item = list.find((u: { user_id: number }) => u.user_id === s.assignedBoyUserId);
    expect(item.wage_id).toBe(s.boyWageId);
    expect(item.is_waged).toBe(true);
  });

  it("POST /sub_admin/extra-expenses/ with catering_work, expense_type, amount, description", async () => {
    const body = ok(
      await call("POST", "/sub_admin/extra-expenses/", captain, {
        catering_work: s.workId,
        expense_type: "Transport",
        amount: "120.50",
        description: "Van",
      }),
      201,
    );
    expect(body.status).toBe(true);
  });

  it("GET /sub_admin/boy-wage/{id}/ : the wage at the top level (id from wage_id)", async () => {
    const body = ok(await call("GET", `/sub_admin/boy-wage/${s.boyWageId}/`, captain));
    expect(body).toMatchObject({ id: s.boyWageId, user: s.assignedBoyUserId, work: s.workId });
    expect(body.wage).toBeUndefined();
  });

  it("POST /sub_admin/submit-subadmin-wage/ with the supervisor's numeric user", async () => {
    const list = ok(await call("GET", `/admin_panel/assigned-users/${s.workId}/`, captain));
    const sup = list.find((u: { type: string }) => u.type === "supervisor");
    ok(
      await call("POST", "/sub_admin/rate-boy/", captain, {
        user: sup.user_id,
        work: s.workId,
        pant: true,
        shoe: true,
        timing: true,
        neatness: true,
        performance: true,
        attendence: 1,
      }),
      201,
    );
    const body = ok(
      await call("POST", "/sub_admin/submit-subadmin-wage/", captain, {
        user: sup.user_id,
        work: s.workId,
        travel_allowance: "30",
        bonus: "0",
      }),
      201,
    );
    s.supervisorWageId = body.wage.id;
  });

  it("PATCH /sub_admin/subadmin-wage/edit/ with wage_id plus wage fields", async () => {
    const body = ok(
      await call("PATCH", "/sub_admin/subadmin-wage/edit/", captain, {
        wage_id: s.supervisorWageId,
        bonus: "25",
      }),
    );
    expect(body.wage.id).toBe(s.supervisorWageId);
  });

  it("GET /sub_admin/subadmin-wage/{id}/ : the wage at the top level", async () => {
    const body = ok(await call("GET", `/sub_admin/subadmin-wage/${s.supervisorWageId}/`, captain));
    expect(body.id).toBe(s.supervisorWageId);
    expect(body.wage).toBeUndefined();
  });

  it("GET /sub_admin/wages/total-paid/boys/{workId}/", async () => {
    const body = ok(await call("GET", `/sub_admin/wages/total-paid/boys/${s.workId}/`, captain));
    expect(body).toHaveProperty("total_paid_wages");
  });

  it("GET /admin_panel/boy-rating/{userId}/{workId}/ with the numeric user id", async () => {
    const body = ok(
      await call("GET", `/admin_panel/boy-rating/${s.assignedBoyUserId}/${s.workId}/`, captain),
    );
    expect(JSON.stringify(body)).toContain(`"id":${s.boyRatingId}`);
  });

  it("GET /admin_panel/daily-wage/{userId}/{workId}/ with the numeric user id", async () => {
    const body = ok(
      await call("GET", `/admin_panel/daily-wage/${s.assignedBoyUserId}/${s.workId}/`, captain),
    );
    expect(JSON.stringify(body)).toContain(`"id":${s.boyWageId}`);
  });

  it("GET /admin_panel/published-work/{id} after a wage: total_earning a number it can toFixed, ratings an array", async () => {
    const body = ok(await call("GET", `/admin_panel/published-work/${s.workId}`, boy));
    expect(typeof body.total_earning).toBe("number");
    expect(body.total_earning.toFixed(2)).toMatch(/^\d+\.\d{2}$/);
    expect(body.total_earning).toBeGreaterThan(0);
    expect(Array.isArray(body.ratings)).toBe(true);
    expect(body.ratings[0].id).toBe(s.boyRatingId);
  });

  it("GET /admin_panel/catering/upcoming/ as a captain; no token answers 'Not authenticated'-style 401", async () => {
    ok(await call("GET", "/admin_panel/catering/upcoming/", captain));
    const res = await call("GET", "/admin_panel/catering/upcoming/", null);
    expect(res.statusCode).toBe(401);
    expect(res.headers["access-control-allow-origin"]).toBe(ORIGIN);
  });

  it("GET /admin_panel/admin/stats/ as a captain", async () => {
    ok(await call("GET", "/admin_panel/admin/stats/", captain));
  });

  it("PATCH /sub_admin/catering-work/{workId}/update/ with status completed", async () => {
    const w = await createWork(t, { date: "2020-01-05", isPublished: true, paymentAmount: "1000.00" });
    const body = ok(
      await call("PATCH", `/sub_admin/catering-work/${w.id}/update/`, captain, { status: "completed" }),
    );
    expect(body.work.status).toBe("completed");
  });
});

describe(`bounded lists (docs/decisions/013-spec-client-contract.md) on ${TEST_ENGINE}`, () => {
  it("caps the sub-admin users list: page_size rows, X-Total-Count, Link rel=next, ?page= gives the rest", async () => {
    const first = await call("GET", "/sub_admin/sub-admin/users/?page_size=2", captain);
    const rows = ok(first);
    const total = Number(first.headers["x-total-count"]);
    expect(rows).toHaveLength(2);
    expect(total).toBeGreaterThan(2);
    const link = String(first.headers.link);
    expect(link).toMatch(
      /^<https:\/\/api\.example\/api\/sub_admin\/sub-admin\/users\/\?page=2&page_size=2>; rel="next"$/,
    );
    const seen = new Set<number>(rows.map((u: { id: number }) => u.id));
    let next: string | undefined = link.slice(1, link.indexOf(">")).replace("https://api.example/api", "");
    while (next) {
      const res = await call("GET", next, captain);
      for (const u of ok(res)) seen.add(u.id);
      const l = res.headers.link;
      next = l
        ? String(l).slice(1, String(l).indexOf(">")).replace("https://api.example/api", "")
        : undefined;
    }
    expect(seen.size).toBe(total);
    const over = await call("GET", "/sub_admin/sub-admin/users/?page_size=501", captain);
    expect(over.statusCode).toBe(400);
  });

  it("caps the worker's published works the same way", async () => {
    for (let i = 0; i < 3; i += 1) await createWork(t, { date: futureDate(20 + i), isPublished: true });
    const res = await call("GET", "/admin_panel/catering/published/?page_size=1", boy);
    expect(ok(res)).toHaveLength(1);
    expect(Number(res.headers["x-total-count"])).toBeGreaterThan(1);
    expect(String(res.headers.link)).toContain('page=2&page_size=1>; rel="next"');
  });

  it("caps the plain works list of catering-works/ (X-Total-Count; ?page= gives the paged form)", async () => {
    const res = await call("GET", "/admin_panel/catering-works/?type=upcoming", captain);
    const body = ok(res);
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeLessThanOrEqual(500);
    expect(Number(res.headers["x-total-count"])).toBe(body.length);
  });
});
