import type { SuggestedCrew } from "@catercrew/shared";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import {
  assignments,
  clientFeedback,
  lateCancellations,
  ratings,
  strikes,
  users,
  works,
} from "../../db/schema.js";
import type { Ctx } from "../../lib/context.js";
import { iso } from "../../lib/dates.js";
import { mayTakeWork } from "../works/night-work.service.js";
import type { WorkRow } from "../works/works.serializer.js";
import { getWorkOr404 } from "../works/works.service.js";
import { crewSettingsOf } from "./crew-settings.service.js";
import { type RankingFacts, rank, rankingWeightsOf } from "./ranking.js";
import { countFilled, countOpenOffers, waitingRequests } from "./waitlist.repository.js";

const WINDOW = sql`now() - interval '90 days'`;
/** The outer row's id, qualified (inside the subqueries a bare "id" would be the inner table's). */
const USER_ID = sql.raw(`"users"."id"`);

/**
 * A person's average stars, 0-5, for the ranking's "rating" reason (null when never rated), as a
 * subquery on `user` (the outer row's id): his own ratings of the works he attended, and a client's
 * stars on a work the admin let count (record 070), one more rated work for each person assigned
 * to it and not marked absent. The suggested crew and the WhatsApp offers' shortlist both read it.
 */
export function averageStarsOf(user: SQL): SQL<string | null> {
  const stars = sql`((r.pant is true)::int + (r.shoe is true)::int + (r.timing is true)::int + (r.neatness is true)::int + (r.performance is true)::int)`;
  return sql<string | null>`(select avg(x.s)::text from (
      select ${stars} as s from ${ratings} r where r.user_id = ${user} and r.attendence = 1
      union all
      select cf.stars as s from ${clientFeedback} cf
        join ${assignments} ca on ca.work_id = cf.work_id and ca.user_id = ${user}
        where cf.in_ranking and not exists (select 1 from ${ratings} ra
          where ra.work_id = cf.work_id and ra.user_id = ${user} and ra.attendence = 0)) x)`;
}

/** The ranking's facts for each person, in one query (the work gives the district and month). */
async function factsOf(db: DbOrTx, work: { district: string; date: string }, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, Facts>();
  const month = work.date.slice(0, 7);
  const rows = await db
    .select({
      id: users.id,
      name: users.userName,
      district: users.district,
      hasBike: users.hasBike,
      rating: averageStarsOf(USER_ID),
      noShows: sql<number>`(select count(*)::int from ${strikes} s where s.user_id = ${USER_ID} and s.cleared_at is null and s.created_at > ${WINDOW})`,
      lates: sql<number>`(select count(*)::int from ${lateCancellations} l where l.user_id = ${USER_ID} and l.cleared_at is null and l.created_at > ${WINDOW})`,
      done: sql<number>`(select count(*)::int from ${assignments} a join ${works} w on w.id = a.work_id where a.user_id = ${USER_ID} and w.status = 'completed')`,
      thisMonth: sql<number>`(select count(*)::int from ${assignments} a join ${works} w on w.id = a.work_id where a.user_id = ${USER_ID} and w.status <> 'cancelled' and to_char(w.date, 'YYYY-MM') = ${month})`,
    })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        name: r.name,
        averageRating: r.rating === null ? 0 : Math.round(Number(r.rating) * 10) / 10,
        noShows: Number(r.noShows),
        lateCancellations: Number(r.lates),
        worksDone: Number(r.done),
        worksThisMonth: Number(r.thisMonth),
        sameDistrict: r.district !== null && r.district === work.district,
        hasBike: r.hasBike,
      },
    ]),
  );
}
/** What is read of each waiting worker: the ranking's facts of the person, the name and the bike. */
type Facts = Pick<
  RankingFacts,
  "averageRating" | "noShows" | "lateCancellations" | "worksDone" | "worksThisMonth" | "sameDistrict"
> & { name: string; hasBike: boolean };

type Waiting = Awaited<ReturnType<typeof waitingRequests>>;

/** The waiting, best first, with every reason's points. */
async function ranked(db: DbOrTx, work: WorkRow, waiting: Waiting) {
  const bikeNeeded = work.bikeNeeded;
  const facts = await factsOf(
    db,
    work,
    waiting.map((w) => w.userId),
  );
  const order = rank(
    waiting.flatMap((w) => {
      const f = facts.get(w.userId);
      // The ages rule (record 064): nobody it keeps off the work is suggested.
      if (!f || !mayTakeWork(work, w.dateOfBirth)) return [];
      return [
        {
          ...f,
          requestId: w.requestId,
          userId: w.userId,
          requestedAt: iso(w.requestedAt) ?? "",
          bikeForWork: bikeNeeded ? f.hasBike : null,
        },
      ];
    }),
    rankingWeightsOf((await crewSettingsOf({ db })).ranking_weights),
  );
  const byRequest = new Map(waiting.map((w) => [w.requestId, w]));
  return order.map((r) => ({
    request: r.facts.requestId,
    user: r.facts.userId,
    user_name: facts.get(r.facts.userId)?.name ?? "",
    role: byRequest.get(r.facts.requestId)?.role ?? "",
    requested_at: r.facts.requestedAt,
    score: r.score,
    reasons: r.reasons,
    facts: {
      average_rating: r.facts.averageRating,
      no_shows: r.facts.noShows,
      late_cancellations: r.facts.lateCancellations,
      works_done: r.facts.worksDone,
      works_this_month: r.facts.worksThisMonth,
      same_district: r.facts.sameDistrict,
      has_bike: facts.get(r.facts.userId)?.hasBike ?? false,
    },
  }));
}

/**
 * GET /crews/works/{id}/suggested/ (admin): the waiting boys and head boys, best first, with every
 * reason's points; beside them the supervisors who asked, ranked the same way, against the
 * supervisors the work needs (docs/decisions/055-admin-rates-and-pays-in-admin-area.md).
 * `open_offers`: the waitlist's offers still open; while any is out, the free places are
 * offered and the page accepts no one else into them.
 */
export async function suggestedCrew({ db }: Ctx, workId: number, now = new Date()): Promise<SuggestedCrew> {
  const work = await getWorkOr404({ db }, workId);
  const [boys, supervisors] = await Promise.all([
    waitingRequests(db, workId),
    waitingRequests(db, workId, [], ["supervisor"]),
  ]);
  return {
    needed: work.noOfBoysNeeded,
    filled: await countFilled(db, workId),
    bike_needed: work.bikeNeeded,
    open_offers: await countOpenOffers(db, workId, now),
    suggested: await ranked(db, work, boys),
    supervisors_needed: work.supervisorsNeeded,
    supervisors_filled: await countFilled(db, workId, ["supervisor"]),
    supervisors: await ranked(db, work, supervisors),
  };
}
