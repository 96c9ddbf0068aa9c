import { formatDate } from "@catercrew/shared/format/dates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeOffers } from "../../db/schema.js";
import { accept, createWork, futureDate, pastDate, requestWork } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

/** Availability: a worker's unavailable days, and offers skipping them. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const URL = "/api/users/me/unavailable-days/";
const put = (as: TestUser, payload: unknown, language = "en") =>
  t.request({
    method: "PUT",
    url: URL,
    as,
    payload: payload as object,
    headers: { "accept-language": language },
  });

describe(`unavailable days on ${TEST_ENGINE}`, () => {
  it("takes and returns a list of dates, sorted and once each; replaces the previous list", async () => {
    const boy = await t.createUser("boys");
    const [a, b] = [futureDate(3), futureDate(10)];
    const res = await put(boy, [b, a, b]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([a, b]);
    expect((await t.request({ method: "GET", url: URL, as: boy })).json()).toEqual([a, b]);
    expect((await put(boy, [b])).json()).toEqual([b]);
    expect((await put(boy, [])).json()).toEqual([]);
  });

  it("refuses past days, unreal dates and more than 366 days, changing nothing", async () => {
    const boy = await t.createUser("boys");
    await put(boy, [futureDate(4)]);
    const past = await put(boy, [futureDate(5), pastDate(1)], "ml");
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe("UNAVAILABLE_DAY_PAST");
    // The day written out in the reader's language, never YYYY-MM-DD (docs/decisions/040).
    expect(past.json().message).toContain(formatDate(pastDate(1), "ml"));
    expect((await put(boy, ["2030-02-30"])).statusCode).toBe(400);
    const many = Array.from({ length: 367 }, (_, i) => futureDate(i + 1));
    expect((await put(boy, many)).statusCode).toBe(400);
    expect((await t.request({ method: "GET", url: URL, as: boy })).json()).toEqual([futureDate(4)]);
  });

  it("a freed place is not offered to a waiting worker on their unavailable day", async () => {
    const date = futureDate(7);
    const work = await createWork(t, { isPublished: true, noOfBoysNeeded: 1, date });
    const crew = await t.createUser("boys");
    await accept(t, { workId: work.id, userId: crew.id });
    const away = await t.createUser("boys");
    const free = await t.createUser("boys");
    await requestWork(t, { workId: work.id, userId: away.id }, { requestedAt: "2026-01-01T00:00:00Z" });
    await requestWork(t, { workId: work.id, userId: free.id }, { requestedAt: "2026-01-01T00:01:00Z" });
    expect((await put(away, [date])).statusCode).toBe(200);
    await t.request({ method: "POST", url: `/api/crews/works/${work.id}/withdraw/`, as: crew });
    const offers = await t.db.select().from(placeOffers).where(eq(placeOffers.workId, work.id));
    expect(offers.map((o) => o.userId)).toEqual([free.id]);
  });
});
