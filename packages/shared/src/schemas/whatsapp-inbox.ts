import { z } from "zod";

/**
 * The WhatsApp inbox (docs/decisions/063-whatsapp-inbox.md): what an opted-in worker writes that
 * the app cannot act on, kept per worker, and the admins' answers.
 */

export const INBOX_DIRECTIONS = ["in", "out"] as const;
export const INBOX_KINDS = ["text", "voice", "image", "video", "document", "location"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
/** A file he sent: being fetched from WhatsApp, stored, or not stored (too large, gone, unknown kind). */
export const INBOX_MEDIA_STATES = ["waiting", "stored", "failed"] as const;
/** An answer within the 24-hour window goes as a message; outside it, as the agency_message template. */
export const INBOX_VIA = ["session", "template"] as const;
export const INBOX_STATUSES = ["queued", "sent", "delivered", "read", "failed"] as const;

const inboxConversationSchema = z.object({
  id: z.number().int(),
  user: z.number().int(),
  user_name: z.string(),
  user_code: z.string(),
  wa_number: z.string(),
  last_message_at: z.string(),
  /** The last message's text or caption (cut), or null for a voice note, photo... */
  last_text: z.string().nullable(),
  last_kind: z.enum(INBOX_KINDS),
  last_direction: z.enum(INBOX_DIRECTIONS),
  /** His messages after the last one an admin opened. */
  unread: z.number().int(),
  /** Whether a free-form answer can go now (his last message less than 24 hours ago). */
  window_open: z.boolean(),
});
export type InboxConversation = z.infer<typeof inboxConversationSchema>;

/** GET /whatsapp/inbox/ */
export const inboxListSchema = z.object({
  conversations: z.array(inboxConversationSchema),
  unread_total: z.number().int(),
});
export type InboxList = z.infer<typeof inboxListSchema>;

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  direction: z.enum(INBOX_DIRECTIONS),
  kind: z.enum(INBOX_KINDS),
  /** Text, a caption, or a map link for a location. */
  body: z.string().nullable(),
  file_name: z.string().nullable(),
  /** A short-lived signed link to the stored file; null until stored, or when not stored. */
  media_url: z.string().nullable(),
  media_type: z.string().nullable(),
  media_state: z.enum(INBOX_MEDIA_STATES).nullable(),
  via: z.enum(INBOX_VIA).nullable(),
  status: z.enum(INBOX_STATUSES).nullable(),
  /** Why an answer failed, in the reader's language. */
  error: z.string().nullable(),
  sent_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** GET /whatsapp/inbox/{id}/ */
export const inboxThreadSchema = z.object({
  conversation: inboxConversationSchema,
  messages: z.array(inboxMessageSchema),
});
export type InboxThread = z.infer<typeof inboxThreadSchema>;

/** POST /whatsapp/inbox/{id}/reply/ */
export const inboxReplySchema = z.object({
  text: z
    .string({ error: "Write the answer" })
    .trim()
    .min(1, "Write the answer")
    .max(1000, "At most 1000 characters"),
});
export type InboxReply = z.infer<typeof inboxReplySchema>;

/** POST /whatsapp/inbox/{id}/read/: everything up to this message is read. */
export const inboxReadSchema = z.object({ through: z.number().int().min(0) });
