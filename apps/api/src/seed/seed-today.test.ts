import type { WorkerRole } from "@catercrew/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignments, checkIns, works } from "../db/schema.js";
import { todayInKolkata } from "../lib/dates.js";
import { createTestApp, TEST_ENGINE, type TestApp } from "../test/helpers.js";
import { demoWorks } from "./seed-demo-data.js";
import { type DemoWorker, seedWorkHistory } from "./seed-demo-history.js";

/** The living demo has a work today, its crew assigned and some checked in. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe(`the demo's work of today on ${TEST_ENGINE}`, () => {
  it("demoWorks has one published, open work dated today", () => {
    const today = demoWorks().filter((w) => w.date === todayInKolkata());
    expect(today).toHaveLength(1);
    expect(today[0]).toMatchObject({ isPublished: true, status: "confirmed" });
  });

  it("its history assigns the crew with a captain and checks three of them in", async () => {
    const spec = demoWorks().find((w) => w.date === todayInKolkata());
    if (!spec) throw new Error("no work today");
    const [work] = await t.db.insert(works).values(spec).returning();
    if (!work) throw new Error("no row");
    const people: DemoWorker[] = [];
    for (const role of [
      "boys",
      "boys",
      "boys",
      "boys",
      "head_boy",
      "supervisor",
      "subadmin",
    ] as WorkerRole[]) {
      const u = await t.createUser(role);
      people.push({ ...u.row, role });
    }
    const byRole = (role: WorkerRole) => people.filter((p) => p.role === role);
    await seedWorkHistory(t.db, work, 0, byRole, "10.00");
    const crew = await t.db.select().from(assignments).where(eq(assignments.workId, work.id));
    expect(crew).toHaveLength(7);
    expect(crew.some((a) => a.roleType === "subadmin")).toBe(true);
    const arrived = await t.db.select().from(checkIns).where(eq(checkIns.workId, work.id));
    expect(arrived).toHaveLength(3);
    const captain = people.find((p) => p.role === "subadmin");
    expect(arrived.every((c) => c.checkedInBy === captain?.id && c.userId !== captain?.id)).toBe(true);
  });
});
