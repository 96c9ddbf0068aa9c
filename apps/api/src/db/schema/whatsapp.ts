import * as pg from "drizzle-orm/pg-core";
import { updatedAt } from "./columns.js";
import { users } from "./people.js";

// --- WhatsApp both ways (docs/decisions/041-whatsapp-inbound.md) ---

/**
 * A worker's WhatsApp opt-in: the number their own "START" came from (on dual-SIM phones often not
 * the registered mobile), when and how. Messages go to `wa_number` only while `stopped_at` is null.
 */
export const whatsappContacts = pg.pgTable(
  "whatsapp_contacts",
  {
    userId: pg
      .integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Digits as WhatsApp writes them (country code first, no "+"), e.g. 919876543210. */
    waNumber: pg.text("wa_number").notNull(),
    optedInAt: pg.timestamp("opted_in_at", { withTimezone: true, mode: "string" }).notNull(),
    /** How the opt-in came: 'start_message' (their own START), ... */
    optedInHow: pg.text("opted_in_how").notNull(),
    /** Set by STOP (or the "Stop alerts" button); START clears it. */
    stoppedAt: pg.timestamp("stopped_at", { withTimezone: true, mode: "string" }),
    updatedAt: updatedAt(),
  },
  (t) => [pg.uniqueIndex("whatsapp_contacts_wa_number_key").on(t.waNumber)],
);
