import type { Language } from "@catercrew/shared";
import type { Config } from "../config.js";
import { type OutboundOptions, outboundRequest } from "../security/outbound.js";

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
      /** "url": an authentication template's copy-code button; "quick_reply": a button with a payload. */
      sub_type?: "url" | "quick_reply";
      index?: string;
      parameters: ({ type: "text"; text: string } | { type: "payload"; payload: string })[];
    }[];
  };
}

/** A failed send: the HTTP status and the Graph API's error code when Meta answered (else unset). */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: number,
  ) {
    super(message);
  }
}

/** The Graph API error's `code` of an answer (`{"error":{"code":130429,...}}`), or undefined. */
function graphErrorCode(answer: string): number | undefined {
  try {
    const parsed: unknown = JSON.parse(answer);
    if (!parsed || typeof parsed !== "object" || !("error" in parsed)) return undefined;
    const error: unknown = parsed.error;
    if (!error || typeof error !== "object" || !("code" in error)) return undefined;
    const code = Number(error.code);
    return Number.isInteger(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

/** The message id (`wamid....`) of a Cloud API answer, which status callbacks name; null if absent. */
function whatsappMessageId(answer: string): string | null {
  try {
    const parsed: unknown = JSON.parse(answer);
    if (!parsed || typeof parsed !== "object" || !("messages" in parsed) || !Array.isArray(parsed.messages))
      return null;
    const first: unknown = parsed.messages[0];
    return first && typeof first === "object" && "id" in first && typeof first.id === "string"
      ? first.id
      : null;
  } catch {
    return null;
  }
}

/**
 * One POST to the Cloud API (a template, or a session message within the 24-hour window); throws
 * a DeliveryError naming what went wrong. Answers the sent
 * message's id (status callbacks name it), or null when the answer carried none.
 */
export async function sendWhatsapp(
  config: NonNullable<Config["whatsapp"]>,
  body: WhatsappTemplateMessage | object,
  outbound: OutboundOptions,
): Promise<string | null> {
  let res: { status: number; text: string };
  try {
    // Through the outbound guard (https, public addresses only, no redirects followed).
    res = await outboundRequest(
      `${config.apiUrl}/${config.phoneNumberId}/messages`,
      {
        method: "POST",
        headers: { authorization: `Bearer ${config.token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
        timeoutMs: 15_000,
      },
      outbound,
    );
  } catch (err) {
    throw new DeliveryError(`WhatsApp API unreachable: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (res.status < 200 || res.status > 299) {
    throw new DeliveryError(
      `WhatsApp API answered ${res.status}: ${res.text.slice(0, 500)}`,
      res.status,
      graphErrorCode(res.text),
    );
  }
  return whatsappMessageId(res.text);
}
