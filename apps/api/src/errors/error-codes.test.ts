import { ERROR_STATUS, errorBodySchema } from "@catercrew/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The body parses as the shared error body and its code carries the response's status. */
async function expectCode(res: { statusCode: number; json(): unknown }, code: string, message?: string) {
  const body = errorBodySchema.parse(res.json());
  expect(body.code).toBe(code);
  expect(res.statusCode).toBe(ERROR_STATUS[body.code]);
  if (message) expect(body.message).toBe(message);
  return body;
}

describe("error codes on the wire", () => {
  it("unknown route, no session, bad JSON, bad input, too large, not found", async () => {
    await expectCode(
      await t.request({ method: "GET", url: "/api/nope/" }),
      "ROUTE_NOT_FOUND",
      "No route GET /api/nope/",
    );
    await expectCode(
      await t.request({ method: "GET", url: "/api/users/work-request/list/" }),
      "NOT_AUTHENTICATED",
    );
    await expectCode(
      await t.request({
        method: "GET",
        url: "/api/users/work-request/list/",
        headers: { authorization: "Basic x" },
      }),
      "INVALID_AUTH_HEADER",
    );
    await expectCode(
      await t.request({
        method: "POST",
        url: "/api/users/signin/",
        payload: "{nope",
        headers: { "content-type": "application/json" },
      }),
      "INVALID_JSON",
      "The request body is not valid JSON.",
    );
    const admin = await t.createUser("admin");
    const invalid = await expectCode(
      await t.request({ method: "POST", url: "/api/admin_panel/base-fares/", as: admin, payload: {} }),
      "VALIDATION_FAILED",
    );
    expect(invalid.errors).toBeDefined();
    await expectCode(
      await t.request({
        method: "POST",
        url: "/api/admin_panel/base-fares/",
        as: admin,
        payload: { x: "a".repeat(2 * 1024 * 1024) },
      }),
      "BODY_TOO_LARGE",
    );
    await expectCode(
      await t.request({ method: "GET", url: "/api/admin_panel/catering-work/999999/", as: admin }),
      "WORK_NOT_FOUND",
      "Work not found",
    );
  });
});
