import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { notificationSettings, whatsappContacts } from "../../../db/schema.js";

/** How an opt-in came (kept in `opted_in_how`). */
type OptInHow = "start_message";

type ContactRow = typeof whatsappContacts.$inferSelect;

export async function findContactByUser(db: DbOrTx, userId: number): Promise<ContactRow | undefined> {
  const [row] = await db.select().from(whatsappContacts).where(eq(whatsappContacts.userId, userId));
  return row;
}

/**
 * The user's opt-in from `waNumber` (their own START): records the number, when and how, and
 * clears a stop. A number moves with its owner: another user's row holding it is removed first
 * (a number belongs to one WhatsApp account at a time). Call inside the caller's transaction.
 */
export async function recordOptIn(
  db: DbOrTx,
  input: { userId: number; waNumber: string; how: OptInHow; at: Date },
): Promise<ContactRow> {
  await db
    .delete(whatsappContacts)
    .where(and(eq(whatsappContacts.waNumber, input.waNumber), ne(whatsappContacts.userId, input.userId)));
  const at = input.at.toISOString();
  const [row] = await db
    .insert(whatsappContacts)
    .values({
      userId: input.userId,
      waNumber: input.waNumber,
      optedInAt: at,
      optedInHow: input.how,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: whatsappContacts.userId,
      set: { waNumber: input.waNumber, optedInAt: at, optedInHow: input.how, stoppedAt: null, updatedAt: at },
    })
    .returning();
  if (!row) throw new Error("whatsapp_contacts upsert returned no row");
  return row;
}

/** STOP: nothing more is sent to the user. False when there was no running opt-in. */
export async function stopContact(db: DbOrTx, userId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(whatsappContacts)
    .set({ stoppedAt: at.toISOString(), updatedAt: at.toISOString() })
    .where(and(eq(whatsappContacts.userId, userId), isNull(whatsappContacts.stoppedAt)))
    .returning({ userId: whatsappContacts.userId });
  return rows.length > 0;
}

/** START after a STOP from the same number: clears the stop and records when and how. */
export async function restartContact(db: DbOrTx, userId: number, how: OptInHow, at: Date): Promise<boolean> {
  const rows = await db
    .update(whatsappContacts)
    .set({ stoppedAt: null, optedInAt: at.toISOString(), optedInHow: how, updatedAt: at.toISOString() })
    .where(eq(whatsappContacts.userId, userId))
    .returning({ userId: whatsappContacts.userId });
  return rows.length > 0;
}

/**
 * The number to message: opted in, not stopped, and the profile's "Send me WhatsApp messages"
 * not turned off.
 */
export async function activeNumberOf(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ waNumber: whatsappContacts.waNumber })
    .from(whatsappContacts)
    .where(
      and(
        eq(whatsappContacts.userId, userId),
        isNull(whatsappContacts.stoppedAt),
        sql`not exists (select 1 from ${notificationSettings} s where s.user_id = ${whatsappContacts.userId} and s.whatsapp_opt_out)`,
      ),
    );
  return row?.waNumber ?? null;
}
