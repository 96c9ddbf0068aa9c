import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationSettings, notifications, passwordResetRequests } from "../../db/schema.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

interface SentMessage {
  to: string;
  template: {
    name: string;
    language: { code: string };
    components: { type: string; sub_type?: string; parameters: { text: string }[] }[];
  };
}

/** Meta's Graph API on loopback: keeps each message; answers 500 to the numbers in `failFor`. */
class FakeGraphApi {
  readonly messages: { url: string; auth: string | undefined; body: SentMessage }[] = [];
  readonly failFor = new Set<string>();
  private server: Server | undefined;
  url = "";

  async start(): Promise<void> {
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let text = "";
      req.on("data", (c: Buffer) => {
        text += c.toString("utf8");
      });
      req.on("end", () => {
        const body: SentMessage = JSON.parse(text);
        this.messages.push({ url: req.url ?? "", auth: req.headers.authorization, body });
        const fail = this.failFor.has(body.to);
        res.writeHead(fail ? 500 : 200, { "content-type": "application/json" });
        res.end(
          JSON.stringify(
            fail ? { error: { message: "Temporary failure" } } : { messages: [{ id: "wamid.1" }] },
          ),
        );
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}/v21.0`;
  }

  stop(): Promise<void> {
    return new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The code in the last message to a mobile number (from the body's {{1}}). */
  lastCodeTo(mobile: string | null): string {
    const msg = this.messages.filter((m) => m.body.to === `91${mobile}`).at(-1);
    const code = msg?.body.template.components[0]?.parameters[0]?.text;
    if (!code) throw new Error(`no code sent to ${mobile}`);
    return code;
  }
}

const graph = new FakeGraphApi();
let t: TestApp;
let off: TestApp;

beforeAll(async () => {
  await graph.start();
  t = await createTestApp({
    whatsapp: { token: "test-token", phoneNumberId: "1234567890", apiUrl: graph.url },
    // The fake Graph API on loopback is the one origin the outbound guard lets through here.
    outbound: { standIns: [new URL(graph.url).origin] },
  });
  off = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await off.close();
  await graph.stop();
});

async function pendingRequestOf(app: TestApp, user: TestUser): Promise<number> {
  const asked = await app.request({
    method: "POST",
    url: "/api/users/password-reset-requests/",
    payload: { identifier: user.row.mobileNumber },
  });
  expect(asked.statusCode).toBe(202);
  const [row] = await app.db
    .select()
    .from(passwordResetRequests)
    .where(eq(passwordResetRequests.userId, user.id));
  if (!row) throw new Error("request missing");
  return row.id;
}

const sendCode = (app: TestApp, id: number, as: TestUser) =>
  app.request({ method: "POST", url: `/api/admin_panel/password-reset-requests/${id}/send-code/`, as });

const confirm = (identifier: string | null, code: string, password = "newpass77") =>
  t.request({
    method: "POST",
    url: "/api/users/password-reset-requests/confirm/",
    payload: { identifier, code, password, plain_password: password },
  });

const signIn = (user: TestUser, password: string) =>
  t.request({
    method: "POST",
    url: "/api/users/signin/",
    payload: { identifier: user.row.mobileNumber, password },
  });

/** A code that is not `code` (same length). */
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe(`"Forgot password?" by a WhatsApp code on ${TEST_ENGINE}`, () => {
  it("is refused when the server does not send WhatsApp messages, and the inbox says so", async () => {
    const admin = await off.createUser("admin");
    const worker = await off.createUser("boys");
    const id = await pendingRequestOf(off, worker);
    const res = await sendCode(off, id, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("RESET_CODE_WHATSAPP_OFF");
    const list = await off.request({
      method: "GET",
      url: "/api/admin_panel/password-reset-requests/",
      as: admin,
    });
    expect(list.json().whatsapp_available).toBe(false);
  });

  it("is the admin's alone", async () => {
    const worker = await t.createUser("boys");
    const id = await pendingRequestOf(t, worker);
    for (const role of ["subadmin", "supervisor", "boys"] as const) {
      const res = await sendCode(t, id, await t.createUser(role));
      expect(res.statusCode, role).toBe(403);
    }
    const anonymous = await t.request({
      method: "POST",
      url: `/api/admin_panel/password-reset-requests/${id}/send-code/`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(graph.messages.filter((m) => m.body.to === `91${worker.row.mobileNumber}`)).toHaveLength(0);
  });

  it("sends the template with a 6-digit code to the account's own number, even with WhatsApp notices off, and not to the inbox", async () => {
    const admin = await t.createUser("admin");
    const worker = await t.createUser("head_boy", { language: "ml" });
    await t.db.insert(notificationSettings).values({ userId: worker.id, whatsappOptOut: true });
    const id = await pendingRequestOf(t, worker);
    const res = await sendCode(t, id, admin);
    expect(res.statusCode).toBe(200);
    const sent = graph.messages.filter((m) => m.body.to === `91${worker.row.mobileNumber}`);
    expect(sent).toHaveLength(1);
    const msg = sent[0];
    expect(msg?.url).toBe("/v21.0/1234567890/messages");
    expect(msg?.auth).toBe("Bearer test-token");
    expect(msg?.body.template.name).toBe("catercrew_password_reset_code");
    expect(msg?.body.template.language.code).toBe("ml");
    const code = graph.lastCodeTo(worker.row.mobileNumber);
    expect(code).toMatch(/^\d{6}$/);
    expect(msg?.body.template.components[1]).toMatchObject({
      type: "button",
      sub_type: "url",
      parameters: [{ text: code }],
    });
    // Only a hash is kept; the inbox and push know nothing of it.
    const [row] = await t.db.select().from(passwordResetRequests).where(eq(passwordResetRequests.id, id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, worker.id))).toHaveLength(
      0,
    );
    const list = await t.request({
      method: "GET",
      url: "/api/admin_panel/password-reset-requests/",
      as: admin,
    });
    expect(list.json().whatsapp_available).toBe(true);
    const item = list.json().results.find((r: { id: number }) => r.id === id);
    const minutes = (Date.parse(item.code_expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it("sets the password with the right code once, ending the old sessions", async () => {
    const admin = await t.createUser("admin");
    const worker = await t.createUser("boys");
    const old = (await signIn(worker, worker.password)).json().tokens as { refresh: string };
    const id = await pendingRequestOf(t, worker);
    expect((await sendCode(t, id, admin)).statusCode).toBe(200);
    const code = graph.lastCodeTo(worker.row.mobileNumber);

    const ok = await confirm(`+91 ${worker.row.mobileNumber}`, code);
    expect(ok.statusCode).toBe(200);
    expect((await signIn(worker, worker.password)).statusCode).toBe(401);
    expect((await signIn(worker, "newpass77")).statusCode).toBe(200);
    const refreshed = await t.request({
      method: "POST",
      url: "/api/users/token/refresh/",
      payload: { refresh: old.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    const [row] = await t.db.select().from(passwordResetRequests).where(eq(passwordResetRequests.id, id));
    expect(row?.status).toBe("done");
    expect(row?.codeHash).toBeNull();

    const again = await confirm(worker.row.mobileNumber, code, "another99");
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("RESET_CODE_INVALID");
    expect((await signIn(worker, "newpass77")).statusCode).toBe(200);
  });

  it("counts wrong codes and ends the code after 5, answering as for an unknown account", async () => {
    const admin = await t.createUser("admin");
    const worker = await t.createUser("boys");
    const id = await pendingRequestOf(t, worker);
    expect((await sendCode(t, id, admin)).statusCode).toBe(200);
    const code = graph.lastCodeTo(worker.row.mobileNumber);

    const wrong = await confirm(worker.row.mobileNumber, other(code));
    expect(wrong.statusCode).toBe(400);
    const unknown = await confirm("9000000099", code);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json().message).toBe("The code is wrong or has expired. Check it, or ask for a new code.");
    const ml = await t.request({
      method: "POST",
      url: "/api/users/password-reset-requests/confirm/",
      headers: { "accept-language": "ml" },
      payload: {
        identifier: worker.row.mobileNumber,
        code: other(code),
        password: "x1y2z3w4",
        plain_password: "x1y2z3w4",
      },
    });
    expect(ml.json().message).toMatch(/കോഡ്/);

    for (let i = 0; i < 3; i++)
      expect((await confirm(worker.row.mobileNumber, other(code))).statusCode).toBe(400);
    const [row] = await t.db.select().from(passwordResetRequests).where(eq(passwordResetRequests.id, id));
    expect(row?.codeTries).toBe(5);
    // Five wrong tries: the right code no longer works, the password is unchanged.
    expect((await confirm(worker.row.mobileNumber, code)).statusCode).toBe(400);
    expect((await signIn(worker, worker.password)).statusCode).toBe(200);
    // A new code starts again.
    expect((await sendCode(t, id, admin)).statusCode).toBe(200);
    expect((await confirm(worker.row.userCode, graph.lastCodeTo(worker.row.mobileNumber))).statusCode).toBe(
      200,
    );
  });

  it("refuses an expired code", async () => {
    const admin = await t.createUser("admin");
    const worker = await t.createUser("supervisor");
    const id = await pendingRequestOf(t, worker);
    expect((await sendCode(t, id, admin)).statusCode).toBe(200);
    const code = graph.lastCodeTo(worker.row.mobileNumber);
    await t.db
      .update(passwordResetRequests)
      .set({ codeExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetRequests.id, id));
    const res = await confirm(worker.row.mobileNumber, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("RESET_CODE_INVALID");
    expect((await signIn(worker, worker.password)).statusCode).toBe(200);
  });

  it("checks the new password like the registration", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/users/password-reset-requests/confirm/",
      payload: { identifier: "9000000098", code: "12ab56", password: "abc", plain_password: "abd" },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(["code", "password", "plain_password"]);
  });

  it("answers 502 and forgets the code when WhatsApp refuses it", async () => {
    const admin = await t.createUser("admin");
    const worker = await t.createUser("boys");
    const id = await pendingRequestOf(t, worker);
    graph.failFor.add(`91${worker.row.mobileNumber}`);
    const res = await sendCode(t, id, admin);
    graph.failFor.clear();
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe("RESET_CODE_NOT_SENT");
    const code = graph.lastCodeTo(worker.row.mobileNumber);
    const [row] = await t.db.select().from(passwordResetRequests).where(eq(passwordResetRequests.id, id));
    expect(row?.codeHash).toBeNull();
    expect(row?.status).toBe("pending");
    expect((await confirm(worker.row.mobileNumber, code)).statusCode).toBe(400);
  });

  it("refuses a closed request and one without an account or a mobile number", async () => {
    const admin = await t.createUser("admin");
    const noMobile = await t.createUser("boys", { mobileNumber: null, email: "nomobile@example.com" });
    await t.request({
      method: "POST",
      url: "/api/users/password-reset-requests/",
      payload: { identifier: "nomobile@example.com" },
    });
    const [row] = await t.db
      .select()
      .from(passwordResetRequests)
      .where(eq(passwordResetRequests.userId, noMobile.id));
    expect((await sendCode(t, row?.id ?? 0, admin)).json().code).toBe("RESET_REQUEST_NO_MOBILE");
    expect((await sendCode(t, 999_999, admin)).statusCode).toBe(404);
  });

  it("lets exactly one of 20 parallel confirms with the same code through", async () => {
    const admin = await t.createUser("admin");
    const worker = await t.createUser("boys");
    const id = await pendingRequestOf(t, worker);
    expect((await sendCode(t, id, admin)).statusCode).toBe(200);
    const code = graph.lastCodeTo(worker.row.mobileNumber);
    const passwords = Array.from({ length: 20 }, (_, i) => `parallel${i}`);
    const answers = await Promise.all(passwords.map((p) => confirm(worker.row.mobileNumber, code, p)));
    const won = answers.flatMap((a, i) => (a.statusCode === 200 ? [passwords[i] ?? ""] : []));
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(19);
    expect((await signIn(worker, won[0] ?? "")).statusCode).toBe(200);
  });
});
