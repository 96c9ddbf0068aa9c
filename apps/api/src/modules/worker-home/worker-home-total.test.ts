import { LIST_CAP } from "@catercrew/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { works } from "../../db/schema.js";
import { createWork, futureDate } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp } from "../../test/helpers.js";

/** The home's published total counts every published work, not only the first page it shows. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobWorkers: false });
}, 60_000);
afterAll(() => t.close());

describe(`the worker home's published total beyond one page (${TEST_ENGINE})`, () => {
  it(`shows the first ${LIST_CAP} published works and counts all ${LIST_CAP + 7}`, async () => {
    const sample = await createWork(t, { isPublished: true, date: futureDate(3) });
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = sample;
    await t.db
      .insert(works)
      .values(
        Array.from({ length: LIST_CAP + 6 }, (_, i) => ({ ...fields, date: futureDate(3 + (i % 20)) })),
      );
    const worker = await t.createUser("boys");
    const res = await t.request({ method: "GET", url: "/api/users/home/summary/", as: worker });
    expect(res.statusCode, res.body).toBe(200);
    const list = await t.request({ method: "GET", url: "/api/admin_panel/catering/published/", as: worker });
    expect(res.json().published).toHaveLength(LIST_CAP);
    expect(res.json().published_total).toBe(LIST_CAP + 7);
    expect(Number(list.headers["x-total-count"])).toBe(LIST_CAP + 7);
  });
});
