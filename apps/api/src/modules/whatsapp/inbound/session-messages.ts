import type { Ctx } from "../../../lib/context.js";
import { sendWhatsapp } from "../../../lib/whatsapp.js";
import { insertSentMessage, lastMessageAt } from "../receipts/sent-messages.repository.js";

/**
 * Free-form ("session") messages: text, reply buttons, a list. WhatsApp allows them only within
 * 24 hours of the person's last message to us; outside it only templates may be sent
 * (docs/decisions/041-whatsapp-inbound.md). Every request goes through the outbound guard.
 */

export const SESSION_WINDOW_MS = 24 * 60 * 60 * 1000;

export type SessionContent =
  | { type: "text"; text: string }
  /** Up to 3 reply buttons (title at most 20 characters, id at most 256). */
  | { type: "buttons"; text: string; buttons: { id: string; title: string }[] }
  /** One section of up to 10 rows (title at most 24 characters, description 72). */
  | {
      type: "list";
      text: string;
      button: string;
      section: string;
      rows: { id: string; title: string; description?: string }[];
    };

export interface SessionMessage {
  /** The number, digits only, country code first. */
  to: string;
  content: SessionContent;
}

const cut = (text: string, max: number) =>
  Array.from(text).length > max
    ? `${Array.from(text)
        .slice(0, max - 1)
        .join("")}…`
    : text;

/** The Cloud API body of a session message. */
export function sessionMessageBody(message: SessionMessage): Record<string, unknown> {
  const base = { messaging_product: "whatsapp", recipient_type: "individual", to: message.to };
  const c = message.content;
  switch (c.type) {
    case "text":
      return { ...base, type: "text", text: { body: cut(c.text, 4096), preview_url: true } };
    case "buttons":
      return {
        ...base,
        type: "interactive",
        interactive: {
          type: "button",
          body: { text: cut(c.text, 1024) },
          action: {
            buttons: c.buttons
              .slice(0, 3)
              .map((b) => ({ type: "reply", reply: { id: b.id, title: cut(b.title, 20) } })),
          },
        },
      };
    case "list":
      return {
        ...base,
        type: "interactive",
        interactive: {
          type: "list",
          body: { text: cut(c.text, 4096) },
          action: {
            button: cut(c.button, 20),
            sections: [
              {
                title: cut(c.section, 24),
                rows: c.rows.slice(0, 10).map((r) => ({
                  id: r.id,
                  title: cut(r.title, 24),
                  ...(r.description ? { description: cut(r.description, 72) } : {}),
                })),
              },
            ],
          },
        },
      };
  }
}

type SessionResult =
  | { sent: true; id: string | null }
  | { sent: false; reason: "not_configured" | "window_closed" };

/**
 * Sends one session message, only inside the 24-hour window that the number's last message
 * opened (`openedAt`: the message a reply answers, record 080; else the number's last message,
 * looked up); records its id for status callbacks. Throws a DeliveryError when the Cloud API
 * refuses or cannot be reached (the queue retries the job that sends it).
 */
export async function sendWhatsappSession(
  ctx: Ctx<"config" | "now">,
  message: SessionMessage,
  opts: { userId?: number | null; openedAt?: Date } = {},
): Promise<SessionResult> {
  const config = ctx.config.whatsapp;
  if (!config) return { sent: false, reason: "not_configured" };
  const last = opts.openedAt ?? (await lastMessageAt(ctx.db, message.to));
  if (!last || ctx.now().getTime() - last.getTime() >= SESSION_WINDOW_MS)
    return { sent: false, reason: "window_closed" };
  const id = await sendWhatsapp(config, sessionMessageBody(message), ctx.config.outbound);
  if (id) await insertSentMessage(ctx.db, { waMessageId: id, userId: opts.userId ?? null });
  return { sent: true, id };
}
