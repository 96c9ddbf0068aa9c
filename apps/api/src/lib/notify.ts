import type { NotificationType } from "@catercrew/shared";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import {
  assignments,
  notificationDeliveries,
  notificationSettings,
  notifications,
  pushSubscriptions,
  users,
} from "../db/schema.js";
import { enqueue } from "./job-queue.js";

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

export interface NotifyInput {
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
  const [row] = await db
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
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Tells a user that something happened. Answers the new notification's id, or null when the user
 * does not exist or the dedupe key was used already.
 */
export async function notify(tx: DbOrTx, input: NotifyInput): Promise<number | null> {
  const recipient = await findRecipient(tx, input.userId);
  if (!recipient) return null;
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.type,
      params: input.params ?? {},
      link: input.link ?? null,
      dedupeKey: input.dedupeKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!row) return null;
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
  if (channels.length === 0) return row.id;
  const deliveries = await tx
    .insert(notificationDeliveries)
    .values(channels.map((channel) => ({ notificationId: row.id, channel })))
    .returning({ id: notificationDeliveries.id, channel: notificationDeliveries.channel });
  for (const d of deliveries) {
    await enqueue(tx, DELIVERY_QUEUES[d.channel === "push" ? "push" : "whatsapp"], { deliveryId: d.id });
  }
  return row.id;
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
  for (const { userId } of rows) {
    await notify(tx, {
      userId,
      type,
      params: workParams(work),
      link: opts.link === false ? null : workLink(work.id),
    });
  }
}
