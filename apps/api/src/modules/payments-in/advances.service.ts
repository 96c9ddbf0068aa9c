import { fromPaise } from "@catercrew/shared";
import { toPaise } from "@catercrew/shared/money";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { clientPayments, paymentAllocations } from "../../db/schema.js";
import type { Ctx } from "../../lib/context.js";

/**
 * A client's advance settles his next bills (docs/decisions/071-advances-language-gstin.md): when
 * a bill is issued, what his earlier payments left over goes onto it, the oldest payment first, up
 * to the bill's total. Called inside the issuing transaction with the client's row locked, so a
 * payment recorded at the same moment waits, and the advance is spent once; the payments' rows are
 * locked too. A bill is issued once, so it is settled from the advance once. Answers the paise
 * applied.
 */
export async function applyAdvanceTo(
  { db: tx }: Ctx,
  clientId: number,
  invoiceId: number,
  due: number,
): Promise<number> {
  if (due <= 0) return 0;
  const held = await tx
    .select({ id: clientPayments.id, advance: clientPayments.advance })
    .from(clientPayments)
    .where(and(eq(clientPayments.clientId, clientId), gt(clientPayments.advance, "0")))
    .orderBy(asc(clientPayments.receivedOn), asc(clientPayments.id))
    .for("update");
  let left = due;
  for (const payment of held) {
    if (left <= 0) break;
    const take = Math.min(toPaise(payment.advance), left);
    left -= take;
    await tx
      .update(clientPayments)
      .set({ advance: sql`${clientPayments.advance} - ${fromPaise(take)}::numeric` })
      .where(eq(clientPayments.id, payment.id));
    await tx
      .insert(paymentAllocations)
      .values({ paymentId: payment.id, invoiceId, amount: fromPaise(take), fromAdvance: true });
  }
  return due - left;
}
