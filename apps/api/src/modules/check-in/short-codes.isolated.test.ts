import { SHORT_CHECK_IN_ALPHABET } from "@catercrew/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkInCodes, checkIns } from "../../db/schema.js";
import { todayInKolkata } from "../../lib/dates.js";
import { accept, createWork } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

/** Draws the test wants the next short codes to be, before the real random ones. */
const draws: string[] = [];
vi.mock("./check-in.code.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("./check-in.code.js")>();
  return { ...real, newShortCheckInCode: () => draws.shift() ?? real.newShortCheckInCode() };
});

let t: TestApp;
let captain: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  captain = await t.createUser("subadmin");
});
afterAll(() => t.close());

async function todaysWorkWith(count: number) {
  const work = await createWork(t, { date: todayInKolkata() });
  const boys: TestUser[] = [];
  for (let i = 0; i < count; i++) {
    const boy = await t.createUser("boys");
    await accept(t, { workId: work.id, userId: boy.id });
    boys.push(boy);
  }
  return { work, boys };
}

async function codesOf(boy: TestUser, workId: number): Promise<{ code: string; short_code: string }> {
  const res = await t.request({ method: "GET", url: `/api/users/check-in/${workId}/`, as: boy });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const checkIn = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request({ method: "POST", url: "/api/sub_admin/check-in/", as: captain, payload, headers });

describe(`short check-in codes on ${TEST_ENGINE}`, () => {
  it("gives each worker 6 unambiguous characters beside the signed code, the same every time", async () => {
    const { work, boys } = await todaysWorkWith(2);
    const [a, b] = boys as [TestUser, TestUser];
    const first = await codesOf(a, work.id);
    expect(first.short_code).toMatch(new RegExp(`^[${SHORT_CHECK_IN_ALPHABET}]{6}$`));
    expect(first.short_code).not.toMatch(/[01OIL]/);
    expect(first.code.length).toBeGreaterThan(25);
    expect((await codesOf(a, work.id)).short_code).toBe(first.short_code);
    expect((await codesOf(b, work.id)).short_code).not.toBe(first.short_code);
  });

  it("draws again when the code is taken in the work; the same code may serve another work", async () => {
    const { work, boys } = await todaysWorkWith(2);
    const [a, b] = boys as [TestUser, TestUser];
    draws.push("ABC234", "ABC234", "XYZ789");
    expect((await codesOf(a, work.id)).short_code).toBe("ABC234");
    expect((await codesOf(b, work.id)).short_code).toBe("XYZ789");
    const rows = await t.db.select().from(checkInCodes).where(eq(checkInCodes.workId, work.id));
    expect(rows.map((r) => r.code).sort()).toEqual(["ABC234", "XYZ789"]);

    const other = await todaysWorkWith(1);
    draws.push("ABC234");
    expect((await codesOf(other.boys[0] as TestUser, other.work.id)).short_code).toBe("ABC234");
    // The database holds the rule too: one code once per work.
    await expect(
      t.db.insert(checkInCodes).values({ workId: work.id, userId: captain.id, code: "XYZ789" }),
    ).rejects.toThrow();
  });

  it("checks in the worker whose short code the captain types, however it is typed", async () => {
    const { work, boys } = await todaysWorkWith(2);
    const [a, b] = boys as [TestUser, TestUser];
    const { short_code } = await codesOf(a, work.id);
    await codesOf(b, work.id);
    const typed = `${short_code.slice(0, 3).toLowerCase()} ${short_code.slice(3)}`;
    const res = await checkIn({ work: work.id, code: typed });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toBe(a.id);
    const [row] = await t.db
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.workId, work.id), eq(checkIns.userId, a.id)));
    expect(row?.method).toBe("code");
    const notB = await t.db
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.workId, work.id), eq(checkIns.userId, b.id)));
    expect(notB).toHaveLength(0);
  });

  it("refuses a short code of another work or one never given", async () => {
    const one = await todaysWorkWith(1);
    const two = await todaysWorkWith(1);
    const { short_code } = await codesOf(one.boys[0] as TestUser, one.work.id);
    const elsewhere = await checkIn({ work: two.work.id, code: short_code });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().code).toBe("CHECK_IN_CODE_INVALID");
    expect(elsewhere.json().errors).toHaveProperty("code");
    const never = await checkIn({ work: one.work.id, code: short_code === "222222" ? "333333" : "222222" });
    expect(never.json().code).toBe("CHECK_IN_CODE_INVALID");
  });

  it("a short code typed with no signal and sent later is checked in once, the replay answering the first", async () => {
    const { work, boys } = await todaysWorkWith(1);
    const boy = boys[0] as TestUser;
    const { short_code } = await codesOf(boy, work.id);
    const key = { "idempotency-key": "offline-short-1" };
    const first = await checkIn({ work: work.id, code: short_code }, key);
    const again = await checkIn({ work: work.id, code: short_code }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await t.db.select().from(checkIns).where(eq(checkIns.workId, work.id));
    expect(rows).toHaveLength(1);
  });
});
