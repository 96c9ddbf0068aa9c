import { eq } from "drizzle-orm";
import { users, whatsappConversations } from "../../../db/schema.js";
import type { Ctx } from "../../../lib/context.js";
import { sendWhatsapp } from "../../../lib/whatsapp.js";
import { isTemplateUsable } from "../outbound/outbound-needs.js";
import { templateMessage, templateName } from "../outbound/templates.js";
import { insertSentMessage } from "../receipts/sent-messages.repository.js";
import { whatsappRecipient } from "../recipients/contacts.service.js";
import { whatsappSettingsOf } from "../settings.service.js";
import { inboxMessage, updateInboxMessage } from "./inbox.repository.js";
import { sendWhatsappSession } from "./session-messages.js";

/**
 * The inbox answers' queue (docs/decisions/063-whatsapp-inbox.md): one answer, sent once. Inside
 * the 24-hour window it goes as a message; outside it (or when the window closed since it was
 * queued) as the agency_message template in his language. A refusal stays on the answer, in the
 * failure's words when the admin reads it.
 */

/** A template parameter holds no line breaks, tabs or runs of more than four spaces (Meta's rule). */
export function templateText(text: string): string {
  return text
    .replace(/\s*\n\s*/g, " · ")
    .replace(/[\t ]+/g, " ")
    .trim();
}

export async function sendInboxReply(
  ctx: Ctx<"config" | "now">,
  messageId: number,
): Promise<"sent" | "failed" | "done"> {
  const m = await inboxMessage(ctx.db, messageId);
  if (m?.direction !== "out" || m.status !== "queued") return "done";
  const [c] = await ctx.db
    .select({ userId: whatsappConversations.userId, language: users.language })
    .from(whatsappConversations)
    .innerJoin(users, eq(users.id, whatsappConversations.userId))
    .where(eq(whatsappConversations.id, m.conversationId));
  const fail = async (error: string) => {
    await updateInboxMessage(
      ctx.db,
      messageId,
      { status: "failed", error: error.slice(0, 1000) },
      { status: "queued" },
    );
    return "failed" as const;
  };
  const config = ctx.config.whatsapp;
  if (!config || !c) return fail("not_configured");
  // Opt-in is checked again: a STOP since it was queued wins.
  const to = await whatsappRecipient(ctx, c.userId);
  if (!to) return fail("stopped");
  const text = m.body ?? "";
  try {
    const session = await sendWhatsappSession(
      ctx,
      { to, content: { type: "text", text } },
      { userId: c.userId },
    );
    if (session.sent) {
      await updateInboxMessage(ctx.db, messageId, {
        status: "sent",
        via: "session",
        waMessageId: session.id,
      });
      return "sent";
    }
    if (session.reason === "not_configured") return fail("not_configured");
    const name = templateName("agency_message", await whatsappSettingsOf(ctx));
    const language = c.language === "en" ? "en" : "ml";
    if (!(await isTemplateUsable(ctx, name, language))) return fail("template_paused");
    const id = await sendWhatsapp(
      config,
      templateMessage({
        to,
        name,
        kind: "agency_message",
        language,
        params: [templateText(text)],
        workId: null,
      }),
      ctx.config.outbound,
    );
    if (id) await insertSentMessage(ctx.db, { waMessageId: id, userId: c.userId });
    await updateInboxMessage(ctx.db, messageId, { status: "sent", via: "template", waMessageId: id });
    return "sent";
  } catch (err) {
    return fail(err instanceof Error ? err.message : String(err));
  }
}
