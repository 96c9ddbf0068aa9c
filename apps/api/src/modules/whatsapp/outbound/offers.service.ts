import { formatRupees, type Language, type RolePay, t, type WhatsappSettings } from "@catercrew/shared";
import { and, eq, sql } from "drizzle-orm";
import { users, whatsappOutbox, works } from "../../../db/schema.js";
import type { Ctx } from "../../../lib/context.js";
import { todayInKolkata } from "../../../lib/dates.js";
import { enqueue } from "../../../lib/job-queue.js";
import { notifyMany } from "../../../lib/notify.js";
import { WAVE_QUEUE } from "../../../lib/offer-waves.js";
import { crewSettingsOf } from "../../crews/crew-settings.service.js";
import { rank, rankingWeightsOf } from "../../crews/ranking.js";
import { payForRole } from "../../fares/fares.service.js";
import { blockedAmong } from "../../strikes/strikes.service.js";
import { mayTakeWork } from "../../works/night-work.service.js";
import { getWorkOr404 } from "../../works/works.service.js";
import { whatsappSettingsOf } from "../settings.service.js";
import { offerDetails, type WorkCaptain } from "./offer-details.js";
import { captainOfWork, filledPlaces, offerCandidates, rankingFacts } from "./offers.repository.js";
import { messagedUsers, type Outgoing, queueMessages } from "./outbound.service.js";
import { declinedOf } from "./outbound-needs.js";
import { workWhen } from "./when.js";

/**
 * Offers of a work on WhatsApp (docs/decisions/042-whatsapp-outbound.md). On publish,
 * and whenever places are open again, a wave goes to a ranked shortlist of the eligible workers
 * who opted in (the crew builder's ranking), `shortlist_factor` times the open places; while
 * places stay open the next wave follows `wave_minutes` later (a queued job with `startAfter`).
 */

type WorkRow = Awaited<ReturnType<typeof getWorkOr404>>;

/**
 * The dress and transport notes of a work, for the offer (the work's dress code; its pickup point
 * and time and vehicle). In job_offer_v1, a note never entered says "Not stated" (never "As usual").
 */
export function workNotesOf(
  work: WorkRow,
  language: Language,
): { dress: string | null; transport: string | null } {
  const pickupAt = work.pickupTime
    ? workWhen({ date: work.date, reportingTime: work.pickupTime }, language).time
    : null;
  const transport = [work.pickupPoint, pickupAt, work.vehicle]
    .filter((v): v is string => Boolean(v?.trim()))
    .join(", ");
  return { dress: work.dressCode, transport: transport || null };
}

/**
 * The offer template's parameters in the reader's language (its order in templates.ts). The pay is
 * the fare of the worker's role, as the app's work card shows it (with "+ extras" where rating
 * marks, loading or setting can add to it), never the customer's payment for the work.
 */
export function offerParams(
  work: WorkRow,
  role: string,
  pay: RolePay,
  language: Language,
  version = 1,
  captain: WorkCaptain | null = null,
): string[] {
  const notes = workNotesOf(work, language);
  const roleWord = isWorkerRoleWord(role) ? t(language, `whatsapp:role.${role}`) : role;
  const fare = pay.fare ? formatRupees(pay.fare) : t(language, "whatsapp:noNote");
  const payWords = pay.fare && pay.extras ? t(language, "whatsapp:payWithExtras", { fare }) : fare;
  if (version >= 2) {
    // job_offer_v2: the address, map link, dress and transport in one line, each only when given.
    const when = workWhen(work, language);
    return [
      work.auditoriumName,
      work.place,
      when.date,
      when.time,
      roleWord,
      payWords,
      offerDetails(work, notes, language, captain),
    ];
  }
  return [
    work.auditoriumName,
    work.place,
    workWhen(work, language).date,
    workWhen(work, language).time,
    roleWord,
    payWords,
    notes.dress?.trim() || t(language, "whatsapp:noNote"),
    notes.transport?.trim() || t(language, "whatsapp:noNote"),
  ];
}

const WORKER_ROLE_WORDS = ["subadmin", "supervisor", "head_boy", "boys"] as const;
function isWorkerRoleWord(role: string): role is (typeof WORKER_ROLE_WORDS)[number] {
  return (WORKER_ROLE_WORDS as readonly string[]).includes(role);
}

interface Candidate {
  userId: number;
  role: string;
  language: Language;
}

/** Whether offers can go for the work now: published, upcoming, not past. */
function offerable(work: WorkRow, now: Date): boolean {
  return (
    work.isPublished &&
    work.status !== "completed" &&
    work.status !== "cancelled" &&
    work.date >= todayInKolkata(now)
  );
}

/**
 * The eligible workers not offered the work yet, best first, and the open places. Eligible:
 * opted in, approved, active, of a filling role, not blocked by no-shows, not on a work of the
 * same day and meal, not unavailable that day, not "Not this time" on this work, and not kept off
 * it by the ages rule.
 */
export async function rankedEligible(ctx: Ctx, work: WorkRow, now: Date) {
  const open = Math.max(0, work.noOfBoysNeeded - (await filledPlaces(ctx.db, work.id)));
  const offered = await messagedUsers(ctx, work.id, "job_offer");
  // Set-based: a wave weighs every opted-in worker inside the work's lock, which the workers'
  // requests wait for (a query per person held them about a second at 2,000 workers).
  const declined = await declinedOf(ctx, work.id);
  // Nobody the ages rule keeps off the work is offered it (records 064, 075).
  const fresh = (await offerCandidates(ctx.db, work)).filter(
    (c) => !offered.has(c.userId) && !declined.has(c.userId) && mayTakeWork(work, c.dateOfBirth),
  );
  const blocked = await blockedAmong(
    ctx,
    fresh.map((c) => c.userId),
    now,
  );
  const eligible: Candidate[] = fresh
    .filter((c) => !blocked.has(c.userId))
    .map((c) => ({ userId: c.userId, role: c.role, language: c.language === "en" ? "en" : "ml" }));
  const facts = await rankingFacts(
    ctx.db,
    work,
    eligible.map((c) => c.userId),
  );
  const weights = rankingWeightsOf((await crewSettingsOf(ctx)).ranking_weights);
  const ranked = rank(
    facts.map((f) => ({
      requestId: f.id,
      userId: f.id,
      requestedAt: f.createdAt,
      averageRating: f.rating === null ? 0 : Math.round(Number(f.rating) * 10) / 10,
      noShows: Number(f.noShows),
      lateCancellations: Number(f.lates),
      worksDone: Number(f.done),
      worksThisMonth: Number(f.thisMonth),
      sameDistrict: f.district !== null && f.district === work.district,
      bikeForWork: work.bikeNeeded ? f.hasBike : null,
    })),
    weights,
  );
  const byUser = new Map(eligible.map((c) => [c.userId, c]));
  const ordered = ranked.flatMap((r) => {
    const c = byUser.get(r.facts.userId);
    return c ? [c] : [];
  });
  return { open, offered: offered.size, ordered };
}

export const shortlistSize = (open: number, settings: WhatsappSettings) => open * settings.shortlist_factor;

interface WaveResult {
  wave: number;
  queued: number;
  waiting: number;
  /** When the next wave runs, or null (no places open, or no one left to offer). */
  nextAt: Date | null;
}

/**
 * One wave (the wave job's worker): ranks the eligible workers, then takes the work's wave lock,
 * offers it to the next part of the shortlist, and queues the next wave while places are open and
 * people are left. What does not fit today's allowance waits for the next day, and the admins are
 * told.
 */
export async function offerWave(ctx: Ctx<"config" | "now">, workId: number): Promise<WaveResult | null> {
  if (!ctx.config.whatsapp) return null;
  const now = ctx.now();
  // The ranking reads every opted-in worker, so it runs before the transaction: on the embedded
  // engine's one connection a transaction holds every other request until it ends. What changed
  // meanwhile is caught below (offers made by another wave) or at send time (a request made,
  // the work full or closed: `staleReason`).
  const found = await getWorkOr404(ctx, workId).catch(() => null);
  if (!found || !offerable(found, now)) return null;
  const work = found;
  const settings = await whatsappSettingsOf(ctx);
  const ranked = await rankedEligible(ctx, work, now);
  if (ranked.open === 0 || ranked.ordered.length === 0) return null;
  const open = ranked.open;
  return ctx.db.transaction(async (tx) => {
    const c = { ...ctx, db: tx };
    // Waves of one work take turns on an advisory lock, not on the work's row: the workers'
    // requests share-lock that row, and must not wait for a wave (docs/decisions/042-whatsapp-outbound.md).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`offer-wave:${workId}`}))`);
    const offered = await messagedUsers(c, workId, "job_offer");
    const ordered = ranked.ordered.filter((p) => !offered.has(p.userId));
    if (ordered.length === 0) return null;
    const [last] = await tx
      .select({ wave: sql<number | null>`max(${whatsappOutbox.wave})` })
      .from(whatsappOutbox)
      .where(and(eq(whatsappOutbox.workId, workId), eq(whatsappOutbox.kind, "job_offer")));
    const wave = Number(last?.wave ?? 0) + 1;
    const pick = ordered.slice(0, shortlistSize(open, settings));
    const items: Outgoing[] = [];
    const payOf = new Map<string, RolePay>();
    const captain = await captainOfWork(tx, workId);
    for (const p of pick) {
      const pay = payOf.get(p.role) ?? (await payForRole(c, p.role));
      payOf.set(p.role, pay);
      items.push({
        userId: p.userId,
        workId,
        kind: "job_offer",
        params: offerParams(work, p.role, pay, p.language, settings.template_versions.job_offer, captain),
        language: p.language,
        // The number is looked up again at send time (a STOP wins); this one is for the record.
        toNumber: "",
        wave,
        dedupeKey: `job_offer:${workId}:${p.userId}`,
      });
    }
    const result = await queueMessages(c, items);
    let nextAt: Date | null = null;
    if (ordered.length > pick.length) {
      nextAt = new Date(now.getTime() + settings.wave_minutes * 60_000);
      if (result.waiting > 0) {
        // Today's allowance is used up: the next wave follows tomorrow's first sends.
        const tomorrow = new Date(`${todayInKolkata(new Date(now.getTime() + 86_400_000))}T08:00:00+05:30`);
        nextAt = new Date(tomorrow.getTime() + settings.wave_minutes * 60_000);
      }
      await enqueue(tx, WAVE_QUEUE, { workId }, { startAfter: nextAt });
    }
    if (result.waiting > 0) await tellAdminsAllowanceUsed(c, work, result.waiting);
    return { wave, queued: result.queued, waiting: result.waiting, nextAt };
  });
}

async function tellAdminsAllowanceUsed(ctx: Ctx, work: WorkRow, count: number): Promise<void> {
  const admins = await ctx.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
  await notifyMany(
    ctx.db,
    admins.map((a) => ({
      userId: a.id,
      type: "whatsapp_allowance_used" as const,
      params: { venue: work.auditoriumName, count: String(count) },
      link: `/admin/works/${work.id}`,
      dedupeKey: `whatsapp_allowance:${work.id}:${todayInKolkata()}`,
    })),
  );
}

/**
 * The scan (every few minutes): published works with open places whose offers went out before
 * and whose last wave is older than `wave_minutes` get a wave again, so a place that opens again
 * (a withdrawal, a late cancellation, a removal) is offered without anyone pressing a button.
 */
export async function offersAgain(ctx: Ctx<"config" | "now">): Promise<number> {
  if (!ctx.config.whatsapp) return 0;
  const settings = await whatsappSettingsOf(ctx);
  const since = new Date(ctx.now().getTime() - settings.wave_minutes * 60_000).toISOString();
  const rows = await ctx.db
    .select({ id: works.id })
    .from(works)
    .where(
      and(
        eq(works.isPublished, true),
        sql`${works.status} not in ('completed','cancelled')`,
        sql`${works.date} >= ${todayInKolkata(ctx.now())}`,
        sql`exists (select 1 from ${whatsappOutbox} m where m.work_id = ${works.id} and m.kind = 'job_offer')`,
        sql`not exists (select 1 from ${whatsappOutbox} m where m.work_id = ${works.id} and m.kind = 'job_offer' and m.created_at > ${since})`,
        sql`(select count(*) from assignments a where a.work_id = ${works.id} and a.role_type in ('boys','head_boy')) < ${works.noOfBoysNeeded}`,
      ),
    );
  let waves = 0;
  for (const r of rows) if (await offerWave(ctx, r.id)) waves++;
  return waves;
}
