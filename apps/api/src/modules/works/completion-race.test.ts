import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignments, ratings, wages, works } from "../../db/schema.js";
import { assign, createWork, pastDate, rate, wage } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

/**
 * Completion holds the work's row lock while it checks that everyone on the work is rated and
 * paid; an assignment takes the same lock. Without it an assignment landing between the check and
 * the status change leaves a completed work with an unpaid person on it. The race only shows on
 * PostgreSQL (the embedded engine runs one connection); ROUNDS is enough for the unlocked code to
 * lose in every run there.
 */
const ROUNDS = 30;

let t: TestApp;
let captain: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  captain = await t.createUser("subadmin");
  admin = await t.createUser("admin");
}, 60_000);
afterAll(() => t.close());

describe(`completion racing an assignment on ${TEST_ENGINE}`, () => {
  it(`never leaves a completed work with an unpaid supervisor (${ROUNDS} rounds)`, async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const work = await createWork(t, { date: pastDate(1) });
      const boy = await t.createUser("boys");
      await assign(t, { workId: work.id, userId: boy.id });
      await rate(t, { workId: work.id, userId: boy.id });
      await wage(t, { workId: work.id, userId: boy.id }, { roleType: "boys", totalWage: "500.00" });
      const supervisor = await t.createUser("supervisor");
      const [completion, assignment] = await Promise.all([
        t.request({
          method: "PATCH",
          url: `/api/sub_admin/catering-work/${work.id}/update/`,
          as: captain,
          payload: { status: "completed" },
        }),
        t.request({
          method: "POST",
          url: "/api/admin_panel/assign-supervisors/",
          as: admin,
          payload: { work: work.id, assignments: [supervisor.id] },
        }),
      ]);
      const [row] = await t.db.select().from(works).where(eq(works.id, work.id));
      const onWork = await t.db
        .select()
        .from(assignments)
        .where(and(eq(assignments.workId, work.id), eq(assignments.userId, supervisor.id)));
      const paid = await t.db
        .select({ id: wages.id })
        .from(wages)
        .innerJoin(ratings, and(eq(ratings.workId, wages.workId), eq(ratings.userId, wages.userId)))
        .where(and(eq(wages.workId, work.id), eq(wages.userId, supervisor.id)));
      // One of the two wins: completed without the supervisor, or the supervisor on an open work.
      expect({
        round: i,
        unpaidOnCompleted: row?.status === "completed" && onWork.length > 0 && paid.length === 0,
        bothAnswered200: completion.statusCode === 200 && assignment.statusCode === 201,
      }).toEqual({ round: i, unpaidOnCompleted: false, bothAnswered200: false });
      expect([200, 409]).toContain(completion.statusCode);
      expect([201, 409]).toContain(assignment.statusCode);
    }
  }, 300_000);
});
