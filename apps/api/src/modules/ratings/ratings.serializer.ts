import type { Rating, WorkerRating } from "@catercrew/shared";
import { iso } from "../../lib/dates.js";
import type { RatingRow } from "./ratings.repository.js";

export function toRatingResponse(row: RatingRow, userName: string): Rating {
  return {
    id: row.id,
    user: row.userId,
    work: row.workId,
    user_name: userName,
    pant: row.pant,
    shoe: row.shoe,
    timing: row.timing,
    neatness: row.neatness,
    performance: row.performance,
    attendence: row.attendance,
    arrival_time: row.arrivalTime,
    comment: row.comment,
    rated_by: row.ratedBy,
    created_at: iso(row.createdAt) ?? "",
    updated_at: iso(row.updatedAt) ?? "",
  };
}

/** A rating as the worker sees it (no name, no rater). */
export function toWorkerRating(r: RatingRow): WorkerRating {
  return {
    id: r.id,
    user: r.userId,
    work: r.workId,
    pant: r.pant,
    shoe: r.shoe,
    timing: r.timing,
    neatness: r.neatness,
    performance: r.performance,
    attendence: r.attendance,
    arrival_time: r.arrivalTime,
    extra_reward: r.extraReward,
    comment: r.comment,
    created_at: iso(r.createdAt) ?? "",
  };
}
