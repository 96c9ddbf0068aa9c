import { afterAll, describe, expect, it } from "vitest";
import { TEST_ENGINE } from "../test/helpers.js";
import { freshTarget, type Target } from "../test/restore-targets.js";
import { migrate, migrationNames } from "./migrate.js";

/**
 * Meal and occasion apart (docs/decisions/069-meal-and-occasion.md): a work stored with an occasion
 * as its type keeps it as its occasion and gets the meal its reporting time serves; a meal stays.
 */
const ALL = migrationNames();
const BEFORE = new Set(ALL.slice(0, ALL.indexOf("0049_meal_and_occasion")));

let target: Target | undefined;
afterAll(async () => {
  await target?.drop();
});

describe(`the meal and occasion upgrade on ${TEST_ENGINE}`, () => {
  it("moves each occasion out of the work type and reads the meal from the reporting time", async () => {
    target = await freshTarget({ memory: true });
    const db = target.database;
    await migrate(db, { only: BEFORE });
    const work = (id: number, time: string, type: string) =>
      `(${id}, 'Hall ${id}', 'Anil', '9847012345', 'Road', 'Aluva', 'ernakulam', '2026-03-0${id}', '${time}', '${type}', 5, 100, 3500)`;
    await db.query(`insert into works (id, auditorium_name, customer_name, customer_mobile, address, place,
      district, date, reporting_time, work_type, no_of_boys_needed, attendees, payment_amount)
      values ${[
        work(1, "07:00", "wedding"),
        work(2, "10:30", "wedding"),
        work(3, "13:59", "birthday"),
        work(4, "14:00", "party"),
        work(5, "17:30", "corporate"),
        work(6, "17:30", "lunch"),
        work(7, "06:00", "others"),
      ].join(",")}`);

    await migrate(db);

    const rows = (await db.query("select id, work_type, occasion from works order by id")).rows;
    expect(rows.map((r) => [r.id, r.work_type, r.occasion])).toEqual([
      [1, "break_fast", "wedding"],
      [2, "lunch", "wedding"],
      [3, "lunch", "birthday"],
      [4, "dinner", "party"],
      [5, "dinner", "corporate"],
      [6, "lunch", null],
      [7, "others", null],
    ]);
    // Only meals are a work type now.
    await expect(db.query("update works set work_type = 'wedding' where id = 6")).rejects.toThrow();
  });
});
