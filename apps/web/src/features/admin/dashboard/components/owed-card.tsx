import { useLingui } from "@lingui/react/macro";
import { Wallet } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { useDues } from "@/entities/dues/dues-query";
import { formatINR } from "@/lib/format";
import { paths } from "@/lib/paths";

/** What clients owe in all and the part past its due date, with a way to the dues (record 057). */
export function OwedCard() {
  const { t } = useLingui();
  const dues = useDues();
  const totals = dues.data?.totals;
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="flex items-center gap-3">
        <Wallet className="h-6 w-6 text-brand-600" aria-hidden="true" />
        <dl className="flex flex-wrap gap-x-6 gap-y-1">
          <div>
            <dt className="text-xs text-slate-500">{t`Clients owe`}</dt>
            <dd className="text-lg font-semibold tabular-nums">{totals ? formatINR(totals.balance) : "…"}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t`Overdue`}</dt>
            <dd className="text-lg font-semibold tabular-nums text-red-700">
              {totals ? formatINR(totals.overdue) : "…"}
            </dd>
          </div>
        </dl>
      </div>
      <Link to={paths.admin.dues} className="text-sm font-semibold text-brand-700 underline">
        {t`See the dues`}
      </Link>
    </Card>
  );
}
