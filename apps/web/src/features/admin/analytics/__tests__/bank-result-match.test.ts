import { readBankResultFile } from "@catercrew/shared/payouts/bank-result";
import type { PayoutBatch, PayoutItem } from "@catercrew/shared/schemas/payouts";
import { describe, expect, it } from "vitest";
import { matchBankResult } from "../components/bank-result-match";

const item = (
  id: number,
  wage: number,
  amount: string,
  method: PayoutItem["method"] = "bankfile",
): PayoutItem => ({
  id,
  wage_id: wage,
  user_id: id,
  user_name: `Worker ${id}`,
  amount,
  method,
  destination: method === "cash" ? null : "xxxx4321",
  status: "processing",
  utr: null,
  failure_reason: null,
  paid_at: null,
  marked_at: null,
  confirmed_at: null,
  disputed_at: null,
});

const batch: PayoutBatch = {
  id: 5,
  work_id: 9,
  status: "approved",
  total: "2223.50",
  prepared_by: 1,
  approved_by: 1,
  approved_at: "2026-11-28T18:00:00.000Z",
  items: [item(1, 11, "741.50"), item(2, 12, "742.50"), item(3, 13, "739.50", "cash")],
  left_out: [],
};

describe("the bank's result rows beside the batch's lines", () => {
  it("imports a matched row, and shows another batch's, a paisa off, a cash line's, unsettled and unreadable rows left out", () => {
    const file = [
      "Remarks,Amount,Status,UTR",
      "wage-11,741.50,Success,UTR11",
      "wage-12,742.49,Success,UTR12",
      "wage-99,100.00,Success,UTR99",
      "wage-13,739.50,Success,UTR13",
      "wage-12,742.50,Pending,",
      "nothing,1.00,Success,",
    ].join("\n");
    const rows = matchBankResult(batch, readBankResultFile(file));
    expect(rows.map((r) => [r.line, r.verdict, r.item?.id ?? null])).toEqual([
      [2, "ok", 1],
      [3, "amount_differs", 2],
      [4, "other_batch", null],
      [5, "other_batch", null],
      [6, "pending", 2],
      [7, "no_reference", null],
    ]);
  });
});
