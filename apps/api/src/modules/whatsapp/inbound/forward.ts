import { type Language, type NotificationType, t } from "@catercrew/shared";
import { z } from "zod";
import type { Ctx } from "../../../lib/context.js";
import { notify } from "../../../lib/notify.js";
import { adminIds, agencyMobile, type Person } from "../whatsapp.repository.js";
import { recordInbound } from "./inbox-record.js";
import type { Outcome } from "./outcome.js";
import type { InboundMessage } from "./webhook.js";

/**
 * What an opted-in worker writes that the app cannot act on (a question, a voice message, a photo,
 * a location) goes to the agency: it is kept in his inbox conversation (record 063), each active
 * admin gets an in-app notice naming the worker and what came, linking to it, and the worker is told a person will answer, with an admin's mobile to call, then
 * the commands (record 059). Reactions and stickers are not forwarded.
 */

const TYPES: Record<string, NotificationType> = {
  text: "whatsapp_message",
  audio: "whatsapp_voice",
  voice: "whatsapp_voice",
  image: "whatsapp_media",
  video: "whatsapp_media",
  document: "whatsapp_media",
  location: "whatsapp_location",
};

/** A notice carries at most this much of the text; the rest is on the agency's WhatsApp. */
const MAX_TEXT = 500;

const locationSchema = z.object({ latitude: z.number(), longitude: z.number() });

function paramsOf(m: InboundMessage, name: string): Record<string, string> | null {
  if (m.type === "text") {
    const text = m.text?.body.trim() ?? "";
    if (!text) return null;
    const chars = Array.from(text);
    return { name, message: chars.length > MAX_TEXT ? `${chars.slice(0, MAX_TEXT).join("")}…` : text };
  }
  if (m.type === "location") {
    const at = locationSchema.safeParse(m.location);
    if (!at.success) return null;
    return { name, map: `https://maps.google.com/?q=${at.data.latitude},${at.data.longitude}` };
  }
  return { name };
}

/** Forwards `m` and answers the worker; null when it is not something to forward. */
export async function forwardToAgency(
  ctx: Ctx<"now">,
  from: string,
  person: Person,
  lang: Language,
  m: InboundMessage,
): Promise<Outcome | null> {
  const type = TYPES[m.type];
  const params = paramsOf(m, person.userName);
  if (!type || !params) return null;
  const conversation = await recordInbound(ctx, { userId: person.id, waNumber: from, message: m });
  const link = conversation === null ? null : `/admin/whatsapp/${conversation}`;
  for (const adminId of await adminIds(ctx.db)) {
    await notify(ctx.db, { userId: adminId, type, params, link });
  }
  const number = await agencyMobile(ctx.db);
  const told = number ? t(lang, "whatsapp:forwarded", { number }) : t(lang, "whatsapp:forwardedNoNumber");
  return {
    outcome: `forwarded: ${m.type}`,
    replies: [
      {
        message: { to: from, content: { type: "text", text: `${told}\n\n${t(lang, "whatsapp:help")}` } },
        userId: person.id,
      },
    ],
  };
}
