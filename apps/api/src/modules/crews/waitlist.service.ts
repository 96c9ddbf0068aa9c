import type { DbOrTx } from "../../db/client.js";
import type { Ctx } from "../../lib/context.js";
import { enqueue } from "../../lib/job-queue.js";
import { notify, workLink, workParams } from "../../lib/notify.js";
import { mayTakeWork } from "../works/night-work.service.js";
import type { getWorkOr404 } from "../works/works.service.js";
import { crewSettingsOf } from "./crew-settings.service.js";
import { reportingAt } from "./crew-times.js";
import { holdsSameMeal } from "./one-meal.repository.js";
import { PLACE_GROUPS } from "./place-groups.js";
import {
  closeOpenOffers,
  countFilled,
  insertOffers,
  offersWithNames,
  waitingRequests,
} from "./waitlist.repository.js";

/**
 * The waitlist (docs/decisions/037-crew-builder.md): a freed place is offered at once to
 * the top N waiting of its role (boys' places, supervisors, captains: record 064) together; each wave ends at its time limit through a job on the queue
 * (`OFFER_TIMEOUT_QUEUE`, which survives a restart), and the next N are offered the place.
 * Every function here runs inside the caller's transaction, with the work's row already locked.
 */

type WorkRow = Awaited<ReturnType<typeof getWorkOr404>>;

export const OFFER_TIMEOUT_QUEUE = "crew-offer-timeouts";

const MINUTE_MS = 60 * 1000;

/**
 * For each group of places (boys' places, supervisors, captains: `PLACE_GROUPS`), its free places,
 * its open offers and who of that group may be offered one: waiting, not already offered, never
 * passed or let one expire.
 */
async function candidates(tx: DbOrTx, work: WorkRow) {
  const offers = await offersWithNames(tx, work.id);
  const declined = offers.filter((o) => o.status === "passed" || o.status === "expired").map((o) => o.userId);
  const openAll = offers.filter((o) => o.status === "open");
  const groups = [];
  for (const group of PLACE_GROUPS) {
    const open = openAll.filter((o) => (group.roles as readonly string[]).includes(o.role));
    const waiting = await waitingRequests(
      tx,
      work.id,
      [...openAll.map((o) => o.userId), ...declined],
      group.roles,
    );
    const free = group.needed(work) - (await countFilled(tx, work.id, group.roles));
    groups.push({ open, waiting, free });
  }
  return groups;
}

/**
 * Offers the work's free places to the waiting of each group: `free x batch` people of the group
 * hold an open offer at once. Answers the offers made. Nothing happens once the reporting time
 * has come or the work is closed. Nobody the ages rule keeps off the work is offered a place.
 */
export async function offerFreePlaces({ db: tx }: Ctx, work: WorkRow, now: Date): Promise<number> {
  if (work.status === "completed" || work.status === "cancelled" || now >= reportingAt(work)) return 0;
  const settings = await crewSettingsOf({ db: tx });
  const chosen: number[] = [];
  for (const { open, waiting, free } of await candidates(tx, work)) {
    if (free <= 0) continue;
    let want = free * settings.offer_batch_size - open.length;
    for (const w of waiting) {
      if (want <= 0) break;
      if (!mayTakeWork(work, w.dateOfBirth)) continue;
      // One person, one meal: someone already on a work of this day and type is skipped.
      if (await holdsSameMeal(tx, w.userId, work)) continue;
      chosen.push(w.userId);
      want -= 1;
    }
  }
  if (chosen.length === 0) return 0;
  const expiresAt = new Date(now.getTime() + settings.offer_timeout_minutes * MINUTE_MS);
  const made = await insertOffers(
    tx,
    chosen.map((userId) => ({ workId: work.id, userId, expiresAt: expiresAt.toISOString() })),
  );
  for (const offer of made) {
    await notify(tx, {
      userId: offer.userId,
      type: "place_offered",
      params: {
        ...workParams(work),
        minutes: String(settings.offer_timeout_minutes),
        // Names the offer for the WhatsApp notice's "Take it" and "Pass" buttons.
        offer: String(offer.id),
      },
      link: workLink(work.id),
    });
  }
  await enqueue(tx, OFFER_TIMEOUT_QUEUE, { workId: work.id }, { startAfter: expiresAt });
  return made.length;
}

/** How many of the work's needed places (boys and head boys) are still free; read under the caller's lock. */
export async function freePlaces({ db }: Ctx, work: WorkRow): Promise<number> {
  return work.noOfBoysNeeded - (await countFilled(db, work.id));
}

/** Ends the work's offers whose time is up (telling each person), then offers the place to the next. */
export async function expireOffers({ db: tx }: Ctx, work: WorkRow, now: Date): Promise<number> {
  const expired = await closeOpenOffers(tx, work.id, "expired", now);
  for (const offer of expired) {
    await notify(tx, {
      userId: offer.userId,
      type: "offer_expired",
      params: workParams(work),
      link: workLink(work.id),
    });
  }
  await offerFreePlaces({ db: tx }, work, now);
  return expired.length;
}

/** When a group of places is full: every other open offer of that group is gone, and each person is told. */
export async function closeOffersWhenFull({ db: tx }: Ctx, work: WorkRow): Promise<void> {
  const full = (await candidates(tx, work))
    .filter((g) => g.free <= 0)
    .flatMap((g) => g.open.map((o) => o.userId));
  const gone = await closeOpenOffers(tx, work.id, "gone", undefined, full);
  for (const offer of gone) {
    await notify(tx, {
      userId: offer.userId,
      type: "place_gone",
      params: workParams(work),
      link: workLink(work.id),
    });
  }
}
