import type { DbOrTx } from "../../db/client.js";

/**
 * What has been paid against each invoice, in paise: the one place the invoices' `paid` and
 * `balance` come from (docs/decisions/056-clients-and-bills.md). Payments and their allocations
 * are recorded by the payments module; until then nothing is paid.
 */
export async function paidOf(_db: DbOrTx, invoiceIds: readonly number[]): Promise<Map<number, number>> {
  return new Map(invoiceIds.map((id) => [id, 0]));
}
