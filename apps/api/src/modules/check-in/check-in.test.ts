import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkIns, idempotencyKeys, ratings, users, wages } from "../../db/schema.js";
import { todayInKolkata } from "../../lib/dates.js";
import { ALL_GOOD, accept, assign, complete, createWork, rate } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";
import {
  joinCheckInCode,
  kolkataWallTime,
  readCheckInCode,
  signCheckInCode,
  splitCheckInCode,
} from "./check-in.code.js";

let t: TestApp;
let captain: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  captain = await t.createUser("subadmin");
});
afterAll(() => t.close());

const today = () => todayInKolkata();

async function todaysWorkWith(role: "boys" | "head_boy" = "boys") {
  const work = await createWork(t, { date: today() });
  const boy = await t.createUser(role);
  await accept(t, { workId: work.id, userId: boy.id });
  return { work, boy };
}

async function codeOf(boy: TestUser, workId: number): Promise<string> {
  const res = await t.request({ method: "GET", url: `/api/users/check-in/${workId}/`, as: boy });
  expect(res.statusCode).toBe(200);
  return res.json().code;
}

describe(`check-in on ${TEST_ENGINE}`, () => {
  it("gives the assigned worker a code valid to the end of the day; others 404/403/409", async () => {
    const { work, boy } = await todaysWorkWith();
    const res = await t.request({ method: "GET", url: `/api/users/check-in/${work.id}/`, as: boy });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toMatch(new RegExp(`^${work.id}-${boy.id}-\\d{8}-[A-Za-z0-9_-]{16}$`));
    expect(Date.parse(body.expires_at)).toBe(Date.parse(`${today()}T00:00:00+05:30`) + 86_400_000);

    const other = await t.createUser("boys");
    const notAssigned = await t.request({ method: "GET", url: `/api/users/check-in/${work.id}/`, as: other });
    expect(notAssigned.statusCode).toBe(404);
    expect(notAssigned.json().code).toBe("CHECK_IN_NOT_ASSIGNED");

    const missing = await t.request({ method: "GET", url: "/api/users/check-in/999999/", as: boy });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("WORK_NOT_FOUND");

    const admin = await t.createUser("admin");
    const asAdmin = await t.request({ method: "GET", url: `/api/users/check-in/${work.id}/`, as: admin });
    expect(asAdmin.statusCode).toBe(403);

    const later = await createWork(t, { date: "2030-02-01" });
    await assign(t, { workId: later.id, userId: boy.id });
    const notToday = await t.request({ method: "GET", url: `/api/users/check-in/${later.id}/`, as: boy });
    expect(notToday.statusCode).toBe(409);
    expect(notToday.json().code).toBe("CHECK_IN_NOT_TODAY");
  });

  it("a rating made after the QR check-in carries the check-in time; one that names a time keeps it", async () => {
    const { work, boy } = await todaysWorkWith();
    const checkedIn = await t.request({
      method: "POST",
      url: "/api/sub_admin/check-in/",
      as: captain,
      payload: { work: work.id, code: await codeOf(boy, work.id) },
    });
    expect(checkedIn.statusCode).toBe(201);
    const arrivedAt: string = checkedIn.json().arrived_at;
    const rated = await t.request({
      method: "POST",
      url: "/api/sub_admin/rate-boy/",
      as: captain,
      payload: { work: work.id, user: boy.id, ...ALL_GOOD, arrival_time: "" },
    });
    expect(rated.statusCode, rated.body).toBe(201);
    expect(rated.json().rating.arrival_time).toBe(kolkataWallTime(arrivedAt));
    // The worker reads the same time on the rating.
    const seen = await t.request({
      method: "GET",
      url: `/api/admin_panel/boy-rating/${boy.id}/${work.id}/`,
      as: boy,
    });
    expect(seen.statusCode).toBe(200);
    expect(JSON.stringify(seen.json())).toContain(kolkataWallTime(arrivedAt));

    const other = await todaysWorkWith();
    await t.request({
      method: "POST",
      url: "/api/sub_admin/check-in/",
      as: captain,
      payload: { work: other.work.id, user: other.boy.id },
    });
    const named = await t.request({
      method: "POST",
      url: "/api/sub_admin/rate-boy/",
      as: captain,
      payload: { work: other.work.id, user: other.boy.id, ...ALL_GOOD, arrival_time: "06:05" },
    });
    expect(named.json().rating.arrival_time).toBe("06:05");
  });

  it("checks in by code; a second scan keeps the first time; the rating gets the arrival time", async () => {
    const { work, boy } = await todaysWorkWith();
    await rate(t, { workId: work.id, userId: boy.id }, { ...ALL_GOOD, arrivalTime: null });
    const code = await codeOf(boy, work.id);
    const first = await t.request({
      method: "POST",
      url: "/api/sub_admin/check-in/",
      as: captain,
      payload: { work: work.id, code },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().user).toBe(boy.id);
    const arrivedAt: string = first.json().arrived_at;
    await new Promise((r) => setTimeout(r, 20));
    const second = await t.request({
      method: "POST",
      url: "/api/sub_admin/check-in/",
      as: captain,
      payload: { work: work.id, user: boy.id },
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual({ user: boy.id, arrived_at: arrivedAt });
    const rows = await t.db.select().from(checkIns).where(eq(checkIns.workId, work.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.method).toBe("code");
    const [rating] = await t.db
      .select()
      .from(ratings)
      .where(and(eq(ratings.workId, work.id), eq(ratings.userId, boy.id)));
    expect(rating?.arrivalTime).toBe(kolkataWallTime(arrivedAt));

    const list = await t.request({ method: "GET", url: `/api/sub_admin/check-in/${work.id}/`, as: captain });
    expect(list.json()).toEqual([{ user: boy.id, arrived_at: arrivedAt, method: "code" }]);
  });

  it("by hand creates no rating, so the work still needs one to be completed", async () => {
    const { work, boy } = await todaysWorkWith();
    const res = await t.request({
      method: "POST",
      url: "/api/sub_admin/check-in/",
      as: captain,
      payload: { work: work.id, user: boy.id },
    });
    expect(res.statusCode).toBe(201);
    const rated = await t.db.select().from(ratings).where(eq(ratings.workId, work.id));
    expect(rated).toHaveLength(0);
    const completion = await t.request({
      method: "PATCH",
      url: `/api/sub_admin/catering-work/${work.id}/update/`,
      as: captain,
      payload: { status: "completed" },
    });
    expect(completion.statusCode).toBe(409);
    expect(completion.json().code).toBe("WORK_PAY_MISSING");
  });

  it("refuses codes of another work (400), another day (400), forged ones (400), and bad callers", async () => {
    const { work, boy } = await todaysWorkWith();
    const { work: otherWork, boy: otherBoy } = await todaysWorkWith();
    const otherCode = await codeOf(otherBoy, otherWork.id);
    const post = (payload: object, as: TestUser = captain) =>
      t.request({ method: "POST", url: "/api/sub_admin/check-in/", as, payload });

    const wrongWork = await post({ work: work.id, code: otherCode });
    expect(wrongWork.statusCode).toBe(400);
    expect(wrongWork.json().code).toBe("CHECK_IN_CODE_OTHER_WORK");

    const yesterday = new Date(Date.parse(`${today()}T12:00:00+05:30`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const oldCode = signCheckInCode(t.config.jwtSecret, { workId: work.id, userId: boy.id, date: yesterday });
    const wrongDay = await post({ work: work.id, code: oldCode });
    expect(wrongDay.statusCode).toBe(400);
    expect(wrongDay.json().code).toBe("CHECK_IN_CODE_OTHER_DAY");

    const forged = await post({
      work: work.id,
      code: `${work.id}-${boy.id}-${today().replaceAll("-", "")}-AAAAAAAAAAAAAAAA`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe("CHECK_IN_CODE_INVALID");

    const neither = await post({ work: work.id });
    expect(neither.statusCode).toBe(400);

    const stranger = await t.createUser("boys");
    const notAssigned = await post({ work: work.id, user: stranger.id });
    expect(notAssigned.statusCode).toBe(400);
    expect(notAssigned.json().code).toBe("USER_NOT_ASSIGNED");

    const asWorker = await post({ work: work.id, user: boy.id }, boy);
    expect(asWorker.statusCode).toBe(403);

    const self = await post({ work: work.id, user: captain.id });
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe("CHECK_IN_SELF");

    const later = await createWork(t, { date: "2030-02-01" });
    await assign(t, { workId: later.id, userId: boy.id });
    const notToday = await post({ work: later.id, user: boy.id });
    expect(notToday.statusCode).toBe(409);
    expect(notToday.json().code).toBe("CHECK_IN_NOT_TODAY");

    await complete(t, work.id);
    const closed = await post({ work: work.id, user: boy.id });
    expect(closed.statusCode).toBe(409);
  });

  it("refuses a code with its work, person or day changed, so a colleague cannot check in someone absent", async () => {
    // Two workers on today's work, one of them also on a second work today.
    const { work, boy: present } = await todaysWorkWith();
    const absent = await t.createUser("boys");
    await accept(t, { workId: work.id, userId: absent.id });
    const second = await createWork(t, { date: today() });
    await accept(t, { workId: second.id, userId: present.id });
    const post = (payload: object) =>
      t.request({ method: "POST", url: "/api/sub_admin/check-in/", as: captain, payload });
    const own = await codeOf(present, work.id);
    // Parsed the way the server parses it: a signature may itself contain "-".
    const mine = splitCheckInCode(own);
    if (!mine) throw new Error(`malformed code ${own}`);
    const yesterday = new Date(Date.parse(`${today()}T12:00:00+05:30`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const old = splitCheckInCode(
      signCheckInCode(t.config.jwtSecret, { workId: work.id, userId: absent.id, date: yesterday }),
    );
    if (!old) throw new Error("malformed code of yesterday");
    const tampered = {
      // The present colleague's own code, with the absent worker's number put in.
      person: joinCheckInCode({ ...mine, userId: absent.id }),
      // The code of the first work shown for the second.
      work: joinCheckInCode({ ...mine, workId: second.id }),
      // Yesterday's code of the absent worker with today's date put in.
      day: joinCheckInCode({ ...old, date: mine.date }),
    };
    // Each is well formed, so a refusal below is the signature's, not the parser's.
    for (const code of Object.values(tampered)) expect(splitCheckInCode(code)).toBeDefined();
    for (const [part, code] of Object.entries(tampered)) {
      const target = part === "work" ? second.id : work.id;
      const res = await post({ work: target, code });
      expect({ part, status: res.statusCode, code: res.json().code }).toEqual({
        part,
        status: 400,
        code: "CHECK_IN_CODE_INVALID",
      });
    }
    const rows = await t.db.select().from(checkIns).where(eq(checkIns.userId, absent.id));
    expect(rows).toHaveLength(0);
    const onSecond = await t.db.select().from(checkIns).where(eq(checkIns.workId, second.id));
    expect(onSecond).toHaveLength(0);
    // The untouched code still works, for its own person only.
    const ok = await post({ work: work.id, code: own });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().user).toBe(present.id);
  });

  it("refuses the code, or a hand mark, of a worker deactivated after getting it", async () => {
    const { work, boy } = await todaysWorkWith();
    const code = await codeOf(boy, work.id);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, boy.id));
    for (const payload of [
      { work: work.id, code },
      { work: work.id, user: boy.id },
    ]) {
      const res = await t.request({ method: "POST", url: "/api/sub_admin/check-in/", as: captain, payload });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("CHECK_IN_USER_INACTIVE");
    }
    const rows = await t.db.select().from(checkIns).where(eq(checkIns.workId, work.id));
    expect(rows).toHaveLength(0);
  });

  it("answers errors in Malayalam for Accept-Language: ml", async () => {
    const { work } = await todaysWorkWith();
    const res = await t.request({
      method: "POST",
      url: "/api/sub_admin/check-in/",
      as: captain,
      headers: { "accept-language": "ml" },
      payload: { work: work.id, code: "nonsense" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("CHECK_IN_CODE_INVALID");
    expect(res.json().message).toBe("ഇത് ശരിയായ ഹാജർ കോഡ് അല്ല.");
  });
});

describe(`Idempotency-Key on ${TEST_ENGINE}`, () => {
  it("a replayed check-in, rating and wage answers the stored response and writes once", async () => {
    const { work, boy } = await todaysWorkWith();
    const send = (url: string, key: string, payload: object, method: "POST" | "PATCH" = "POST") =>
      t.request({ method, url, as: captain, headers: { "idempotency-key": key }, payload });

    const c1 = await send("/api/sub_admin/check-in/", "k-check-1", { work: work.id, user: boy.id });
    const c2 = await send("/api/sub_admin/check-in/", "k-check-1", { work: work.id, user: boy.id });
    expect(c1.statusCode).toBe(201);
    expect(c2.statusCode).toBe(201);
    expect(c2.json()).toEqual(c1.json());

    const r1 = await send("/api/sub_admin/rate-boy/", "k-rate-1", {
      work: work.id,
      user: boy.id,
      ...ALL_GOOD,
    });
    const r2 = await send("/api/sub_admin/rate-boy/", "k-rate-1", {
      work: work.id,
      user: boy.id,
      ...ALL_GOOD,
    });
    expect(r1.statusCode).toBe(201);
    expect(r2.statusCode).toBe(201);
    expect(r2.json()).toEqual(r1.json());
    // Without the key a second rating is refused as usual.
    const plain = await t.request({
      method: "POST",
      url: "/api/sub_admin/rate-boy/",
      as: captain,
      payload: { work: work.id, user: boy.id, ...ALL_GOOD },
    });
    expect(plain.statusCode).toBe(409);

    const wagePayload = { work: work.id, user: boy.id, travel_allowance: "50", bonus: "10" };
    const w1 = await send("/api/sub_admin/boy-wage/edit/", "k-wage-1", wagePayload, "PATCH");
    const w2 = await send("/api/sub_admin/boy-wage/edit/", "k-wage-1", wagePayload, "PATCH");
    expect(w1.statusCode).toBe(200);
    expect(w2.json()).toEqual(w1.json());

    const checkInRows = await t.db.select().from(checkIns).where(eq(checkIns.workId, work.id));
    const ratingRows = await t.db.select().from(ratings).where(eq(ratings.workId, work.id));
    const wageRows = await t.db.select().from(wages).where(eq(wages.workId, work.id));
    expect([checkInRows.length, ratingRows.length, wageRows.length]).toEqual([1, 1, 1]);
    const keys = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, captain.id));
    expect(keys.map((k) => k.key).sort()).toEqual(
      expect.arrayContaining(["k-check-1", "k-rate-1", "k-wage-1"]),
    );
  });

  it("a key reused for another request is 409; a malformed key is 400; a failed write stores no key", async () => {
    const { work, boy } = await todaysWorkWith();
    const { boy: other } = await todaysWorkWith();
    const send = (key: string, payload: object) =>
      t.request({
        method: "POST",
        url: "/api/sub_admin/check-in/",
        as: captain,
        headers: { "idempotency-key": key },
        payload,
      });
    expect((await send("k-reuse", { work: work.id, user: boy.id })).statusCode).toBe(201);
    const reused = await send("k-reuse", { work: work.id, user: other.id });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe("IDEMPOTENCY_KEY_REUSED");
    const bad = await send("not a key!", { work: work.id, user: boy.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("IDEMPOTENCY_KEY_INVALID");

    const failed = await send("k-fails", { work: work.id, user: other.id });
    expect(failed.statusCode).toBe(400);
    const stored = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, captain.id), eq(idempotencyKeys.key, "k-fails")));
    expect(stored).toHaveLength(0);
  });

  it("two callers sending the same key each get their own write", async () => {
    const { work, boy } = await todaysWorkWith();
    const { boy: other } = await todaysWorkWith();
    const colleague = await t.createUser("subadmin");
    const send = (as: TestUser, user: number) =>
      t.request({
        method: "POST",
        url: "/api/sub_admin/check-in/",
        as,
        headers: { "idempotency-key": "k-shared" },
        payload: { work: work.id, user },
      });
    await accept(t, { workId: work.id, userId: other.id });
    const mine = await send(captain, boy.id);
    const theirs = await send(colleague, other.id);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(mine.json().user).toBe(boy.id);
    expect(theirs.json().user).toBe(other.id);
    const rows = await t.db.select().from(checkIns).where(eq(checkIns.workId, work.id));
    expect(rows.map((r) => [r.userId, r.checkedInBy]).sort()).toEqual(
      [
        [boy.id, captain.id],
        [other.id, colleague.id],
      ].sort(),
    );
    // Each one's replay answers its own write.
    const again = await send(colleague, other.id);
    expect(again.json()).toEqual(theirs.json());
    const keys = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "k-shared"));
    expect(keys.map((k) => k.userId).sort()).toEqual([captain.id, colleague.id].sort());
  });

  it("two sends of one key at once write once", async () => {
    const { work, boy } = await todaysWorkWith();
    const send = () =>
      t.request({
        method: "POST",
        url: "/api/sub_admin/rate-boy/",
        as: captain,
        headers: { "idempotency-key": "k-race" },
        payload: { work: work.id, user: boy.id, ...ALL_GOOD },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json()).toEqual(a.json());
    const rows = await t.db.select().from(ratings).where(eq(ratings.workId, work.id));
    expect(rows).toHaveLength(1);
  });
});

describe("the check-in code's signature", () => {
  it("covers the work, the person and the day, each on its own, whatever characters the signature holds", () => {
    const secret = "a-test-secret-of-enough-length-0123456789";
    // 200 claims give signatures with and without "-" and "_".
    for (let i = 1; i <= 200; i++) {
      const claim = { workId: 1000 + i, userId: 5000 + i, date: "2031-03-14" };
      const code = signCheckInCode(secret, claim);
      expect(readCheckInCode(secret, code)).toEqual(claim);
      const parts = splitCheckInCode(code);
      if (!parts) throw new Error(`malformed code ${code}`);
      for (const changed of [
        { ...parts, workId: parts.workId + 1 },
        { ...parts, userId: parts.userId + 1 },
        { ...parts, date: "2031-03-15" },
      ]) {
        const forged = joinCheckInCode(changed);
        expect(splitCheckInCode(forged)).toBeDefined();
        expect(readCheckInCode(secret, forged)).toBeUndefined();
      }
    }
  });
});
