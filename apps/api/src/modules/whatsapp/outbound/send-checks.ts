import type { whatsappOutbox } from "../../../db/schema.js";
import type { Ctx } from "../../../lib/context.js";
import { todayInKolkata } from "../../../lib/dates.js";
import { getWorkOr404 } from "../../works/works.service.js";
import { filledPlaces, onCrew, requestedOrOn } from "./offers.repository.js";
import { hasDeclined } from "./outbound-needs.js";

/**
 * What makes a queued message stale by its send time: an offer of a work that is full,
 * closed or already asked for (or "Not this time"), a reminder to someone no longer on the crew.
 * Answers the reason, or null to send.
 */
export async function staleReason(
  ctx: Ctx,
  message: typeof whatsappOutbox.$inferSelect,
): Promise<string | null> {
  if (message.workId === null) return null;
  if (message.kind !== "job_offer" && message.kind !== "confirm_reminder") return null;
  const work = await getWorkOr404(ctx, message.workId).catch(() => null);
  if (!work) return "The work is gone";
  if (work.status === "completed" || work.status === "cancelled") return `The work is ${work.status}`;
  if (message.kind === "confirm_reminder") {
    return (await onCrew(ctx.db, work.id, message.userId)) ? null : "No longer on the crew";
  }
  if (!work.isPublished) return "The work is not published";
  if (work.date < todayInKolkata()) return "The work's day has passed";
  if ((await filledPlaces(ctx.db, work.id)) >= work.noOfBoysNeeded) return "The work is full";
  if (await requestedOrOn(ctx.db, work.id, message.userId)) return "Already asked for the work";
  if (await hasDeclined(ctx, message.userId, work.id)) return "Said not this time";
  return null;
}
