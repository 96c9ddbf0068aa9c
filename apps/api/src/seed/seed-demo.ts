/**
 * npm run seed:demo: loads a realistic demo into the configured database (DATA_DIR or
 * DATABASE_URL): 40 workers of every role across Kerala (36 approved, among them three captains
 * and four supervisors; four still applying), 30 works in the past and the coming weeks, join
 * requests, assignments, ratings, wages and expenses. Demo workers sign in with their mobile
 * number (captains also with their e-mail) and the password "demo1234".
 */
import { computeWage, type FareType, WORK_TYPES, type WorkerRole } from "@catercrew/shared";
import { eq, like } from "drizzle-orm";
import { hashPassword } from "../auth/passwords.js";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { DataDirLockedError } from "../db/data-lock.js";
import { migrate } from "../db/migrate.js";
import {
  assignments,
  extraExpenses,
  fares,
  ratings,
  users,
  wages,
  workRequests,
  works,
} from "../db/schema.js";
import { seedFirstStart } from "./seed.js";

const DEMO_PASSWORD = "demo1234";
/** Indexes of the demo workers (see `roles` below) left as pending applicants for the admin. */
const STILL_APPLYING = new Set([24, 25, 31, 39]);
/** One approved demo login per worker role: [role, index, screen] (README lists the same). */
const DEMO_LOGINS: [string, number, string][] = [
  ["captain (sub-admin)", 36, "/subadmin/login"],
  ["supervisor", 32, "/user/login"],
  ["head boy", 26, "/user/login"],
  ["boy", 0, "/user/login"],
];

const FIRST = [
  "Arjun",
  "Rahul",
  "Vishnu",
  "Akhil",
  "Anandu",
  "Sreejith",
  "Nikhil",
  "Abhijith",
  "Midhun",
  "Jithin",
  "Sanju",
  "Faris",
  "Muhammed",
  "Ashik",
  "Shibin",
  "Libin",
  "Jobin",
  "Amal",
  "Adarsh",
  "Gokul",
];
const LAST = ["Nair", "Menon", "K", "P", "Varghese", "Thomas", "Pillai", "Kurup", "Rahman", "Joseph"];
const VENUES = [
  "Lulu Convention Centre",
  "Gokulam Convention Centre",
  "Town Hall",
  "Adlux Convention Centre",
  "Hotel Taj Gateway",
  "Casino Hotel Auditorium",
  "Sree Krishna Auditorium",
  "Mar Thoma Parish Hall",
  "Kalyan Auditorium",
  "Rajadhani Auditorium",
];
const PLACES: Record<string, string[]> = {
  palakkad: ["Cherpulassery", "Ottapalam", "Shoranur", "Mannarkkad"],
  malappuram: ["Perinthalmanna", "Tirur", "Manjeri"],
  thrissur: ["Guruvayur", "Chalakudy", "Kunnamkulam"],
  ernakulam: ["Kochi", "Aluva", "Angamaly"],
  kozhikode: ["Kozhikode", "Vadakara"],
};
const COMPANIES = ["Malabar Caterers", "Nalukettu Catering", "Sadhya House", null];
const CUSTOMERS = [
  "Suresh Kumar",
  "Anitha Joseph",
  "Abdul Rasheed",
  "Priya Menon",
  "George Mathew",
  "Lakshmi Devi",
];

function pick<T>(list: readonly T[], i: number): T {
  return list[i % list.length] as T;
}

function dateOffset(days: number): string {
  const d = new Date(Date.now() + 5.5 * 3600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function main() {
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      purpose: "seed:demo",
    });
  } catch (err) {
    // A running server owns the embedded folder: refuse before touching anything (DECISIONS 12).
    if (err instanceof DataDirLockedError) {
      console.error(`${err.message}
Stop the server (Ctrl+C), run npm run seed:demo, then npm start again.`);
      process.exit(1);
    }
    throw err;
  }
  await migrate(database);
  const log = { info: console.log, warn: console.warn };
  await seedFirstStart(
    database.db,
    { adminEmail: config.adminEmail, adminPassword: config.adminPassword },
    log,
  );
  const db = database.db;

  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.mobileNumber, "90000%"))
    .limit(1);
  if (existing.length) {
    console.log("Demo data is already loaded.");
    await database.close();
    return;
  }

  const fareAmounts: Record<FareType, string> = {
    boys: "600.00",
    head_boy: "750.00",
    supervisor: "900.00",
    subadmin: "1200.00",
    setting: "150.00",
    loading: "100.00",
  };
  await db.transaction(async (tx) => {
    for (const [fareType, amount] of Object.entries(fareAmounts)) {
      await tx.update(fares).set({ amount }).where(eq(fares.fareType, fareType));
    }
  });

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const roles: WorkerRole[] = [
    ...Array(26).fill("boys"),
    ...Array(6).fill("head_boy"),
    ...Array(4).fill("supervisor"),
    ...Array(4).fill("subadmin"),
  ];
  const districts = Object.keys(PLACES);
  const workerRows = await db
    .insert(users)
    .values(
      roles.map((role, i) => {
        const district = pick(districts, i);
        return {
          userName: `${pick(FIRST, i)} ${pick(LAST, i * 3 + 1)}`,
          mobileNumber: `90000${String(10000 + i).slice(-5)}`,
          email: role === "subadmin" ? `captain${i}@catercrew.demo` : null,
          role,
          passwordHash,
          address: `House ${i + 1}, ${pick(PLACES[district] ?? ["Town"], i)}`,
          district,
          place: pick(PLACES[district] ?? ["Town"], i),
          experienced: i % 3 !== 0,
          employmentType: pick(["part_time", "full_time", "freelance"], i),
          hasBike: i % 2 === 0,
          hasLicense: i % 4 === 0,
          isApproved: !STILL_APPLYING.has(i),
        };
      }),
    )
    .returning();
  const approved = workerRows.filter((u) => u.isApproved);
  const byRole = (role: WorkerRole) => approved.flatMap((u) => (u.role === role ? [{ ...u, role }] : []));

  // 18 past works (completed), 12 upcoming (8 published).
  const workRows = await db
    .insert(works)
    .values(
      Array.from({ length: 30 }, (_, i): typeof works.$inferInsert => {
        const past = i < 18;
        const district = pick(districts, i + 1);
        return {
          auditoriumName: pick(VENUES, i),
          cateringCompany: pick(COMPANIES, i),
          customerName: pick(CUSTOMERS, i),
          customerMobile: `94470${String(20000 + i).slice(-5)}`,
          address: `${pick(VENUES, i)}, ${pick(PLACES[district] ?? ["Town"], i)}`,
          place: pick(PLACES[district] ?? ["Town"], i),
          district,
          date: past ? dateOffset(-(i * 9 + 3)) : dateOffset((i - 17) * 2),
          reportingTime: pick(["07:00", "10:30", "11:00", "17:30", "18:00"], i),
          workType: pick(WORK_TYPES, i),
          noOfBoysNeeded: 4 + (i % 5),
          attendees: pick([80, 150, 250, 400, 1200], i),
          paymentAmount: `${(8 + (i % 7)) * 1000}.00`,
          locationUrl: "https://maps.google.com/?q=Cherpulassery",
          aboutWork: "Serve sadhya on banana leaves; uniform: white shirt, black pant, black shoes.",
          instructions: "Report to the captain 30 minutes before the reporting time.",
          isPublished: !past && i % 3 !== 0,
          status: past ? "completed" : i % 4 === 0 ? "confirmed" : "pending",
          completedAt: past ? new Date().toISOString() : null,
        };
      }),
    )
    .returning();

  const ratingAmountPerMark = config.ratingAmountPerMark;
  for (const [wi, work] of workRows.entries()) {
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
      if (!past) return;
      const captain = team.find((u) => u.role === "subadmin");
      for (const [k, a] of assigned.entries()) {
        const mark = (n: number) => (wi + k + n) % 4 !== 0;
        const rating = {
          pant: mark(0),
          shoe: mark(1),
          timing: mark(2),
          neatness: true,
          performance: mark(3),
          attendence: (wi + k) % 11 === 0 ? 0 : 1,
        };
        await tx.insert(ratings).values({
          workId: work.id,
          userId: a.userId,
          ...rating,
          arrivalTime: "10:15",
          comment: rating.attendence ? "Good work" : "Did not report",
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
          fares: fareAmounts,
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
    });
  }

  console.log(
    `Demo loaded: ${workerRows.length} workers (${STILL_APPLYING.size} still awaiting approval), ${workRows.length} works (18 completed with ratings, wages and expenses; 12 upcoming).`,
  );
  console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
  for (const [role, i, screen] of DEMO_LOGINS) {
    const u = workerRows[i];
    console.log(
      `  ${role}: ${u?.userName}, mobile ${u?.mobileNumber}${u?.email ? ` or ${u.email}` : ""} on ${screen}`,
    );
  }
  await database.close();
}

await main();
