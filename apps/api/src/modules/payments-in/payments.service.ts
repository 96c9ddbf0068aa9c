import {
  type AllocationRefusal,
  allocatePayment,
  fromPaise,
  type Payment,
  type paymentInputSchema,
} from "@catercrew/shared";
import { toPaise } from "@catercrew/shared/money";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AuthUser } from "../../auth/auth.plugin.js";
import type { DbOrTx } from "../../db/client.js";
import { clientPayments, clients, paymentAllocations } from "../../db/schema.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { todayInKolkata } from "../../lib/dates.js";
import { allocationsOf, openBills } from "./balances.repository.js";

type PaymentInput = z.output<typeof paymentInputSchema>;
type PaymentRow = typeof clientPayments.$inferSelect;

const REFUSAL_CODE = {
  unknown_invoice: "PAYMENT_ALLOCATION_UNKNOWN_INVOICE",
  above_balance: "PAYMENT_ALLOCATION_ABOVE_BALANCE",
  above_payment: "PAYMENT_ALLOCATION_ABOVE_PAYMENT",
  not_positive: "PAYMENT_ALLOCATION_ABOVE_BALANCE",
  repeated_invoice: "PAYMENT_ALLOCATION_REPEATED",
} as const satisfies Record<AllocationRefusal["reason"], string>;

async function answer(db: DbOrTx, row: PaymentRow): Promise<Payment> {
  const split = await allocationsOf(db, row.id);
  return {
    id: row.id,
    client_id: row.clientId,
    received_on: row.receivedOn,
    amount: fromPaise(toPaise(row.amount)),
    tds_amount: fromPaise(toPaise(row.tdsAmount)),
    method: row.method,
    reference: row.reference,
    advance: fromPaise(toPaise(row.advance)),
    allocations: split.map((a) => ({
      invoice_id: a.invoiceId,
      number: a.number,
      amount: fromPaise(toPaise(a.amount)),
    })),
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/** The same payment sent again (a retry with its UTR or cheque number): nothing new is written. */
function samePayment(row: PaymentRow, input: PaymentInput): boolean {
  return (
    toPaise(row.amount) === toPaise(input.amount) &&
    toPaise(row.tdsAmount) === toPaise(input.tds_amount) &&
    row.method === input.method &&
    row.receivedOn === input.received_on
  );
}

/**
 * POST /clients/:id/payments/ (admins): one transaction under the client's row lock and the
 * locks of his issued bills. The money received plus the TDS withheld settles his bills oldest
 * first, or as the admin split it; the rest is his advance. A payment whose reference (UTR,
 * cheque number) this client already has answers that payment when it is the same, else 409.
 */
export async function recordPayment(
  ctx: Ctx<"now">,
  actor: AuthUser,
  clientId: number,
  input: PaymentInput,
): Promise<Payment> {
  if (input.received_on > todayInKolkata(ctx.now())) {
    throw new AppError("PAYMENT_DATE_IN_FUTURE", { field: "received_on" });
  }
  return ctx.db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.id, clientId))
      .for("update");
    if (!client) throw new AppError("CLIENT_NOT_FOUND");
    if (input.reference !== "") {
      const [earlier] = await tx
        .select()
        .from(clientPayments)
        .where(and(eq(clientPayments.clientId, clientId), eq(clientPayments.reference, input.reference)));
      if (earlier) {
        if (samePayment(earlier, input)) return answer(tx, earlier);
        throw new AppError("PAYMENT_REFERENCE_USED", { field: "reference" });
      }
    }
    const open = await openBills(tx, clientId, { lock: true });
    const settles = toPaise(input.amount) + toPaise(input.tds_amount);
    const chosen = input.allocations?.map((a) => ({
      invoiceId: String(a.invoice_id),
      amount: toPaise(a.amount),
    }));
    const split = allocatePayment(settles, open, chosen);
    if (!split.ok) throw new AppError(REFUSAL_CODE[split.reason], { field: "allocations" });
    const [row] = await tx
      .insert(clientPayments)
      .values({
        clientId,
        receivedOn: input.received_on,
        amount: input.amount,
        tdsAmount: input.tds_amount,
        method: input.method,
        reference: input.reference,
        advance: fromPaise(split.advance),
        createdBy: actor.id,
      })
      .returning();
    if (!row) throw new Error("payment insert returned nothing");
    if (split.allocations.length > 0) {
      await tx.insert(paymentAllocations).values(
        split.allocations.map((a) => ({
          paymentId: row.id,
          invoiceId: Number(a.invoiceId),
          amount: fromPaise(a.amount),
        })),
      );
    }
    await audit(tx, {
      actorId: actor.id,
      action: "payment.recorded",
      entity: "client_payments",
      entityId: row.id,
      details: {
        client_id: clientId,
        amount: input.amount,
        tds_amount: input.tds_amount,
        advance: fromPaise(split.advance),
      },
    });
    return answer(tx, row);
  });
}

/** A client's payments, the latest first (his page and the payment screen). */
export async function listPayments(ctx: Ctx, clientId: number): Promise<Payment[]> {
  const rows = await ctx.db
    .select()
    .from(clientPayments)
    .where(eq(clientPayments.clientId, clientId))
    .orderBy(clientPayments.receivedOn, clientPayments.id);
  return Promise.all(rows.reverse().map((row) => answer(ctx.db, row)));
}
