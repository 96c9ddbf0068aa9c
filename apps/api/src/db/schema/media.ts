import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";

/** Binary column: node-postgres reads a Buffer, the embedded engine a Uint8Array. */
const bytea = pg.customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Stored files (license images) in the database, so any number of API processes share them with
 * nothing but DATABASE_URL. Names are random (`<32 hex>.png|jpg`), checked by content on the way in.
 */
export const mediaFiles = pg.pgTable(
  "media_files",
  {
    name: pg.text("name").primaryKey(),
    bytes: bytea("bytes").notNull(),
    createdAt: pg.timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    pg.check("media_files_name", sql`${t.name} ~ '^[a-f0-9]{32}[.](png|jpg|webp|ogg|mp3|m4a|amr|mp4|pdf)$'`),
  ],
);
