import { eq } from "drizzle-orm";
import { users, whatsappSendingHold } from "../../../db/schema.js";
import type { Ctx } from "../../../lib/context.js";
import { notifyMany } from "../../../lib/notify.js";
import { DeliveryError } from "../../../lib/whatsapp.js";

/**
 * Meta's sending limits (docs/decisions/065-whatsapp-sending-limits.md). The pacer keeps sends
 * within the number's throughput; when Meta still answers with a limit, the message is not
 * failed: it goes back on the paced queue after a wait.
 * - HTTP 429 or error 130429 (the number's throughput): every send is held back for a while,
 *   doubling while it repeats (2 s, 4 s, ... at most 2 minutes), and the admins are told.
 * - Error 131056 (too many messages to one person in a short time): only that message waits,
 *   6 s, doubling (at most 10 minutes).
 * A message that meets a limit 8 times fails, with Meta's answer kept on it.
 */

type SendingLimit = "number" | "recipient";

/** Graph API error codes: the business number's throughput, one business-consumer pair's rate. */
export const THROUGHPUT_LIMIT_CODE = 130429;
export const PAIR_LIMIT_CODE = 131056;

const HOLD_FIRST_MS = 2_000;
const HOLD_MAX_MS = 120_000;
const PAIR_FIRST_MS = 6_000;
const PAIR_MAX_MS = 600_000;
/** Limits one message may meet before it fails. */
export const MAX_LIMIT_HITS = 8;

/** Which limit a failed send met, or null for any other failure. */
export function sendingLimitOf(err: unknown): SendingLimit | null {
  if (!(err instanceof DeliveryError)) return null;
  if (err.code === PAIR_LIMIT_CODE) return "recipient";
  if (err.code === THROUGHPUT_LIMIT_CODE || err.status === 429) return "number";
  return null;
}

const doubling = (first: number, max: number, hits: number) =>
  Math.min(max, first * 2 ** Math.max(0, Math.min(hits, 20) - 1));

/** How long every send waits after the `hits`-th throughput limit in a row. */
export const holdMs = (hits: number) => doubling(HOLD_FIRST_MS, HOLD_MAX_MS, hits);

/** How long one message waits after its `hits`-th pair-rate limit. */
export const pairWaitMs = (hits: number) => doubling(PAIR_FIRST_MS, PAIR_MAX_MS, hits);

interface SendingHold {
  /** Sends wait until then (epoch ms); null or past: not held. */
  until: number | null;
  /** Throughput limits met in a row. */
  hits: number;
}

export async function sendingHold({ db }: Ctx): Promise<SendingHold> {
  const [row] = await db.select().from(whatsappSendingHold).limit(1);
  return { until: row?.heldUntil ? Date.parse(row.heldUntil) : null, hits: row?.limitHits ?? 0 };
}

/**
 * Meta answered with the throughput limit: every send waits. Sends already in flight when the
 * hold began meet it too and do not lengthen it. Answers until when, and whether this starts a
 * run of limits (the admins are told then).
 */
export async function holdSending(ctx: Ctx<"now">): Promise<{ until: Date; started: boolean }> {
  const now = ctx.now().getTime();
  return ctx.db.transaction(async (tx) => {
    await tx.insert(whatsappSendingHold).values({ id: true }).onConflictDoNothing();
    const [row] = await tx.select().from(whatsappSendingHold).for("update");
    const current = row?.heldUntil ? Date.parse(row.heldUntil) : 0;
    if (current > now) return { until: new Date(current), started: false };
    const hits = (row?.limitHits ?? 0) + 1;
    const until = new Date(now + holdMs(hits));
    await tx
      .update(whatsappSendingHold)
      .set({ heldUntil: until.toISOString(), limitHits: hits, updatedAt: new Date(now).toISOString() })
      .where(eq(whatsappSendingHold.id, true));
    if (hits === 1) {
      const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
      const hour = new Date(now).toISOString().slice(0, 13);
      await notifyMany(
        tx,
        admins.map((a) => ({
          userId: a.id,
          type: "whatsapp_sending_held" as const,
          params: { seconds: String(Math.round(holdMs(hits) / 1000)) },
          link: null,
          // Told once an hour at most, however often the limit comes back.
          dedupeKey: `whatsapp_sending_held:${hour}`,
        })),
      );
    }
    return { until, started: hits === 1 };
  });
}

/** A send went through: the run of limits is over. */
export async function endHold({ db }: Ctx): Promise<void> {
  await db
    .update(whatsappSendingHold)
    .set({ heldUntil: null, limitHits: 0 })
    .where(eq(whatsappSendingHold.id, true));
}
