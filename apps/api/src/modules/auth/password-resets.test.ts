import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetRequests } from "../../db/schema.js";
import { createTestApp, TEST_ENGINE, type TestApp } from "../../test/helpers.js";
import { normalizeIdentifier } from "./password-resets.service.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registrationRateLimit: 1000 });
});
afterAll(() => t.close());

const ask = (identifier: string) =>
  t.request({ method: "POST", url: "/api/users/password-reset-requests/", payload: { identifier } });

describe("normalizeIdentifier", () => {
  it("reads a mobile number, an e-mail and a UserID as the sign-in does", () => {
    expect(normalizeIdentifier(" +91 98470-12345 ")).toBe("9847012345");
    expect(normalizeIdentifier("919847012345")).toBe("9847012345");
    expect(normalizeIdentifier("9198765432")).toBe("9198765432");
    expect(normalizeIdentifier("Raju@Example.COM")).toBe("raju@example.com");
    expect(normalizeIdentifier("ck00042")).toBe("CK00042");
  });
});

describe(`"Forgot password?" requests on ${TEST_ENGINE}`, () => {
  it("answers the same whether or not an account matches", async () => {
    const worker = await t.createUser("boys");
    const known = await ask(`+91 ${worker.row.mobileNumber}`);
    const unknown = await ask("9000000001");
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.body).toBe(known.body);
    const rows = await t.db.select().from(passwordResetRequests);
    expect(rows.map((r) => [r.identifier, r.userId])).toEqual(
      expect.arrayContaining([
        [worker.row.mobileNumber, worker.id],
        ["9000000001", null],
      ]),
    );
  });

  it("keeps one pending request per identifier", async () => {
    await ask("9000000002");
    const again = await ask("9000000002");
    expect(again.statusCode).toBe(202);
    const rows = await t.db
      .select()
      .from(passwordResetRequests)
      .where(eq(passwordResetRequests.identifier, "9000000002"));
    expect(rows).toHaveLength(1);
  });

  it("refuses an empty identifier", async () => {
    const res = await ask("  ");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.identifier).toBeDefined();
  });

  it("lets the admin set a new password, ending the old one and closing the account's requests", async () => {
    const admin = await t.createUser("admin");
    const worker = await t.createUser("head_boy");
    await ask(worker.row.mobileNumber ?? "");
    await ask(worker.row.userCode.toLowerCase());
    const list = await t.request({
      method: "GET",
      url: "/api/admin_panel/password-reset-requests/",
      as: admin,
    });
    expect(list.statusCode).toBe(200);
    const mine = list.json().results.filter((r: { user: { id: number } | null }) => r.user?.id === worker.id);
    expect(mine).toHaveLength(2);
    expect(mine[0].user).toMatchObject({ user_id: worker.row.userCode, role: "head_boy" });

    const resolved = await t.request({
      method: "POST",
      url: `/api/admin_panel/password-reset-requests/${mine[0].id}/resolve/`,
      as: admin,
    });
    expect(resolved.statusCode).toBe(200);
    const { password } = resolved.json();
    expect(password).toMatch(/^[A-Za-z0-9]{10}$/);

    const oldLogin = await t.request({
      method: "POST",
      url: "/api/users/signin/",
      payload: { identifier: worker.row.mobileNumber, password: worker.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.request({
      method: "POST",
      url: "/api/users/signin/",
      payload: { identifier: worker.row.mobileNumber, password },
    });
    expect(newLogin.statusCode).toBe(200);
    // The old token ended with the reset.
    expect((await t.request({ method: "GET", url: "/api/users/users/me/", as: worker })).statusCode).toBe(
      401,
    );

    const done = await t.request({
      method: "GET",
      url: "/api/admin_panel/password-reset-requests/?status=done",
      as: admin,
    });
    expect(
      done.json().results.filter((r: { user: { id: number } | null }) => r.user?.id === worker.id),
    ).toHaveLength(2);
    const again = await t.request({
      method: "POST",
      url: `/api/admin_panel/password-reset-requests/${mine[1].id}/resolve/`,
      as: admin,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("RESET_REQUEST_CLOSED");
  });

  it("refuses to resolve a request naming no account, and dismisses it", async () => {
    const admin = await t.createUser("admin");
    await ask("nobody@example.com");
    const [row] = await t.db
      .select()
      .from(passwordResetRequests)
      .where(eq(passwordResetRequests.identifier, "nobody@example.com"));
    if (!row) throw new Error("request missing");
    const resolve = await t.request({
      method: "POST",
      url: `/api/admin_panel/password-reset-requests/${row.id}/resolve/`,
      as: admin,
    });
    expect(resolve.statusCode).toBe(409);
    expect(resolve.json().code).toBe("RESET_REQUEST_NO_ACCOUNT");
    const dismiss = await t.request({
      method: "POST",
      url: `/api/admin_panel/password-reset-requests/${row.id}/dismiss/`,
      as: admin,
    });
    expect(dismiss.statusCode).toBe(200);
    const missing = await t.request({
      method: "POST",
      url: "/api/admin_panel/password-reset-requests/999999/dismiss/",
      as: admin,
    });
    expect(missing.statusCode).toBe(404);
    // A closed request no longer blocks a new one for the same identifier.
    await ask("nobody@example.com");
    const rows = await t.db
      .select()
      .from(passwordResetRequests)
      .where(eq(passwordResetRequests.identifier, "nobody@example.com"));
    expect(rows.map((r) => r.status).sort()).toEqual(["dismissed", "pending"]);
  });

  it("is admin-only on the admin side", async () => {
    const captain = await t.createUser("subadmin");
    const res = await t.request({
      method: "GET",
      url: "/api/admin_panel/password-reset-requests/",
      as: captain,
    });
    expect(res.statusCode).toBe(403);
  });
});
