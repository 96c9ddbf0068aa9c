import {
  maskAccountNumber,
  maskUpiId,
  type PayoutDetails,
  type payoutDetailsInputSchema,
} from "@catercrew/shared";
import type { z } from "zod";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { notify } from "../../lib/notify.js";
import { findPayoutDetails, type PayoutDetailsRow, savePayoutDetails } from "./payout-details.repository.js";

/** The owner's view: his UPI ID in full, the account number masked even to him once saved. */
function toPayoutDetails(row: PayoutDetailsRow | undefined): PayoutDetails {
  return {
    upi_id: row?.upiId ?? null,
    upi_id_masked: row?.upiId ? maskUpiId(row.upiId) : null,
    account_number_masked: row?.accountNumber ? maskAccountNumber(row.accountNumber) : null,
    ifsc: row?.ifsc ?? null,
    account_name: row?.accountName ?? null,
    updated_at: row?.updatedAt ?? null,
  };
}

/** Where a payout goes, as anyone but the worker sees it. */
function maskedDestination(row: Pick<PayoutDetailsRow, "upiId" | "accountNumber">): string | null {
  if (row.upiId) return maskUpiId(row.upiId);
  if (row.accountNumber) return maskAccountNumber(row.accountNumber);
  return null;
}

/**
 * A worker's payout address changed (here or through the profile's `upi_id`, which is the same
 * UPI ID: record 066): audited with the masked values only, and told to him in the app, on push and
 * on WhatsApp (`catercrew_payout_details_changed`), since a changed payout address is how wages
 * get stolen. `row`: the details as now saved (read again when not given).
 */
export async function tellPayoutAddressChanged(
  { db: tx }: Ctx,
  userId: number,
  row?: PayoutDetailsRow,
): Promise<void> {
  const now = row ?? (await findPayoutDetails(tx, userId));
  if (!now) return;
  const shown = toPayoutDetails(now);
  await audit(tx, {
    actorId: userId,
    action: "payout_details.update",
    entity: "user",
    entityId: userId,
    details: { upi_id: shown.upi_id_masked, account_number: shown.account_number_masked, ifsc: now.ifsc },
  });
  await notify(tx, {
    userId,
    type: "payout_details_changed",
    params: { destination: maskedDestination(now) ?? "-" },
  });
}

/** GET /users/me/payout-details/. */
export async function getMyPayoutDetails(ctx: Ctx, actor: AuthUser): Promise<PayoutDetails> {
  return toPayoutDetails(await findPayoutDetails(ctx.db, actor.id));
}

/**
 * PUT /users/me/payout-details/: replaces the worker's UPI ID and bank account. A change of
 * either tells him on his channels (a changed payout address is how wages get stolen) and is
 * audited with the masked values only.
 */
export async function putMyPayoutDetails(
  ctx: Ctx,
  actor: AuthUser,
  input: z.output<typeof payoutDetailsInputSchema>,
): Promise<PayoutDetails> {
  return ctx.db.transaction(async (tx) => {
    const before = await findPayoutDetails(tx, actor.id, { lock: true });
    const kept = input.keep_account && input.account_number === null ? before : undefined;
    const bank = kept
      ? { accountNumber: kept.accountNumber, ifsc: kept.ifsc, accountName: kept.accountName }
      : {
          accountNumber: input.account_number,
          ifsc: input.account_number ? input.ifsc : null,
          accountName: input.account_number ? input.account_name : null,
        };
    const row = await savePayoutDetails(tx, { userId: actor.id, upiId: input.upi_id, ...bank });
    const changed =
      (before?.upiId ?? null) !== row.upiId ||
      (before?.accountNumber ?? null) !== row.accountNumber ||
      (before?.ifsc ?? null) !== row.ifsc;
    if (changed) await tellPayoutAddressChanged({ db: tx }, actor.id, row);
    return toPayoutDetails(row);
  });
}
