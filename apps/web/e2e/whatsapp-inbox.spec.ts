import { type ChildProcess, spawn } from "node:child_process";
import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_ADMIN } from "../playwright.config";
import { hasNoHorizontalScroll } from "./admin-helpers";
import { expect, type Session, signInBrowser, test, uniqueMobile } from "./fixtures";
import { expectNoEnglish } from "./language";

// The admin answers a worker's voice note from the WhatsApp inbox (docs/decisions/063-whatsapp-inbox.md).
// Its own server, with WhatsApp pointed at a stand-in of the Cloud API that this file runs: the
// webhook is signed as Meta signs it, the voice note is fetched from the stand-in through the
// outbound guard, and the answer reaches the stand-in.
// Past the shared servers (E2E_PORT + 2i) and the first-start test's.
const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
const PORT = E2E_PORT + 2 * Math.max(1, Number(process.env.E2E_SERVERS ?? 2)) + 1;
const GRAPH_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const GRAPH = `http://127.0.0.1:${GRAPH_PORT}`;
const SECRET = "e2e-app-secret";
const root = path.resolve(process.cwd(), process.cwd().endsWith(path.join("apps", "web")) ? "../.." : ".");
const OGG = Buffer.concat([Buffer.from("OggS"), Buffer.alloc(4000, 1)]);

let server: ChildProcess | undefined;
let graph: Server | undefined;
let dataDir = "";
let log = "";
const sent: Record<string, unknown>[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  graph = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => {
      body += c.toString("utf8");
    });
    req.on("end", () => {
      if (req.method === "GET" && req.url === "/v21.0/voice-1") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ url: `${GRAPH}/files/voice-1`, mime_type: "audio/ogg" }));
      } else if (req.method === "GET" && req.url === "/files/voice-1") {
        res.writeHead(200, { "content-type": "audio/ogg" });
        res.end(OGG);
      } else {
        sent.push(JSON.parse(body || "{}") as Record<string, unknown>);
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ messages: [{ id: `wamid.e2e.${sent.length}` }] }));
      }
    });
  });
  await new Promise<void>((r) => graph?.listen(GRAPH_PORT, "127.0.0.1", r));
  dataDir = mkdtempSync(path.join(tmpdir(), "cc-e2e-whatsapp-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: "warn",
    OUTBOUND_STAND_INS: GRAPH,
    WHATSAPP_API_URL: `${GRAPH}/v21.0`,
    WHATSAPP_TOKEN: "e2e-token",
    WHATSAPP_PHONE_NUMBER_ID: "1234567890",
    WHATSAPP_APP_SECRET: SECRET,
    WHATSAPP_VERIFY_TOKEN: "e2e-verify",
  };
  delete env.DATABASE_URL;
  server = spawn(process.execPath, [path.join(root, "apps/api/dist/server.js")], {
    cwd: root,
    env,
    stdio: "pipe",
  });
  server.stdout?.on("data", (d) => (log += d));
  server.stderr?.on("data", (d) => (log += d));
  await expect
    .poll(
      async () => {
        if (server?.exitCode !== null) throw new Error(`the server exited early:\n${log}`);
        return fetch(`${BASE}/api/health`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 110_000, intervals: [250] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server?.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  }
  await new Promise<void>((r) => (graph ? graph.close(() => r()) : r()));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function call<T>(
  url: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const res = await fetch(`${BASE}${url}`, {
    method: init.method ?? "GET",
    headers: {
      "content-type": "application/json",
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(res.ok, `${url}: ${res.status} ${await res.clone().text()}`).toBe(true);
  return (await res.json()) as T;
}

let seq = 0;
async function webhook(from: string, type: string, part: Record<string, unknown>) {
  const raw = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "WABA",
        changes: [
          {
            field: "messages",
            value: { messages: [{ from, id: `wamid.e2e.in.${Date.now()}.${++seq}`, type, [type]: part }] },
          },
        ],
      },
    ],
  });
  const res = await fetch(`${BASE}/api/whatsapp/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-hub-signature-256": `sha256=${createHmac("sha256", SECRET).update(raw).digest("hex")}`,
    },
    body: raw,
  });
  expect(res.status).toBe(200);
}

/** A worker who opted in with START and then sent a voice note; the admin's session. */
async function voiceNoteFrom(name: string) {
  const admin = await call<Session>("/api/admin_panel/login/", { method: "POST", body: E2E_ADMIN });
  const mobile = uniqueMobile();
  await call("/api/users/create-user/", {
    method: "POST",
    token: admin.tokens.access,
    body: { user_name: name, mobile_number: mobile, role: "boys", password: "voice-pass-1" },
  });
  const from = `91${mobile}`;
  await webhook(from, "text", { body: "START" });
  await expect.poll(() => sent.filter((m) => m.to === from).length, { timeout: 20_000 }).toBe(1);
  await webhook(from, "audio", { id: "voice-1", mime_type: "audio/ogg; codecs=opus", voice: true });
  return { admin, from };
}

test("the admin hears a worker's voice note and answers it from the inbox at 1366 px", async ({ page }) => {
  const { admin, from } = await voiceNoteFrom("Voice Boy");
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInBrowser(page, "admin", admin);
  await page.goto(`${BASE}/admin/whatsapp`);
  const row = page.getByRole("link", { name: /^Voice Boy/ });
  await expect(row).toContainText("Voice message");
  await expect(row).toContainText("1 unread");
  await row.click();
  await expect(page).toHaveURL(/\/admin\/whatsapp\/\d+$/);
  // The note was fetched through the guard and is served from the app, playable.
  const audio = page.locator("audio");
  await expect(audio).toHaveAttribute("src", /\/api\/media\/inbox\/\d+\/\?exp=\d+&sig=/, { timeout: 20_000 });
  const src = (await audio.getAttribute("src")) ?? "";
  const file = await fetch(`${BASE}${src}`);
  expect(file.headers.get("content-type")).toBe("audio/ogg");
  expect(Buffer.from(await file.arrayBuffer()).equals(OGG)).toBe(true);

  await expect(page.getByText("Goes as a WhatsApp message.")).toBeVisible();
  await page.getByLabel("Your answer").fill("Yes, come to the office at 4.");
  await page.getByRole("button", { name: "Send" }).click();
  const messages = page.getByRole("list", { name: "Messages" });
  await expect(messages.getByText("Yes, come to the office at 4.")).toBeVisible();
  await expect(messages.getByText("Sent", { exact: true })).toBeVisible({ timeout: 20_000 });
  expect(sent.at(-1)).toMatchObject({
    to: from,
    type: "text",
    text: { body: "Yes, come to the office at 4." },
  });
  // Read: the count is gone from the list.
  await expect(row).not.toContainText("unread");
  expect(await hasNoHorizontalScroll(page)).toBe(true);
});

test("in Malayalam at 360 px: the list, then the conversation with a way back", async ({ page }) => {
  const { admin } = await voiceNoteFrom("Shabdam Kutty");
  await page.setViewportSize({ width: 360, height: 780 });
  await page.addInitScript(() => localStorage.setItem("catercrew.lang", "ml"));
  await page.context().addCookies([{ name: "catercrew.lang", value: "ml", url: BASE }]);
  await signInBrowser(page, "admin", admin);
  await page.goto(`${BASE}/admin/whatsapp`);
  const row = page.getByRole("link", { name: /^Shabdam Kutty/ });
  await expect(row).toContainText("വോയ്സ് മെസേജ്");
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  await row.click();
  await expect(page.getByLabel("നിങ്ങളുടെ മറുപടി")).toBeVisible();
  await expect(page.locator("audio")).toBeVisible({ timeout: 20_000 });
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  await expectNoEnglish(page, ["CC", "alt", "Shabdam", "Kutty", "Voice", "Boy"]);
  await page.getByRole("link", { name: "എല്ലാ സംഭാഷണങ്ങളും" }).click();
  await expect(page).toHaveURL(/\/admin\/whatsapp$/);
});
