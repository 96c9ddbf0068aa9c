import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCounters, passwordResetRequests } from "../../db/schema.js";
import { createTestApp, TEST_ENGINE, type TestApp } from "../../test/helpers.js";
import {
  normalizeIdentifier,
  RESET_REQUESTS_PER_DAY,
  RESET_REQUESTS_PER_IDENTIFIER_PER_DAY,
} from "./password-resets.service.js";

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
    // Only the request naming an account is stored; the other is counted.
    const rows = await t.db.select().from(passwordResetRequests);
    expect(rows.map((r) => [r.identifier, r.userId])).toContainEqual([worker.row.mobileNumber, worker.id]);
    expect(rows.map((r) => r.identifier)).not.toContain("9000000001");
  });

  it("keeps one pending request per identifier", async () => {
    const worker = await t.createUser("boys");
    await ask(worker.row.mobileNumber ?? "");
    const again = await ask(worker.row.mobileNumber ?? "");
    expect(again.statusCode).toBe(202);
    const rows = await t.db
      .select()
      .from(passwordResetRequests)
      .where(eq(passwordResetRequests.identifier, worker.row.mobileNumber ?? ""));
    expect(rows).toHaveLength(1);
  });

  it("cannot be flooded: made-up names are counted, not stored; stored requests are capped a day", async () => {
    const before = (await t.db.select().from(passwordResetRequests)).length;
    for (let i = 0; i < 30; i++) expect((await ask(`made-up-${i}@example.com`)).statusCode).toBe(202);
    expect((await t.db.select().from(passwordResetRequests)).length).toBe(before);
    const [unknown] = await t.db.select().from(loginCounters).where(eq(loginCounters.key, "reset:unknown"));
    expect(unknown?.attempts).toBeGreaterThanOrEqual(30);

    // One account asking again and again (the admin closing each): at most the daily cap is stored.
    const admin = await t.createUser("admin");
    const worker = await t.createUser("boys");
    const mobile = worker.row.mobileNumber ?? "";
    for (let i = 0; i < RESET_REQUESTS_PER_IDENTIFIER_PER_DAY + 3; i++) {
      expect((await ask(mobile)).statusCode).toBe(202);
      const [pending] = await t.db
        .select()
        .from(passwordResetRequests)
        .where(
          and(eq(passwordResetRequests.identifier, mobile), eq(passwordResetRequests.status, "pending")),
        );
      if (pending) {
        await t.request({
          method: "POST",
          url: `/api/admin_panel/password-reset-requests/${pending.id}/dismiss/`,
          as: admin,
        });
      }
    }
    const stored = await t.db
      .select()
      .from(passwordResetRequests)
      .where(eq(passwordResetRequests.identifier, mobile));
    expect(stored).toHaveLength(RESET_REQUESTS_PER_IDENTIFIER_PER_DAY);

    // And in all: once the day's total is reached, nothing more is stored.
    await t.db
      .update(loginCounters)
      .set({ attempts: RESET_REQUESTS_PER_DAY })
      .where(eq(loginCounters.key, "reset:all"));
    const late = await t.createUser("boys");
    expect((await ask(late.row.mobileNumber ?? "")).statusCode).toBe(202);
    const lateRows = await t.db
      .select()
      .from(passwordResetRequests)
      .where(eq(passwordResetRequests.userId, late.id));
    expect(lateRows).toHaveLength(0);
    await t.db.delete(loginCounters).where(eq(loginCounters.key, "reset:all"));
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
    // Left before requests for no account stopped being stored.
    await t.db.insert(passwordResetRequests).values({ identifier: "nobody@example.com", userId: null });
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
    // Asking again for no account stores nothing (it is only counted).
    await ask("nobody@example.com");
    const rows = await t.db
      .select()
      .from(passwordResetRequests)
      .where(eq(passwordResetRequests.identifier, "nobody@example.com"));
    expect(rows.map((r) => r.status)).toEqual(["dismissed"]);
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
