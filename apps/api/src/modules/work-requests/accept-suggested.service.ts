import {
  type AcceptRefusal,
  type AcceptSuggestedResponse,
  type ErrorCode,
  type Language,
  say,
} from "@catercrew/shared";
import { AppError } from "../../errors/app-error.js";
import type { Ctx } from "../../lib/context.js";
import { suggestedCrew } from "../crews/suggestions.service.js";
import { updateRequestStatus } from "./admin-requests.service.js";

const REFUSAL_OF: Partial<Record<ErrorCode, AcceptRefusal>> = {
  CANNOT_ASSIGN_INACTIVE: "blocked",
  REQUESTS_BLOCKED_NO_SHOWS: "blocked",
  ONE_MEAL_PER_DAY: "one_meal",
  CREW_FULL: "full",
};

/**
 * POST /crews/works/{id}/accept-suggested/ (admin): accepts the top `count` of the suggested crew,
 * best first, each through the same accept as a single request (`updateRequestStatus`, with the
 * crew's needed count and the person's standing checked), each in its own transaction, so one
 * refusal never undoes the others. Answers who was accepted and who was not, and why
 * (docs/decisions/037-crew-builder.md).
 */
export async function acceptSuggested(
  ctx: Ctx,
  workId: number,
  count: number,
  actorId: number,
  language: Language,
): Promise<AcceptSuggestedResponse> {
  const crew = await suggestedCrew(ctx, workId);
  const accepted: AcceptSuggestedResponse["accepted"] = [];
  const refused: AcceptSuggestedResponse["refused"] = [];
  for (const s of crew.suggested.slice(0, count)) {
    const person = { request: s.request, user: s.user, user_name: s.user_name };
    try {
      await updateRequestStatus(ctx, s.request, { status: "accepted" }, actorId, { withinNeeded: true });
      accepted.push(person);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const reason = REFUSAL_OF[err.code] ?? "other";
      refused.push({ ...person, reason, code: err.code, message: err.localized(language).message });
    }
  }
  const total = accepted.length + refused.length;
  const message = say("success:Accepted {accepted} of {total}", { accepted: accepted.length, total });
  return { status: true, message, accepted, refused };
}
