import { and, asc, eq, getTableColumns, gte, inArray, sql } from "drizzle-orm";
import { WORKERS } from "../../auth/access.js";
import type { DbOrTx } from "../../db/client.js";
import {
  assignments,
  notificationDeliveries,
  placeOffers,
  users,
  whatsappConfirmations,
  whatsappContacts,
  whatsappMessages,
  whatsappStrangerReplies,
  whatsappTemplates,
  works,
} from "../../db/schema.js";
import { userStandingFields } from "../../db/user-fields.js";

const STATUS_ORDER = ["sent", "delivered", "read"] as const;
type MessageStatus = "sent" | "delivered" | "read" | "failed";

/**
 * A status callback: records the message's state (never moving back: "read" after "delivered",
 * whatever order Meta's callbacks arrive in; "failed" always wins). Answers the notification
 * delivery it belongs to, if any.
 */
export async function applyMessageStatus(
  db: DbOrTx,
  waMessageId: string,
  status: MessageStatus,
  error: string | null,
): Promise<{ deliveryId: number | null } | null> {
  const rank = (s: string) => (s === "failed" ? 9 : STATUS_ORDER.indexOf(s as (typeof STATUS_ORDER)[number]));
  const [row] = await db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.waMessageId, waMessageId))
    .for("update");
  if (!row) return null;
  if (rank(status) > rank(row.status)) {
    await db
      .update(whatsappMessages)
      .set({ status, error, updatedAt: sql`now()` })
      .where(eq(whatsappMessages.waMessageId, waMessageId));
  }
  return { deliveryId: row.deliveryId };
}

/** WhatsApp could not deliver what the Cloud API had accepted: the admin sees it among failed deliveries. */
export async function failDelivery(db: DbOrTx, deliveryId: number, error: string): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({ status: "failed", lastError: error.slice(0, 1000), updatedAt: sql`now()` })
    .where(eq(notificationDeliveries.id, deliveryId));
}

export async function upsertTemplateState(
  db: DbOrTx,
  input: { name: string; language: string; status?: string; quality?: string; reason?: string | null },
): Promise<void> {
  await db
    .insert(whatsappTemplates)
    .values({
      name: input.name,
      language: input.language,
      status: input.status ?? "APPROVED",
      quality: input.quality ?? null,
      reason: input.reason ?? null,
    })
    .onConflictDoUpdate({
      target: [whatsappTemplates.name, whatsappTemplates.language],
      set: {
        ...(input.status ? { status: input.status, reason: input.reason ?? null } : {}),
        ...(input.quality ? { quality: input.quality } : {}),
        updatedAt: sql`now()`,
      },
    });
}

export async function templateStates(db: DbOrTx, name: string) {
  return db.select().from(whatsappTemplates).where(eq(whatsappTemplates.name, name));
}

/**
 * Claims today's one reply to a stranger's number: true for the first claim of the day (one
 * statement, so parallel messages from the number get one reply between them).
 */
export async function claimStrangerReply(db: DbOrTx, waNumber: string, today: string): Promise<boolean> {
  const rows = await db
    .insert(whatsappStrangerReplies)
    .values({ waNumber, repliedOn: today })
    .onConflictDoUpdate({
      target: whatsappStrangerReplies.waNumber,
      set: { repliedOn: today },
      setWhere: sql`${whatsappStrangerReplies.repliedOn} < ${today}`,
    })
    .returning({ waNumber: whatsappStrangerReplies.waNumber });
  return rows.length > 0;
}

export const personColumns = {
  ...userStandingFields,
  language: users.language,
  mobile: users.mobileNumber,
};
export type Person = {
  id: number;
  role: (typeof users.$inferSelect)["role"];
  userCode: string;
  userName: string;
  isApproved: boolean;
  isActive: boolean;
  language: "en" | "ml";
  mobile: string | null;
};

export async function findPerson(db: DbOrTx, userId: number): Promise<Person | undefined> {
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** Who wrote: the number's opt-in and the person it belongs to (null: a user no longer there). */
export type Sender = { contact: typeof whatsappContacts.$inferSelect; person: Person | null };

/** The opt-in of `waNumber`, with the person it belongs to, in one read (no row: not opted in). */
export async function findSender(db: DbOrTx, waNumber: string): Promise<Sender | undefined> {
  const [row] = await db
    .select({ contact: getTableColumns(whatsappContacts), person: personColumns })
    .from(whatsappContacts)
    .leftJoin(users, eq(users.id, whatsappContacts.userId))
    .where(eq(whatsappContacts.waNumber, waNumber));
  return row;
}

/** Workers (everyone but admins, as the app's worker routes) by registered mobile (10 digits). */
export async function findWorkerByMobile(db: DbOrTx, mobile: string): Promise<Person | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.mobileNumber, mobile), inArray(users.role, [...WORKERS])));
  return row;
}

/** Workers by UserID (CK00042), as the "Get jobs on WhatsApp" link writes it after START. */
export async function findWorkerByCode(db: DbOrTx, userCode: string): Promise<Person | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .where(and(sql`upper(${users.userCode}) = ${userCode.toUpperCase()}`, inArray(users.role, [...WORKERS])));
  return row;
}

export async function adminIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.isActive, true)));
  return rows.map((r) => r.id);
}

export type WorkBrief = Pick<
  typeof works.$inferSelect,
  "id" | "auditoriumName" | "place" | "date" | "reportingTime" | "workType" | "status" | "locationUrl"
>;

const workBriefColumns = {
  id: works.id,
  auditoriumName: works.auditoriumName,
  place: works.place,
  date: works.date,
  reportingTime: works.reportingTime,
  workType: works.workType,
  status: works.status,
  locationUrl: works.locationUrl,
};

export async function findWorkBrief(db: DbOrTx, workId: number): Promise<WorkBrief | undefined> {
  const [row] = await db.select(workBriefColumns).from(works).where(eq(works.id, workId));
  return row;
}

/** The worker's assigned works from `from` on, earliest first (the "code" command, the one-meal filter). */
export async function heldWorks(db: DbOrTx, userId: number, from: string): Promise<WorkBrief[]> {
  return db
    .select(workBriefColumns)
    .from(assignments)
    .innerJoin(works, eq(works.id, assignments.workId))
    .where(and(eq(assignments.userId, userId), gte(works.date, from)))
    .orderBy(asc(works.date), asc(works.reportingTime), asc(works.id));
}

export type ConfirmationAnswer = "coming" | "cant_come";

export async function upsertConfirmation(
  db: DbOrTx,
  input: { userId: number; workId: number; answer: ConfirmationAnswer; at: Date },
): Promise<void> {
  const at = input.at.toISOString();
  await db
    .insert(whatsappConfirmations)
    .values({ userId: input.userId, workId: input.workId, answer: input.answer, answeredAt: at })
    .onConflictDoUpdate({
      target: [whatsappConfirmations.userId, whatsappConfirmations.workId],
      set: { answer: input.answer, answeredAt: at },
    });
}

export async function findConfirmation(db: DbOrTx, userId: number, workId: number) {
  const [row] = await db
    .select()
    .from(whatsappConfirmations)
    .where(and(eq(whatsappConfirmations.userId, userId), eq(whatsappConfirmations.workId, workId)));
  return row;
}

export async function findOfferWorkId(db: DbOrTx, offerId: number): Promise<number | null> {
  const [row] = await db
    .select({ workId: placeOffers.workId })
    .from(placeOffers)
    .where(eq(placeOffers.id, offerId));
  return row?.workId ?? null;
}

/** The worker's freed-place offers still open at `now`, with their works, earliest work first. */
export async function openOffersOf(
  db: DbOrTx,
  userId: number,
  now: Date,
): Promise<{ offerId: number; work: WorkBrief }[]> {
  const rows = await db
    .select({ offerId: placeOffers.id, ...workBriefColumns })
    .from(placeOffers)
    .innerJoin(works, eq(works.id, placeOffers.workId))
    .where(
      and(
        eq(placeOffers.userId, userId),
        eq(placeOffers.status, "open"),
        sql`${placeOffers.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .orderBy(asc(works.date), asc(works.reportingTime), asc(placeOffers.id));
  return rows.map(({ offerId, ...work }) => ({ offerId, work }));
}

/** The mobile number a worker is given to call the agency: the first active admin's that has one. */
export async function agencyMobile(db: DbOrTx): Promise<string | null> {
  const [row] = await db
    .select({ mobile: users.mobileNumber })
    .from(users)
    .where(
      and(eq(users.role, "admin"), eq(users.isActive, true), sql`coalesce(${users.mobileNumber}, '') <> ''`),
    )
    .orderBy(asc(users.id))
    .limit(1);
  return row?.mobile ?? null;
}
