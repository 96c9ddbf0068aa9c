import { type bankResultSchema, formatRupees, fromPaise, toPaise } from "@catercrew/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { payoutDetails, payoutItems, users } from "../../db/schema.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { findBatch, findItem, updateItem } from "./batches.repository.js";
import { applyPayout } from "./payout-state.js";

/** A CSV cell: quoted, quotes doubled, and a leading = + - @ made harmless for spreadsheets. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const BANK_FILE_HEADER = ["Beneficiary Name", "Account Number", "IFSC", "Amount", "Mode", "Remarks"];

/**
 * GET /payouts/batches/:id/bank-file/ (admins): the NEFT/IMPS bulk-upload rows of an approved
 * batch's bank-file lines (name, account, IFSC, amount in rupees with paise, IMPS, remarks =
 * the wage reference). Lines still pending become `processing` (handed to the bank) in the same
 * transaction; downloading again gives the same rows.
 */
export async function bankFile(ctx: Ctx, actor: AuthUser, batchId: number): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const batch = await findBatch(tx, batchId, { lock: true });
    if (!batch) throw new AppError("PAYOUT_BATCH_NOT_FOUND");
    if (batch.status !== "approved") throw new AppError("PAYOUT_BATCH_NOT_APPROVED");
    const rows = await tx
      .select({ line: payoutItems, name: users.userName, details: payoutDetails })
      .from(payoutItems)
      .innerJoin(users, eq(users.id, payoutItems.userId))
      .leftJoin(payoutDetails, eq(payoutDetails.userId, payoutItems.userId))
      .where(
        and(
          eq(payoutItems.batchId, batchId),
          eq(payoutItems.method, "bankfile"),
          inArray(payoutItems.status, ["pending", "processing"]),
        ),
      )
      .orderBy(asc(payoutItems.id));
    const lines = [BANK_FILE_HEADER.map(cell).join(",")];
    for (const { line, name, details } of rows) {
      lines.push(
        [
          details?.accountName ?? name,
          details?.accountNumber ?? "",
          details?.ifsc ?? "",
          fromPaise(line.amountPaise),
          "IMPS",
          `wage-${line.wageId}`,
        ]
          .map(cell)
          .join(","),
      );
      if (line.status === "pending") await updateItem(tx, line.id, { status: "processing" });
    }
    await audit(tx, {
      actorId: actor.id,
      action: "payout_batch.bank_file",
      entity: "payout_batch",
      entityId: batchId,
      details: { rows: rows.length },
    });
    return `${lines.join("\r\n")}\r\n`;
  });
}

/**
 * POST /payouts/batches/:id/bank-result/ (admins): the bank's answer per row, all or nothing.
 * Every row must name a bank-file line of this batch (400 naming the first that does not); paid
 * rows pay the line and the wage with the UTR, failed rows free the wage and tell the admins.
 * A row already settled changes nothing, so importing the same file twice is harmless.
 */
export async function importBankResult(
  ctx: Ctx<"now">,
  actor: AuthUser,
  batchId: number,
  input: z.output<typeof bankResultSchema>,
) {
  return ctx.db.transaction(async (tx) => {
    const batch = await findBatch(tx, batchId, { lock: true });
    if (!batch) throw new AppError("PAYOUT_BATCH_NOT_FOUND");
    const lines = await tx
      .select()
      .from(payoutItems)
      .where(and(eq(payoutItems.batchId, batchId), eq(payoutItems.method, "bankfile")));
    const byRef = new Map(lines.map((l) => [`wage-${l.wageId}`, l]));
    input.rows.forEach((row, i) => {
      const line = byRef.get(row.remarks);
      if (!line || line.status === "cancelled")
        throw new AppError("PAYOUT_ROW_OTHER_BATCH", {
          params: { row: String(i + 1), remarks: row.remarks },
        });
      // Exact money: a row that says another amount than the line's is refused to the paisa.
      if (row.amount && toPaise(row.amount) !== line.amountPaise)
        throw new AppError("PAYOUT_ROW_AMOUNT_MISMATCH", {
          params: {
            row: String(i + 1),
            remarks: row.remarks,
            amount: formatRupees(row.amount),
            expected: formatRupees(fromPaise(line.amountPaise)),
          },
        });
    });
    let changed = 0;
    for (const row of input.rows) {
      const ref = byRef.get(row.remarks);
      const line = ref ? await findItem(tx, ref.id, { lock: true }) : undefined;
      if (!line) continue;
      const payout = {
        id: line.providerPayoutId ?? `bankfile-line-${line.id}`,
        status: row.status === "paid" ? "processed" : "failed",
        utr: row.utr ?? null,
        referenceId: row.remarks,
        failureReason: row.reason ?? null,
      };
      if (await applyPayout(tx, line, payout, ctx.now())) changed += 1;
    }
    await audit(tx, {
      actorId: actor.id,
      action: "payout_batch.bank_result",
      entity: "payout_batch",
      entityId: batchId,
      details: { rows: input.rows.length, changed },
    });
    return { status: true as const, changed };
  });
}
