import type { Language } from "@catercrew/shared";
import type { Config } from "../config.js";

/**
 * The WhatsApp Cloud API channel adapter: one template message per POST. Notifications deliver
 * through it (modules/notifications), and so does the password reset code (modules/auth), which
 * must never sit in an inbox or a retry queue (docs/whatsapp.md).
 */

/** A Cloud API template message: a notification's, or another template (the password reset code). */
export interface WhatsappTemplateMessage {
  messaging_product: "whatsapp";
  recipient_type: "individual";
  to: string;
  type: "template";
  template: {
    name: string;
    language: { code: Language };
    components?: {
      type: "body" | "button";
      sub_type?: "url";
      index?: string;
      parameters: { type: "text"; text: string }[];
    }[];
  };
}

export class DeliveryError extends Error {}

/** One POST to the Cloud API; throws a DeliveryError naming what went wrong. */
export async function sendWhatsapp(
  config: NonNullable<Config["whatsapp"]>,
  body: WhatsappTemplateMessage,
): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`${config.apiUrl}/${config.phoneNumberId}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${config.token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (err) {
    throw new DeliveryError(`WhatsApp API unreachable: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!res.ok) {
    const text = (await res.text().catch(() => "")).slice(0, 500);
    throw new DeliveryError(`WhatsApp API answered ${res.status}: ${text}`);
  }
}
