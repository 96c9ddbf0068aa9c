import {
  INBOX_DIRECTIONS,
  INBOX_KINDS,
  INBOX_MEDIA_STATES,
  INBOX_STATUSES,
  INBOX_VIA,
} from "@catercrew/shared";
import * as pg from "drizzle-orm/pg-core";
import { cascadeRef, createdAt, oneOf } from "./columns.js";
import { users } from "./people.js";

// --- The WhatsApp inbox (docs/decisions/063-whatsapp-inbox.md) ---

/** One per worker who wrote something the app could not act on; the admins share it. */
export const whatsappConversations = pg.pgTable(
  "whatsapp_conversations",
  {
    id: pg.serial("id").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    waNumber: pg.text("wa_number").notNull(),
    lastMessageAt: pg
      .timestamp("last_message_at", { withTimezone: true, mode: "string" })
      .notNull()
      .defaultNow(),
    /** The last message an admin opened: his later ones are unread. */
    readThrough: pg.bigint("read_through", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex("whatsapp_conversations_user_key").on(t.userId),
    pg.index("whatsapp_conversations_last_idx").on(t.lastMessageAt),
  ],
);

/** His messages (in) and the admins' answers (out); files he sent are in media_files. */
export const whatsappInboxMessages = pg.pgTable(
  "whatsapp_inbox_messages",
  {
    id: pg.bigserial("id", { mode: "number" }).primaryKey(),
    conversationId: pg
      .integer("conversation_id")
      .notNull()
      .references(() => whatsappConversations.id, { onDelete: "cascade" }),
    direction: pg.text("direction").notNull(),
    kind: pg.text("kind").notNull(),
    body: pg.text("body"),
    fileName: pg.text("file_name"),
    waMessageId: pg.text("wa_message_id"),
    waMediaId: pg.text("wa_media_id"),
    /** The type WhatsApp declared; the stored file's own kind is in its name. */
    mediaType: pg.text("media_type"),
    mediaName: pg.text("media_name"),
    mediaState: pg.text("media_state"),
    via: pg.text("via"),
    status: pg.text("status"),
    error: pg.text("error"),
    sentBy: pg.integer("sent_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("whatsapp_inbox_conversation_idx").on(t.conversationId, t.id),
    pg.uniqueIndex("whatsapp_inbox_wa_message_key").on(t.waMessageId),
    pg.check("whatsapp_inbox_direction_check", oneOf(t.direction, INBOX_DIRECTIONS)),
    pg.check("whatsapp_inbox_kind_check", oneOf(t.kind, INBOX_KINDS)),
    pg.check("whatsapp_inbox_media_state_check", oneOf(t.mediaState, INBOX_MEDIA_STATES)),
    pg.check("whatsapp_inbox_via_check", oneOf(t.via, INBOX_VIA)),
    pg.check("whatsapp_inbox_status_check", oneOf(t.status, INBOX_STATUSES)),
  ],
);
