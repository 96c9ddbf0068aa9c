import type { MyPlace } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import type { Ctx } from "../../lib/context.js";
import { iso } from "../../lib/dates.js";
import { findAssignment } from "../assignments/assignment-rows.service.js";
import { getWorkOr404 } from "../works/works.service.js";
import { crewSettingsOf } from "./crew-settings.service.js";
import { withdrawCutoffAt, withdrawOpen } from "./crew-times.js";
import { isCrewLocked } from "./offers.service.js";
import { countFilled, offersOfWork, waitingRequests } from "./waitlist.repository.js";

/**
 * GET /crews/works/{id}/my-place/: the signed-in worker's standing on the work. On the crew: when
 * the free withdrawal ends. Waiting: an open offer, and once the crew is locked the place in line
 * (the waitlist is earliest request first, so later requests never move anyone down).
 */
export async function myPlace(
  { db }: Ctx,
  user: AuthUser,
  workId: number,
  now = new Date(),
): Promise<MyPlace> {
  const work = await getWorkOr404({ db }, workId);
  const none = { withdraw_cutoff_at: null, late_if_withdrawn_now: false, can_withdraw: false };
  const crew_locked = await isCrewLocked({ db }, work, now);
  const places = { needed: work.noOfBoysNeeded, filled: await countFilled(db, workId) };
  if (await findAssignment({ db }, { workId, userId: user.id })) {
    const { withdraw_cutoff_hours } = await crewSettingsOf({ db });
    const cutoff = withdrawCutoffAt(work, withdraw_cutoff_hours);
    return {
      place: "on_crew",
      crew_locked,
      ...places,
      position: null,
      offer: null,
      withdraw_cutoff_at: cutoff.toISOString(),
      late_if_withdrawn_now: now >= cutoff,
      can_withdraw: withdrawOpen(work, now),
    };
  }
  const waiting = await waitingRequests(db, workId);
  const index = waiting.findIndex((w) => w.userId === user.id);
  if (index < 0) return { place: "none", crew_locked, ...places, position: null, offer: null, ...none };
  const open = (await offersOfWork(db, workId)).find((o) => o.userId === user.id && o.status === "open");
  return {
    place: "waiting",
    crew_locked,
    ...places,
    position: crew_locked ? index + 1 : null,
    offer: open ? { id: open.id, expires_at: iso(open.expiresAt) ?? "" } : null,
    ...none,
  };
}
