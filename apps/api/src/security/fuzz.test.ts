import { createHmac } from "node:crypto";
import { ERROR_STATUS, errorBodySchema } from "@catercrew/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteEntry } from "../app.js";
import { queryRows } from "../db/client.js";
import { clientPortalAccounts, clients } from "../db/schema.js";
import { handleInboundEvent } from "../modules/whatsapp/inbound/inbound.service.js";
import { createWork } from "../test/factories.js";
import { listenOnLoopback, whatsappTestApp } from "../test/graph-stand-in.js";
import {
  createTestApp,
  multipart,
  TEST_ENGINE,
  type TestApp,
  type TestUser,
  testContext,
} from "../test/helpers.js";
import { mutateBody, NASTY_PARAMS, NASTY_STRINGS } from "./fuzz-inputs.js";

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: Parameters<typeof mutateBody>[0] }> };
      }
    >
  >;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createWork(t, {
    auditoriumName: "Fuzz Hall",
    customerName: "Fuzz",
    customerMobile: "9000000000",
    address: "A",
    place: "P",
    district: "palakkad",
    date: "2030-01-01",
    reportingTime: "10:00",
    workType: "lunch",
    noOfBoysNeeded: 3,
    attendees: 100,
    paymentAmount: "1000.00",
    isPublished: true,
  });
  await watchWrites();
});
afterAll(() => t.close());

/** Everything a rejected write must leave as it was (login attempts are expected writes). */
const WATCHED = [
  "users",
  "fares",
  "works",
  "work_requests",
  "assignments",
  "ratings",
  "wages",
  "extra_expenses",
  "audit_log",
];

/**
 * Counts every row written to the watched tables: a row trigger adds one to a counter in the
 * writing transaction, so a write that rolls back leaves the count as it was, and an update that
 * changes no value is not counted. (Hashing the watched tables after each request did the same
 * but grew with them: the test adds six people per route.)
 */
async function watchWrites(): Promise<void> {
  const statements = [
    "create table fuzz_writes (n bigint not null)",
    "insert into fuzz_writes values (0)",
    `create function fuzz_count_write() returns trigger language plpgsql as $$
       begin update fuzz_writes set n = n + 1; return null; end $$`,
    ...WATCHED.flatMap((table) => [
      `create trigger fuzz_watch_ins_del after insert or delete on "${table}"
         for each row execute function fuzz_count_write()`,
      `create trigger fuzz_watch_upd after update on "${table}"
         for each row when (old.* is distinct from new.*) execute function fuzz_count_write()`,
    ]),
  ];
  for (const statement of statements) await t.db.execute(sql.raw(statement));
  // The counter sees a write, and does not see one that rolls back.
  const before = await fingerprint();
  await t.createUser("boys");
  const after = await fingerprint();
  expect(after).not.toBe(before);
  await t.db
    .transaction(async (tx) => {
      await tx.execute(sql.raw("update works set remarks = 'fuzz' where true"));
      throw new Error("roll back");
    })
    .catch(() => undefined);
  expect(await fingerprint()).toBe(after);
}

/** The number of rows written to the watched tables so far. */
async function fingerprint(): Promise<string> {
  const [row] = await queryRows<{ n: string }>(t.db, sql.raw("select n::text as n from fuzz_writes"));
  return row?.n ?? "";
}

/** A client signed in to his own page (record 062): his token in a TestUser's place. */
async function signedInClient(): Promise<TestUser> {
  const base = await t.createUser("boys");
  const [client] = await t.db
    .insert(clients)
    .values({ name: "Fuzz Caterers", mobile: "9000000003" })
    .returning();
  if (!client) throw new Error("no client");
  await t.db.insert(clientPortalAccounts).values({ clientId: client.id });
  return { ...base, token: t.app.signClientToken({ clientId: client.id, sessionVersion: 0 }) };
}

function actorFor(route: RouteEntry, actors: Record<string, TestUser>): TestUser | null {
  if (route.access === "public") return null;
  if (route.access === "optional") return actors.admin ?? null;
  if (route.access === "client") return actors.client ?? null;
  const roles = route.access.roles;
  if (roles.includes("admin")) return actors.admin ?? null;
  return actors[roles[0] ?? "boys"] ?? null;
}

const toUrl = (pattern: string, value: string) => pattern.replace(/:[A-Za-z_]+/g, value);

describe(`bad-input fuzzing on ${TEST_ENGINE}`, () => {
  it("answers every mutated request to every route with a 4xx error shape or a success, never a 5xx, and rejected writes change nothing", async () => {
    const spec: OpenApi = JSON.parse(JSON.stringify(t.app.swagger()));
    const failures: string[] = [];
    let requests = 0;
    let covered = 0;
    const started = Date.now();
    const budgetMs = Number(process.env.FUZZ_BUDGET_MS ?? 330_000);

    for (const route of t.app.routeTable) {
      if (Date.now() - started > budgetMs) break;
      covered += 1;
      // Fresh actors per route, so a destructive success on one route cannot blind the next.
      const actors: Record<string, TestUser> = {
        admin: await t.createUser("admin"),
        subadmin: await t.createUser("subadmin"),
        supervisor: await t.createUser("supervisor"),
        head_boy: await t.createUser("head_boy"),
        boys: await t.createUser("boys"),
        client: await signedInClient(),
      };
      const as = actorFor(route, actors);
      const oaPath = route.url.replace(/:([A-Za-z_]+)/g, "{$1}");
      const op = spec.paths[oaPath]?.[route.method.toLowerCase()];
      const queryNames = (op?.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
      const bodySchema = op?.requestBody?.content?.["application/json"]?.schema;
      const hasParams = route.url.includes(":");
      const write = route.method !== "GET";

      const cases: {
        url: string;
        payload?: unknown;
        headers?: Record<string, string>;
        raw?: string | Buffer;
      }[] = [];
      const okUrl = toUrl(route.url, "1");
      for (const p of hasParams ? NASTY_PARAMS : []) cases.push({ url: toUrl(route.url, p) });
      for (const name of queryNames.length ? queryNames : ["page"]) {
        for (const v of [...NASTY_STRINGS.slice(0, 6), "-1", "9".repeat(30)]) {
          cases.push({ url: `${okUrl}?${name}=${encodeURIComponent(v)}` });
        }
        cases.push({ url: `${okUrl}?${name}=1&${name}=2` });
      }
      if (write) {
        for (const body of mutateBody(bodySchema)) cases.push({ url: okUrl, payload: body });
        cases.push({ url: okUrl, raw: "{not json", headers: { "content-type": "application/json" } });
        cases.push({
          url: okUrl,
          raw: "a=1",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        });
        cases.push({
          url: okUrl,
          raw: "--x\r\nbroken",
          headers: { "content-type": "multipart/form-data; boundary=x" },
        });
        const mp = multipart(
          { user_name: "x".repeat(20_000) },
          { license_image: { name: "a.png", data: Buffer.from("MZ\x90") } },
        );
        cases.push({ url: okUrl, raw: mp.payload, headers: mp.headers });
      }

      // The reference state: refreshed after a write that succeeded, compared after a rejected one.
      let current = write ? await fingerprint() : "";
      for (const c of cases) {
        const res = await t.request({
          method: route.method as "GET",
          url: c.url,
          as,
          ...(c.raw !== undefined
            ? { payload: c.raw, headers: c.headers }
            : c.payload !== undefined
              ? { payload: c.payload as object }
              : {}),
        });
        requests += 1;
        const label = `${route.method} ${c.url.slice(0, 80)} ${c.payload !== undefined ? JSON.stringify(c.payload).slice(0, 80) : ""}`;
        if (write && res.statusCode < 400) current = await fingerprint();
        if (res.statusCode >= 500) {
          failures.push(`${res.statusCode} ${label}: ${res.body.slice(0, 200)}`);
          continue;
        }
        if (res.statusCode >= 400) {
          let body: unknown = {};
          try {
            body = res.json();
          } catch {
            failures.push(`non-JSON ${res.statusCode} ${label}`);
            continue;
          }
          const parsed = errorBodySchema.safeParse(body);
          if (!parsed.success || !parsed.data.message) {
            failures.push(`bad error shape ${res.statusCode} ${label}: ${res.body.slice(0, 120)}`);
          } else if (
            parsed.data.code !== "BAD_REQUEST" &&
            ERROR_STATUS[parsed.data.code] !== res.statusCode
          ) {
            failures.push(`code ${parsed.data.code} with status ${res.statusCode} ${label}`);
          }
          if (write) {
            const now = await fingerprint();
            if (now !== current) failures.push(`rejected write changed data: ${res.statusCode} ${label}`);
            current = now;
          }
        }
      }
    }
    console.log(
      `fuzz: ${requests} requests over ${covered}/${t.app.routeTable.length} routes in ${Date.now() - started} ms`,
    );
    expect(failures).toEqual([]);
    expect(covered, "the time budget ran out before every route was fuzzed").toBe(t.app.routeTable.length);
  }, 420_000);
});

/** The WhatsApp webhook with its secrets set: malformed bodies, signed or not, never a 5xx. */
describe(`WhatsApp webhook fuzzing on ${TEST_ENGINE}`, () => {
  it("answers malformed, oversized and odd deliveries with 200 or a 4xx error shape, and their events handle without a crash", async () => {
    const secret = "fuzz-app-secret";
    // A Cloud API stand-in on loopback: an event's job sends its replies (record 081).
    const graph = await listenOnLoopback((_req, _text, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({ messaging_product: "whatsapp", messages: [{ id: `wamid.fuzz.${Date.now()}` }] }),
      );
    });
    const w = await whatsappTestApp(graph.url, { verifyToken: "v", appSecret: secret });
    try {
      const sign = (raw: string | Buffer) =>
        `sha256=${createHmac("sha256", secret).update(raw).digest("hex")}`;
      const msg = (m: unknown) => ({
        entry: [{ changes: [{ field: "messages", value: { messages: [m] } }] }],
      });
      const bodies: (string | Buffer)[] = [
        "",
        "{",
        "null",
        "[]",
        '"text"',
        "1e309",
        Buffer.from([0xff, 0xfe, 0x00, 0x01]),
        JSON.stringify({ entry: "x" }),
        JSON.stringify({ entry: [{ changes: [{ field: "messages", value: null }] }] }),
        JSON.stringify({
          entry: [{ changes: [{ field: "messages", value: { messages: "x", statuses: [1, null] } }] }],
        }),
        JSON.stringify(msg({ from: "919000000001", id: "a", type: "text", text: { body: 5 } })),
        JSON.stringify(
          msg({ from: "919000000001", id: "b", type: "button", button: { payload: "request:99999999999" } }),
        ),
        JSON.stringify(
          msg({
            from: "919000000001",
            id: "c",
            type: "interactive",
            interactive: { type: "list_reply", list_reply: { id: "pick:-1" } },
          }),
        ),
        JSON.stringify(
          msg({ from: "919000000001", id: "d", type: "text", text: { body: "START CK0 zzzzzzzz" } }),
        ),
        JSON.stringify(msg({ from: "919000000001", id: "e", type: "image" })),
        JSON.stringify(msg({ from: "1".repeat(5000), id: "f", type: "text", text: { body: "jobs" } })),
        JSON.stringify(
          msg({
            from: "919000000001",
            id: "g".repeat(300),
            type: "text",
            text: { body: "x".repeat(50_000) },
          }),
        ),
        JSON.stringify({
          entry: [{ changes: [{ field: "message_template_status_update", value: { event: 5 } }] }],
        }),
        JSON.stringify({
          entry: [
            {
              changes: [
                {
                  field: "message_template_status_update",
                  value: { event: "PAUSED", message_template_name: "x".repeat(3000) },
                },
              ],
            },
          ],
        }),
        ...NASTY_STRINGS.map((s) =>
          JSON.stringify(msg({ from: "919000000002", id: `n${s.length}`, type: "text", text: { body: s } })),
        ),
      ];
      const failures: string[] = [];
      for (const raw of bodies) {
        for (const signature of [undefined, "sha256=00", sign(raw)]) {
          const res = await w.request({
            method: "POST",
            url: "/api/whatsapp/webhook",
            payload: raw,
            headers: {
              "content-type": "application/json",
              ...(signature ? { "x-hub-signature-256": signature } : {}),
            },
          });
          const label = `${String(raw).slice(0, 60)} (${signature ? "signed" : "unsigned"})`;
          if (res.statusCode >= 500) failures.push(`${res.statusCode} ${label}`);
          else if (res.statusCode >= 400 && !errorBodySchema.safeParse(res.json()).success)
            failures.push(`shape ${label}`);
          else if (signature !== sign(raw) && res.statusCode !== 401)
            failures.push(`not 401 unsigned ${label}`);
        }
      }
      // Every stored event is handled, its replies sent, without throwing.
      const stored = await queryRows<{ event_key: string }>(
        w.db,
        sql`select event_key from whatsapp_inbound`,
      );
      for (const row of stored) {
        await handleInboundEvent(testContext(w), row.event_key).catch((err: unknown) =>
          failures.push(`handling ${row.event_key.slice(0, 40)}: ${String(err).slice(0, 200)}`),
        );
      }
      for (const query of [
        "",
        "?hub.mode=subscribe",
        "?hub.mode=subscribe&hub.verify_token=v",
        "?hub.challenge[]=1&hub.verify_token=v&hub.mode=subscribe",
      ]) {
        const res = await w.request({ method: "GET", url: `/api/whatsapp/webhook${query}` });
        if (res.statusCode >= 500) failures.push(`${res.statusCode} GET ${query}`);
      }
      expect(failures).toEqual([]);
    } finally {
      await w.close();
      await graph.stop();
    }
  }, 120_000);
});
