import type { NotificationType, WhatsappTemplateKind } from "@catercrew/shared";
import { and, eq } from "drizzle-orm";
import { whatsappOutbox } from "../../../db/schema.js";
import type { Ctx } from "../../../lib/context.js";
import { notify } from "../../../lib/notify.js";
import { DeliveryError, sendWhatsapp } from "../../../lib/whatsapp.js";
import { whatsappRecipient } from "../recipients/contacts.service.js";
import { whatsappSettingsOf } from "../settings.service.js";
import { sendAgainLater } from "./outbound.service.js";
import { isTemplateUsable } from "./outbound-needs.js";
import { staleReason } from "./send-checks.js";
import {
  endHold,
  holdSending,
  MAX_LIMIT_HITS,
  pairWaitMs,
  sendingHold,
  sendingLimitOf,
} from "./send-limits.js";
import { templateMessage, templateName } from "./templates.js";

/**
 * The send queue's worker (docs/decisions/042-whatsapp-outbound.md): one queued
 * message at its paced slot. It checks again that the message is worth sending, that the worker
 * is still opted in, and that Meta has not paused the template (then the in-app and push notice
 * stands in for it).
 */

/** The in-app (and push) notice that stands in for a template Meta has paused or disabled. */
const FALLBACK: Record<WhatsappTemplateKind, NotificationType | null> = {
  job_offer: "work_offered",
  work_confirmed: null,
  confirm_reminder: "reminder_day_before",
  wage_saved: null,
  wage_paid: null,
  signin_code: null,
  payment_reminder: null,
  agency_message: null,
  booking_confirmed: null,
  booking_declined: null,
};

/** Params a fallback notice needs: the work's venue, date and time, by the template's order. */
function fallbackParams(kind: WhatsappTemplateKind, params: readonly string[]): Record<string, string> {
  if (kind === "job_offer") return { venue: params[0] ?? "", date: params[2] ?? "", time: params[3] ?? "" };
  return { venue: params[0] ?? "", date: params[1] ?? "", time: params[2] ?? "" };
}

/**
 * The send queue's worker: one message. The claim (an atomic update) makes sure it goes once.
 * Answers what became of it.
 */
export async function sendQueuedMessage(
  ctx: Ctx<"config" | "now">,
  messageId: number,
): Promise<"sent" | "skipped" | "fallback" | "failed" | "held" | "gone"> {
  const { db, config } = ctx;
  const [message] = await db
    .update(whatsappOutbox)
    .set({ status: "sending" })
    .where(and(eq(whatsappOutbox.id, messageId), eq(whatsappOutbox.status, "scheduled")))
    .returning();
  if (!message) return "gone";
  const kind = message.kind as WhatsappTemplateKind;
  const finish = async (
    status: "sent" | "skipped" | "fallback" | "failed",
    extra: { lastError?: string; wamid?: string | null } = {},
  ) => {
    await db
      .update(whatsappOutbox)
      .set({
        status,
        lastError: extra.lastError ?? null,
        wamid: extra.wamid ?? null,
        sentAt: status === "sent" ? new Date().toISOString() : null,
      })
      .where(eq(whatsappOutbox.id, messageId));
    return status;
  };
  if (!config.whatsapp) return finish("skipped", { lastError: "WhatsApp is not configured" });
  const stale = await staleReason({ db }, message);
  if (stale) return finish("skipped", { lastError: stale });
  // Opt-in is checked again: a STOP since the message was queued wins.
  const to = await whatsappRecipient({ db }, message.userId);
  if (!to) return finish("skipped", { lastError: "Not opted in to WhatsApp (or stopped)" });
  if (!(await isTemplateUsable({ db }, message.template, message.language))) {
    const type = FALLBACK[kind];
    if (type) {
      await db.transaction((tx) =>
        notify(tx, {
          userId: message.userId,
          type,
          params: fallbackParams(kind, message.params),
          link: message.workId ? `/user/work-details/${message.workId}` : null,
          dedupeKey: `whatsapp_fallback:${message.id}`,
          whatsapp: false,
        }),
      );
    }
    return finish("fallback", { lastError: `Template ${message.template} is paused or disabled` });
  }
  // Meta asked us to slow down (record 065): wait with the others, nothing is sent now.
  const hold = await sendingHold(ctx);
  if (hold.until !== null && hold.until > ctx.now().getTime()) {
    await sendAgainLater(ctx, [message.id], new Date(hold.until));
    return "held";
  }
  try {
    const wamid = await sendWhatsapp(
      config.whatsapp,
      templateMessage({
        to,
        name: message.template,
        kind,
        language: message.language === "en" ? "en" : "ml",
        params: message.params,
        workId: message.workId,
      }),
      config.outbound,
    );
    if (hold.hits > 0) await endHold(ctx);
    return finish("sent", { wamid });
  } catch (err) {
    const text = err instanceof DeliveryError || err instanceof Error ? err.message : String(err);
    const limit = sendingLimitOf(err);
    if (limit && message.limitHits + 1 < MAX_LIMIT_HITS) {
      await db
        .update(whatsappOutbox)
        .set({ limitHits: message.limitHits + 1, lastError: text.slice(0, 1000) })
        .where(eq(whatsappOutbox.id, messageId));
      const until =
        limit === "number"
          ? (await holdSending(ctx)).until
          : new Date(ctx.now().getTime() + pairWaitMs(message.limitHits + 1));
      await sendAgainLater(ctx, [message.id], until);
      return "held";
    }
    return finish("failed", { lastError: text.slice(0, 1000) });
  }
}

/**
 * A template sent at once to a number that is not a worker's (a client's payment reminder,
 * docs/decisions/057-payments-dues-exports.md), through the same Cloud API adapter and outbound
 * guard, in the approved version the settings name. Answers the message id, or why it was not
 * sent; the caller keeps its own log (the outbox is the workers').
 */
export async function sendTemplateNow(
  ctx: Ctx<"config">,
  input: { to: string; kind: WhatsappTemplateKind; language: "en" | "ml"; params: string[] },
): Promise<{ sent: true; wamid: string | null } | { sent: false; reason: string }> {
  if (!ctx.config.whatsapp) return { sent: false, reason: "WhatsApp is not configured" };
  const name = templateName(input.kind, await whatsappSettingsOf(ctx));
  if (!(await isTemplateUsable(ctx, name, input.language))) {
    return { sent: false, reason: `Template ${name} is paused or disabled` };
  }
  try {
    const wamid = await sendWhatsapp(
      ctx.config.whatsapp,
      templateMessage({ ...input, name, workId: null }),
      ctx.config.outbound,
    );
    return { sent: true, wamid };
  } catch (err) {
    const text = err instanceof DeliveryError || err instanceof Error ? err.message : String(err);
    return { sent: false, reason: text.slice(0, 1000) };
  }
}
