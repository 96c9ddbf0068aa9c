import { type InboxList, type InboxMessage, type InboxThread, t as tr } from "@catercrew/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createdJobs,
  finishJob,
  listenOnLoopback,
  postWebhook,
  type StandIn,
  webhookSignature,
  whatsappTestApp,
} from "../../../test/graph-stand-in.js";
import { TEST_ENGINE, type TestApp, type TestUser, testContext } from "../../../test/helpers.js";
import {
  handleInboundEvent,
  sendReply,
  WHATSAPP_INBOUND_QUEUE,
  WHATSAPP_REPLY_QUEUE,
} from "./inbound.service.js";
import { INBOX_REPLY_QUEUE } from "./inbox.service.js";
import { fetchInboxMedia, MAX_INBOX_MEDIA_BYTES } from "./inbox-media.js";
import { INBOX_MEDIA_QUEUE } from "./inbox-record.js";
import { sendInboxReply, templateText } from "./inbox-send.js";
import type { SessionMessage } from "./session-messages.js";

/** The WhatsApp inbox (docs/decisions/063-whatsapp-inbox.md), against a stand-in of the Cloud API. */

const OGG = Buffer.concat([Buffer.from("OggS"), Buffer.alloc(2000, 3)]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 9)]);
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(100, 1)]);

/** Meta's Graph API on loopback: messages, media ids to URLs, and the files behind them. */
class FakeGraph {
  readonly sent: Record<string, unknown>[] = [];
  readonly refuse = new Map<string, { status: number; body: string }>();
  private ids = 0;
  private standIn: StandIn | undefined;
  origin = "";
  async start() {
    this.standIn = await listenOnLoopback((req, text, res) => {
      const url = req.url ?? "";
      if (req.headers.authorization !== "Bearer test-token") {
        res.writeHead(401).end();
        return;
      }
      const media = /^\/v21\.0\/(media-[a-z]+)$/.exec(url);
      if (req.method === "GET" && media) {
        if (media[1] === "media-gone") return res.writeHead(404).end("{}");
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(JSON.stringify({ url: `${this.origin}/files/${media[1]}`, mime_type: "x" }));
      }
      const file = /^\/files\/(media-[a-z]+)$/.exec(url)?.[1];
      if (req.method === "GET" && file) {
        const bytes =
          file === "media-ogg" ? OGG : file === "media-jpg" ? JPG : file === "media-big" ? null : EXE;
        if (!bytes) {
          res.writeHead(200, { "content-type": "video/mp4" });
          res.end(Buffer.alloc(MAX_INBOX_MEDIA_BYTES + 10));
          return;
        }
        res.writeHead(200, { "content-type": "application/octet-stream" });
        return res.end(bytes);
      }
      const body = JSON.parse(text) as Record<string, unknown>;
      const refused = this.refuse.get(String(body.to));
      if (refused)
        return res.writeHead(refused.status, { "content-type": "application/json" }).end(refused.body);
      this.sent.push(body);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ messages: [{ id: `wamid.inbox.${++this.ids}` }] }));
    });
    this.origin = this.standIn.origin;
  }
  async stop() {
    await this.standIn?.stop();
  }
}

const SECRET = "inbox-app-secret";
const graph = new FakeGraph();
let t: TestApp;
let admin: TestUser;
let seq = 0;

beforeAll(async () => {
  await graph.start();
  t = await whatsappTestApp(`${graph.origin}/v21.0`, {
    verifyToken: "verify",
    appSecret: SECRET,
    businessNumber: "919000000000",
  });
  admin = await t.createUser("admin", { language: "en" });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await graph.stop();
});

async function deliver(...messages: Record<string, unknown>[]) {
  const raw = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "WABA",
        time: 1,
        changes: [{ field: "messages", value: { messaging_product: "whatsapp", messages } }],
      },
    ],
  });
  const res = await postWebhook(t, raw, webhookSignature(raw, SECRET));
  expect(res.statusCode).toBe(200);
}

/** What the queues would do: the events, their replies, the files, the answers. */
async function drain() {
  const ctx = testContext(t);
  for (const j of await createdJobs(t, WHATSAPP_INBOUND_QUEUE)) {
    await handleInboundEvent(ctx, String(j.data.eventKey));
    await finishJob(t, j.id);
  }
  for (const j of await createdJobs(t, WHATSAPP_REPLY_QUEUE)) {
    await sendReply(ctx, { message: j.data.message as SessionMessage, userId: null });
    await finishJob(t, j.id);
  }
  const outcomes: string[] = [];
  for (const j of await createdJobs(t, INBOX_MEDIA_QUEUE)) {
    outcomes.push(await fetchInboxMedia(ctx, Number(j.data.messageId)));
    await finishJob(t, j.id);
  }
  for (const j of await createdJobs(t, INBOX_REPLY_QUEUE)) {
    outcomes.push(await sendInboxReply(ctx, Number(j.data.messageId)));
    await finishJob(t, j.id);
  }
  return outcomes;
}

const msg = (from: string, type: string, part: Record<string, unknown>) => ({
  from,
  id: `wamid.in.inbox.${++seq}`,
  timestamp: "1700000000",
  type,
  [type]: part,
});

async function optedIn(language: "en" | "ml") {
  const worker = await t.createUser("boys", { language });
  const from = `91${worker.row.mobileNumber}`;
  await deliver(msg(from, "text", { body: "START" }));
  await drain();
  graph.sent.length = 0;
  return { worker, from };
}

async function list(as: TestUser = admin) {
  const res = await t.request({ method: "GET", url: "/api/whatsapp/inbox/", as });
  return { status: res.statusCode, body: res.json<InboxList>() };
}
async function thread(id: number) {
  const res = await t.request({ method: "GET", url: `/api/whatsapp/inbox/${id}/`, as: admin });
  expect(res.statusCode).toBe(200);
  return res.json<InboxThread>();
}

describe(`the WhatsApp inbox (${TEST_ENGINE})`, () => {
  it("keeps his question, voice note, photo and location; the files come through the guard, told by their content", async () => {
    const { worker, from } = await optedIn("ml");
    await deliver(
      msg(from, "text", { body: "Can I bring my brother tomorrow?" }),
      msg(from, "audio", { id: "media-ogg", mime_type: "audio/ogg; codecs=opus", voice: true }),
      msg(from, "image", { id: "media-jpg", mime_type: "image/jpeg", caption: "my licence" }),
      msg(from, "video", { id: "media-big", mime_type: "video/mp4" }),
      msg(from, "document", { id: "media-exe", mime_type: "application/pdf", filename: "cv.pdf" }),
      msg(from, "document", { id: "media-gone", mime_type: "application/pdf", filename: "old.pdf" }),
      msg(from, "location", { latitude: 9.93, longitude: 76.26, name: "Town hall" }),
    );
    const outcomes = await drain();
    expect(outcomes.sort()).toEqual(["gone", "stored", "stored", "too_large", "unknown_kind"]);

    const { body } = await list();
    const mine = body.conversations.find((c) => c.user === worker.id);
    expect(mine).toMatchObject({
      unread: 7,
      user_name: worker.row.userName,
      window_open: true,
      last_kind: "location",
    });
    expect(body.unread_total).toBeGreaterThanOrEqual(7);

    const th = await thread(mine?.id ?? 0);
    expect(th.messages.map((m) => [m.kind, m.media_state])).toEqual([
      ["text", null],
      ["voice", "stored"],
      ["image", "stored"],
      ["video", "failed"],
      ["document", "failed"],
      ["document", "failed"],
      ["location", null],
    ]);
    const [text, voice, image, video] = th.messages;
    expect(text?.body).toBe("Can I bring my brother tomorrow?");
    expect(image?.body).toBe("my licence");
    expect(voice?.media_type).toBe("audio/ogg");
    expect(video?.error).toBe(tr("en", "whatsapp:failure.other"));
    expect(th.messages[6]?.body).toBe("Town hall\nhttps://maps.google.com/?q=9.93,76.26");

    // The signed link serves the stored bytes with their own type; a changed link does not.
    const file = await t.request({ method: "GET", url: voice?.media_url ?? "" });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("audio/ogg");
    expect(file.rawPayload.equals(OGG)).toBe(true);
    const other = (image?.media_url ?? "").replace(`/inbox/${image?.id}/`, `/inbox/${voice?.id}/`);
    expect((await t.request({ method: "GET", url: other })).statusCode).toBe(403);

    // Opening it marks it read.
    const read = await t.request({
      method: "POST",
      url: `/api/whatsapp/inbox/${mine?.id}/read/`,
      as: admin,
      payload: { through: th.messages.at(-1)?.id },
    });
    expect(read.statusCode).toBe(200);
    expect((await list()).body.conversations.find((c) => c.user === worker.id)?.unread).toBe(0);
  });

  it("is for admins only", async () => {
    const captain = await t.createUser("subadmin");
    const worker = await t.createUser("boys");
    expect((await list(captain)).status).toBe(403);
    expect((await list(worker)).status).toBe(403);
    const res = await t.request({
      method: "POST",
      url: "/api/whatsapp/inbox/1/reply/",
      as: captain,
      payload: { text: "x" },
    });
    expect(res.statusCode).toBe(403);
  });

  it("answers inside the 24-hour window as a message, outside it as the template in his language", async () => {
    const { worker, from } = await optedIn("ml");
    await deliver(msg(from, "audio", { id: "media-ogg", mime_type: "audio/ogg", voice: true }));
    await drain();
    const id = (await list()).body.conversations.find((c) => c.user === worker.id)?.id ?? 0;
    const reply = async (text: string) => {
      const res = await t.request({
        method: "POST",
        url: `/api/whatsapp/inbox/${id}/reply/`,
        as: admin,
        payload: { text },
      });
      expect(res.statusCode).toBe(201);
      return res.json<InboxMessage>();
    };
    const first = await reply("Yes, come at 4.");
    expect(first).toMatchObject({
      direction: "out",
      via: "session",
      status: "queued",
      sent_by_name: admin.row.userName,
    });
    expect(await drain()).toEqual(["sent"]);
    expect(graph.sent.at(-1)).toMatchObject({ to: from, type: "text", text: { body: "Yes, come at 4." } });
    expect((await list()).body.conversations.find((c) => c.id === id)?.unread).toBe(0);

    // A day later the window has closed: the template carries the answer, without line breaks.
    await t.app.database.query(
      "update whatsapp_inbound set received_at = received_at - interval '25 hours' where wa_number = $1",
      [from],
    );
    await t.app.database.query(
      "update whatsapp_inbox_messages set created_at = created_at - interval '25 hours' where direction = 'in'",
    );
    const late = await reply("Pay is ready.\nCome to the office.");
    expect(late.via).toBe("template");
    expect(await drain()).toEqual(["sent"]);
    expect(graph.sent.at(-1)).toMatchObject({
      to: from,
      type: "template",
      template: {
        name: "agency_message_v1",
        language: { code: "ml" },
        components: [
          { type: "body", parameters: [{ type: "text", text: "Pay is ready. · Come to the office." }] },
        ],
      },
    });
    const th = await thread(id);
    expect(th.conversation.window_open).toBe(false);
    expect(th.messages.filter((m) => m.direction === "out").map((m) => [m.via, m.status])).toEqual([
      ["session", "sent"],
      ["template", "sent"],
    ]);
  });

  it("shows a failed answer in words, at send and by a status callback", async () => {
    const { worker, from } = await optedIn("en");
    await deliver(msg(from, "text", { body: "Where is the venue?" }));
    await drain();
    const id = (await list()).body.conversations.find((c) => c.user === worker.id)?.id ?? 0;
    graph.refuse.set(from, {
      status: 400,
      body: JSON.stringify({ error: { code: 131026, message: "Message undeliverable" } }),
    });
    await t.request({
      method: "POST",
      url: `/api/whatsapp/inbox/${id}/reply/`,
      as: admin,
      payload: { text: "Kaloor" },
    });
    expect(await drain()).toEqual(["failed"]);
    graph.refuse.delete(from);
    await t.request({
      method: "POST",
      url: `/api/whatsapp/inbox/${id}/reply/`,
      as: admin,
      payload: { text: "Kaloor stadium" },
    });
    await drain();
    const sent = await t.app.database.query<{ wa_message_id: string }>(
      "select wa_message_id from whatsapp_inbox_messages where body = 'Kaloor stadium'",
    );
    const raw = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "WABA",
          changes: [
            {
              field: "messages",
              value: {
                statuses: [
                  {
                    id: sent.rows[0]?.wa_message_id,
                    status: "failed",
                    errors: [{ code: 131047, title: "Re-engagement message" }],
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    await postWebhook(t, raw, webhookSignature(raw, SECRET));
    await drain();
    const out = (await thread(id)).messages.filter((m) => m.direction === "out");
    expect(out.map((m) => [m.status, m.error])).toEqual([
      ["failed", tr("en", "whatsapp:failure.not_on_whatsapp")],
      ["failed", tr("en", "whatsapp:failure.window_closed")],
    ]);
  });

  it("writes a template parameter without line breaks or long runs of spaces", () => {
    expect(templateText("  a\n\n b\tc     d ")).toBe("a · b c d");
  });
});
