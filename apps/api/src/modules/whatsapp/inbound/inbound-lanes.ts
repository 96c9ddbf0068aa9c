import { and, count, eq, gte, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { whatsappContacts, whatsappInbound } from "../../../db/schema.js";

/**
 * Lanes of the inbound queue (record 053): an opted-in worker's events ahead of delivery
 * statuses, and those ahead of strangers', so a flood from strangers never delays a worker's
 * "Take it". Each number's events keep their order (the queue's key).
 */
const INBOUND_PRIORITY = { worker: 2, status: 1, stranger: 0 } as const;

/** Events stored from one number per minute at most; more are dropped before the queue. */
export const INBOUND_PER_NUMBER_PER_MINUTE = 30;

/** The lane of an event from `waNumber` (null: a status or template event from Meta). */
export async function inboundPriority(db: DbOrTx, waNumber: string | null): Promise<number> {
  if (waNumber === null) return INBOUND_PRIORITY.status;
  const [row] = await db
    .select({ n: count() })
    .from(whatsappContacts)
    .where(and(eq(whatsappContacts.waNumber, waNumber), isNull(whatsappContacts.stoppedAt)));
  return (row?.n ?? 0) > 0 ? INBOUND_PRIORITY.worker : INBOUND_PRIORITY.stranger;
}

/** Whether `waNumber` has sent its minute's allowance of events already. */
export async function overNumberLimit(db: DbOrTx, waNumber: string): Promise<boolean> {
  const since = sql`now() - interval '1 minute'`;
  const [row] = await db
    .select({ n: count() })
    .from(whatsappInbound)
    .where(and(eq(whatsappInbound.waNumber, waNumber), gte(whatsappInbound.receivedAt, since)));
  return (row?.n ?? 0) >= INBOUND_PER_NUMBER_PER_MINUTE;
}
