import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { assignments, users, whatsappConfirmations, whatsappReminders, works } from "../../../db/schema.js";
import { audit } from "../../../lib/audit.js";
import type { Ctx } from "../../../lib/context.js";
import { todayInKolkata } from "../../../lib/dates.js";
import { whatsappRecipient } from "../recipients/contacts.service.js";
import { whatsappSettingsOf } from "../settings.service.js";
import { languageOf, queueMessages } from "./outbound.service.js";
import { confirmationOf } from "./outbound-needs.js";
import { workWhen } from "./when.js";

/**
 * The attendance reminder (docs/decisions/042-whatsapp-outbound.md): `reminder_hours`
 * (default 36) before the reporting time, before the withdrawal cut-off, each crew member who
 * opted in gets "Are you coming?" with the buttons "I'm coming" and "I can't come". An answer
 * is recorded by `recordAttendanceConfirmation`; a reminder unanswered after
 * `confirm_within_hours` shows the person to the admin as "not confirmed".
 */

const HOUR_MS = 3_600_000;

const reportingAtSql = sql`((${works.date}::text || ' ' || ${works.reportingTime} || ':00')::timestamp at time zone 'Asia/Kolkata')`;

/** The reminder scan (a timer every few minutes): answers how many reminders were queued. */
export async function remindCrews(ctx: Ctx<"config" | "now">): Promise<number> {
  if (!ctx.config.whatsapp) return 0;
  const now = ctx.now();
  const settings = await whatsappSettingsOf(ctx);
  const until = new Date(now.getTime() + settings.reminder_hours * HOUR_MS).toISOString();
  const due = await ctx.db
    .select({
      workId: works.id,
      userId: assignments.userId,
      venue: works.auditoriumName,
      date: works.date,
      time: works.reportingTime,
    })
    .from(assignments)
    .innerJoin(works, eq(works.id, assignments.workId))
    .leftJoin(
      whatsappReminders,
      and(eq(whatsappReminders.workId, assignments.workId), eq(whatsappReminders.userId, assignments.userId)),
    )
    .where(
      and(
        isNull(whatsappReminders.workId),
        sql`${works.status} not in ('completed','cancelled')`,
        sql`${works.date} >= ${todayInKolkata(now)}`,
        sql`${reportingAtSql} > ${now.toISOString()}::timestamptz`,
        sql`${reportingAtSql} <= ${until}::timestamptz`,
      ),
    )
    .orderBy(works.id, assignments.userId);
  let queued = 0;
  for (const d of due) {
    const to = await whatsappRecipient(ctx, d.userId);
    if (!to) continue;
    const reportingAt = new Date(`${d.date}T${d.time.slice(0, 5)}:00+05:30`);
    const answerBy = new Date(
      Math.min(now.getTime() + settings.confirm_within_hours * HOUR_MS, reportingAt.getTime()),
    );
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(whatsappReminders)
        .values({
          workId: d.workId,
          userId: d.userId,
          remindedAt: now.toISOString(),
          answerBy: answerBy.toISOString(),
        })
        .onConflictDoNothing()
        .returning({ workId: whatsappReminders.workId });
      if (!row) return;
      const language = await languageOf({ db: tx }, d.userId);
      const r = await queueMessages({ db: tx, now: ctx.now }, [
        {
          userId: d.userId,
          workId: d.workId,
          kind: "confirm_reminder",
          params: [
            d.venue,
            workWhen({ date: d.date, reportingTime: d.time }, language).date,
            workWhen({ date: d.date, reportingTime: d.time }, language).time,
          ],
          language,
          toNumber: to,
          dedupeKey: `confirm_reminder:${d.workId}:${d.userId}`,
        },
      ]);
      queued += r.queued + r.waiting;
    });
  }
  return queued;
}

/**
 * A crew member's answer to the reminder ("I'm coming": true, "I can't come": false), from the
 * inbound button handler. Records the answer only: withdrawing on "I can't come" is the caller's
 * (the crew builder's withdrawal, by the same rule as the app). Answers false when the person is
 * not on the work's crew (nothing recorded).
 */
export async function recordAttendanceConfirmation(
  ctx: Ctx<"now">,
  userId: number,
  workId: number,
  coming: boolean,
): Promise<boolean> {
  const now = ctx.now().toISOString();
  return ctx.db.transaction(async (tx) => {
    const [on] = await tx
      .select({ id: assignments.id })
      .from(assignments)
      .where(and(eq(assignments.workId, workId), eq(assignments.userId, userId)))
      .limit(1);
    if (!on) return false;
    const answer = coming ? "coming" : "cant";
    await tx
      .insert(whatsappReminders)
      .values({ workId, userId, remindedAt: now, answerBy: now, answer, answeredAt: now })
      .onConflictDoUpdate({
        target: [whatsappReminders.workId, whatsappReminders.userId],
        set: { answer, answeredAt: now },
      });
    await audit(tx, {
      actorId: userId,
      action: "attendance.confirm",
      entity: "work",
      entityId: workId,
      details: { answer, channel: "whatsapp" },
    });
    return true;
  });
}

/** The work's crew members reminded on WhatsApp who did not answer in time, and how many said they come. */
export async function notConfirmedOf(ctx: Ctx<"now">, workId: number) {
  const rows = await ctx.db
    .select({ user: users.id, user_name: users.userName })
    .from(whatsappReminders)
    .innerJoin(users, eq(users.id, whatsappReminders.userId))
    .innerJoin(
      assignments,
      and(eq(assignments.workId, whatsappReminders.workId), eq(assignments.userId, whatsappReminders.userId)),
    )
    .where(
      and(
        eq(whatsappReminders.workId, workId),
        isNull(whatsappReminders.answer),
        lt(whatsappReminders.answerBy, ctx.now().toISOString()),
      ),
    )
    .orderBy(users.userName);
  // Every crew member who said "I'm coming" counts at once, whether the answer is on the
  // reminder's row or on the inbound side's record (a button or typed text), not only once the
  // answer window has closed.
  const [coming] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(assignments)
    .where(
      and(
        eq(assignments.workId, workId),
        sql`(exists (select 1 from ${whatsappReminders} r where r.work_id = ${assignments.workId}
              and r.user_id = ${assignments.userId} and r.answer = 'coming')
          or exists (select 1 from ${whatsappConfirmations} c where c.work_id = ${assignments.workId}
              and c.user_id = ${assignments.userId} and c.answer = 'coming'))`,
      ),
    );
  const notConfirmed: typeof rows = [];
  for (const r of rows) {
    if (!(await confirmationOf(ctx, r.user, workId))) notConfirmed.push(r);
  }
  const confirmed = Number(coming?.n ?? 0);
  return { notConfirmed, confirmed };
}
