// One demo work's history: join requests and the team's assignments; on a past work also the
// captain's ratings, the wages computed from them and the work's expenses. One transaction per work.
import { computeWage, type WorkerRole } from "@catercrew/shared";
import type { Db, Tx } from "../db/client.js";
import {
  assignments,
  checkIns,
  extraExpenses,
  ratings,
  type users,
  wages,
  workRequests,
  type works,
} from "../db/schema.js";
import { todayInKolkata } from "../lib/dates.js";
import { DEMO_FARES } from "./seed-demo-data.js";

/** An approved demo worker, with the role narrowed to the worker roles. */
export type DemoWorker = typeof users.$inferSelect & { role: WorkerRole };
type Work = typeof works.$inferSelect;
type Assignment = typeof assignments.$inferSelect;

/** The work's team (4 boys, a head boy, a supervisor and a captain) and 3 more boys who asked to join. */
export async function seedWorkHistory(
  db: Db,
  work: Work,
  wi: number,
  byRole: (role: WorkerRole) => DemoWorker[],
  ratingAmountPerMark: string,
): Promise<void> {
  const past = work.status === "completed";
  const team = [
    ...byRole("boys").slice(wi % 10, (wi % 10) + 4),
    ...byRole("head_boy").slice(wi % 5, (wi % 5) + 1),
    ...byRole("supervisor").slice(wi % 3, (wi % 3) + 1),
    ...byRole("subadmin").slice(wi % 3, (wi % 3) + 1),
  ];
  const requesters = byRole("boys").slice((wi + 12) % 20, ((wi + 12) % 20) + 3);
  await db.transaction(async (tx) => {
    const reqRows = await tx
      .insert(workRequests)
      .values(
        [...team.slice(0, 2), ...requesters].map((u, k): typeof workRequests.$inferInsert => ({
          workId: work.id,
          userId: u.id,
          status: k < 2 ? "accepted" : past ? "rejected" : "pending",
          assigned: k < 2,
        })),
      )
      .onConflictDoNothing()
      .returning();
    const reqByUser = new Map(reqRows.map((r) => [r.userId, r.id]));
    const assigned = await tx
      .insert(assignments)
      .values(
        team.map((u, k): typeof assignments.$inferInsert => ({
          workId: work.id,
          userId: u.id,
          roleType: u.role,
          source: k < 2 ? "request" : "admin",
          requestId: reqByUser.get(u.id) ?? null,
          isSetting: (u.role === "boys" || u.role === "head_boy") && k % 2 === 0,
          isLoading: (u.role === "boys" || u.role === "head_boy") && k % 3 === 0,
        })),
      )
      .onConflictDoNothing()
      .returning();
    if (past) await seedPastWork(tx, work, wi, team, assigned, ratingAmountPerMark);
    if (work.date === todayInKolkata()) await checkInHalf(tx, work, team);
  });
}

/** Today's work: the first three of the crew have arrived, checked in by hand by the captain. */
async function checkInHalf(tx: Tx, work: Work, team: DemoWorker[]): Promise<void> {
  const captain = team.find((u) => u.role === "subadmin");
  const arrived = team.filter((u) => u.role !== "subadmin").slice(0, 3);
  await tx
    .insert(checkIns)
    .values(
      arrived.map((u) => ({
        workId: work.id,
        userId: u.id,
        method: "hand" as const,
        checkedInBy: captain?.id ?? null,
      })),
    )
    .onConflictDoNothing();
}

/** A completed work: every assigned worker rated by the captain and paid (or not yet), and two expenses. */
async function seedPastWork(
  tx: Tx,
  work: Work,
  wi: number,
  team: DemoWorker[],
  assigned: Assignment[],
  ratingAmountPerMark: string,
): Promise<void> {
  const captain = team.find((u) => u.role === "subadmin");
  for (const [k, a] of assigned.entries()) {
    const mark = (n: number) => (wi + k + n) % 4 !== 0;
    const rating = {
      pant: mark(0),
      shoe: mark(1),
      timing: mark(2),
      neatness: true,
      performance: mark(3),
      attendance: (wi + k) % 11 === 0 ? 0 : 1,
    };
    await tx.insert(ratings).values({
      workId: work.id,
      userId: a.userId,
      ...rating,
      arrivalTime: "10:15",
      comment: rating.attendance ? "Good work" : "Did not report",
      ratedBy: captain?.id ?? null,
    });
    const extra = {
      travel_allowance: k % 2 ? "50.00" : "0",
      over_time: k === 0 ? "120.50" : "0",
      long_fare: "0",
      bonus: "0",
    };
    const figures = computeWage({
      role: a.roleType,
      rating,
      fares: DEMO_FARES,
      isLoading: a.isLoading,
      isSetting: a.isSetting,
      ratingAmountPerMark,
      ...extra,
    });
    await tx.insert(wages).values({
      workId: work.id,
      userId: a.userId,
      roleType: a.roleType,
      baseFare: figures.base_fare,
      ratingAmount: figures.rating_amount,
      travelAllowance: figures.travel_allowance,
      overTime: figures.over_time,
      longFare: figures.long_fare,
      bonus: figures.bonus,
      extraLoading: figures.extra_loading,
      extraSetting: figures.extra_setting,
      totalWage: figures.total_wage,
      paymentStatus: (wi + k) % 3 === 0 ? "not_paid" : "paid",
      createdBy: captain?.id ?? null,
    });
  }
  await tx.insert(extraExpenses).values([
    {
      workId: work.id,
      expenseType: "Transport",
      amount: "850.00",
      description: "Tempo traveller",
      createdBy: captain?.id ?? null,
    },
    {
      workId: work.id,
      expenseType: "Food",
      amount: `${200 + wi * 10}.00`,
      description: null,
      createdBy: captain?.id ?? null,
    },
  ]);
}
