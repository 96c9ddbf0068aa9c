import type { Language, NotificationType } from "@catercrew/shared";
import type { Ctx } from "../../lib/context.js";
import type { Channel, findRecipient } from "../../lib/notify.js";
import { displayParams, NOTIFICATION_PARAMS } from "./notifications.texts.js";

/**
 * The ways out besides Web Push. The module that owns one registers it when the app starts
 * (WhatsApp: `modules/whatsapp/whatsapp.jobs.ts`), so the delivery worker hands it a notice
 * without importing that module: the arrow runs from WhatsApp to notifications, never back.
 */

/** One notification's delivery on one channel: what it says, to whom, in which language. */
interface OutgoingNotice {
  deliveryId: number;
  userId: number;
  type: NotificationType;
  params: Record<string, string>;
  link: string | null;
  language: Language;
  recipient: NonNullable<Awaited<ReturnType<typeof findRecipient>>>;
}

/** `sent`, or why the notice was not sent (recorded on the delivery as skipped). A failure throws. */
type DeliveryOutcome = "sent" | { skip: string };

export type DeliveryChannel = (ctx: Ctx<"config">, notice: OutgoingNotice) => Promise<DeliveryOutcome>;

const channels = new Map<string, DeliveryChannel>();

export function registerDeliveryChannel(name: Exclude<Channel, "push">, channel: DeliveryChannel): void {
  channels.set(name, channel);
}

export function deliveryChannel(name: string): DeliveryChannel | undefined {
  return channels.get(name);
}

/** A notification's placeholders in its template's order, as the reader reads them. */
export function templateValues(
  type: NotificationType,
  params: Record<string, string>,
  language: Language,
): string[] {
  const shown = displayParams(params, language);
  return NOTIFICATION_PARAMS[type].map((key) => shown[key] ?? "");
}
