import type { Language, WhatsappSettings, WhatsappTemplateKind } from "@catercrew/shared";
import type { WhatsappTemplateMessage } from "../../../lib/whatsapp.js";
import { payloadOf } from "../payloads.js";
import type { BUTTON_LABELS } from "./meta-templates.js";

/**
 * The business-initiated templates (docs/decisions/042-whatsapp-outbound.md). A
 * template's name carries its version (`job_offer_v1`); the settings say which approved version
 * is in use, so a new wording goes live only once Meta has approved it. docs/whatsapp.md lists
 * each with its category, text and parameters (templates.test.ts holds them to it).
 */

type ButtonKey = keyof typeof BUTTON_LABELS;

interface TemplateSpec {
  category: "utility" | "authentication";
  /** The body's `{{1}}`, `{{2}}`, ... in order. */
  params: readonly string[];
  /** Quick-reply buttons, in order; their payloads are `buttonPayload()`'s. */
  buttons: readonly ButtonKey[];
}

const TEMPLATES: Record<WhatsappTemplateKind, TemplateSpec> = {
  job_offer: {
    category: "utility",
    params: ["venue", "place", "date", "time", "role", "fare", "dress", "transport"],
    buttons: ["request", "decline", "stop"],
  },
  work_confirmed: {
    category: "utility",
    params: ["venue", "date", "time", "work_link", "calendar_link"],
    buttons: [],
  },
  confirm_reminder: { category: "utility", params: ["venue", "date", "time"], buttons: ["coming", "cant"] },
  wage_saved: { category: "utility", params: ["venue", "date", "amount", "payslip_link"], buttons: [] },
  wage_paid: { category: "utility", params: ["venue", "date", "amount", "payslip_link"], buttons: [] },
  signin_code: { category: "authentication", params: ["code"], buttons: [] },
  // To a client, not a worker (docs/decisions/057-payments-dues-exports.md).
  payment_reminder: {
    category: "utility",
    params: ["client", "amount", "invoice_number", "due_date", "upi_link", "statement_link"],
    buttons: [],
  },
  /** An admin's answer from the inbox when the 24-hour window is closed (record 063). */
  agency_message: { category: "utility", params: ["message"], buttons: [] },
  // The admin's answer to a client's booking, in the client's language (record 070).
  booking_confirmed: {
    category: "utility",
    params: ["client", "venue", "date", "time", "page_link"],
    buttons: [],
  },
  booking_declined: {
    category: "utility",
    params: ["client", "venue", "date", "reason", "page_link"],
    buttons: [],
  },
};

/**
 * Versions whose parameters differ from the kind's first (TEMPLATES): `job_offer_v2` puts the
 * address, map link, dress and transport in one details line, each only when given (record 063).
 */
const VERSION_SPECS: Partial<Record<string, TemplateSpec>> = {
  job_offer_v2: {
    category: "utility",
    params: ["venue", "place", "date", "time", "role", "fare", "details"],
    buttons: ["request", "decline", "stop"],
  },
  // The address, map link and captain's number in a details line before the links (record 070).
  work_confirmed_v3: {
    category: "utility",
    params: ["venue", "date", "time", "details", "work_link", "calendar_link"],
    buttons: [],
  },
};

/** The parameters and buttons of the template `name` of `kind`. */
export function specOf(name: string, kind: WhatsappTemplateKind): TemplateSpec {
  return VERSION_SPECS[name] ?? TEMPLATES[kind];
}

/** The template name in use for a kind: `<kind>_v<version>`. */
export function templateName(
  kind: WhatsappTemplateKind,
  settings: Pick<WhatsappSettings, "template_versions">,
) {
  return `${kind}_v${settings.template_versions[kind]}`;
}

/**
 * A quick-reply button's payload, which comes back in the inbound webhook when tapped:
 * `request:<workId>`, `decline:<workId>`, `stop`, `coming:<workId>`, `cant_come:<workId>`
 * (docs/whatsapp.md, "Button payloads"; payloads.ts reads them back).
 */
export function buttonPayload(button: ButtonKey, workId: number | null): string {
  const id = workId ?? 0;
  switch (button) {
    case "request":
    case "decline":
    case "coming":
      return payloadOf({ kind: button, workId: id });
    case "cant":
      return payloadOf({ kind: "cant_come", workId: id });
    default:
      return payloadOf({ kind: "stop" });
  }
}

/** The Cloud API body of one template message to `to` (digits with the country code). */
export function templateMessage(input: {
  to: string;
  name: string;
  kind: WhatsappTemplateKind;
  language: Language;
  params: readonly string[];
  workId: number | null;
}): WhatsappTemplateMessage {
  const spec = specOf(input.name, input.kind);
  if (input.params.length !== spec.params.length) {
    throw new Error(`${input.name} takes ${spec.params.length} parameters, not ${input.params.length}`);
  }
  const text = input.params.map((p) => ({ type: "text" as const, text: p }));
  const components: NonNullable<WhatsappTemplateMessage["template"]["components"]> = [
    { type: "body", parameters: text },
  ];
  if (spec.category === "authentication") {
    // The copy-code button carries the code again (Meta's authentication templates).
    components.push({ type: "button", sub_type: "url", index: "0", parameters: text });
  }
  spec.buttons.forEach((button, index) => {
    components.push({
      type: "button",
      sub_type: "quick_reply",
      index: String(index),
      parameters: [{ type: "payload", payload: buttonPayload(button, input.workId) }],
    });
  });
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: input.to,
    type: "template",
    template: { name: input.name, language: { code: input.language }, components },
  };
}
