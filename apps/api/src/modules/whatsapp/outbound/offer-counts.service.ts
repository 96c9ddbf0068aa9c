import type { Language, WhatsappPublishPreview, WhatsappWorkOffers } from "@catercrew/shared";
import { and, eq, sql } from "drizzle-orm";
import { whatsappOutbox } from "../../../db/schema.js";
import type { Ctx } from "../../../lib/context.js";
import { getWorkOr404 } from "../../works/works.service.js";
import { receiptCounts } from "../receipts/outbox-receipts.js";
import { whatsappSettingsOf } from "../settings.service.js";
import { notConfirmedOf } from "./confirmations.service.js";
import { failedWhatsappSends } from "./failed-sends.service.js";
import { requestsByChannel } from "./offers.repository.js";
import { rankedEligible, shortlistSize } from "./offers.service.js";
import { allowanceLeft, messageCounts, messagedUsers } from "./outbound.service.js";
import { isTemplateUsable } from "./outbound-needs.js";
import { canRetry } from "./retry.service.js";
import { templateName } from "./templates.js";

/**
 * What the admin sees of a work's WhatsApp offers (docs/decisions/042-whatsapp-outbound.md):
 * before publishing, how many offers go out and what they cost; afterwards, "offer sent to N of
 * M", requests by channel and who has not confirmed.
 */

/** Rupees with four decimals as integer ten-thousandths, and back with two decimals (rounded). */
function tenThousandths(price: string): bigint {
  const [whole = "0", frac = ""] = price.split(".");
  return BigInt(whole) * 10_000n + BigInt(`${frac}0000`.slice(0, 4));
}
function rupeesOf(units: bigint): string {
  const paise = (units + 50n) / 100n;
  return `${paise / 100n}.${String(paise % 100n).padStart(2, "0")}`;
}

/** What `count` messages of a template cost, in rupees with two decimals. */
function costOf(count: number, price: string): string {
  return rupeesOf(tenThousandths(price) * BigInt(count));
}

/** GET /whatsapp/works/{id}/publish-preview/ (admin): what publishing now would send and cost. */
export async function publishPreview(
  ctx: Ctx<"config" | "now">,
  workId: number,
): Promise<WhatsappPublishPreview> {
  const work = await getWorkOr404(ctx, workId);
  const settings = await whatsappSettingsOf(ctx);
  const name = templateName("job_offer", settings);
  const price = settings.prices.job_offer;
  if (!ctx.config.whatsapp) {
    return {
      configured: false,
      open_places: 0,
      eligible: 0,
      messages: 0,
      deferred: 0,
      price_per_message: price,
      cost: "0.00",
      template: name,
      template_usable: true,
    };
  }
  const { open, ordered } = await rankedEligible(ctx, work, ctx.now());
  const messages = Math.min(ordered.length, shortlistSize(open, settings));
  const deferred = Math.max(0, messages - (await allowanceLeft(ctx, settings)));
  return {
    configured: true,
    open_places: open,
    eligible: ordered.length,
    messages,
    deferred,
    price_per_message: price,
    cost: costOf(messages, price),
    template: name,
    template_usable: await isTemplateUsable(ctx, name),
  };
}

/** GET /whatsapp/works/{id}/offers/ (admin): "offer sent to N of M", requests by channel, confirmations. */
export async function workOffersOnWhatsapp(
  ctx: Ctx<"now">,
  workId: number,
  lang: Language,
): Promise<WhatsappWorkOffers> {
  const work = await getWorkOr404(ctx, workId);
  const counts = await messageCounts(ctx, workId, "job_offer");
  const offered = await messagedUsers(ctx, workId, "job_offer");
  const { ordered } = await rankedEligible(ctx, work, ctx.now());
  const [waves] = await ctx.db
    .select({ n: sql<number | null>`max(${whatsappOutbox.wave})` })
    .from(whatsappOutbox)
    .where(and(eq(whatsappOutbox.workId, workId), eq(whatsappOutbox.kind, "job_offer")));
  const channels = await requestsByChannel(ctx.db, workId);
  const confirmations = await notConfirmedOf(ctx, workId);
  const receipts = await receiptCounts(ctx.db, workId);
  const failed = await failedWhatsappSends(ctx, lang, { workId, limit: 100 });
  return {
    sent: counts.get("sent") ?? 0,
    eligible: offered.size + ordered.length,
    waiting_for_allowance: counts.get("waiting") ?? 0,
    waves: Number(waves?.n ?? 0),
    requested_whatsapp: channels.get("whatsapp") ?? 0,
    requested_app: channels.get("app") ?? 0,
    not_confirmed: confirmations.notConfirmed,
    confirmed: confirmations.confirmed,
    delivered: receipts.delivered,
    read: receipts.read,
    failed: failed.map((f) => ({
      id: f.id,
      user: f.user_id,
      user_name: f.user_name,
      kind: f.kind,
      reason: f.reason,
      at: f.at,
      can_retry: canRetry(f.last_error),
    })),
  };
}
