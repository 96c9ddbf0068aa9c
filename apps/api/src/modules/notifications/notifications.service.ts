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
import { say, t } from "@catercrew/shared";
import type { Config } from "../../config.js";
import { AppError } from "../../errors/app-error.js";
import type { Ctx } from "../../lib/context.js";
import { iso } from "../../lib/dates.js";
import { pushEndpointProblem } from "../../security/outbound.js";
import {
  countUnread,
  deletePushSubscription,
  findSettings,
  findUserLanguage,
  listFailedDeliveries,
  listNotifications,
  listPushSubscriptions,
  markRead,
  type NotificationRow,
  setUserLanguage,
  upsertPushSubscription,
  upsertSettings,
} from "./notifications.repository.js";
import { renderNotification } from "./notifications.texts.js";

// The Cloud API adapter, for a message sent at once outside the outbox (password reset codes).

function toNotification(row: NotificationRow, language: Language): Notification {
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
  { db }: Ctx,
  user: { id: number; language: Language },
  query: { limit: number; before?: number | undefined },
): Promise<NotificationsList> {
  const { rows, unread } = await listNotifications(db, user.id, query.limit, query.before);
  return {
    results: rows.map((r) => toNotification(r, user.language)),
    unread,
    language: user.language,
  };
}

export async function markMyNotificationsRead({ db }: Ctx, userId: number, input: MarkReadInput) {
  const updated = await markRead(db, userId, input.all ? "all" : (input.ids ?? []));
  return { status: true as const, updated, unread: await countUnread(db, userId) };
}

export async function getMySettings(
  { db }: Ctx,
  config: Config,
  userId: number,
): Promise<NotificationSettings> {
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
  { db }: Ctx,
  config: Config,
  userId: number,
  input: NotificationSettingsInput,
): Promise<NotificationSettings> {
  await db.transaction(async (tx) => {
    if (input.language) await setUserLanguage(tx, userId, input.language);
    if (input.whatsapp !== undefined) await upsertSettings(tx, userId, { whatsappOptOut: !input.whatsapp });
  });
  return getMySettings({ db }, config, userId);
}

/**
 * Registers a browser's push endpoint: only an https URL on a known push service (400), and never
 * one that another account registered (409; it stays theirs). The same account again renews its keys.
 */
export async function subscribePush(
  { db }: Ctx,
  config: Pick<Config, "outbound">,
  userId: number,
  input: PushSubscriptionInput,
) {
  if (pushEndpointProblem(input.endpoint, config.outbound)) {
    throw new AppError("PUSH_ENDPOINT_NOT_ALLOWED", { field: "endpoint" });
  }
  const saved = await upsertPushSubscription(db, userId, {
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
  });
  if (!saved) throw new AppError("PUSH_ENDPOINT_TAKEN", { field: "endpoint" });
  return { status: true as const, message: say("success:Notifications are on for this device.") };
}

export async function unsubscribePush({ db }: Ctx, userId: number, endpoint: string) {
  await deletePushSubscription(db, endpoint, userId);
  return { status: true as const, message: say("success:Notifications are off for this device.") };
}

/** The notices whose delivery failed for good (push or WhatsApp), newest first. */
export async function failedNoticeRows({ db }: Ctx, limit: number) {
  return listFailedDeliveries(db, limit);
}
