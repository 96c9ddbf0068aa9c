import type {
  InboxConversation,
  InboxKind,
  InboxList,
  InboxMessage,
  InboxReply,
  InboxThread,
  Language,
} from "@catercrew/shared";
import type { AuthUser } from "../../../auth/auth.plugin.js";
import { AppError } from "../../../errors/app-error.js";
import type { Ctx } from "../../../lib/context.js";
import { enqueue } from "../../../lib/job-queue.js";
import { mediaTypeOf } from "../../../lib/media-kinds.js";
import { failureWords } from "../receipts/failure-words.js";
import {
  type ConversationRow,
  conversations,
  type InboxRow,
  inboxMessage,
  insertInboxMessage,
  lastMessages,
  markRead,
  threadMessages,
  touchConversation,
} from "./inbox.repository.js";
import { SESSION_WINDOW_MS } from "./session-messages.js";

/**
 * The admins' side of the WhatsApp inbox (docs/decisions/063-whatsapp-inbox.md): the
 * conversations with unread counts, one conversation, an answer (queued: a message inside the
 * 24-hour window, else the agency_message template), and the files he sent through signed links.
 */

export const INBOX_REPLY_QUEUE = "whatsapp-inbox-replies";

const PREVIEW = 120;
const cut = (text: string | null) => {
  if (text === null) return null;
  const chars = Array.from(text);
  return chars.length > PREVIEW ? `${chars.slice(0, PREVIEW - 1).join("")}…` : text;
};

function windowOpen(lastInAt: string | null, now: Date): boolean {
  return lastInAt !== null && now.getTime() - new Date(lastInAt).getTime() < SESSION_WINDOW_MS;
}

function conversationOf(row: ConversationRow, last: InboxRow | undefined, now: Date): InboxConversation {
  return {
    id: row.id,
    user: row.user,
    user_name: row.userName,
    user_code: row.userCode,
    wa_number: row.waNumber,
    last_message_at: new Date(row.lastMessageAt).toISOString(),
    last_text: cut(last?.body ?? null),
    last_kind: (last?.kind ?? "text") as InboxKind,
    last_direction: last?.direction === "out" ? "out" : "in",
    unread: Number(row.unread),
    window_open: windowOpen(row.lastInAt, now),
  };
}

/** GET /whatsapp/inbox/: the latest conversations first. */
export async function listInbox(ctx: Ctx<"now">): Promise<InboxList> {
  const rows = await conversations(ctx.db);
  const last = await lastMessages(
    ctx.db,
    rows.map((r) => r.id),
  );
  const now = ctx.now();
  const list = rows.map((r) => conversationOf(r, last.get(r.id), now));
  return { conversations: list, unread_total: list.reduce((n, c) => n + c.unread, 0) };
}

async function conversationRow(ctx: Ctx, id: number): Promise<ConversationRow> {
  const [row] = await conversations(ctx.db, { id });
  if (!row) throw new AppError("CONVERSATION_NOT_FOUND");
  return row;
}

function messageOf(ctx: Ctx<"media">, m: InboxRow, sentByName: string | null, lang: Language): InboxMessage {
  const stored = m.mediaState === "stored" && m.mediaName !== null;
  return {
    id: m.id,
    direction: m.direction === "out" ? "out" : "in",
    kind: m.kind as InboxKind,
    body: m.body,
    file_name: m.fileName,
    media_url: stored ? ctx.media.signedInboxUrl(m.id, m.mediaName) : null,
    media_type: stored && m.mediaName ? mediaTypeOf(m.mediaName) : m.mediaType,
    media_state: m.mediaState as InboxMessage["media_state"],
    via: m.via as InboxMessage["via"],
    status: m.status as InboxMessage["status"],
    error: m.status === "failed" || m.mediaState === "failed" ? failureWords(lang, m.error) : null,
    sent_by_name: sentByName,
    created_at: new Date(m.createdAt).toISOString(),
  };
}

/** GET /whatsapp/inbox/{id}/: the conversation, oldest message first. */
export async function inboxThread(
  ctx: Ctx<"now" | "media">,
  id: number,
  lang: Language,
): Promise<InboxThread> {
  const row = await conversationRow(ctx, id);
  const messages = await threadMessages(ctx.db, id);
  const last = messages.at(-1)?.m;
  return {
    conversation: conversationOf(row, last, ctx.now()),
    messages: messages.map((r) => messageOf(ctx, r.m, r.sentByName, lang)),
  };
}

/** POST /whatsapp/inbox/{id}/read/ */
export async function readInbox(ctx: Ctx, id: number, through: number): Promise<{ status: true }> {
  if (!(await markRead(ctx.db, id, through))) throw new AppError("CONVERSATION_NOT_FOUND");
  return { status: true };
}

/**
 * POST /whatsapp/inbox/{id}/reply/: the answer is kept and queued in one transaction; the queue
 * sends it once (INBOX_REPLY_QUEUE). Everything before it is read.
 */
export async function replyInInbox(
  ctx: Ctx<"now" | "media">,
  actor: AuthUser,
  id: number,
  input: InboxReply,
  lang: Language,
): Promise<InboxMessage> {
  return ctx.db.transaction(async (tx) => {
    const row = await conversationRow({ db: tx }, id);
    const at = ctx.now().toISOString();
    await touchConversation(tx, { userId: row.user, waNumber: row.waNumber, at });
    const message = await insertInboxMessage(tx, {
      conversationId: id,
      direction: "out",
      kind: "text",
      body: input.text,
      via: windowOpen(row.lastInAt, ctx.now()) ? "session" : "template",
      status: "queued",
      sentBy: actor.id,
      createdAt: at,
    });
    if (!message) throw new Error("answer not stored");
    await markRead(tx, id, message.id);
    await enqueue(tx, INBOX_REPLY_QUEUE, { messageId: message.id }, { key: row.waNumber });
    return messageOf(ctx, message, actor.userName, lang);
  });
}

/** GET /media/inbox/{id}/ through its signed link. */
export async function readInboxFile(
  ctx: Ctx<"media">,
  messageId: number,
  link: { exp: number; sig: string },
): Promise<{ bytes: Buffer; contentType: string }> {
  const m = await inboxMessage(ctx.db, messageId);
  if (!m?.mediaName || m.mediaState !== "stored") throw new AppError("INBOX_FILE_NOT_FOUND");
  if (!ctx.media.verifyInbox(messageId, m.mediaName, link.exp, link.sig))
    throw new AppError("IMAGE_LINK_EXPIRED");
  return { bytes: await ctx.media.read(m.mediaName), contentType: mediaTypeOf(m.mediaName) };
}
