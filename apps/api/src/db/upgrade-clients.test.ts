import { afterAll, describe, expect, it } from "vitest";
import { TEST_ENGINE } from "../test/helpers.js";
import { freshTarget, type Target } from "../test/restore-targets.js";
import type { Database } from "./client.js";
import { migrate, migrationNames } from "./migrate.js";

/**
 * The billing upgrade (docs/decisions/056-clients-and-bills.md) links every existing work to a
 * client made from its text fields: one client per customer mobile number, else per company name;
 * how many it made is written to the audit log.
 */
const ALL = migrationNames();
const BEFORE = new Set(ALL.slice(0, ALL.indexOf("0040_billing")));

let target: Target | undefined;
afterAll(async () => {
  await target?.drop();
});

async function rows<T>(db: Database, text: string): Promise<T[]> {
  return (await db.query(text)).rows as T[];
}

/** A work row at the schema before 0040 (only the columns that must be filled). */
function work(id: number, company: string | null, name: string, mobile: string, date: string): string {
  const c = company === null ? "null" : `'${company}'`;
  return `(${id}, 'Hall ${id}', ${c}, '${name}', '${mobile}', 'Road ${id}', 'Aluva', 'ernakulam', '${date}', '10:00', 'lunch', 5, 100, 3500.50)`;
}

describe(`the billing upgrade links works to clients on ${TEST_ENGINE}`, () => {
  it("makes one client per mobile number, else per company, and links every work", async () => {
    target = await freshTarget({ memory: true });
    const db = target.database;
    await migrate(db, { only: BEFORE });
    await db.query(`insert into works (id, auditorium_name, catering_company, customer_name, customer_mobile,
      address, place, district, date, reporting_time, work_type, no_of_boys_needed, attendees, payment_amount)
      values ${[
        work(1, "Amma Caterers", "Suresh", "9847012345", "2026-01-10"),
        work(2, "Amma Caterers", "Suresh K", "9847012345", "2026-02-10"),
        work(3, null, "ശ്രീജിത്ത്", "9446055555", "2026-03-01"),
        work(4, "Royal Feast", "Anil", "", "2026-03-02"),
        work(5, " royal feast ", "Anil", "", "2026-03-05"),
        work(6, null, "Mini", "12345", "2026-03-06"),
      ].join(",")}`);

    await migrate(db);

    const linked = await rows<{ id: number; client_id: number | null }>(
      db,
      "select id, client_id from works order by id",
    );
    expect(linked.every((w) => w.client_id !== null)).toBe(true);
    const clientOf = Object.fromEntries(linked.map((w) => [w.id, w.client_id]));
    expect(clientOf[1]).toBe(clientOf[2]);
    expect(clientOf[4]).toBe(clientOf[5]);
    expect(new Set(Object.values(clientOf)).size).toBe(4);

    const clients = await rows<{
      id: number;
      name: string;
      kind: string;
      contact_person: string;
      mobile: string | null;
      state_code: string;
      payment_terms_days: number;
    }>(
      db,
      "select id, name, kind, contact_person, mobile, state_code, payment_terms_days from clients order by id",
    );
    const byId = new Map(clients.map((c) => [c.id, c]));
    // The latest work names the client.
    expect(byId.get(clientOf[1] ?? 0)).toMatchObject({
      name: "Amma Caterers",
      kind: "caterer",
      contact_person: "Suresh K",
      mobile: "9847012345",
      state_code: "32",
      payment_terms_days: 7,
    });
    expect(byId.get(clientOf[3] ?? 0)).toMatchObject({
      name: "ശ്രീജിത്ത്",
      kind: "event_host",
      mobile: "9446055555",
    });
    expect(byId.get(clientOf[5] ?? 0)).toMatchObject({ name: "royal feast", kind: "caterer", mobile: null });
    expect(byId.get(clientOf[6] ?? 0)).toMatchObject({ name: "Mini", kind: "event_host", mobile: null });

    const [report] = await rows<{ details: { clients: number; works: number } }>(
      db,
      "select details from audit_log where action = 'clients.made_from_works'",
    );
    expect(report?.details).toEqual({ clients: 4, works: 6 });

    // A new client gets the next id: the sequence moved past the ones the upgrade took.
    const [next] = await rows<{ id: number }>(db, "insert into clients (name) values ('New') returning id");
    expect(next?.id).toBeGreaterThan(Math.max(...clients.map((c) => c.id)));
    const [settings] = await rows<{ n: number }>(db, "select count(*)::int as n from billing_settings");
    expect(settings?.n).toBe(1);
  }, 120_000);
});
