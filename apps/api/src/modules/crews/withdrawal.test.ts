import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignments, auditLog, lateCancellations, strikes, workRequests } from "../../db/schema.js";
import { accept, createWork, rate } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

/** Withdrawing: free until the cut-off, a late cancellation after it, clearing by an admin. */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
}, 60_000);
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const KOLKATA = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The Asia/Kolkata date and HH:MM `hours` from now (negative: in the past). */
function kolkataIn(hours: number) {
  const parts = Object.fromEntries(
    KOLKATA.formatToParts(new Date(Date.now() + hours * HOUR)).map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    reportingTime: `${parts.hour}:${parts.minute}`,
  };
}

/** A published work reporting `hours` from now, with `boy` accepted on it. */
async function crewWork(boy: TestUser, hours: number) {
  const work = await createWork(t, { isPublished: true, ...kolkataIn(hours) });
  await accept(t, { workId: work.id, userId: boy.id });
  return work;
}

const withdraw = (as: TestUser, workId: number, language = "en") =>
  t.request({
    method: "POST",
    url: `/api/crews/works/${workId}/withdraw/`,
    as,
    headers: { "accept-language": language },
  });

const marksOf = async (userId: number) =>
  t.db.select().from(lateCancellations).where(eq(lateCancellations.userId, userId));

const onCrew = async (workId: number, userId: number) =>
  (
    await t.db
      .select()
      .from(assignments)
      .where(and(eq(assignments.workId, workId), eq(assignments.userId, userId)))
  ).length === 1;

describe(`withdrawing and late cancellations on ${TEST_ENGINE}`, () => {
  it("before the cut-off: the place is freed, the request gone, and no mark is kept", async () => {
    const boy = await t.createUser("boys");
    const work = await crewWork(boy, 72);
    const place = await t.request({ method: "GET", url: `/api/crews/works/${work.id}/my-place/`, as: boy });
    expect(place.json()).toMatchObject({
      place: "on_crew",
      late_if_withdrawn_now: false,
      can_withdraw: true,
    });
    const cutoff = new Date(place.json().withdraw_cutoff_at).getTime();
    expect(Math.round((Date.now() + 72 * HOUR - cutoff) / HOUR)).toBe(24);

    const res = await withdraw(boy, work.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, late: false });
    expect(await onCrew(work.id, boy.id)).toBe(false);
    expect(await t.db.select().from(workRequests).where(eq(workRequests.userId, boy.id))).toHaveLength(0);
    expect(await marksOf(boy.id)).toHaveLength(0);
    const after = await t.request({ method: "GET", url: `/api/crews/works/${work.id}/my-place/`, as: boy });
    expect(after.json()).toMatchObject({ place: "none", can_withdraw: false });
    // Nothing left to withdraw from.
    const again = await withdraw(boy, work.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe("WITHDRAW_NOT_ON_WORK");
  });

  it("after the cut-off: a late cancellation of its own, not a no-show strike, and the place is freed", async () => {
    const boy = await t.createUser("boys");
    const work = await crewWork(boy, 5);
    const place = await t.request({ method: "GET", url: `/api/crews/works/${work.id}/my-place/`, as: boy });
    expect(place.json()).toMatchObject({ late_if_withdrawn_now: true, can_withdraw: true });
    const res = await withdraw(boy, work.id);
    expect(res.json()).toMatchObject({ late: true });
    expect(await onCrew(work.id, boy.id)).toBe(false);
    const marks = await marksOf(boy.id);
    expect(marks.map((m) => m.workId)).toEqual([work.id]);
    expect(await t.db.select().from(strikes).where(eq(strikes.userId, boy.id))).toHaveLength(0);
    const logged = await t.db.select().from(auditLog).where(eq(auditLog.action, "late_cancellation.create"));
    expect(logged.some((r) => r.entityId === String(marks[0]?.id))).toBe(true);
  });

  it("each late withdrawal is a mark: late, accepted again, late again gives two; a retried withdrawal adds none", async () => {
    const boy = await t.createUser("boys");
    const work = await crewWork(boy, 5);
    expect((await withdraw(boy, work.id)).json()).toMatchObject({ late: true });
    await accept(t, { workId: work.id, userId: boy.id });
    const [second, retried] = [await withdraw(boy, work.id), await withdraw(boy, work.id)];
    expect(second.json()).toMatchObject({ late: true });
    expect(retried.json().code).toBe("WITHDRAW_NOT_ON_WORK");
    const marks = await marksOf(boy.id);
    expect(marks.map((m) => m.workId)).toEqual([work.id, work.id]);
    const listed = await t.request({
      method: "GET",
      url: `/api/crews/users/${boy.id}/late-cancellations/`,
      as: admin,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().late_cancellations_90d).toBe(2);
  });

  it("the cut-off is the admin's setting; only an admin changes it, within its range", async () => {
    const boy = await t.createUser("boys");
    const put = (as: TestUser, hours: number, language = "en") =>
      t.request({
        method: "PUT",
        url: "/api/crews/settings/",
        as,
        headers: { "accept-language": language },
        payload: { withdraw_cutoff_hours: hours, offer_batch_size: 3, offer_timeout_minutes: 20 },
      });
    expect((await put(boy, 2)).statusCode).toBe(403);
    const bad = await put(admin, 500, "ml");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.withdraw_cutoff_hours[0]).toContain("0-168");
    expect(bad.json().errors.withdraw_cutoff_hours[0]).toContain("പിന്മാറാനുള്ള");
    const ok = await put(admin, 2);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      settings: { withdraw_cutoff_hours: 2 },
      defaults: { withdraw_cutoff_hours: 24 },
    });
    try {
      const work = await crewWork(boy, 5);
      const res = await withdraw(boy, work.id);
      expect(res.json()).toMatchObject({ late: false });
      expect(await marksOf(boy.id)).toHaveLength(0);
    } finally {
      await put(admin, 24);
    }
  });

  it("once the reporting time has come, or with a rating entered, withdrawing is refused and nothing changes", async () => {
    const boy = await t.createUser("boys");
    const started = await crewWork(boy, -1);
    const res = await withdraw(boy, started.id, "ml");
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("WITHDRAW_CLOSED");
    expect(res.json().message).toContain("പിന്മാറാൻ");
    expect(await onCrew(started.id, boy.id)).toBe(true);

    const rated = await crewWork(boy, 48);
    await rate(t, { workId: rated.id, userId: boy.id });
    const refused = await withdraw(boy, rated.id);
    expect(refused.json().code).toBe("WITHDRAW_HAS_PAY");
    expect(await onCrew(rated.id, boy.id)).toBe(true);
  });

  it("the admin sees a person's late cancellations and clears one with a reason", async () => {
    const boy = await t.createUser("boys");
    await withdraw(boy, (await crewWork(boy, 3)).id);
    await withdraw(boy, (await crewWork(boy, 4)).id);
    const list = () =>
      t.request({ method: "GET", url: `/api/crews/users/${boy.id}/late-cancellations/`, as: admin });
    const before = (await list()).json();
    expect(before.late_cancellations_90d).toBe(2);
    const id: number = before.late_cancellations[0].id;
    const clear = (payload: object, as = admin) =>
      t.request({ method: "POST", url: `/api/crews/late-cancellations/${id}/clear/`, as, payload });
    expect((await clear({ reason: "" })).statusCode).toBe(400);
    expect((await clear({ reason: "bus strike" }, boy)).statusCode).toBe(403);
    const cleared = await clear({ reason: "bus strike" });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().late_cancellation).toMatchObject({
      clear_reason: "bus strike",
      cleared_by: admin.id,
    });
    expect((await clear({ reason: "again" })).json().code).toBe("LATE_CANCELLATION_ALREADY_CLEARED");
    expect((await list()).json().late_cancellations_90d).toBe(1);
  });
});
