import {
  formatRupees,
  type Language,
  type NotificationType,
  type WhatsappTemplateKind,
} from "@catercrew/shared";
import { whatsappOutbox } from "../../../db/schema.js";
import type { Ctx } from "../../../lib/context.js";
import { todayInKolkata } from "../../../lib/dates.js";
import { workIdOfLink } from "../../../lib/notify.js";
import { publicBaseUrl } from "../../../lib/public-url.js";
import type { WhatsappTemplateMessage } from "../../../lib/whatsapp.js";
import { getWorkOr404 } from "../../works/works.service.js";
import { payloadOf } from "../payloads.js";
import { whatsappRecipient } from "../recipients/contacts.service.js";
import { whatsappSettingsOf } from "../settings.service.js";
import { offerDetails } from "./offer-details.js";
import { captainOfWork } from "./offers.repository.js";
import { workNotesOf } from "./offers.service.js";
import { isTemplateUsable } from "./outbound-needs.js";
import { specOf, templateMessage, templateName } from "./templates.js";
import { workWhen } from "./when.js";

/**
 * The notifications that go out on WhatsApp as versioned templates (
 * docs/decisions/042-whatsapp-outbound.md): an accepted request becomes the crew confirmation
 * with the work's link and a calendar link, a saved or paid wage names the amount and the payslip
 * link. Every WhatsApp notice goes to the number the worker's own START proved, and only while
 * they are opted in; the in-app notice (and push) exist anyway, so a paused template just skips.
 */

const VERSIONED: Partial<Record<NotificationType, WhatsappTemplateKind>> = {
  request_accepted: "work_confirmed",
  wage_saved: "wage_saved",
  wage_paid: "wage_paid",
};

/** "Add to calendar" for the work: Google Calendar's event form, four hours from the reporting time. */
export function calendarLink(work: {
  auditoriumName: string;
  place: string;
  date: string;
  reportingTime: string;
}) {
  const start = new Date(`${work.date}T${work.reportingTime.slice(0, 5)}:00+05:30`);
  const end = new Date(start.getTime() + 4 * 3_600_000);
  const stamp = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  const q = new URLSearchParams({
    action: "TEMPLATE",
    text: work.auditoriumName,
    dates: `${stamp(start)}/${stamp(end)}`,
    location: `${work.auditoriumName}, ${work.place}`,
  });
  return `https://calendar.google.com/calendar/render?${q.toString()}`;
}

type NoticeOnWhatsapp =
  | { send: WhatsappTemplateMessage; record: { kind: WhatsappTemplateKind; workId: number } | null }
  | { skip: string };

/**
 * What a notification's WhatsApp delivery sends: the versioned template for the kinds above, else
 * `legacy(to)` (the notification's own template), to the opted-in number. `skip` says why not.
 */
export async function noticeOnWhatsapp(
  ctx: Ctx<"config">,
  notification: {
    userId: number;
    type: NotificationType;
    params: Record<string, string>;
    link: string | null;
  },
  language: Language,
  legacy: (to: string) => WhatsappTemplateMessage,
): Promise<NoticeOnWhatsapp> {
  const to = await whatsappRecipient(ctx, notification.userId);
  if (!to) return { skip: "The worker has not opted in to WhatsApp (or sent STOP)" };
  const kind = VERSIONED[notification.type];
  const workId = workIdOfLink(notification.link);
  if (!kind || workId === null) return { send: legacy(to), record: null };
  const work = await getWorkOr404(ctx, workId).catch(() => null);
  if (!work) return { send: legacy(to), record: null };
  const settings = await whatsappSettingsOf(ctx);
  const name = templateName(kind, settings);
  if (!(await isTemplateUsable(ctx, name))) {
    return { skip: `Template ${name} is paused or disabled: the in-app notice and push carry it` };
  }
  const base = publicBaseUrl(ctx.config);
  const workUrl = `${base}/user/work-details/${work.id}`;
  const { date, time } = workWhen(work, language);
  let params = [work.auditoriumName, date, formatRupees(notification.params.amount ?? "0"), workUrl];
  if (kind === "work_confirmed") {
    params = [work.auditoriumName, date, time, workUrl, calendarLink(work)];
    if (specOf(name, kind).params.includes("details")) {
      // work_confirmed_v3: the address, map link and captain's number before the links (record 070).
      const captain = await captainOfWork(ctx.db, work.id);
      const details = offerDetails(work, workNotesOf(work, language), language, captain);
      params = [work.auditoriumName, date, time, details, workUrl, calendarLink(work)];
    }
  }
  return {
    send: templateMessage({ to, name, kind, language, params, workId: work.id }),
    record: { kind, workId: work.id },
  };
}

/** Keeps a sent notice in the outbox's record, so it counts against the day's recipient allowance. */
export async function recordSentNotice(
  ctx: Ctx,
  input: {
    userId: number;
    workId: number | null;
    kind: WhatsappTemplateKind;
    message: WhatsappTemplateMessage;
    wamid: string | null;
  },
  now = new Date(),
): Promise<void> {
  const params = input.message.template.components?.[0]?.parameters ?? [];
  await ctx.db.insert(whatsappOutbox).values({
    userId: input.userId,
    workId: input.workId,
    kind: input.kind,
    template: input.message.template.name,
    language: input.message.template.language.code,
    toNumber: input.message.to,
    params: params.map((p) => (p.type === "text" ? p.text : p.payload)),
    status: "sent",
    day: todayInKolkata(now),
    sendAt: now.toISOString(),
    wamid: input.wamid,
    sentAt: now.toISOString(),
  });
}

/**
 * A freed place offered from the waitlist carries "Take it" and "Pass" (docs/decisions/037 and
 * 041): their payloads name the offer, and the webhook answers them through the same services as
 * the app's buttons. Other notices carry no buttons.
 */
export function offerButtons(type: NotificationType, params: Record<string, string>) {
  const offerId = Number(params.offer);
  if (type !== "place_offered" || !Number.isInteger(offerId) || offerId <= 0) return [];
  return (["take", "pass"] as const).map((kind, index) => ({
    type: "button" as const,
    sub_type: "quick_reply" as const,
    index: String(index),
    parameters: [{ type: "payload" as const, payload: payloadOf({ kind, offerId }) }],
  }));
}
