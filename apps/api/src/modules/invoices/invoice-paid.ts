import type { DbOrTx } from "../../db/client.js";
import { settlementsOfBills } from "../payments-in/balances.service.js";

/**
 * What has been paid against each invoice, in paise: the one place the invoices' `paid` and
 * `balance` come from (docs/decisions/056-clients-and-bills.md): the payments split onto it, TDS
 * included (docs/decisions/057-payments-dues-exports.md).
 */
export async function paidOf(db: DbOrTx, invoiceIds: readonly number[]): Promise<Map<number, number>> {
  const settled = await settlementsOfBills({ db }, [...invoiceIds]);
  return new Map(invoiceIds.map((id) => [id, settled.get(id)?.paid ?? 0]));
}
