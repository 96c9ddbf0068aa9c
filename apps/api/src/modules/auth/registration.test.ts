import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../../db/schema.js";
import {
  createTestApp,
  JPEG_BYTES,
  multipart,
  PNG_BYTES,
  TEST_ENGINE,
  type TestApp,
} from "../../test/helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
function form(overrides: Record<string, string> = {}) {
  seq += 1;
  return {
    user_name: "Arjun Nair",
    mobile_number: `98470${String(10000 + seq).slice(-5)}`,
    role: "boys",
    password: "secret123",
    plain_password: "secret123",
    address: "Near Bus Stand, Cherpulassery",
    district: "palakkad",
    place: "Cherpulassery",
    employment_type: "part_time",
    experienced: "true",
    has_bike: "false",
    has_license: "false",
    ...overrides,
  };
}

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n ?? 0;

async function register(fields: Record<string, string>, files = {}) {
  const body = multipart(fields, files);
  return t.request({
    method: "POST",
    url: "/api/users/create-user/",
    payload: body.payload,
    headers: body.headers,
  });
}

describe(`registration on ${TEST_ENGINE}`, () => {
  it("registers an unapproved worker with a UserID, and an audit row", async () => {
    const res = await register(form({ is_approved: "true" }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.user.is_approved).toBe(false);
    expect(body.user.user_id).toMatch(/^CK\d{5}$/);
    expect(body.user.experienced).toBe(true);
    expect(body.tokens.access).toBeTruthy();
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(body.user.id)));
    expect(rows.map((r) => r.action)).toContain("user.register");
  });

  it("stores a PNG or JPEG license image and serves it only through its signed URL", async () => {
    const res = await register(form({ has_license: "true" }), {
      license_image: { name: "l.png", data: PNG_BYTES, type: "image/png" },
    });
    expect(res.statusCode).toBe(201);
    // An absolute link (PUBLIC_URL, else the request's own origin: docs/decisions/013).
    const link = new URL(res.json().user.license_image as string);
    expect(link.origin).toBe(`http://localhost:${t.config.port}`);
    const url = `${link.pathname}${link.search}`;
    expect(url).toMatch(/^\/api\/media\/license\/\d+\/\?exp=\d+&sig=/);
    const img = await t.request({ method: "GET", url });
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toBe("image/png");
    const forged = await t.request({
      method: "GET",
      url: url.replace(/sig=.*/, "sig=AAAAAAAAAAAAAAAAAAAAAAAA"),
    });
    expect(forged.statusCode).toBe(403);
    const jpeg = await register(form({ has_license: "true" }), {
      license_image: { name: "l.jpg", data: JPEG_BYTES },
    });
    expect(jpeg.statusCode).toBe(201);
  });

  it("refuses an admin role, a mismatched confirmation and missing fields, writing nothing", async () => {
    const before = await userCount();
    const admin = await register(form({ role: "admin" }));
    expect(admin.statusCode).toBe(400);
    expect(admin.json().errors.role).toBeDefined();
    const mismatch = await register(form({ plain_password: "other123" }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.plain_password).toEqual(["Passwords do not match!"]);
    const empty = await register({});
    expect(empty.statusCode).toBe(400);
    const errors = empty.json().errors;
    for (const field of [
      "user_name",
      "mobile_number",
      "role",
      "password",
      "address",
      "district",
      "place",
      "employment_type",
    ]) {
      expect(errors[field], field).toBeDefined();
    }
    const shortPw = await register(form({ password: "abc", plain_password: "abc" }));
    expect(shortPw.json().errors.password).toEqual(["Password must be at least 6 characters"]);
    const badMobile = await register(form({ mobile_number: "12345" }));
    expect(badMobile.json().errors.mobile_number).toEqual(["Mobile number must be 10 digits"]);
    expect(await userCount()).toBe(before);
  });

  it("answers a duplicate mobile number with 400 and a field error", async () => {
    const fields = form();
    expect((await register(fields)).statusCode).toBe(201);
    const again = await register({ ...fields, user_name: "Someone Else" });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.mobile_number).toEqual(["A user with this mobile number already exists."]);
  });

  it("makes exactly one user out of 10 parallel registrations with the same mobile", async () => {
    const fields = form();
    const results = await Promise.all(Array.from({ length: 10 }, () => register(fields)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(9);
    const rows = await t.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.mobileNumber, fields.mobile_number));
    expect(rows[0]?.n).toBe(1);
  });

  it("refuses an .exe renamed .png (415), a 6 MB image (413), 10 MB fields and SQL fragments", async () => {
    const before = await userCount();
    const exe = await register(form({ has_license: "true" }), {
      license_image: {
        name: "photo.png",
        data: Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(100)]),
        type: "image/png",
      },
    });
    expect(exe.statusCode).toBe(415);
    const big = await register(form({ has_license: "true" }), {
      license_image: {
        name: "big.png",
        data: Buffer.concat([PNG_BYTES, Buffer.alloc(6 * 1024 * 1024)]),
        type: "image/png",
      },
    });
    expect(big.statusCode).toBe(413);
    const huge = await register(form({ user_name: "x".repeat(10 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    const hugeJson = await t.request({
      method: "POST",
      url: "/api/users/create-user/",
      payload: { ...form(), user_name: "x".repeat(10 * 1024 * 1024) },
    });
    expect(hugeJson.statusCode).toBe(413);
    const sql = await register(form({ user_name: "'); drop table users; --", place: "' OR '1'='1" }));
    expect(sql.statusCode).toBe(201);
    expect(sql.json().user.user_name).toBe("'); drop table users; --");
    expect(await userCount()).toBe(before + 1);
  });

  it("lets an admin create an approved user of any role with JSON; other roles get 403", async () => {
    const admin = await t.createUser("admin");
    const res = await t.request({
      method: "POST",
      url: "/api/users/create-user/",
      as: admin,
      payload: {
        user_name: "Captain Ravi",
        mobile_number: "9895012345",
        role: "subadmin",
        password: "secret123",
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.is_approved).toBe(true);
    const boy = await t.createUser("boys");
    const denied = await t.request({
      method: "POST",
      url: "/api/users/create-user/",
      as: boy,
      payload: { user_name: "X", mobile_number: "9895012399", role: "admin", password: "secret123" },
    });
    expect(denied.statusCode).toBe(403);
  });

  it("me answers the signed-in user", async () => {
    const u = await t.createUser("supervisor");
    const me = await t.request({ method: "GET", url: "/api/users/users/me/", as: u });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(u.id);
  });
});
