import { type SQL, sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";

export const money = (name: string) => pg.numeric(name, { precision: 10, scale: 2 });
export const createdAt = () =>
  pg.timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow();
export const updatedAt = () =>
  pg.timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow();

/**
 * `column in ('a', 'b', ...)` from one of the shared lists, so a check constraint and the app's
 * enums are written once (packages/shared/src/enums.ts). The lists hold plain identifiers.
 */
export const oneOf = (column: SQL | pg.AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(","))})`;

/** A required reference whose rows go with the row they point at (`work_id`, `user_id`...). */
export const cascadeRef = (name: string, target: () => pg.AnyPgColumn) =>
  pg.integer(name).notNull().references(target, { onDelete: "cascade" });

/** A mark an admin can clear: when, by whom (kept if that person goes), and why. */
export const clearable = (by: () => pg.AnyPgColumn) => ({
  clearedAt: pg.timestamp("cleared_at", { withTimezone: true, mode: "string" }),
  clearedBy: pg.integer("cleared_by").references(by, { onDelete: "set null" }),
  clearReason: pg.text("clear_reason"),
});
