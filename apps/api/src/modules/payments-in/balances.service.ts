import type { Ctx } from "../../lib/context.js";
import {
  advances,
  allocationsOfMany,
  type BillBalance,
  type ClientOpenBills,
  openBills,
  openBillsByClient,
  settlementsOf,
} from "./balances.repository.js";

/**
 * What is left to pay on clients' bills, for the modules beside this one (dues, statements,
 * reminders, exports, the invoice answer); docs/decisions/057-payments-dues-exports.md.
 */
export type { BillBalance, ClientOpenBills };

/** A client's issued bills with something left to pay, oldest first. */
export function openBillsOf(ctx: Ctx, clientId: number): Promise<BillBalance[]> {
  return openBills(ctx.db, clientId);
}

/** Every client's open bills aged on `today`: what he owes per bucket, how many bills, the oldest due. */
export function openBillsByClientOf(ctx: Ctx, today: string): Promise<ClientOpenBills[]> {
  return openBillsByClient(ctx.db, today);
}

/** Each client's advance in paise (one client's when named). */
export function advancesOf(ctx: Ctx, clientId?: number): Promise<Map<number, number>> {
  return advances(ctx.db, clientId);
}

/** Paid, credited and left on each bill named: the invoice answer's `paid` and `balance`. */
export function settlementsOfBills(ctx: Ctx, invoiceIds: number[]): Promise<Map<number, BillBalance>> {
  return settlementsOf(ctx.db, invoiceIds);
}

/** The splits of a page of payments, each row naming its payment. */
export function allocationsOfPayments(ctx: Ctx, paymentIds: number[]) {
  return allocationsOfMany(ctx.db, paymentIds);
}
