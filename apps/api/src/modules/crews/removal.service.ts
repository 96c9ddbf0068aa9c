import { say } from "@catercrew/shared";
import type { Ctx } from "../../lib/context.js";
import { removeFromWork } from "../assignments/assignments.service.js";
import { getWorkOr404 } from "../works/works.service.js";
import { offerFreePlaces } from "./waitlist.service.js";

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
