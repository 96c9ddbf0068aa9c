import type {
  FailedDelivery,
  Language,
  MarkReadInput,
  Notification,
  NotificationSettings,
  NotificationSettingsInput,
  NotificationsList,
  NotificationType,
  PushSubscriptionInput,
} from "@catercrew/shared";
import type { Config } from "../../config.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { iso } from "../../lib/dates.js";
import { enqueue } from "../../lib/job-queue.js";
import {
  type Channel,
  countUnread,
  deletePushSubscription,
  findRecipient,
  findSettings,
  findUserLanguage,
  insertDeliveries,
  insertNotification,
  listAssigneeIds,
  listFailedDeliveries,
  listNotifications,
  listPushSubscriptions,
  markRead,
  type NewNotification,
  setUserLanguage,
  upsertPushSubscription,
  upsertSettings,
} from "./notifications.repository.js";
import { renderNotification } from "./notifications.texts.js";

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
}

/**
 * Tells a user that something happened: writes the notification and its outbox (one delivery
 * row and one queued job per outside channel) in the caller's transaction, so a change that rolls
 * back leaves no notification and a committed one always gets delivered. Answers the new id, or
 * null when the user does not exist or the dedupe key was used already.
 */
export async function notify(tx: DbOrTx, input: NotifyInput): Promise<number | null> {
  const recipient = await findRecipient(tx, input.userId);
  if (!recipient) return null;
  const n: NewNotification = {
    userId: input.userId,
    type: input.type,
    params: input.params ?? {},
    link: input.link ?? null,
    dedupeKey: input.dedupeKey ?? null,
  };
  const row = await insertNotification(tx, n);
  if (!row) return null;
  const channels: Channel[] = [];
  if (recipient.pushCount > 0) channels.push("push");
  // WhatsApp reaches workers (admins read the app); a worker can opt out.
  if (recipient.role !== "admin" && recipient.mobile && !recipient.whatsappOptOut) channels.push("whatsapp");
  for (const d of await insertDeliveries(tx, row.id, channels)) {
    await enqueue(tx, DELIVERY_QUEUES[d.channel === "push" ? "push" : "whatsapp"], { deliveryId: d.id });
  }
  return row.id;
}

/** The screen a work's notification leads to (the worker's work details). */
export const workLink = (workId: number) => `/user/work-details/${workId}`;

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
  for (const userId of await listAssigneeIds(tx, work.id)) {
    await notify(tx, {
      userId,
      type,
      params: workParams(work),
      link: opts.link === false ? null : workLink(work.id),
    });
  }
}

function toNotification(
  row: Awaited<ReturnType<typeof listNotifications>>[number],
  language: Language,
): Notification {
  const type = row.type as NotificationType;
  const text = renderNotification(type, row.params, language);
  return {
    id: row.id,
    type,
    title: text.title,
    body: text.body,
    link: row.link,
    created_at: iso(row.createdAt) ?? row.createdAt,
    read_at: iso(row.readAt),
  };
}

/** The caller's own notifications, newest first, in their language, with the unread count. */
export async function getMyNotifications(
  db: Db,
  userId: number,
  query: { limit: number; before?: number | undefined },
): Promise<NotificationsList> {
  const language = await findUserLanguage(db, userId);
  const rows = await listNotifications(db, userId, query.limit, query.before);
  return {
    results: rows.map((r) => toNotification(r, language)),
    unread: await countUnread(db, userId),
    language,
  };
}

export async function markMyNotificationsRead(db: Db, userId: number, input: MarkReadInput) {
  const updated = await markRead(db, userId, input.all ? "all" : (input.ids ?? []));
  return { status: true as const, updated, unread: await countUnread(db, userId) };
}

export async function getMySettings(db: Db, config: Config, userId: number): Promise<NotificationSettings> {
  const settings = await findSettings(db, userId);
  return {
    language: await findUserLanguage(db, userId),
    whatsapp: !(settings?.whatsappOptOut ?? false),
    whatsapp_available: config.whatsapp !== undefined,
    push_public_key: config.vapid.publicKey,
    push_subscriptions: (await listPushSubscriptions(db, userId)).length,
  };
}

export async function updateMySettings(
  db: Db,
  config: Config,
  userId: number,
  input: NotificationSettingsInput,
): Promise<NotificationSettings> {
  await db.transaction(async (tx) => {
    if (input.language) await setUserLanguage(tx, userId, input.language);
    if (input.whatsapp !== undefined) await upsertSettings(tx, userId, { whatsappOptOut: !input.whatsapp });
  });
  return getMySettings(db, config, userId);
}

export async function subscribePush(db: Db, userId: number, input: PushSubscriptionInput) {
  await upsertPushSubscription(db, userId, {
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
  });
  return { status: true as const, message: "Notifications are on for this device." };
}

export async function unsubscribePush(db: Db, userId: number, endpoint: string) {
  await deletePushSubscription(db, endpoint, userId);
  return { status: true as const, message: "Notifications are off for this device." };
}

export async function getFailedDeliveries(db: Db): Promise<{ results: FailedDelivery[] }> {
  const rows = await listFailedDeliveries(db, 200);
  return {
    results: rows.map((r) => ({
      id: r.id,
      channel: r.channel === "push" ? "push" : "whatsapp",
      attempts: r.attempts,
      last_error: r.lastError,
      updated_at: iso(r.updatedAt) ?? r.updatedAt,
      user_id: r.userId,
      user_name: r.userName,
      type: r.type as NotificationType,
    })),
  };
}

export async function findCalendarToken(db: DbOrTx, userId: number): Promise<string | null> {
  return (await findSettings(db, userId))?.calendarToken ?? null;
}

export async function saveCalendarToken(db: DbOrTx, userId: number, token: string): Promise<void> {
  await upsertSettings(db, userId, { calendarToken: token });
}
