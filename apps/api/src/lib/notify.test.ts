import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationDeliveries, notificationSettings, notifications } from "../db/schema.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../test/helpers.js";
import { DELIVERY_QUEUES, notify, notifyMany } from "./notify.js";

/** Telling many people at once: one row per person and channel, the queue's jobs in one insert. */

let t: TestApp;
let crew: TestUser[];

beforeAll(async () => {
  t = await createTestApp();
  crew = [];
  for (let i = 0; i < 30; i++) crew.push(await t.createUser("boys"));
  // Five of them said no to WhatsApp: in-app only for them.
  await t.db
    .insert(notificationSettings)
    .values(crew.slice(0, 5).map((u) => ({ userId: u.id, whatsappOptOut: true })));
}, 120_000);

afterAll(() => t.close());

async function jobsOf(queue: string, deliveryIds: number[]): Promise<number[]> {
  const res = await t.app.database.query(
    "select (data->>'deliveryId')::int as id from pgboss.job where name = $1 order by id",
    [queue],
  );
  const wanted = new Set(deliveryIds);
  return res.rows.map((r) => Number(r.id)).filter((id) => wanted.has(id));
}

describe(`notifyMany (${TEST_ENGINE})`, () => {
  it("tells a crew of 30: a notification each, a WhatsApp delivery and its job for each who did not opt out", async () => {
    const ids = await t.db.transaction((tx) =>
      notifyMany(
        tx,
        crew.map((u) => ({ userId: u.id, type: "assigned" as const, params: { venue: "Hall" } })),
      ),
    );
    expect(ids).toHaveLength(30);
    const rows = await t.db.select().from(notifications).where(inArray(notifications.id, ids));
    expect(rows.map((r) => r.userId).sort()).toEqual(crew.map((u) => u.id).sort());
    const deliveries = await t.db
      .select()
      .from(notificationDeliveries)
      .where(inArray(notificationDeliveries.notificationId, ids));
    expect(deliveries).toHaveLength(25);
    expect(deliveries.every((d) => d.channel === "whatsapp" && d.status === "pending")).toBe(true);
    const told = new Set(
      rows.filter((r) => deliveries.some((d) => d.notificationId === r.id)).map((r) => r.userId),
    );
    for (const u of crew.slice(0, 5)) expect(told.has(u.id)).toBe(false);
    // Exactly one job per delivery, none for the in-app-only ones.
    expect(
      await jobsOf(
        DELIVERY_QUEUES.whatsapp,
        deliveries.map((d) => d.id),
      ),
    ).toEqual(deliveries.map((d) => d.id).sort((a, b) => a - b));
  });

  it("writes nothing again for a used dedupe key, nothing for an unknown user, and nothing when the change rolls back", async () => {
    const inputs = crew.slice(0, 10).map((u) => ({
      userId: u.id,
      type: "reminder_morning" as const,
      params: { venue: "Hall", time: "10:00" },
      dedupeKey: "reminder_morning:1:2030-01-01",
    }));
    const stranger = { ...inputs.slice(-1)[0], userId: 999_999, type: "reminder_morning" as const };
    const first = await t.db.transaction((tx) => notifyMany(tx, [...inputs, stranger]));
    expect(first).toHaveLength(10);
    const again = await t.db.transaction((tx) => notifyMany(tx, inputs));
    expect(again).toEqual([]);
    // notify() is the one-person case of the same write.
    const last = inputs.slice(-1)[0];
    if (last) expect(await t.db.transaction((tx) => notify(tx, last))).toBeNull();

    const before = await t.db.select().from(notifications).where(eq(notifications.type, "work_cancelled"));
    await expect(
      t.db.transaction(async (tx) => {
        await notifyMany(
          tx,
          crew.map((u) => ({ userId: u.id, type: "work_cancelled" as const })),
        );
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const after = await t.db.select().from(notifications).where(eq(notifications.type, "work_cancelled"));
    expect(after).toHaveLength(before.length);
  });
});
