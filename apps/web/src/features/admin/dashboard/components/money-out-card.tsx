import { formatRupees } from "@catercrew/shared/money";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Wallet } from "lucide-react";
import { formatDate, formatDateTime } from "@/lib/format";
import { usePayoutAttention } from "../api/payout-attention";

/**
 * The dashboard's money out (record 060): wages still to pay, what is on its way, and the cash a
 * worker says did not reach him, with the captain who marked it handed over.
 */
export function MoneyOutCard() {
  const { t } = useLingui();
  const q = usePayoutAttention();
  if (!q.data) return null;
  const { due, disputes } = q.data;
  const unpaid = formatRupees(due.unpaid_total);
  const onWay = formatRupees(due.on_the_way_total);
  return (
    <section
      aria-labelledby="money-out"
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
    >
      <h2 id="money-out" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Wallet className="h-5 w-5" aria-hidden="true" />
        {t`Money out`}
      </h2>
      <dl className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2" data-testid="money-out-dues">
        <div>
          <dt className="text-slate-600">{t`Wages to pay (completed works)`}</dt>
          <dd className="text-lg font-semibold tabular-nums text-slate-900">
            {unpaid}{" "}
            <span className="text-sm font-normal text-slate-600">
              {plural(due.unpaid_count, { one: "# wage", other: "# wages" })}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t`On its way (sent, in the bank file, or cash not confirmed)`}</dt>
          <dd className="text-lg font-semibold tabular-nums text-slate-900">
            {onWay}{" "}
            <span className="text-sm font-normal text-slate-600">
              {plural(due.on_the_way_count, { one: "# payment", other: "# payments" })}
            </span>
          </dd>
        </div>
      </dl>
      {disputes.length > 0 && (
        <div
          className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-red-950"
          data-testid="cash-disputes"
        >
          <h3 className="font-semibold">{t`Cash not received`}</h3>
          <ul className="mt-1 flex flex-col gap-1">
            {disputes.map((d) => {
              const name = d.user_name;
              const amount = formatRupees(d.amount);
              const captain = d.marked_by_name ?? t`someone`;
              const venue = d.venue;
              const day = formatDate(d.work_date);
              const when = formatDateTime(d.disputed_at);
              return (
                <li key={d.item_id} className="break-words">
                  {t`${name} says ${amount} for ${venue} (${day}) did not reach him. Marked paid by ${captain}.`}{" "}
                  <span className="text-xs text-red-900">{when}</span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
