import type { WhatsappTemplateKind } from "@catercrew/shared";
import { and, count, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { users, whatsappOutbox } from "../../../db/schema.js";

/**
 * What status callbacks say of the templates the outbox sent (offers, confirmations, reminders,
 * wage messages): delivered, read, or failed with the reason (docs/decisions/063-whatsapp-inbox.md).
 */

/** Applies a callback to the outbox message `wamid`; false when the outbox did not send it. */
export async function applyOutboxStatus(
  db: DbOrTx,
  wamid: string,
  status: "sent" | "delivered" | "read" | "failed",
  error: string | null,
  at: string,
): Promise<boolean> {
  const set =
    status === "failed"
      ? { status: "failed", lastError: (error ?? "failed").slice(0, 1000) }
      : status === "delivered"
        ? { deliveredAt: sql`coalesce(${whatsappOutbox.deliveredAt}, ${at}::timestamptz)` }
        : status === "read"
          ? {
              deliveredAt: sql`coalesce(${whatsappOutbox.deliveredAt}, ${at}::timestamptz)`,
              readAt: sql`coalesce(${whatsappOutbox.readAt}, ${at}::timestamptz)`,
            }
          : null;
  const [row] = await db
    .select({ id: whatsappOutbox.id })
    .from(whatsappOutbox)
    .where(eq(whatsappOutbox.wamid, wamid))
    .limit(1);
  if (!row) return false;
  if (set) await db.update(whatsappOutbox).set(set).where(eq(whatsappOutbox.id, row.id));
  return true;
}

interface FailedSendRow {
  id: number;
  kind: WhatsappTemplateKind;
  workId: number | null;
  userId: number;
  userName: string;
  lastError: string | null;
  at: string;
}

/** Failed outbox messages (a work's, or all), newest first; sign-in codes are not listed. */
export async function failedSends(
  db: DbOrTx,
  opts: { workId?: number; limit: number },
): Promise<FailedSendRow[]> {
  const rows = await db
    .select({
      id: whatsappOutbox.id,
      kind: whatsappOutbox.kind,
      workId: whatsappOutbox.workId,
      userId: whatsappOutbox.userId,
      userName: users.userName,
      lastError: whatsappOutbox.lastError,
      at: sql<string>`coalesce(${whatsappOutbox.sentAt}, ${whatsappOutbox.sendAt})`,
    })
    .from(whatsappOutbox)
    .innerJoin(users, eq(users.id, whatsappOutbox.userId))
    .where(
      and(
        eq(whatsappOutbox.status, "failed"),
        ne(whatsappOutbox.kind, "signin_code"),
        opts.workId === undefined ? undefined : eq(whatsappOutbox.workId, opts.workId),
      ),
    )
    .orderBy(desc(whatsappOutbox.id))
    .limit(opts.limit);
  return rows.map((r) => ({ ...r, kind: r.kind as WhatsappTemplateKind, at: new Date(r.at).toISOString() }));
}

/** How many of a work's sent messages WhatsApp delivered, and how many were read. */
export async function receiptCounts(
  db: DbOrTx,
  workId: number,
): Promise<{ delivered: number; read: number }> {
  const [delivered] = await db
    .select({ n: count() })
    .from(whatsappOutbox)
    .where(and(eq(whatsappOutbox.workId, workId), isNotNull(whatsappOutbox.deliveredAt)));
  const [read] = await db
    .select({ n: count() })
    .from(whatsappOutbox)
    .where(and(eq(whatsappOutbox.workId, workId), isNotNull(whatsappOutbox.readAt)));
  return { delivered: Number(delivered?.n ?? 0), read: Number(read?.n ?? 0) };
}
