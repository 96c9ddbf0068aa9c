import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, newsletterSubscribers } from "../../db/schema.js";
import { createTestApp, TEST_ENGINE, type TestApp, testContext } from "../../test/helpers.js";
import { LEAD_RETENTION_DAYS, purgeOldLeads } from "./leads.service.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registrationRateLimit: 1000 });
});
afterAll(() => t.close());

const inquiry = {
  first_name: "Meera",
  last_name: "Menon",
  phone: "98470 12345",
  email: "",
  event_details: "Wedding reception, 300 guests, 14 Dec at Ottapalam",
};

describe(`public inquiries and newsletter on ${TEST_ENGINE}`, () => {
  it("keeps an inquiry as a lead and answers in the caller's language", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/public/leads/",
      payload: inquiry,
      headers: { "accept-language": "ml" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toContain("നന്ദി");
    const [row] = await t.db.select().from(leads).where(eq(leads.firstName, "Meera"));
    expect(row).toMatchObject({ lastName: "Menon", phone: "9847012345", email: null, language: "ml" });
  });

  it("needs a name and a phone or an e-mail, and checks both", async () => {
    const none = await t.request({
      method: "POST",
      url: "/api/public/leads/",
      payload: { first_name: " ", phone: "", email: "" },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.first_name).toBeDefined();
    expect(none.json().errors.phone).toEqual(["Give a phone number or an e-mail"]);
    const bad = await t.request({
      method: "POST",
      url: "/api/public/leads/",
      payload: { first_name: "A", phone: "12ab", email: "not-an-email" },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["email", "phone"]);
    const emailOnly = await t.request({
      method: "POST",
      url: "/api/public/leads/",
      payload: { first_name: "Ravi", email: "Ravi@Example.com" },
    });
    expect(emailOnly.statusCode).toBe(201);
  });

  it("lists leads newest first for the admin only", async () => {
    const admin = await t.createUser("admin");
    const captain = await t.createUser("subadmin");
    const res = await t.request({ method: "GET", url: "/api/admin_panel/leads/?page_size=1", as: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toHaveLength(1);
    expect(res.json().results[0]).toMatchObject({ first_name: "Ravi", email: "ravi@example.com" });
    expect(res.json().pagination).toMatchObject({ total_items: 2, total_pages: 2 });
    expect((await t.request({ method: "GET", url: "/api/admin_panel/leads/", as: captain })).statusCode).toBe(
      403,
    );
    expect((await t.request({ method: "GET", url: "/api/admin_panel/leads/" })).statusCode).toBe(401);
  });

  it("keeps a newsletter e-mail once and answers the same the second time", async () => {
    const first = await t.request({
      method: "POST",
      url: "/api/public/newsletter/",
      payload: { email: "Host@Example.com" },
    });
    const second = await t.request({
      method: "POST",
      url: "/api/public/newsletter/",
      payload: { email: "host@example.com " },
    });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const [row] = await t.db.select({ n: count() }).from(newsletterSubscribers);
    expect(row?.n).toBe(1);
    const bad = await t.request({
      method: "POST",
      url: "/api/public/newsletter/",
      payload: { email: "nope" },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe(`keeping inquiries and newsletter e-mails on ${TEST_ENGINE}`, () => {
  it("removes those kept longer than the Privacy page's 2 years, and nothing newer", async () => {
    const now = new Date("2031-06-01T00:00:00Z");
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();
    const [old] = await t.db
      .insert(leads)
      .values({
        firstName: "Old",
        phone: "9000000101",
        language: "en",
        createdAt: daysAgo(LEAD_RETENTION_DAYS + 1),
      })
      .returning({ id: leads.id });
    const [recent] = await t.db
      .insert(leads)
      .values({
        firstName: "Recent",
        phone: "9000000102",
        language: "en",
        createdAt: daysAgo(LEAD_RETENTION_DAYS - 1),
      })
      .returning({ id: leads.id });
    await t.db.insert(newsletterSubscribers).values([
      { email: "old.reader@example.com", language: "en", createdAt: daysAgo(LEAD_RETENTION_DAYS + 30) },
      { email: "new.reader@example.com", language: "ml", createdAt: daysAgo(10) },
    ]);
    const removed = await purgeOldLeads(testContext(t, { now: () => now }));
    expect(removed.leads).toBeGreaterThanOrEqual(1);
    expect(removed.subscribers).toBeGreaterThanOrEqual(1);
    const left = (await t.db.select({ id: leads.id }).from(leads)).map((r) => r.id);
    expect(left).toContain(recent?.id);
    expect(left).not.toContain(old?.id);
    const emails = (await t.db.select({ e: newsletterSubscribers.email }).from(newsletterSubscribers)).map(
      (r) => r.e,
    );
    expect(emails).toContain("new.reader@example.com");
    expect(emails).not.toContain("old.reader@example.com");
    // A second run finds nothing more to remove.
    expect(await purgeOldLeads(testContext(t, { now: () => now }))).toEqual({ leads: 0, subscribers: 0 });
  });
});

describe(`rate limits on ${TEST_ENGINE}`, () => {
  it("answers 429 after the registration limit per address", async () => {
    const limited = await createTestApp({ registrationRateLimit: 2 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.request({
          method: "POST",
          url: "/api/public/newsletter/",
          payload: { email: `n${i}@example.com` },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
