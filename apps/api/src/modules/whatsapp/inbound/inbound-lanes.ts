import { sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../../db/client.js";
import { whatsappContacts, whatsappInbound } from "../../../db/schema.js";

/**
 * Lanes of the inbound queue (record 053): an opted-in worker's events ahead of delivery
 * statuses, and those ahead of strangers', so a flood from strangers never delays a worker's
 * "Take it". Each number's events keep their order (the queue's key).
 */
const INBOUND_PRIORITY = { worker: 2, status: 1, stranger: 0 } as const;

/** Events stored from one number per minute at most; more are dropped before the queue. */
export const INBOUND_PER_NUMBER_PER_MINUTE = 30;

/**
 * Where an event from `waNumber` goes (null: a status or template event from Meta): dropped when
 * the number has sent its minute's allowance already, else its lane. One read for both.
 */
export async function inboundLane(
  db: DbOrTx,
  waNumber: string | null,
): Promise<{ limited: boolean; priority: number }> {
  if (waNumber === null) return { limited: false, priority: INBOUND_PRIORITY.status };
  const [row] = await queryRows<{ recent: number; worker: boolean }>(
    db,
    sql`select
      (select count(*)::int from ${whatsappInbound}
        where ${whatsappInbound.waNumber} = ${waNumber}
          and ${whatsappInbound.receivedAt} >= now() - interval '1 minute') as recent,
      exists (select 1 from ${whatsappContacts}
        where ${whatsappContacts.waNumber} = ${waNumber} and ${whatsappContacts.stoppedAt} is null) as worker`,
  );
  return {
    limited: Number(row?.recent ?? 0) >= INBOUND_PER_NUMBER_PER_MINUTE,
    priority: row?.worker ? INBOUND_PRIORITY.worker : INBOUND_PRIORITY.stranger,
  };
}
