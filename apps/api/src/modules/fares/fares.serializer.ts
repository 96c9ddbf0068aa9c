import type { FareRow } from "./fares.repository.js";

export function toFareResponse(row: FareRow) {
  return { id: row.id, fare_type: row.fareType, amount: row.amount };
}
