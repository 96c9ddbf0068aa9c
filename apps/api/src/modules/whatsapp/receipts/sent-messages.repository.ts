import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { whatsappInbound, whatsappMessages } from "../../../db/schema.js";

/**
 * What the server sent on WhatsApp, by the message's id (for status callbacks), the claims of
 * replies before they are sent, and the 24-hour window a number's last message opened.
 */

/** When the number last wrote to us (opens the 24-hour window for free-form replies). */
export async function lastMessageAt(db: DbOrTx, waNumber: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${whatsappInbound.receivedAt})` })
    .from(whatsappInbound)
    .where(and(eq(whatsappInbound.waNumber, waNumber), eq(whatsappInbound.kind, "message")));
  return row?.at ? new Date(row.at) : null;
}

export async function insertSentMessage(
  db: DbOrTx,
  input: { waMessageId: string; userId: number | null; deliveryId?: number },
): Promise<void> {
  await db.insert(whatsappMessages).values(input).onConflictDoNothing();
}

/**
 * Claims a reply before it is sent: a row under the reply's own key (not a WhatsApp id, so no
 * status callback finds it). True for the first claim only, so a job run twice sends its reply once.
 */
export async function claimReply(db: DbOrTx, replyKey: string, userId: number | null): Promise<boolean> {
  const rows = await db
    .insert(whatsappMessages)
    .values({ waMessageId: replyKey, userId })
    .onConflictDoNothing()
    .returning({ key: whatsappMessages.waMessageId });
  return rows.length > 0;
}

/** Gives a reply's claim back (its send failed): the queue's retry may send it. */
export async function releaseReply(db: DbOrTx, replyKey: string): Promise<void> {
  await db.delete(whatsappMessages).where(eq(whatsappMessages.waMessageId, replyKey));
}
