import { formatRupees } from "@catercrew/shared/money";
import type { SubadminAnalyticsRecord } from "@catercrew/shared/schemas/analytics";
import { useLingui } from "@lingui/react/macro";
import { RotateCw, Search, TrendingDown, TrendingUp } from "lucide-react";
import { useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Input } from "@/components/ui/field";
import { SkeletonGrid } from "@/components/ui/skeleton";
import { workTypeLabel } from "@/entities/subadmin/components/crew-work-badges";
import { errorText } from "@/entities/subadmin/error-text";
import { formatDate } from "@/lib/format";
import { useListParams } from "@/lib/use-list-params";
import { useProfitLoss } from "./api/subadmin-analytics";
import { PaymentSummaryDialog } from "./components/subadmin-payment-summary-dialog";

function RecordCard({ r, onOpen }: { r: SubadminAnalyticsRecord; onOpen: () => void }) {
  const { t } = useLingui();
  const profit = r.status === "Profit";
  // The admin may keep revenue and profit from captains (record 057): then wages only.
  const seesMoney = r.profit_or_loss !== undefined;
  // Not completed yet: the figures so far, a projection.
  const projected = !r.is_final;
  const label = profit ? t`Profit` : t`Loss`;
  return (
    <Card className="flex flex-col gap-2 p-3 sm:p-4">
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 break-words font-semibold text-slate-900">{r.Auditorium_name}</h2>
        {seesMoney && (
          <Badge tone={projected ? "neutral" : profit ? "success" : "danger"}>
            {profit ? (
              <TrendingUp className="h-3.5 w-3.5" aria-hidden="true" />
            ) : (
              <TrendingDown className="h-3.5 w-3.5" aria-hidden="true" />
            )}
            {projected ? t`${label} (projected)` : label}
          </Badge>
        )}
      </div>
      <p className="break-words text-sm text-slate-600">
        {formatDate(r.date)} · {workTypeLabel(r.work_type)} · {r.customer_name}
      </p>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {seesMoney && (
          <div>
            <dt className="text-xs text-slate-500">{t`Revenue`}</dt>
            <dd className="tabular-nums">{formatRupees(r.revenue ?? r.payment_amount)}</dd>
          </div>
        )}
        <div>
          <dt className="text-xs text-slate-500">{t`Wages`}</dt>
          <dd className="tabular-nums">{formatRupees(r.total_wages_paid)}</dd>
        </div>
        {seesMoney ? (
          <div>
            <dt className="text-xs text-slate-500">{t`Profit/Loss`}</dt>
            <dd className={`font-semibold tabular-nums ${profit ? "text-green-800" : "text-red-700"}`}>
              {formatRupees(r.profit_or_loss)}
            </dd>
          </div>
        ) : (
          <div>
            <dt className="text-xs text-slate-500">{t`Extra expenses`}</dt>
            <dd className="tabular-nums">{formatRupees(r.extra_expenses)}</dd>
          </div>
        )}
      </dl>
      <Button variant="outline" size="sm" onClick={onOpen}>
        {t`Payment Summary`}
      </Button>
    </Card>
  );
}

/** The search lives in the URL. */
const LIST_DEFAULTS = { search: "" };

export function SubadminAnalyticsPage() {
  const { t } = useLingui();
  const list = useProfitLoss();
  const [{ search }, setList] = useListParams(LIST_DEFAULTS);
  const setSearch = (value: string) => setList({ search: value }, { replace: true });
  const [selected, setSelected] = useState<SubadminAnalyticsRecord | null>(null);
  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (list.data ?? []).filter(
      (r) =>
        !q ||
        r.customer_name.toLowerCase().includes(q) ||
        r.work_type.toLowerCase().includes(q) ||
        workTypeLabel(r.work_type).toLowerCase().includes(q),
    );
  }, [list.data, search]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">{t`Work Analytics`}</h1>
        <Button
          variant="outline"
          size="sm"
          onClick={() => list.refetch()}
          loading={list.isFetching}
          icon={<RotateCw className="h-4 w-4" aria-hidden="true" />}
        >
          {t`Refresh`}
        </Button>
      </div>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-3 h-5 w-5 text-slate-400"
          aria-hidden="true"
        />
        <Input
          label={t`Search`}
          hideLabel
          type="search"
          placeholder={t`Search by customer name or work type...`}
          className="pl-10"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {list.isPending ? (
        <SkeletonGrid count={6} />
      ) : list.isError ? (
        <ErrorState
          title={t`Error Loading Data`}
          message={errorText(list.error, t`Failed to fetch analytics list`)}
          onRetry={() => list.refetch()}
        />
      ) : filtered.length === 0 ? (
        <EmptyState
          title={t`No Analytics Data Found`}
          action={
            search ? (
              <Button variant="outline" size="sm" onClick={() => setSearch("")}>
                {t`Clear Filters`}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Works`}>
          {filtered.map((r) => (
            <li key={r.id}>
              <RecordCard r={r} onOpen={() => setSelected(r)} />
            </li>
          ))}
        </ul>
      )}
      <PaymentSummaryDialog record={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
