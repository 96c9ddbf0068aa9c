import { fromPaise, type PayoutItem } from "@catercrew/shared";
import type { ItemWithName } from "./batches.repository.js";

/** A batch line as the API answers it. */
export function toPayoutItem(i: ItemWithName): PayoutItem {
  return {
    id: i.id,
    wage_id: i.wageId,
    user_id: i.userId,
    user_name: i.userName,
    amount: fromPaise(i.amountPaise),
    method: i.method,
    destination: i.destination,
    status: i.status,
    utr: i.utr,
    failure_reason: i.failureReason,
    paid_at: i.paidAt,
    marked_at: i.markedAt,
    confirmed_at: i.confirmedAt,
    disputed_at: i.disputedAt,
  };
}
