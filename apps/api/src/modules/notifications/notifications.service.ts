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
import { failedWhatsappSends, failureWords } from "../whatsapp/failed-sends.service.js";
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

export async function getFailedDeliveries(ctx: Ctx, lang: Language): Promise<{ results: FailedDelivery[] }> {
  const rows = await listFailedDeliveries(ctx.db, 200);
  const notices: FailedDelivery[] = rows.map((r) => ({
    id: r.id,
    source: "notice",
    channel: r.channel === "push" ? "push" : "whatsapp",
    attempts: r.attempts,
    last_error: r.lastError,
    updated_at: iso(r.updatedAt) ?? r.updatedAt,
    user_id: r.userId,
    user_name: r.userName,
    type: r.type as NotificationType,
    reason: r.channel === "push" ? t(lang, "whatsapp:failure.push") : failureWords(lang, r.lastError),
    work_id: null,
  }));
  // Offers, confirmations and reminders go as templates, outside the notices (record 063).
  const templates: FailedDelivery[] = (await failedWhatsappSends(ctx, lang, { limit: 200 })).map((f) => ({
    id: f.id,
    source: "template",
    channel: "whatsapp",
    attempts: 1,
    last_error: f.last_error,
    updated_at: f.at,
    user_id: f.user_id,
    user_name: f.user_name,
    type: f.type,
    reason: f.reason,
    work_id: f.work_id,
  }));
  const all = [...notices, ...templates].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  return { results: all.slice(0, 200) };
}
