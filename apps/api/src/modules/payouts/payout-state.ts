import { fromPaise, type PayoutItemStatus } from "@catercrew/shared";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { users, wages, works } from "../../db/schema.js";
import { audit } from "../../lib/audit.js";
import { notify, workLink } from "../../lib/notify.js";
import { type ItemRow, setWagePaid, updateItem } from "./batches.repository.js";
import type { ProviderPayout } from "./razorpayx.client.js";

/** A RazorpayX payout status as a line's state (`processed` is paid; `rejected`, `cancelled` failed). */
function lineStatusOf(providerStatus: string): PayoutItemStatus | null {
  switch (providerStatus) {
    case "queued":
    case "pending":
    case "scheduled":
      return "queued";
    case "processing":
      return "processing";
    case "processed":
      return "paid";
    case "reversed":
      return "reversed";
    case "failed":
    case "rejected":
    case "cancelled":
      return "failed";
    default:
      return null;
  }
}

/**
 * Whether a line may move from `from` to `to`. Events come in any order and more than once:
 * `failed`, `reversed` and `cancelled` are final; `paid` only turns into `reversed`; a line
 * never goes back from processing to queued.
 */
function mayMove(from: PayoutItemStatus, to: PayoutItemStatus): boolean {
  if (from === to) return false;
  if (from === "failed" || from === "reversed" || from === "cancelled") return false;
  if (from === "paid") return to === "reversed";
  if (from === "processing" && to === "queued") return false;
  return true;
}

async function lineAbout(tx: DbOrTx, wageId: number) {
  const [about] = await tx
    .select({ name: users.userName, venue: works.auditoriumName, workId: works.id })
    .from(wages)
    .innerJoin(users, eq(users.id, wages.userId))
    .innerJoin(works, eq(works.id, wages.workId))
    .where(eq(wages.id, wageId));
  return about;
}

async function tellAdminsNotPaid(tx: DbOrTx, line: ItemRow) {
  const about = await lineAbout(tx, line.wageId);
  if (!about) return;
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.isActive, true)));
  for (const admin of admins) {
    await notify(tx, {
      userId: admin.id,
      type: "payout_failed",
      params: { name: about.name, venue: about.venue, amount: fromPaise(line.amountPaise) },
      link: workLink(about.workId),
      dedupeKey: `payout-failed-${line.id}`,
    });
  }
}

/**
 * Applies the provider's word on a line (locked by the caller): the line's state, the UTR, and
 * the wage paid (with the UTR as its reference) or unpaid again, once. Answers whether anything
 * changed.
 */
export async function applyPayout(
  tx: DbOrTx,
  line: ItemRow,
  payout: ProviderPayout,
  now: Date,
): Promise<boolean> {
  const to = lineStatusOf(payout.status);
  const idChanges = line.providerPayoutId === null ? { providerPayoutId: payout.id } : {};
  if (to === null || !mayMove(line.status, to)) {
    if (idChanges.providerPayoutId) await updateItem(tx, line.id, idChanges);
    return false;
  }
  const at = now.toISOString();
  await updateItem(tx, line.id, {
    ...idChanges,
    status: to,
    utr: payout.utr ?? line.utr,
    failureReason: to === "failed" || to === "reversed" ? payout.failureReason : null,
    ...(to === "paid" ? { paidAt: at } : {}),
  });
  if (to === "paid") {
    await setWagePaid(tx, line.wageId, { at, reference: payout.utr ? `UTR ${payout.utr}` : payout.id });
    const about = await lineAbout(tx, line.wageId);
    await notify(tx, {
      userId: line.userId,
      type: "wage_paid",
      params: { venue: about?.venue ?? "", amount: fromPaise(line.amountPaise) },
      link: about ? workLink(about.workId) : null,
      dedupeKey: `payout-paid-${line.id}`,
    });
  }
  if (to === "failed" || to === "reversed") {
    if (line.status === "paid") await setWagePaid(tx, line.wageId, null);
    await tellAdminsNotPaid(tx, line);
  }
  await audit(tx, {
    actorId: null,
    action: `payout.${to}`,
    entity: "payout_item",
    entityId: line.id,
    details: { payout: payout.id, utr: payout.utr, from: line.status },
  });
  return true;
}
