import { createTestApp, type TestApp, type TestUser } from "./helpers.js";

/**
 * The app of the suites that take a bill through to its payment: an admin, and the agency's rate
 * for a boy at 1,000.00, so a work of three boys bills 3,000.00 (no agency GSTIN: a plain bill).
 */
export async function billingTestApp(): Promise<{ t: TestApp; admin: TestUser }> {
  const t = await createTestApp();
  const admin = await t.createUser("admin");
  const res = await t.request({
    method: "PUT",
    url: "/api/billing/rates/",
    as: admin,
    payload: { rates: { boys: "1000" } },
  });
  if (res.statusCode !== 200) throw new Error(`setting the rates answered ${res.statusCode}`);
  return { t, admin };
}
