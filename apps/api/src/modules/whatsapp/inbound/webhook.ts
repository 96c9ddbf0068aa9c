import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { withoutBidiControls } from "../../../lib/bidi-controls.js";

/**
 * Reading Meta's webhook deliveries (docs/whatsapp.md): the signature check over the
 * raw bytes, and the events a verified body holds. Pure functions; the service stores the events.
 */

/** `X-Hub-Signature-256: sha256=<hex>` over the raw body with the app secret, compared in constant time. */
export function validSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header) return false;
  const m = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!m?.[1]) return false;
  const expected = createHmac("sha256", appSecret).update(rawBody).digest();
  const given = Buffer.from(m[1], "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The handshake: the challenge to echo, or null (403). */
export function handshakeChallenge(query: Record<string, unknown>, verifyToken: string): string | null {
  const mode = query["hub.mode"];
  const token = query["hub.verify_token"];
  const challenge = query["hub.challenge"];
  if (mode !== "subscribe" || typeof token !== "string" || typeof challenge !== "string") return null;
  const a = Buffer.from(token);
  const b = Buffer.from(verifyToken);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  return challenge.slice(0, 200);
}

const str = z.string().max(4096);
const id = z.string().min(1).max(256);
/**
 * What a person typed or is called (a message, a button's or a row's title, a profile name):
 * without bidi controls, as every free text the app takes in (record 052). This is the one place
 * WhatsApp's text enters: the stored event, the commands and the admins' notices read it from here.
 */
const typed = str.transform(withoutBidiControls);

const messageSchema = z.looseObject({
  from: z.string().regex(/^\d{6,20}$/),
  id,
  timestamp: str.optional(),
  type: str,
  text: z.looseObject({ body: typed }).optional(),
  button: z.looseObject({ payload: str.optional(), text: typed.optional() }).optional(),
  interactive: z
    .looseObject({
      type: str,
      button_reply: z.looseObject({ id: str, title: typed.optional() }).optional(),
      list_reply: z.looseObject({ id: str, title: typed.optional() }).optional(),
    })
    .optional(),
});

const statusSchema = z.looseObject({
  id,
  status: z.enum(["sent", "delivered", "read", "failed"]),
  recipient_id: str.optional(),
  errors: z
    .array(z.looseObject({ code: z.number().optional(), title: str.optional(), message: str.optional() }))
    .optional(),
});

const templateStatusSchema = z.looseObject({
  event: str,
  message_template_id: z.union([z.number(), z.string()]).optional(),
  message_template_name: str,
  message_template_language: str.optional(),
  reason: str.nullable().optional(),
});

const templateQualitySchema = z.looseObject({
  new_quality_score: str,
  message_template_id: z.union([z.number(), z.string()]).optional(),
  message_template_name: str,
  message_template_language: str.optional(),
});

const envelopeSchema = z.looseObject({
  entry: z
    .array(
      z.looseObject({
        changes: z.array(z.looseObject({ field: str.optional(), value: z.unknown() })).max(100),
      }),
    )
    .max(100),
});

export type InboundMessage = z.infer<typeof messageSchema>;
export type StatusUpdate = z.infer<typeof statusSchema>;

type WebhookEvent =
  | { kind: "message"; key: string; waNumber: string; payload: InboundMessage & { profile_name?: string } }
  | { kind: "status"; key: string; waNumber: null; payload: StatusUpdate }
  | {
      kind: "template";
      key: string;
      waNumber: null;
      payload: { name: string; language: string; event?: string; quality?: string; reason?: string | null };
    };

function arrayOf<T>(schema: z.ZodType<T>, value: unknown): T[] {
  if (!Array.isArray(value)) return [];
  const out: T[] = [];
  for (const item of value.slice(0, 1000)) {
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

/**
 * The events of a verified body, each with its storage key: a message by its WhatsApp id, a status
 * by message id and state, a template change by template, event and time. Parts that are not
 * understood are left out; a body that is not a webhook envelope gives none.
 */
export function webhookEvents(body: unknown): WebhookEvent[] {
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) return [];
  const events: WebhookEvent[] = [];
  for (const entry of envelope.data.entry) {
    for (const change of entry.changes) {
      const value = change.value;
      if (!value || typeof value !== "object") continue;
      if (change.field === "messages" || change.field === undefined) {
        const v = value as Record<string, unknown>;
        const names = new Map<string, string>();
        for (const c of arrayOf(
          z.looseObject({ wa_id: str, profile: z.looseObject({ name: typed.optional() }).optional() }),
          v.contacts,
        )) {
          if (c.profile?.name) names.set(c.wa_id, c.profile.name);
        }
        for (const m of arrayOf(messageSchema, v.messages)) {
          const name = names.get(m.from);
          events.push({
            kind: "message",
            key: `msg:${m.id}`,
            waNumber: m.from,
            payload: name ? { ...m, profile_name: name } : m,
          });
        }
        for (const s of arrayOf(statusSchema, v.statuses)) {
          events.push({ kind: "status", key: `status:${s.id}:${s.status}`, waNumber: null, payload: s });
        }
      } else if (change.field === "message_template_status_update") {
        const t = templateStatusSchema.safeParse(value);
        if (!t.success) continue;
        const language = t.data.message_template_language ?? "";
        events.push({
          kind: "template",
          key: `tpl:${t.data.message_template_name}:${language}:${t.data.event}:${String(entryTime(entry))}`,
          waNumber: null,
          payload: {
            name: t.data.message_template_name,
            language,
            event: t.data.event,
            reason: t.data.reason ?? null,
          },
        });
      } else if (change.field === "message_template_quality_update") {
        const t = templateQualitySchema.safeParse(value);
        if (!t.success) continue;
        const language = t.data.message_template_language ?? "";
        events.push({
          kind: "template",
          key: `tplq:${t.data.message_template_name}:${language}:${t.data.new_quality_score}:${String(entryTime(entry))}`,
          waNumber: null,
          payload: { name: t.data.message_template_name, language, quality: t.data.new_quality_score },
        });
      }
    }
  }
  return events;
}

function entryTime(entry: Record<string, unknown>): string {
  const t = entry.time;
  return typeof t === "number" || typeof t === "string" ? String(t).slice(0, 20) : "";
}

/** What a message asks, from its text, a template button's payload, or a reply button or list row. */
export function messageInput(m: InboundMessage): { text: string | null; payload: string | null } {
  if (m.type === "text") return { text: m.text?.body ?? null, payload: null };
  if (m.type === "button") return { text: m.button?.text ?? null, payload: m.button?.payload ?? null };
  if (m.type === "interactive") {
    const reply = m.interactive?.button_reply ?? m.interactive?.list_reply;
    return { text: reply?.title ?? null, payload: reply?.id ?? null };
  }
  return { text: null, payload: null };
}
