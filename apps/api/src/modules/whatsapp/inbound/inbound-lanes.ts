import { sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../../db/client.js";
import { whatsappContacts, whatsappInbound } from "../../../db/schema.js";
import { insertInbound } from "./events.repository.js";

/**
 * Lanes of the inbound queue (record 053): an opted-in worker's events ahead of delivery
 * statuses, and those ahead of strangers', so a flood from strangers never delays a worker's
 * "Take it". Each number's events keep their order (the queue's key).
 */
const INBOUND_PRIORITY = { worker: 2, status: 1, stranger: 0 } as const;

/** Events stored from one number per minute at most; more are dropped before the queue. */
export const INBOUND_PER_NUMBER_PER_MINUTE = 30;

type InboundKind = "message" | "status" | "template";

/**
 * Stores one verified event once, unless its number has sent its minute's allowance already
 * (then nothing is stored), and answers its lane. An event from a number is decided and stored in
 * one statement; a status or template event from Meta has no number to count.
 */
export async function storeInbound(
  db: DbOrTx,
  e: { eventKey: string; kind: InboundKind; waNumber: string | null; payload: Record<string, unknown> },
): Promise<{ stored: boolean; limited: boolean; priority: number }> {
  if (e.waNumber === null) {
    const stored = await insertInbound(db, e);
    return { stored, limited: false, priority: INBOUND_PRIORITY.status };
  }
  const [row] = await queryRows<{ recent: number; worker: boolean; stored: boolean }>(
    db,
    sql`with lane as (
      select
        (select count(*)::int from ${whatsappInbound}
          where ${whatsappInbound.waNumber} = ${e.waNumber}
            and ${whatsappInbound.receivedAt} >= now() - interval '1 minute') as recent,
        exists (select 1 from ${whatsappContacts}
          where ${whatsappContacts.waNumber} = ${e.waNumber} and ${whatsappContacts.stoppedAt} is null) as worker
    ), kept as (
      insert into ${whatsappInbound} (event_key, kind, wa_number, payload)
      select ${e.eventKey}, ${e.kind}, ${e.waNumber}, ${JSON.stringify(e.payload)}::jsonb
      from lane where lane.recent < ${INBOUND_PER_NUMBER_PER_MINUTE}
      on conflict do nothing
      returning event_key
    )
    select lane.recent, lane.worker, exists (select 1 from kept) as stored from lane`,
  );
  return {
    stored: row?.stored === true,
    limited: Number(row?.recent ?? 0) >= INBOUND_PER_NUMBER_PER_MINUTE,
    priority: row?.worker ? INBOUND_PRIORITY.worker : INBOUND_PRIORITY.stranger,
  };
}
