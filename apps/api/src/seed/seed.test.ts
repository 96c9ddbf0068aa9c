import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ENGINE, type TestApp } from "../test/helpers.js";
import { ensureNamedAdmin } from "./seed.js";

let t: TestApp;
const quiet = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  // The app's first start already made an admin (admin@localhost, generated password).
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`demo seed and ADMIN_EMAIL / ADMIN_PASSWORD on ${TEST_ENGINE}`, () => {
  it("adds the named admin when another admin exists, once, and that admin can sign in", async () => {
    const opts = { adminEmail: "Owner@Example.com", adminPassword: "a long password" };
    const login = () =>
      t.request({
        method: "POST",
        url: "/api/admin_panel/login/",
        payload: { email: "owner@example.com", password: "a long password" },
      });
    expect((await login()).statusCode).toBe(401);
    expect(await ensureNamedAdmin(t.db, opts, quiet)).toBe("created");
    expect(await ensureNamedAdmin(t.db, opts, quiet)).toBe("exists");
    const res = await login();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.role).toBe("admin");
  });

  it("does nothing without both settings, and never turns a worker's e-mail into an admin", async () => {
    expect(await ensureNamedAdmin(t.db, { adminEmail: "x@example.com" }, quiet)).toBe("not_set");
    expect(await ensureNamedAdmin(t.db, { adminPassword: "secret123" }, quiet)).toBe("not_set");
    const worker = await t.createUser("boys", { email: "worker@example.com" });
    const result = await ensureNamedAdmin(
      t.db,
      { adminEmail: "worker@example.com", adminPassword: "secret123" },
      quiet,
    );
    expect(result).toBe("taken");
    const me = await t.request({ method: "GET", url: "/api/users/users/me/", as: worker });
    expect(me.json().role ?? me.json().user?.role).toBe("boys");
  });
});
