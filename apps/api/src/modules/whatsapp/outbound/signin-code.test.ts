import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { whatsappCodeRequests, whatsappContacts, whatsappSigninCodes } from "../../../db/schema.js";
import { CODE_MINUTES } from "../../../lib/code-requests.js";
import { createTestApp, TEST_ENGINE, type TestApp, testContext } from "../../../test/helpers.js";
import { type CodeJob, SIGNIN_CODE_QUEUE, sendWhatsappCode, signInWithCode } from "./signin-code.service.js";

/** Signing in and setting a new password with a code on WhatsApp. */

interface Sent {
  to: string;
  template: { name: string; components: { type: string; parameters: { text: string }[] }[] };
}
const sent: Sent[] = [];
/** While set, the stand-in holds its answers until it is called (a slow WhatsApp). */
let held: Promise<void> | null = null;
let server: Server;
let t: TestApp;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = "";
    req.on("data", (c: Buffer) => {
      text += c.toString("utf8");
    });
    req.on("end", async () => {
      if (held) await held;
      sent.push(JSON.parse(text) as Sent);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ messages: [{ id: `wamid.${sent.length}` }] }));
    });
  });
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
  t = await createTestApp({
    whatsapp: { token: "test-token", phoneNumberId: "1234567890", apiUrl: url },
    outbound: { standIns: [new URL(url).origin] },
  });
}, 60_000);

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let ip = 0;
/** The request alone: each from its own address unless said otherwise (the per-address limit is tested alone). */
const askOnly = (mobile: string, purpose: "sign_in" | "reset" = "sign_in", from?: string) =>
  t.request({
    method: "POST",
    url: "/api/auth/whatsapp-code/",
    payload: { mobile_number: mobile, purpose },
    remoteAddress: from ?? `10.0.0.${++ip}`,
    headers: { "accept-language": "en" },
  });

/** Runs what the queue would: every waiting code job, oldest first. */
async function sendCodes(): Promise<number> {
  const res = await t.app.database.query(
    "select id::text as id, data from pgboss.job where name = $1 and state = 'created' order by created_on, id",
    [SIGNIN_CODE_QUEUE],
  );
  for (const r of res.rows) {
    await sendWhatsappCode(testContext(t), r.data as CodeJob);
    await t.app.database.query("update pgboss.job set state = 'completed' where id = $1", [String(r.id)]);
  }
  return res.rows.length;
}

/** The request, then its job run. */
const ask = async (mobile: string, purpose: "sign_in" | "reset" = "sign_in", from?: string) => {
  const res = await askOnly(mobile, purpose, from);
  await sendCodes();
  return res;
};
const signIn = (mobile: string, code: string) =>
  t.request({
    method: "POST",
    url: "/api/auth/whatsapp-code/sign-in/",
    payload: { mobile_number: mobile, code },
  });

async function worker() {
  const w = await t.createUser("boys");
  const waNumber = `9188${String(w.id).padStart(8, "0")}`;
  await t.db
    .insert(whatsappContacts)
    .values({ userId: w.id, waNumber, optedInAt: new Date().toISOString(), optedInHow: "start_message" });
  return { ...w, mobile: w.row.mobileNumber, waNumber };
}

const lastCodeTo = (waNumber: string) => {
  const m = sent.filter((s) => s.to === waNumber).at(-1);
  return m?.template.components[0]?.parameters[0]?.text ?? "";
};
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe(`WhatsApp sign-in code (${TEST_ENGINE})`, () => {
  it("goes at once to the opted-in number as the authentication template, and signs in once only", async () => {
    const w = await worker();
    const res = await ask(w.mobile);
    expect(res.statusCode).toBe(200);
    const code = lastCodeTo(w.waNumber);
    expect(code).toMatch(/^\d{6}$/);
    const message = sent.filter((s) => s.to === w.waNumber).at(-1);
    expect(message?.template.name).toBe("signin_code_v1");
    expect(message?.template.components.map((c) => c.type)).toEqual(["body", "button"]);
    const ok = await signIn(w.mobile, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().tokens.access).toEqual(expect.any(String));
    expect(ok.json().user.id).toBe(w.id);
    expect((await signIn(w.mobile, code)).statusCode).toBe(400);
  });

  it("answers the same whether or not the number exists, and sends nothing to an unknown or not opted-in number", async () => {
    const w = await worker();
    const plain = await t.createUser("boys");
    const before = sent.length;
    const known = await ask(w.mobile);
    const unknown = await ask("9000012345");
    const notOptedIn = await ask(plain.row.mobileNumber);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(notOptedIn.json()).toEqual(known.json());
    expect(sent.length).toBe(before + 1);
    const bad = await signIn("9000012345", "123456");
    const badKnown = await signIn(w.mobile, wrong(lastCodeTo(w.waNumber)));
    expect(bad.statusCode).toBe(badKnown.statusCode);
    expect(bad.json().code).toBe(badKnown.json().code);
  });

  it("answers before any work for the account: a WhatsApp that never answers does not hold the answer", async () => {
    const w = await worker();
    const before = sent.length;
    let release = () => {};
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      const timeout = new Promise<"held">((resolve) => setTimeout(() => resolve("held"), 3_000));
      const known = await Promise.race([askOnly(w.mobile), timeout]);
      const unknown = await askOnly("9000099887");
      expect(known).not.toBe("held");
      if (known === "held") return;
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      // The answer did no work for the account: no code row yet, one job per request either way.
      expect(sent.length).toBe(before);
      expect(
        await t.db.select().from(whatsappSigninCodes).where(eq(whatsappSigninCodes.userId, w.id)),
      ).toEqual([]);
    } finally {
      release();
      held = null;
    }
    expect(await sendCodes()).toBe(2);
    expect(lastCodeTo(w.waNumber)).toMatch(/^\d{6}$/);
    expect(sent.length).toBe(before + 1);
  });

  it("expires after 10 minutes", async () => {
    const w = await worker();
    await ask(w.mobile);
    const code = lastCodeTo(w.waNumber);
    const later = new Date(Date.now() + (CODE_MINUTES * 60 + 5) * 1000);
    await expect(
      signInWithCode(testContext(t, { now: () => later }), { mobile_number: w.mobile, code }),
    ).rejects.toMatchObject({ code: "RESET_CODE_INVALID" });
  });

  it("allows 5 tries: after 5 wrong codes the right one no longer works", async () => {
    const w = await worker();
    await ask(w.mobile);
    const code = lastCodeTo(w.waNumber);
    for (let i = 0; i < 5; i++) expect((await signIn(w.mobile, wrong(code))).statusCode).toBe(400);
    expect((await signIn(w.mobile, code)).statusCode).toBe(400);
  });

  it("lets exactly one of 20 parallel sign-ins with the same code through", async () => {
    const w = await worker();
    await ask(w.mobile);
    const code = lastCodeTo(w.waNumber);
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(w.mobile, code)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
  });

  it("counts 20 parallel requests for one number one at a time: 3 let through, the rest 429", async () => {
    const w = await worker();
    const answers = await Promise.all(Array.from({ length: 20 }, () => askOnly(w.mobile)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(17);
    const counted = await t.db
      .select()
      .from(whatsappCodeRequests)
      .where(eq(whatsappCodeRequests.key, `number:${w.mobile}`));
    expect(counted).toHaveLength(3);
    expect(await sendCodes()).toBe(3);
  });

  it("limits requests per number and per address, for unknown numbers too", async () => {
    await t.db.delete(whatsappCodeRequests);
    for (let i = 0; i < 3; i++) expect((await ask("9000054321")).statusCode).toBe(200);
    expect((await ask("9000054321")).statusCode).toBe(429);
    const from = "10.9.9.9";
    for (let i = 0; i < 10; i++)
      expect((await ask(`90000600${String(i).padStart(2, "0")}`, "sign_in", from)).statusCode).toBe(200);
    expect((await ask("9000060099", "sign_in", from)).statusCode).toBe(429);
  });

  it("sets a new password with a reset code and ends every other session", async () => {
    const w = await worker();
    const session = await t.request({
      method: "POST",
      url: "/api/users/signin/",
      payload: { identifier: w.mobile, password: w.password },
    });
    expect(session.statusCode).toBe(200);
    await ask(w.mobile, "reset");
    const code = lastCodeTo(w.waNumber);
    // A sign-in code is not a reset code.
    expect((await signIn(w.mobile, code)).statusCode).toBe(400);
    const reset = await t.request({
      method: "POST",
      url: "/api/auth/whatsapp-code/reset/",
      payload: { mobile_number: w.mobile, code, password: "newpass123" },
    });
    expect(reset.statusCode).toBe(200);
    const old = await t.request({
      method: "POST",
      url: "/api/users/token/refresh/",
      payload: { refresh: session.json().tokens.refresh },
    });
    expect(old.statusCode).toBe(401);
    const again = await t.request({
      method: "POST",
      url: "/api/users/signin/",
      payload: { identifier: w.mobile, password: "newpass123" },
    });
    expect(again.statusCode).toBe(200);
  });
});
