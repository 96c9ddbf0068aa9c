import type { InboxKind } from "@catercrew/shared";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { users, whatsappConversations, whatsappInboxMessages } from "../../../db/schema.js";

/** The inbox's rows (docs/decisions/063-whatsapp-inbox.md). */

export type InboxRow = typeof whatsappInboxMessages.$inferSelect;

/** His conversation, made on his first message; its last message time moves on. */
export async function touchConversation(
  db: DbOrTx,
  input: { userId: number; waNumber: string; at: string },
): Promise<number> {
  const [row] = await db
    .insert(whatsappConversations)
    .values({ userId: input.userId, waNumber: input.waNumber, lastMessageAt: input.at })
    .onConflictDoUpdate({
      target: whatsappConversations.userId,
      set: {
        waNumber: input.waNumber,
        lastMessageAt: sql`greatest(${whatsappConversations.lastMessageAt}, excluded.last_message_at)`,
      },
    })
    .returning({ id: whatsappConversations.id });
  if (!row) throw new Error("conversation not stored");
  return row.id;
}

export async function insertInboxMessage(
  db: DbOrTx,
  input: {
    conversationId: number;
    direction: "in" | "out";
    kind: InboxKind;
    body?: string | null;
    fileName?: string | null;
    waMessageId?: string | null;
    waMediaId?: string | null;
    mediaType?: string | null;
    mediaState?: "waiting" | null;
    via?: "session" | "template" | null;
    status?: "queued" | null;
    sentBy?: number | null;
    createdAt?: string;
  },
): Promise<InboxRow | null> {
  const [row] = await db.insert(whatsappInboxMessages).values(input).onConflictDoNothing().returning();
  return row ?? null;
}

export async function inboxMessage(db: DbOrTx, id: number): Promise<InboxRow | null> {
  const [row] = await db.select().from(whatsappInboxMessages).where(eq(whatsappInboxMessages.id, id));
  return row ?? null;
}

export async function updateInboxMessage(
  db: DbOrTx,
  id: number,
  set: Partial<Pick<InboxRow, "mediaName" | "mediaState" | "status" | "error" | "waMessageId" | "via">>,
  onlyIf?: { mediaState?: "waiting"; status?: "queued" },
): Promise<boolean> {
  const conditions = [eq(whatsappInboxMessages.id, id)];
  if (onlyIf?.mediaState) conditions.push(eq(whatsappInboxMessages.mediaState, onlyIf.mediaState));
  if (onlyIf?.status) conditions.push(eq(whatsappInboxMessages.status, onlyIf.status));
  const rows = await db
    .update(whatsappInboxMessages)
    .set(set)
    .where(and(...conditions))
    .returning({ id: whatsappInboxMessages.id });
  return rows.length > 0;
}

const STATUS_RANK: Record<string, number> = { queued: 0, sent: 1, delivered: 2, read: 3, failed: 9 };

/** A status callback for an answer sent from the inbox; never moves back ("failed" wins). */
export async function applyInboxStatus(
  db: DbOrTx,
  waMessageId: string,
  status: "sent" | "delivered" | "read" | "failed",
  error: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: whatsappInboxMessages.id, status: whatsappInboxMessages.status })
    .from(whatsappInboxMessages)
    .where(eq(whatsappInboxMessages.waMessageId, waMessageId))
    .for("update");
  if (!row) return false;
  if ((STATUS_RANK[row.status ?? "queued"] ?? 0) >= (STATUS_RANK[status] ?? 0)) return true;
  await db
    .update(whatsappInboxMessages)
    .set({ status, ...(status === "failed" ? { error } : {}) })
    .where(eq(whatsappInboxMessages.id, row.id));
  return true;
}

const conversationColumns = {
  id: whatsappConversations.id,
  user: whatsappConversations.userId,
  userName: users.userName,
  userCode: users.userCode,
  language: users.language,
  waNumber: whatsappConversations.waNumber,
  lastMessageAt: whatsappConversations.lastMessageAt,
  readThrough: whatsappConversations.readThrough,
  unread: sql<number>`(select count(*)::int from ${whatsappInboxMessages} m
    where m.conversation_id = ${whatsappConversations.id} and m.direction = 'in'
    and m.id > ${whatsappConversations.readThrough})`,
  lastInAt: sql<string | null>`(select max(m.created_at) from ${whatsappInboxMessages} m
    where m.conversation_id = ${whatsappConversations.id} and m.direction = 'in')`,
};

export type ConversationRow = Awaited<ReturnType<typeof conversations>>[number];

/** Conversations, the latest first (at most `limit`), or the one `id`. */
export async function conversations(db: DbOrTx, opts: { id?: number; limit?: number } = {}) {
  const query = db
    .select(conversationColumns)
    .from(whatsappConversations)
    .innerJoin(users, eq(users.id, whatsappConversations.userId))
    .where(opts.id === undefined ? undefined : eq(whatsappConversations.id, opts.id))
    .orderBy(desc(whatsappConversations.lastMessageAt), desc(whatsappConversations.id))
    .limit(opts.limit ?? 200);
  return query;
}

/** The last message of each of `ids`. */
export async function lastMessages(db: DbOrTx, ids: number[]): Promise<Map<number, InboxRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([whatsappInboxMessages.conversationId])
    .from(whatsappInboxMessages)
    .where(inArray(whatsappInboxMessages.conversationId, ids))
    .orderBy(whatsappInboxMessages.conversationId, desc(whatsappInboxMessages.id));
  return new Map(rows.map((r) => [r.conversationId, r]));
}

/** A conversation's messages, oldest first (the last `limit`), with who sent the answers. */
export async function threadMessages(db: DbOrTx, conversationId: number, limit = 300) {
  const rows = await db
    .select({ m: whatsappInboxMessages, sentByName: users.userName })
    .from(whatsappInboxMessages)
    .leftJoin(users, eq(users.id, whatsappInboxMessages.sentBy))
    .where(eq(whatsappInboxMessages.conversationId, conversationId))
    .orderBy(desc(whatsappInboxMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** Marks his messages up to `through` read (never back). */
export async function markRead(db: DbOrTx, conversationId: number, through: number): Promise<boolean> {
  const rows = await db
    .update(whatsappConversations)
    .set({ readThrough: sql`greatest(${whatsappConversations.readThrough}, ${through})` })
    .where(eq(whatsappConversations.id, conversationId))
    .returning({ id: whatsappConversations.id });
  return rows.length > 0;
}
