import type { DbOrTx } from "../../db/client.js";
import { settlementsOfBills } from "../payments-in/balances.service.js";

export interface Settled {
  /** Paise paid against it, TDS included. */
  paid: number;
  /** Of that, what the client's advance settled when it was issued (record 071). */
  fromAdvance: number;
}

/**
 * What has been paid against each invoice, in paise: the one place the invoices' `paid` and
 * `balance` come from (docs/decisions/056-clients-and-bills.md): the payments split onto it, TDS
 * included (docs/decisions/057-payments-dues-exports.md).
 */
export async function paidOf(db: DbOrTx, invoiceIds: readonly number[]): Promise<Map<number, Settled>> {
  const settled = await settlementsOfBills({ db }, [...invoiceIds]);
  return new Map(
    invoiceIds.map((id) => {
      const bill = settled.get(id);
      return [id, { paid: bill?.paid ?? 0, fromAdvance: bill?.fromAdvance ?? 0 }];
    }),
  );
}
