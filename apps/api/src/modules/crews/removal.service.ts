import { say } from "@catercrew/shared";
import type { Ctx } from "../../lib/context.js";
import { removeFromWork } from "../assignments/assignments.service.js";
import { getWorkOr404 } from "../works/works.service.js";
import { closeOpenOffers } from "./waitlist.repository.js";
import { offerFreePlaces } from "./waitlist.service.js";

type WorkRow = Awaited<ReturnType<typeof getWorkOr404>>;

/**
 * DELETE /admin_panel/join-requests/delete/{user}/{work}/: the admin removes someone from a work.
 * Like a withdrawal (docs/decisions/037-crew-builder.md), the freed place is offered to the
 * waitlist at once, in the same transaction, with the work's row locked first.
 */
export async function removeFromCrew(
  { db }: Ctx,
  workUser: { workId: number; userId: number },
  actorId: number,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const work = await getWorkOr404({ db: tx }, workUser.workId, { lock: true });
    await removeFromWork({ db: tx }, work, workUser.userId, actorId);
    await offerFreePlaces({ db: tx }, work, now);
  });
  return {
    status: true as const,
    message: say("success:User has been successfully removed from work assignment"),
  };
}

/**
 * Takes several people off a work as the admin's removal does (each told he was taken off), ends
 * their open offers, then offers the freed places to the waitlist. Inside the caller's
 * transaction, with the work's row locked and as it now stands (record 075: a work moved into the
 * night loses the people the ages rule keeps off it).
 */
export async function takeOffWork(
  { db: tx }: Ctx,
  work: WorkRow,
  userIds: readonly number[],
  actorId: number,
  now = new Date(),
): Promise<void> {
  if (userIds.length === 0) return;
  for (const userId of userIds) await removeFromWork({ db: tx }, work, userId, actorId);
  await closeOpenOffers(tx, work.id, "gone", undefined, userIds);
  await offerFreePlaces({ db: tx }, work, now);
}
