import type { NotificationType } from "@catercrew/shared";
import { eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import {
  assignments,
  notificationDeliveries,
  notificationSettings,
  notifications,
  pushSubscriptions,
  users,
} from "../db/schema.js";
import { enqueueMany } from "./job-queue.js";

/**
 * The writing side of notifications, called by any domain like `audit()`: a notification row and
 * its outbox (one delivery row and one queued job per outside channel) in the caller's
 * transaction, so a change that rolls back leaves no notification and a committed one always gets
 * delivered. The notifications module owns the rest: the inbox, settings, push subscriptions and
 * the delivery workers that drain these queues (docs/decisions/023-notify-as-outbox.md).
 */

export type Channel = "push" | "whatsapp";

export const DELIVERY_QUEUES: Record<Channel, string> = {
  push: "notification-push",
  whatsapp: "notification-whatsapp",
};

interface NotifyInput {
  userId: number;
  type: NotificationType;
  params?: Record<string, string>;
  /** The screen it is about (a web app path). */
  link?: string | null;
  /** Makes the notification happen once per user and key (reminders). */
  dedupeKey?: string;
  /** False: in-app and push only (a WhatsApp template stood in for by this notice). */
  whatsapp?: boolean;
}

/** What decides a user's outside channels (and, for the delivery workers, their language). */
export async function findRecipient(db: DbOrTx, userId: number) {
  return (await findRecipients(db, [userId])).get(userId) ?? null;
}

/** `findRecipient` for many users in one read. */
async function findRecipients(db: DbOrTx, userIds: readonly number[]) {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select({
            id: users.id,
            role: users.role,
            mobile: users.mobileNumber,
            language: users.language,
            whatsappOptOut: sql<boolean>`coalesce(${notificationSettings.whatsappOptOut}, false)`,
            pushCount: sql<number>`(select count(*)::int from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
          })
          .from(users)
          .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
          .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, r]));
}

type Recipient = NonNullable<Awaited<ReturnType<typeof findRecipient>>>;

function channelsOf(recipient: Recipient, input: NotifyInput): Channel[] {
  const channels: Channel[] = [];
  if (recipient.pushCount > 0) channels.push("push");
  // WhatsApp reaches workers (admins read the app); a worker can opt out.
  if (
    input.whatsapp !== false &&
    recipient.role !== "admin" &&
    recipient.mobile &&
    !recipient.whatsappOptOut
  ) {
    channels.push("whatsapp");
  }
  return channels;
}

/**
 * Tells a user that something happened. Answers the new notification's id, or null when the user
 * does not exist or the dedupe key was used already.
 */
export async function notify(tx: DbOrTx, input: NotifyInput): Promise<number | null> {
  const [id] = await notifyMany(tx, [input]);
  return id ?? null;
}

const inputKey = (userId: number, type: string, dedupeKey: string | null) =>
  `${userId}|${type}|${dedupeKey ?? ""}`;

/**
 * Tells many users at once (a crew, the admins, a batch of reminders) in the caller's
 * transaction: still one notification and one delivery row per person and channel (so retries and
 * opt-outs stay per person), but written in a few statements, with each queue's jobs in one insert
 * (docs/decisions/053-queue-drains-at-once.md). Answers the ids of the notifications written
 * (users that do not exist and dedupe keys used already write none).
 */
export async function notifyMany(tx: DbOrTx, inputs: readonly NotifyInput[]): Promise<number[]> {
  const recipients = await findRecipients(
    tx,
    inputs.map((i) => i.userId),
  );
  const wanted = inputs.filter((i) => recipients.has(i.userId));
  if (wanted.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(
      wanted.map((input) => ({
        userId: input.userId,
        type: input.type,
        params: input.params ?? {},
        link: input.link ?? null,
        dedupeKey: input.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({
      id: notifications.id,
      userId: notifications.userId,
      type: notifications.type,
      dedupeKey: notifications.dedupeKey,
    });
  const byKey = new Map(wanted.map((i) => [inputKey(i.userId, i.type, i.dedupeKey ?? null), i]));
  const values: { notificationId: number; channel: Channel }[] = [];
  for (const row of rows) {
    const recipient = recipients.get(row.userId);
    const input = byKey.get(inputKey(row.userId, row.type, row.dedupeKey));
    if (!recipient || !input) continue;
    for (const channel of channelsOf(recipient, input)) values.push({ notificationId: row.id, channel });
  }
  if (values.length > 0) {
    const deliveries = await tx
      .insert(notificationDeliveries)
      .values(values)
      .returning({ id: notificationDeliveries.id, channel: notificationDeliveries.channel });
    for (const channel of ["push", "whatsapp"] as const) {
      const jobs = deliveries
        .filter((d) => d.channel === channel)
        .sort((a, b) => a.id - b.id)
        .map((d) => ({ data: { deliveryId: d.id } }));
      await enqueueMany(tx, DELIVERY_QUEUES[channel], jobs);
    }
  }
  return rows.map((r) => r.id);
}

/** The screen a work's notification leads to (the worker's work details). */
export const workLink = (workId: number) => `/user/work-details/${workId}`;

/** The work a `workLink` names, or null. */
export function workIdOfLink(link: string | null): number | null {
  const m = /^\/user\/work-details\/(\d+)$/.exec(link ?? "");
  return m?.[1] ? Number(m[1]) : null;
}

/** What a work's notification names: venue, date, reporting time. */
export function workParams(work: { auditoriumName: string; date: string; reportingTime: string }) {
  return { venue: work.auditoriumName, date: work.date, time: work.reportingTime };
}

/** Tells everyone assigned to the work (in the caller's transaction). */
export async function notifyAssignees(
  tx: DbOrTx,
  work: { id: number; auditoriumName: string; date: string; reportingTime: string },
  type: "work_changed" | "work_cancelled",
  opts: { link?: boolean } = {},
): Promise<void> {
  const rows = await tx
    .select({ userId: assignments.userId })
    .from(assignments)
    .where(eq(assignments.workId, work.id))
    .orderBy(assignments.id);
  await notifyMany(
    tx,
    rows.map(({ userId }) => ({
      userId,
      type,
      params: workParams(work),
      link: opts.link === false ? null : workLink(work.id),
    })),
  );
}
