// The demo's fixed data (names, venues, places, fares) and the rows of its workers and works.
import { type FareType, mealAt, OCCASIONS, type WorkerRole } from "@catercrew/shared";
import type { users, works } from "../db/schema.js";

export const DEMO_PASSWORD = "demo1234";
/** Indexes of the demo workers (see `DEMO_ROLES` below) left as pending applicants for the admin. */
export const STILL_APPLYING = new Set([24, 25, 31, 39]);
/** One approved demo login per worker role: [role, index, screen] (README lists the same). */
export const DEMO_LOGINS: [string, number, string][] = [
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

/** The fares the demo sets (the wages of the past works are computed with them). */
export const DEMO_FARES: Record<FareType, string> = {
  boys: "600.00",
  head_boy: "750.00",
  supervisor: "900.00",
  subadmin: "1200.00",
  setting: "150.00",
  loading: "100.00",
};

/** The demo workers' roles, by index: 26 boys, 6 head boys, 4 supervisors, 4 captains. */
const DEMO_ROLES: WorkerRole[] = [
  ...Array(26).fill("boys"),
  ...Array(6).fill("head_boy"),
  ...Array(4).fill("supervisor"),
  ...Array(4).fill("subadmin"),
];
const DISTRICTS = Object.keys(PLACES);

/** The 40 demo workers (all with the demo password's hash). */
export function demoWorkers(passwordHash: string): (typeof users.$inferInsert)[] {
  return DEMO_ROLES.map((role, i) => {
    const district = pick(DISTRICTS, i);
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
      // Adults, but for one 16-year-old boy whom the ages rule keeps off night works (record 064).
      dateOfBirth: i === 5 ? "2010-06-15" : `${1980 + (i % 20)}-0${1 + (i % 9)}-1${i % 9}`,
      isApproved: !STILL_APPLYING.has(i),
    };
  });
}

/**
 * 18 past works (completed), 12 upcoming (8 published), and one today (published, confirmed,
 * reporting at 11:00) whose crew is assigned and partly checked in, so every role's daily job
 * (check-in, rating, wages, completion) can be tried on the demo at once.
 */
export function demoWorks(): (typeof works.$inferInsert)[] {
  return [...pastAndComing(), todayWork()];
}

/** The demo's work of today (the last of `demoWorks`). */
function todayWork(): typeof works.$inferInsert {
  return {
    auditoriumName: "Town Hall",
    cateringCompany: pick(COMPANIES, 1),
    customerName: pick(CUSTOMERS, 2),
    customerMobile: "9447029999",
    address: "Town Hall, Ottapalam",
    place: "Ottapalam",
    district: "palakkad",
    date: dateOffset(0),
    reportingTime: "11:00",
    workType: "lunch",
    occasion: "wedding",
    noOfBoysNeeded: 5,
    attendees: 300,
    paymentAmount: "12000.00",
    locationUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("Town Hall, Ottapalam, Kerala")}`,
    aboutWork: "Serve sadhya on banana leaves; uniform: white shirt, black pant, black shoes.",
    instructions: "Report to the captain 30 minutes before the reporting time.",
    isPublished: true,
    status: "confirmed",
    completedAt: null,
  };
}

function pastAndComing(): (typeof works.$inferInsert)[] {
  return Array.from({ length: 30 }, (_, i): typeof works.$inferInsert => {
    const past = i < 18;
    const district = pick(DISTRICTS, i + 1);
    const venue = pick(VENUES, i);
    const place = pick(PLACES[district] ?? ["Town"], i);
    const reportingTime = pick(["07:00", "10:30", "11:00", "17:30", "18:00"], i);
    return {
      auditoriumName: venue,
      cateringCompany: pick(COMPANIES, i),
      customerName: pick(CUSTOMERS, i),
      customerMobile: `94470${String(20000 + i).slice(-5)}`,
      address: `${pick(VENUES, i)}, ${pick(PLACES[district] ?? ["Town"], i)}`,
      place: pick(PLACES[district] ?? ["Town"], i),
      district,
      date: past ? dateOffset(-(i * 9 + 3)) : dateOffset((i - 17) * 2),
      reportingTime,
      // The meal its reporting time serves; an occasion on most, none said on every fourth (record 069).
      workType: mealAt(reportingTime),
      occasion: i % 4 === 3 ? null : pick(OCCASIONS, i),
      noOfBoysNeeded: 4 + (i % 5),
      attendees: pick([80, 150, 250, 400, 1200], i),
      paymentAmount: `${(8 + (i % 7)) * 1000}.00`,
      // Each work's map opens its own venue and place, not one town for all.
      locationUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${venue}, ${place}, Kerala`)}`,
      aboutWork: "Serve sadhya on banana leaves; uniform: white shirt, black pant, black shoes.",
      instructions: "Report to the captain 30 minutes before the reporting time.",
      isPublished: !past && i % 3 !== 0,
      status: past ? "completed" : i % 4 === 0 ? "confirmed" : "pending",
      completedAt: past ? new Date().toISOString() : null,
    };
  });
}
