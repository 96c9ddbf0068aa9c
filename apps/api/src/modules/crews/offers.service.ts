import { type OfferAnswerResponse, say, type WorkOffers } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import type { DbOrTx } from "../../db/client.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { iso } from "../../lib/dates.js";
import { acceptRequestsOf, insertAssignments } from "../assignments/assignment-rows.service.js";
import { assertMayTakeWork } from "../works/night-work.service.js";
import { getWorkOr404 } from "../works/works.service.js";
import { crewSettingsOf } from "./crew-settings.service.js";
import { withdrawCutoffAt } from "./crew-times.js";
import { assertOneMealPerDay } from "./one-meal.service.js";
import { OFFERED_ROLES, placeGroupOf } from "./place-groups.js";
import {
  countFilled,
  findCrewLock,
  findOffer,
  insertCrewLock,
  offersWithNames,
  setOfferStatus,
  waitingRequests,
} from "./waitlist.repository.js";
import { closeOffersWhenFull, expireOffers, offerFreePlaces } from "./waitlist.service.js";

/**
 * Answering an offer: "Take it" and "Pass". The work row is locked before the offer row (the order
 * every crew change uses), so two "Take it" for one place run one after the other and the second
 * finds the crew full.
 */

async function lockedOffer(tx: DbOrTx, user: AuthUser, offerId: number) {
  const peek = await findOffer(tx, offerId);
  if (!peek || peek.userId !== user.id) throw new AppError("OFFER_NOT_FOUND");
  const work = await getWorkOr404({ db: tx }, peek.workId, { lock: true });
  const offer = await findOffer(tx, offerId, { lock: true });
  if (!offer) throw new AppError("OFFER_NOT_FOUND");
  if (offer.status === "gone" || offer.status === "taken") {
    throw new AppError(offer.status === "gone" ? "OFFER_GONE" : "OFFER_ANSWERED");
  }
  if (offer.status !== "open")
    throw new AppError(offer.status === "expired" ? "OFFER_EXPIRED" : "OFFER_ANSWERED");
  return { work, offer };
}

type LockedOffer = Awaited<ReturnType<typeof lockedOffer>>;

/**
 * One answer in one transaction: the offer locked, `steps.before` (the extra audit details it
 * gives), the offer marked `answer`, the audit, then `steps.after` on the work.
 */
async function answerOffer(
  db: Ctx["db"],
  user: AuthUser,
  offerId: number,
  answer: "taken" | "passed",
  steps: {
    before?: (tx: DbOrTx, locked: LockedOffer) => Promise<Record<string, unknown>>;
    after: (tx: DbOrTx, work: LockedOffer["work"]) => Promise<unknown>;
  },
): Promise<OfferAnswerResponse["offer"]> {
  await db.transaction(async (tx) => {
    const locked = await lockedOffer(tx, user, offerId);
    const { work, offer } = locked;
    const details = (await steps.before?.(tx, locked)) ?? {};
    await setOfferStatus(tx, offer.id, answer);
    await audit(tx, {
      actorId: user.id,
      action: answer === "taken" ? "place_offer.take" : "place_offer.pass",
      entity: "place_offer",
      entityId: offer.id,
      details: { work_id: work.id, user_id: user.id, ...details },
    });
    await steps.after(tx, work);
  });
  return { id: offerId, status: answer };
}

/** POST /crews/offers/{id}/take/: the first "Take it" gets the place; the rest are told it is gone. */
export async function takeOffer(
  { db }: Ctx,
  user: AuthUser,
  offerId: number,
  now = new Date(),
): Promise<OfferAnswerResponse> {
  const offer = await answerOffer(db, user, offerId, "taken", {
    before: async (tx, { work, offer }) => {
      if (new Date(iso(offer.expiresAt) ?? offer.expiresAt) <= now) throw new AppError("OFFER_EXPIRED");
      const [request] = await waitingRequests(tx, work.id, [], OFFERED_ROLES).then((rows) =>
        rows.filter((r) => r.userId === user.id),
      );
      const group = request && placeGroupOf(request.role);
      if (!request || !group) throw new AppError("OFFER_GONE");
      // The place of his own role: a boy takes a boys' place, a supervisor a supervisor's.
      if (group.needed(work) - (await countFilled(tx, work.id, group.roles)) <= 0)
        throw new AppError("OFFER_GONE");
      await assertOneMealPerDay({ db: tx }, user.id, work);
      assertMayTakeWork(work, request.dateOfBirth);
      await acceptRequestsOf({ db: tx }, work.id, [user.id]);
      const [assignment] = await insertAssignments({ db: tx }, [
        {
          workId: work.id,
          userId: user.id,
          roleType: request.role === "admin" ? "boys" : request.role,
          source: "request",
          requestId: request.requestId,
        },
      ]);
      return { assignment_id: assignment?.id ?? null };
    },
    after: (tx, work) => closeOffersWhenFull({ db: tx }, work),
  });
  return { status: true, message: say("success:The place is yours"), offer };
}

/** POST /crews/offers/{id}/pass/: the worker lets the place go; the next waiting is offered it. */
export async function passOffer(
  { db }: Ctx,
  user: AuthUser,
  offerId: number,
  now = new Date(),
): Promise<OfferAnswerResponse> {
  const offer = await answerOffer(db, user, offerId, "passed", {
    after: (tx, work) => offerFreePlaces({ db: tx }, work, now),
  });
  return { status: true, message: say("success:You passed on this place"), offer };
}

/** The job of OFFER_TIMEOUT_QUEUE: the work's offers whose time is up end, and the next are offered. */
export async function handleOfferTimeout({ db }: Ctx, workId: number, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const work = await getWorkOr404({ db: tx }, workId, { lock: true });
    return expireOffers({ db: tx }, work, now);
  });
}

/** The crew is locked by the admin, or by itself at the withdrawal cut-off. */
export async function isCrewLocked(
  { db }: Ctx,
  work: { id: number; date: string; reportingTime: string },
  now: Date,
) {
  if (await findCrewLock(db, work.id)) return true;
  const { withdraw_cutoff_hours } = await crewSettingsOf({ db });
  return now >= withdrawCutoffAt(work, withdraw_cutoff_hours);
}

/** POST /crews/works/{id}/lock/ (admin): from now on the waiting see their place in line. */
export async function lockCrew({ db }: Ctx, actor: AuthUser, workId: number) {
  await db.transaction(async (tx) => {
    await getWorkOr404({ db: tx }, workId, { lock: true });
    if (await insertCrewLock(tx, workId, actor.id)) {
      await audit(tx, {
        actorId: actor.id,
        action: "crew.lock",
        entity: "work",
        entityId: workId,
        details: {},
      });
    }
  });
  return { status: true as const, message: say("success:Crew locked") };
}

/** GET /crews/works/{id}/offers/ (admin): each step of the waitlist on the work. */
export async function workOffers({ db }: Ctx, workId: number, now = new Date()): Promise<WorkOffers> {
  const work = await getWorkOr404({ db }, workId);
  const offers = await offersWithNames(db, workId);
  return {
    needed: work.noOfBoysNeeded,
    filled: await countFilled(db, workId),
    waiting: (await waitingRequests(db, workId)).length,
    crew_locked: await isCrewLocked({ db }, work, now),
    offers: offers.map((o) => ({
      id: o.id,
      user: o.userId,
      user_name: o.userName,
      channel: o.channel,
      status: o.status,
      created_at: iso(o.createdAt) ?? "",
      expires_at: iso(o.expiresAt) ?? "",
      answered_at: iso(o.answeredAt),
    })),
  };
}
