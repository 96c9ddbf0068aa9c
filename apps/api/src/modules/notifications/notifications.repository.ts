import type { Language } from "@catercrew/shared";
import { and, count, desc, eq, getTableColumns, inArray, isNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { preparedQuery } from "../../db/prepared.js";
import {
  notificationDeliveries,
  notificationSettings,
  notifications,
  pushSubscriptions,
  users,
} from "../../db/schema.js";

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * The person's notifications newest first (`before`: ids below it), with their unread count in the
 * same statement (the bell's first page is one round trip). An empty page has no row to
 * carry the count, so then it is read on its own.
 */
export async function listNotifications(
  db: DbOrTx,
  userId: number,
  limit: number,
  before?: number,
): Promise<{ rows: NotificationRow[]; unread: number }> {
  const found = await pageWithUnreadQuery(db).execute({
    userId,
    limit,
    before: before ?? Number.MAX_SAFE_INTEGER,
  });
  const rows = found.map(({ unread: _, ...row }) => row);
  const unread = found[0]?.unread ?? (before === undefined ? 0 : await countUnread(db, userId));
  return { rows, unread };
}

const pageWithUnreadQuery = preparedQuery((db) =>
  db
    .select({
      ...getTableColumns(notifications),
      unread: sql<number>`(select count(*)::int from ${notifications} u where u.user_id = ${sql.placeholder("userId")} and u.read_at is null)`,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, sql.placeholder("userId")),
        lt(notifications.id, sql.placeholder("before")),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(sql.placeholder("limit"))
    .prepare("notifications_page_with_unread"),
);

export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's own notifications read (others' ids are ignored); answers how many changed. */
export async function markRead(db: DbOrTx, userId: number, ids: readonly number[] | "all") {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === "all" ? undefined : inArray(notifications.id, [...ids]),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function findUserLanguage(db: DbOrTx, userId: number): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language === "ml" ? "ml" : "en";
}

/** Claims a delivery for sending: only one worker wins (a stale claim is taken over after 5 min). */
export async function claimDelivery(db: DbOrTx, deliveryId: number) {
  const [row] = await db
    .update(notificationDeliveries)
    .set({
      status: "sending",
      claimedAt: sql`now()`,
      attempts: sql`${notificationDeliveries.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(notificationDeliveries.id, deliveryId),
        sql`(${notificationDeliveries.status} in ('pending','failed') or (${notificationDeliveries.status} = 'sending' and ${notificationDeliveries.claimedAt} < now() - interval '5 minutes'))`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function finishDelivery(
  db: DbOrTx,
  deliveryId: number,
  status: "sent" | "failed" | "skipped",
  error: string | null,
) {
  await db
    .update(notificationDeliveries)
    .set({
      status,
      lastError: error,
      sentAt: status === "sent" ? sql`now()` : null,
      updatedAt: sql`now()`,
    })
    .where(eq(notificationDeliveries.id, deliveryId));
}

/** The WhatsApp id of a delivery's sent message: its status callbacks find the delivery by it. */
export async function findNotification(db: DbOrTx, id: number) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}

export async function listPushSubscriptions(db: DbOrTx, userId: number) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function deletePushSubscription(db: DbOrTx, endpoint: string, userId?: number) {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.endpoint, endpoint),
        userId ? eq(pushSubscriptions.userId, userId) : undefined,
      ),
    );
}

/** Inserts the endpoint, or renews the keys when this user has it; false when another user has it. */
export async function upsertPushSubscription(
  db: DbOrTx,
  userId: number,
  s: { endpoint: string; p256dh: string; auth: string },
): Promise<boolean> {
  const rows = await db
    .insert(pushSubscriptions)
    .values({ userId, ...s })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: s.p256dh, auth: s.auth },
      setWhere: eq(pushSubscriptions.userId, userId),
    })
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function findSettings(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row ?? null;
}

export async function upsertSettings(db: DbOrTx, userId: number, set: { whatsappOptOut?: boolean }) {
  await db
    .insert(notificationSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...set, updatedAt: sql`now()` } });
}

export async function setUserLanguage(db: DbOrTx, userId: number, language: Language) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

export async function listFailedDeliveries(db: DbOrTx, limit: number) {
  return db
    .select({
      id: notificationDeliveries.id,
      channel: notificationDeliveries.channel,
      attempts: notificationDeliveries.attempts,
      lastError: notificationDeliveries.lastError,
      updatedAt: notificationDeliveries.updatedAt,
      userId: notifications.userId,
      userName: users.userName,
      type: notifications.type,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notificationDeliveries.status, "failed"))
    .orderBy(desc(notificationDeliveries.updatedAt))
    .limit(limit);
}
