import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, ratings, users, wages } from "../../db/schema.js";
import { ALL_GOOD, assign, createWork, pastDate, rate, setFare, wage } from "../../test/factories.js";
import {
  createTestApp,
  multipart,
  PNG_BYTES,
  TEST_ENGINE,
  type TestApp,
  type TestUser,
  testContext,
} from "../../test/helpers.js";

/**
 * Lost updates and writes racing completion. These races only show on PostgreSQL
 * (the embedded engine runs one connection); ROUNDS is enough for the old code to lose a change
 * in every run there.
 */
const ROUNDS = 30;

let t: TestApp;
let captain: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  captain = await t.createUser("subadmin");
  admin = await t.createUser("admin");
  await setFare(t, "boys", "500.00");
}, 60_000);
afterAll(() => t.close());

/** A boy assigned to a work, rated (every mark good) and with a wage of base + rating only. */
async function ratedAndPaid(workDate?: string) {
  const work = await createWork(t, { date: workDate ?? pastDate(1) });
  const boy = await t.createUser("boys");
  const wu = { workId: work.id, userId: boy.id };
  await assign(t, wu, "boys");
  const rating = await rate(t, wu);
  const w = await wage(t, wu, {
    roleType: "boys",
    baseFare: "500.00",
    ratingAmount: "50.00",
    totalWage: "550.00",
  });
  return { work, boy, rating, wage: w };
}

function patch(url: string, payload: Record<string, unknown>) {
  return t.request({ method: "PATCH", url, as: captain, payload });
}

describe(`money races on ${TEST_ENGINE}`, () => {
  it(`two parallel edits of one wage both survive (${ROUNDS} rounds)`, async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { wage: w } = await ratedAndPaid();
      const [a, b] = await Promise.all([
        patch("/api/sub_admin/subadmin-wage/edit/", { wage_id: w.id, bonus: "25.00" }),
        patch("/api/sub_admin/subadmin-wage/edit/", { wage_id: w.id, travel_allowance: "40.00" }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const [row] = await t.db.select().from(wages).where(eq(wages.id, w.id));
      expect({ round: i, bonus: row?.bonus, ta: row?.travelAllowance, total: row?.totalWage }).toEqual({
        round: i,
        bonus: "25.00",
        ta: "40.00",
        total: "615.00",
      });
    }
  }, 300_000);

  it(`a rating edit racing a wage edit leaves rating_amount matching the marks (${ROUNDS} rounds)`, async () => {
    const perMark = Number(t.config.ratingAmountPerMark);
    for (let i = 0; i < ROUNDS; i++) {
      const { rating, wage: w } = await ratedAndPaid();
      const [a, b] = await Promise.all([
        patch(`/api/sub_admin/boy-ratings/${rating.id}/`, { pant: false, shoe: false }),
        patch("/api/sub_admin/subadmin-wage/edit/", { wage_id: w.id, bonus: "10.00" }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const [row] = await t.db.select().from(wages).where(eq(wages.id, w.id));
      const expected = (3 * perMark).toFixed(2);
      expect({ round: i, rating_amount: row?.ratingAmount, bonus: row?.bonus }).toEqual({
        round: i,
        rating_amount: expected,
        bonus: "10.00",
      });
      expect(row?.totalWage).toBe((500 + 3 * perMark + 10).toFixed(2));
    }
  }, 300_000);

  it(`a wage saved through boy-wage/edit racing a rating edit uses the marks it commits after (${ROUNDS} rounds)`, async () => {
    const perMark = Number(t.config.ratingAmountPerMark);
    for (let i = 0; i < ROUNDS; i++) {
      const { boy, work, rating } = await ratedAndPaid();
      const [a, b] = await Promise.all([
        patch(`/api/sub_admin/boy-ratings/${rating.id}/`, { performance: false }),
        patch("/api/sub_admin/boy-wage/edit/", {
          user: boy.id,
          work: work.id,
          bonus: "5",
          payment_status: "paid",
        }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const [row] = await t.db
        .select()
        .from(wages)
        .where(and(eq(wages.workId, work.id), eq(wages.userId, boy.id)));
      expect({ round: i, rating_amount: row?.ratingAmount }).toEqual({
        round: i,
        rating_amount: (4 * perMark).toFixed(2),
      });
    }
  }, 300_000);

  it(`a worker's profile update racing an admin's new license image keeps the admin's image, on disk (${ROUNDS} rounds)`, async () => {
    const media = testContext(t).media;
    const dataUrl = `data:image/png;base64,${PNG_BYTES.toString("base64")}`;
    for (let i = 0; i < ROUNDS; i++) {
      const original = await media.save(PNG_BYTES);
      const worker = await t.createUser("boys", { hasLicense: true, licenseImage: original });
      const [own, adm] = await Promise.all([
        t.request({
          method: "PATCH",
          url: "/api/users/update/users-details/",
          ...multipart({ address: `Round ${i}`, has_license: "true" }),
          as: worker,
        }),
        t.request({
          method: "PATCH",
          url: `/api/users/users/${worker.id}/admin-update/`,
          as: admin,
          payload: { license_image: dataUrl, place: "Ottapalam" },
        }),
      ]);
      expect([own.statusCode, adm.statusCode]).toEqual([200, 200]);
      const [row] = await t.db.select().from(users).where(eq(users.id, worker.id));
      expect({ round: i, address: row?.address, place: row?.place }).toEqual({
        round: i,
        address: `Round ${i}`,
        place: "Ottapalam",
      });
      // The admin's new image is the one kept, its file exists, and the replaced one is gone.
      expect(row?.licenseImage).toBeTruthy();
      expect(row?.licenseImage).not.toBe(original);
      await expect(media.read(String(row?.licenseImage))).resolves.toBeInstanceOf(Buffer);
      await expect(media.read(original)).rejects.toThrow();
      const me = await t.request({ method: "GET", url: "/api/users/users/me/", as: worker });
      const link = await t.request({ method: "GET", url: String(me.json().user.license_image), as: worker });
      expect(link.statusCode).toBe(200);
    }
  }, 300_000);

  it(`completing a work while wage, rating and expense writes race it leaves no write on the completed work (${ROUNDS} rounds)`, async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { work, rating, wage: w } = await ratedAndPaid(pastDate(1));
      const results = await Promise.all([
        patch(`/api/sub_admin/catering-work/${work.id}/update/`, { status: "completed" }),
        patch("/api/sub_admin/subadmin-wage/edit/", { wage_id: w.id, bonus: "1.00" }),
        patch(`/api/sub_admin/boy-ratings/${rating.id}/`, { pant: false }),
        t.request({
          method: "POST",
          url: "/api/sub_admin/extra-expenses/",
          as: captain,
          payload: { catering_work: work.id, expense_type: "Ice", amount: "10" },
        }),
      ]);
      expect(results[0]?.statusCode).toBe(200);
      for (const r of results.slice(1)) expect([200, 201, 409]).toContain(r.statusCode);
      const [done] = await t.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.action, "work.complete"), eq(auditLog.entityId, work.id)));
      expect(done).toBeDefined();
      const after = await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(
          and(
            gt(auditLog.id, done?.id ?? 0),
            inArray(auditLog.entity, ["wage", "rating", "extra_expense"]),
            sql`(${auditLog.details}->>'work')::int = ${work.id}`,
          ),
        );
      expect({ round: i, after }).toEqual({ round: i, after: [] });
      // A write that answered 409 changed nothing.
      const [r] = await t.db.select().from(ratings).where(eq(ratings.id, rating.id));
      if (results[2]?.statusCode === 409) expect(r?.pant).toBe(ALL_GOOD.pant);
    }
  }, 300_000);
});
