import type { Language, WhatsappSettings, WhatsappTemplateKind } from "@catercrew/shared";
import { and, eq, inArray, lte, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { users, whatsappOutbox, whatsappSettings } from "../../../db/schema.js";
import type { Ctx } from "../../../lib/context.js";
import { todayInKolkata } from "../../../lib/dates.js";
import { enqueue, enqueueMany } from "../../../lib/job-queue.js";
import { settingsFrom } from "../settings.service.js";
import { allocateSlots } from "./pacer.js";
import { templateName } from "./templates.js";

/**
 * The outbox of business-initiated WhatsApp messages (docs/decisions/042-whatsapp-outbound.md).
 * `queueMessages` writes them in the caller's transaction: each one counts against a day's
 * recipient allowance (different people a day, the account's tier) and gets a paced send slot;
 * what does not fit today waits for the next day's allowance. `sendQueuedMessage` is the queue's
 * worker: it checks the opt-in and the template's status again at send time, and falls back to
 * push and in-app when Meta paused the template.
 */

export const SEND_QUEUE = "whatsapp-send";
/** Moves the messages waiting for a day's allowance into the paced queue, that day. */
export const RELEASE_QUEUE = "whatsapp-release";

/** Waiting messages go out at 08:00 of their day (Asia/Kolkata), not at midnight. */
const RELEASE_HOUR = "08:00";

export interface Outgoing {
  userId: number;
  workId: number | null;
  kind: WhatsappTemplateKind;
  /** The template's parameters in order, already in the recipient's language. */
  params: string[];
  language: Language;
  toNumber: string;
  wave?: number;
  /** One message per key, ever (an offer per worker and work, a reminder per crew member). */
  dedupeKey?: string;
}

/** The language of messages to a person: their own, else Malayalam. */
export async function languageOf({ db }: Ctx, userId: number): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language === "en" ? "en" : "ml";
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const releaseAt = (day: string) => new Date(`${day}T${RELEASE_HOUR}:00+05:30`);

/** The settings row, locked (created first when missing): the pacer's slot pointer lives in it. */
async function lockSettings(tx: DbOrTx) {
  await tx.insert(whatsappSettings).values({ id: true }).onConflictDoNothing();
  const [row] = await tx.select().from(whatsappSettings).where(eq(whatsappSettings.id, true)).for("update");
  if (!row) throw new Error("whatsapp_settings row missing");
  return row;
}

const COUNTED = ["scheduled", "sending", "sent", "failed", "waiting"];

/** The different people a day's allowance already holds. */
async function recipientsOfDay(tx: DbOrTx, day: string): Promise<Set<number>> {
  const rows = await tx
    .selectDistinct({ userId: whatsappOutbox.userId })
    .from(whatsappOutbox)
    .where(and(eq(whatsappOutbox.day, day), inArray(whatsappOutbox.status, COUNTED)));
  return new Set(rows.map((r) => r.userId));
}

/**
 * The day each person's message goes out on: today while today's allowance has room (a person
 * already messaged today costs nothing more), else the first later day with room.
 */
async function daysFor(
  tx: DbOrTx,
  userIds: number[],
  today: string,
  limit: number,
): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const seen = new Map<string, Set<number>>();
  for (const userId of userIds) {
    let day = today;
    for (let i = 0; i < 60; i++) {
      let used = seen.get(day);
      if (!used) {
        used = await recipientsOfDay(tx, day);
        seen.set(day, used);
      }
      if (used.has(userId) || used.size < limit) {
        used.add(userId);
        break;
      }
      day = nextDay(day);
    }
    out.set(userId, day);
  }
  return out;
}

/** Hands out paced send slots and puts the messages on the queue (inside the caller's transaction). */
async function scheduleIds(tx: DbOrTx, ids: number[], settings: WhatsappSettings, nowMs: number) {
  if (ids.length === 0) return;
  const row = await lockSettings(tx);
  const { times, state } = allocateSlots(
    { slotAt: row.paceSlotAt ? Date.parse(row.paceSlotAt) : null, used: row.paceSlotUsed },
    ids.length,
    settings.rate_per_second,
    nowMs,
  );
  await tx
    .update(whatsappSettings)
    .set({
      paceSlotAt: state.slotAt === null ? null : new Date(state.slotAt).toISOString(),
      paceSlotUsed: state.used,
    })
    .where(eq(whatsappSettings.id, true));
  // One update per send second and one insert of all the send jobs (record 053): a wave of 90
  // offers is a few statements, not 180 round trips.
  const bySecond = new Map<number, number[]>();
  for (const [i, id] of ids.entries()) {
    const at = times[i] ?? nowMs;
    bySecond.set(at, [...(bySecond.get(at) ?? []), id]);
  }
  for (const [at, group] of bySecond) {
    await tx
      .update(whatsappOutbox)
      .set({ status: "scheduled", sendAt: new Date(at).toISOString() })
      .where(inArray(whatsappOutbox.id, group));
  }
  await enqueueMany(
    tx,
    SEND_QUEUE,
    ids.map((id, i) => ({ data: { messageId: id }, startAfter: new Date(times[i] ?? nowMs) })),
  );
}

/**
 * Claimed messages go back on the paced queue, not before `notBefore` (a sending limit's wait,
 * docs/decisions/065-whatsapp-sending-limits.md): each gets a new send slot and a new job.
 */
export async function sendAgainLater(ctx: Ctx<"now">, ids: number[], notBefore: Date): Promise<void> {
  const nowMs = Math.max(ctx.now().getTime(), notBefore.getTime());
  await ctx.db.transaction(async (tx) => {
    const row = await lockSettings(tx);
    await scheduleIds(tx, ids, settingsFrom(row.settings), nowMs);
  });
}

interface QueueResult {
  /** Going out today, paced. */
  queued: number;
  /** Waiting for a later day's allowance. */
  waiting: number;
  /** Already sent before (same dedupe key): nothing new. */
  duplicates: number;
}

/** Writes the messages and their send jobs in the caller's transaction (`ctx.db` is it). */
export async function queueMessages(ctx: Ctx<"now">, items: Outgoing[]): Promise<QueueResult> {
  const tx = ctx.db;
  const now = ctx.now();
  const row = await lockSettings(tx);
  const settings = settingsFrom(row.settings);
  const today = todayInKolkata(now);
  const days = await daysFor(
    tx,
    [...new Set(items.map((i) => i.userId))],
    today,
    settings.daily_recipient_limit,
  );
  const todayIds: number[] = [];
  const later = new Set<string>();
  let waiting = 0;
  let duplicates = 0;
  for (const item of items) {
    const day = days.get(item.userId) ?? today;
    const [inserted] = await tx
      .insert(whatsappOutbox)
      .values({
        userId: item.userId,
        workId: item.workId,
        kind: item.kind,
        template: templateName(item.kind, settings),
        language: item.language,
        toNumber: item.toNumber,
        params: item.params,
        status: "waiting",
        day,
        sendAt: (day === today ? now : releaseAt(day)).toISOString(),
        wave: item.wave ?? null,
        dedupeKey: item.dedupeKey ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: whatsappOutbox.id });
    if (!inserted) {
      duplicates++;
      continue;
    }
    if (day === today) todayIds.push(inserted.id);
    else {
      waiting++;
      later.add(day);
    }
  }
  await scheduleIds(tx, todayIds, settings, now.getTime());
  for (const day of later) await enqueue(tx, RELEASE_QUEUE, { day }, { startAfter: releaseAt(day) });
  return { queued: todayIds.length, waiting, duplicates };
}

/** The release job: a day's waiting messages join the paced queue. Answers how many. */
export async function releaseWaiting(ctx: Ctx<"now">): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await lockSettings(tx);
    const ids = await tx
      .select({ id: whatsappOutbox.id })
      .from(whatsappOutbox)
      .where(and(eq(whatsappOutbox.status, "waiting"), lte(whatsappOutbox.sendAt, now.toISOString())))
      .orderBy(whatsappOutbox.id)
      .for("update", { skipLocked: true });
    await scheduleIds(
      tx,
      ids.map((r) => r.id),
      settingsFrom(row.settings),
      now.getTime(),
    );
    return ids.length;
  });
}

/** Counts of a work's messages of one kind, by status. */
export async function messageCounts({ db }: Ctx, workId: number, kind: WhatsappTemplateKind) {
  const rows = await db
    .select({ status: whatsappOutbox.status, n: sql<number>`count(*)::int` })
    .from(whatsappOutbox)
    .where(and(eq(whatsappOutbox.workId, workId), eq(whatsappOutbox.kind, kind)))
    .groupBy(whatsappOutbox.status);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** The people a work's messages of a kind went (or go) to, whatever became of them. */
export async function messagedUsers(
  { db }: Ctx,
  workId: number,
  kind: WhatsappTemplateKind,
): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ userId: whatsappOutbox.userId })
    .from(whatsappOutbox)
    .where(
      and(
        eq(whatsappOutbox.workId, workId),
        eq(whatsappOutbox.kind, kind),
        notInArray(whatsappOutbox.status, ["failed"]),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/** Room left in today's recipient allowance. */
export async function allowanceLeft(ctx: Ctx<"now">, settings: WhatsappSettings): Promise<number> {
  const used = await recipientsOfDay(ctx.db, todayInKolkata(ctx.now()));
  return Math.max(0, settings.daily_recipient_limit - used.size);
}
