import type { CandidateFact } from "@catercrew/shared";
import type { Ctx } from "../../lib/context.js";
import { getWorkOr404 } from "../works/works.service.js";
import { candidateFacts } from "./candidate-facts.repository.js";

/** The assign picker's facts per person for one work (docs/decisions/043). */
export async function getCandidateFacts({ db }: Ctx, workId: number): Promise<CandidateFact[]> {
  await getWorkOr404({ db }, workId);
  const rows = await candidateFacts(db, workId);
  return rows.map((r) => ({
    user: Number(r.user),
    average_rating: r.average === null ? null : Number(r.average),
    ratings: Number(r.ratings),
    request_status: r.request_status,
  }));
}
