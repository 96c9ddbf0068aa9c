import type { Language, WhatsappTemplateKind } from "@catercrew/shared";
import type { Ctx } from "./context.js";

/**
 * A WhatsApp template sent at once to a number, for those who are not users (a client's sign-in
 * code and payment reminders: docs/decisions/057-payments-dues-exports.md, 062-clients-own-page.md).
 * The WhatsApp module registers how it goes out when the app starts, as it registers its channel
 * for the notices, so the modules that message clients do not import WhatsApp.
 */
interface TemplateSend {
  /** Digits with the country code. */
  to: string;
  kind: WhatsappTemplateKind;
  language: Language;
  params: string[];
}

type TemplateOutcome = { sent: true; wamid: string | null } | { sent: false; reason: string };

type TemplateSender = (ctx: Ctx<"config">, input: TemplateSend) => Promise<TemplateOutcome>;

let registered: TemplateSender | null = null;

export function setTemplateSender(sender: TemplateSender): void {
  registered = sender;
}

/** Sends the template now through the registered sender; not sent when none is (WhatsApp off). */
export function sendTemplateNow(ctx: Ctx<"config">, input: TemplateSend): Promise<TemplateOutcome> {
  if (!registered) return Promise.resolve({ sent: false, reason: "WhatsApp is not running" });
  return registered(ctx, input);
}
