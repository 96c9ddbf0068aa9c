import { eq, getTableColumns } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { type StoredReply, users, whatsappContacts, whatsappInbound } from "../../../db/schema.js";
import { personColumns, type Sender } from "../whatsapp.repository.js";

/** The stored webhook events (docs/decisions/041-whatsapp-inbound.md): stored once, handled once. */

type InboundRow = typeof whatsappInbound.$inferSelect;
type InboundKind = "message" | "status" | "template";

/** Stores one verified webhook event; false when its key was stored before (a re-delivery). */
export async function insertInbound(
  db: DbOrTx,
  input: { eventKey: string; kind: InboundKind; waNumber: string | null; payload: Record<string, unknown> },
): Promise<boolean> {
  const rows = await db
    .insert(whatsappInbound)
    .values(input)
    .onConflictDoNothing()
    .returning({ key: whatsappInbound.eventKey });
  return rows.length > 0;
}

/**
 * The event, locked until the handling transaction ends (a retried job waits, then sees it done),
 * with its sender's opt-in and person when a number sent it (`sender` undefined: not opted in),
 * in one read.
 */
export async function lockInbound(
  tx: DbOrTx,
  eventKey: string,
): Promise<{ event: InboundRow; sender: Sender | undefined } | undefined> {
  const [row] = await tx
    .select({
      event: getTableColumns(whatsappInbound),
      contact: getTableColumns(whatsappContacts),
      person: personColumns,
    })
    .from(whatsappInbound)
    .leftJoin(whatsappContacts, eq(whatsappContacts.waNumber, whatsappInbound.waNumber))
    .leftJoin(users, eq(users.id, whatsappContacts.userId))
    .where(eq(whatsappInbound.eventKey, eventKey))
    .for("update", { of: whatsappInbound });
  if (!row) return undefined;
  return { event: row.event, sender: row.contact ? { contact: row.contact, person: row.person } : undefined };
}

/** The event handled: when, what its handling did, and the replies its job sends (record 081). */
export async function markInboundDone(
  tx: DbOrTx,
  eventKey: string,
  done: { outcome: string; at: Date; replies: StoredReply[] },
): Promise<void> {
  await tx
    .update(whatsappInbound)
    .set({
      processedAt: done.at.toISOString(),
      outcome: done.outcome.slice(0, 500),
      replies: done.replies.length > 0 ? done.replies : null,
    })
    .where(eq(whatsappInbound.eventKey, eventKey));
}
