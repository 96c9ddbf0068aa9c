import { createHash, createHmac } from "node:crypto";
import { type NextJob, OCCASION_LABELS, WORK_TYPE_LABELS, workTypeOnWire } from "@catercrew/shared";
import { formatTime, kolkataClockOf } from "@catercrew/shared/format/dates";
import ical from "ical-generator";
import type { Ctx } from "../../lib/context.js";
import { todayInKolkata } from "../../lib/dates.js";
import { notifyMany, workLink } from "../../lib/notify.js";
import { workLogistics } from "../works/works.service.js";
import {
  findUserIdByCalendarHash,
  listAssignedOnDate,
  listUpcomingAssigned,
  lockCalendarFeed,
  saveCalendarFeed,
} from "./schedule.repository.js";

/** "My next jobs": the worker's confirmed upcoming works from today, date first. */
export async function getNextJobs(
  { db }: Ctx,
  userId: number,
  now = new Date(),
): Promise<{ results: NextJob[] }> {
  const rows = await listUpcomingAssigned(db, userId, todayInKolkata(now), 50);
  return {
    results: rows.map((r) => ({
      work_id: r.workId,
      date: r.date,
      reporting_time: r.reportingTime,
      Auditorium_name: r.auditoriumName,
      work_type: workTypeOnWire(r.workType),
      occasion: r.occasion ?? "",
      place: r.place,
      district: r.district,
      address: r.address,
      location_url: r.locationUrl ?? "",
      role_type: r.roleType,
      captain_name: r.captainName,
      captain_mobile: r.captainMobile,
      logistics: workLogistics(r),
    })),
  };
}

const feedPath = (token: string) => `/api/calendar/${token}/catercrew.ics`;
const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The feed secret of a user's `version`: an HMAC with a key derived from the app's signing
 * secret, so the database keeps only its SHA-256 (a copy of the database opens no feed) and the
 * same URL can be shown again without storing it.
 */
function feedToken(secret: string, userId: number, version: number): string {
  const key = createHmac("sha256", secret).update("catercrew:calendar-feed").digest();
  return createHmac("sha256", key).update(`${userId}:${version}`).digest("base64url");
}

type FeedDeps = Ctx & { secret: string };

/**
 * The secret feed URL of the user: the current one, or a new one when there is none (never made,
 * or ended by a password reset, deactivation or revoked approval) or `fresh` is asked for.
 */
async function feedUrl(
  ctx: FeedDeps,
  userId: number,
  base: string,
  fresh: boolean,
): Promise<{ url: string }> {
  const token = await ctx.db.transaction(async (tx) => {
    const feed = await lockCalendarFeed(tx, userId);
    const current = feedToken(ctx.secret, userId, feed.version);
    if (!fresh && feed.hash === sha256(current)) return current;
    // A new version: a URL that was ended or replaced never works again.
    const version = feed.version + 1;
    const next = feedToken(ctx.secret, userId, version);
    await saveCalendarFeed(tx, userId, { hash: sha256(next), version });
    return next;
  });
  return { url: `${base}${feedPath(token)}` };
}

/** The secret feed URL of the user (made on first ask). */
export function getCalendarUrl(ctx: FeedDeps, userId: number, base: string): Promise<{ url: string }> {
  return feedUrl(ctx, userId, base, false);
}

/** A new secret: the old URL stops working at once. */
export function resetCalendarUrl(ctx: FeedDeps, userId: number, base: string): Promise<{ url: string }> {
  return feedUrl(ctx, userId, base, true);
}

/** iCalendar text with one event per assigned upcoming work, or null for an unknown secret. */
export async function calendarFeed(
  { db }: Ctx,
  token: string,
  origin: string,
  now = new Date(),
): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const userId = await findUserIdByCalendarHash(db, sha256(token));
  if (userId === null) return null;
  const rows = await listUpcomingAssigned(db, userId, todayInKolkata(now), 500);
  const cal = ical({
    name: "CaterCrew works",
    prodId: { company: "CaterCrew", product: "works", language: "EN" },
  });
  for (const r of rows) {
    const start = new Date(`${r.date}T${r.reportingTime}:00+05:30`);
    // "Lunch · Wedding": the meal, and the occasion when one is said (record 069).
    const label = [WORK_TYPE_LABELS[r.workType], r.occasion ? OCCASION_LABELS[r.occasion] : null]
      .filter(Boolean)
      .join(" · ");
    const captain = r.captainName
      ? `Captain: ${r.captainName}${r.captainMobile ? ` (+91 ${r.captainMobile})` : ""}`
      : null;
    cal.createEvent({
      id: `work-${r.workId}-user-${userId}@catercrew`,
      start,
      end: new Date(start.getTime() + 4 * 3600 * 1000),
      summary: `${label}: ${r.auditoriumName}`,
      location: [r.auditoriumName, r.address, r.place].filter(Boolean).join(", "),
      description: [`Reporting time ${formatTime(r.reportingTime, "en")}`, captain, r.locationUrl]
        .filter(Boolean)
        .join("\n"),
      url: `${origin}${workLink(r.workId)}`,
    });
  }
  return cal.toString();
}

function kolkataClock(now: Date): { date: string; time: string; hour: number } {
  const parts = kolkataClockOf(now) ?? "00:00";
  return { date: todayInKolkata(now), time: parts, hour: Number(parts.slice(0, 2)) };
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Reminders: from 18:00 (Asia/Kolkata) the evening before each assigned work, and from 06:00 on
 * its day until its reporting time. Each is written once per person, work and date (dedupe key),
 * so the timer can run every few minutes and on several processes.
 */
export async function sendReminders({ db, now }: Ctx<"now">): Promise<number> {
  const clock = kolkataClock(now());
  const batches: { type: "reminder_morning" | "reminder_day_before"; date: string }[] = [];
  if (clock.hour >= 6) batches.push({ type: "reminder_morning", date: clock.date });
  if (clock.hour >= 18) batches.push({ type: "reminder_day_before", date: addDays(clock.date, 1) });
  let sent = 0;
  for (const batch of batches) {
    const due = (await listAssignedOnDate(db, batch.date)).filter(
      (a) => batch.type !== "reminder_morning" || a.reportingTime > clock.time,
    );
    // A batch of reminders in one transaction, its jobs in one insert per queue (record 053).
    const ids = await db.transaction((tx) =>
      notifyMany(
        tx,
        due.map((a) => ({
          userId: a.userId,
          type: batch.type,
          params: { venue: a.auditoriumName, date: a.date, time: a.reportingTime },
          link: workLink(a.workId),
          dedupeKey: `${batch.type}:${a.workId}:${a.date}`,
        })),
      ),
    );
    sent += ids.length;
  }
  return sent;
}
