import type { AnalyticsRecord } from "@catercrew/shared/schemas/analytics";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { BarChart3, Download, LayoutGrid, List, RotateCw } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Pagination } from "@/components/ui/pagination";
import { SkeletonGrid } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toast";
import { paths } from "@/lib/paths";
import { pageParam, useListParams } from "@/lib/use-list-params";
import { type AnalyticsFilters, fetchAllProfitLoss, useProfitLoss } from "./api/analytics";
import { PaymentSummaryDialog } from "./components/admin-payment-summary-dialog";
import { AnalyticsFiltersForm, EMPTY_FILTERS, RESULTS } from "./components/analytics-filters-form";
import { AnalyticsRecords, resultLabel, typeLabel } from "./components/analytics-records";
import { downloadCsv } from "./components/csv";
import { OverviewCharts } from "./components/overview-charts";

type Mode = "grid" | "list" | "overview";
/** The applied filters and page live in the URL; the inputs are a draft until Apply. */
const LIST_DEFAULTS = { from: "", to: "", work_type: "", occasion: "", result: "", search: "", page: "1" };

/**
 * The CSV of every listed work's profit or loss, for the agency's accountant: headers and the
 * result in the chosen language, amounts and dates as plain machine-readable values.
 */
function profitLossRows(
  all: AnalyticsRecord[],
  t: (d: MessageDescriptor) => string,
): (string | number | null)[][] {
  return [
    [
      t(msg`Work ID`),
      t(msg`Auditorium`),
      t(msg`Customer`),
      t(msg`Date`),
      t(msg`Work type`),
      t(msg`Revenue`),
      t(msg`Wages`),
      t(msg`Extra expenses`),
      t(msg`Profit/Loss`),
      t(msg`Status`),
    ],
    ...all.map((r) => [
      r.id,
      r.Auditorium_name,
      r.customer_name,
      r.date,
      typeLabel(r.work_type),
      r.payment_amount,
      r.total_wages_paid,
      r.extra_expenses,
      r.profit_or_loss,
      resultLabel(r, t),
    ]),
  ];
}

/** Work Analytics (/admin/work-analytics): profit/loss per work, overview charts, payment summaries. */
export function AnalyticsPage() {
  const { t } = useLingui();
  const [url, setUrl] = useListParams(LIST_DEFAULTS);
  const { from, to, work_type, occasion, result, search } = url;
  const filters: AnalyticsFilters = useMemo(
    () => ({
      from,
      to,
      work_type: work_type || undefined,
      occasion: occasion || undefined,
      result: RESULTS.find((r) => r === result),
      search,
    }),
    [from, to, work_type, occasion, result, search],
  );
  const page = pageParam(url.page);
  const setPage = (p: number) => setUrl({ page: String(p) });
  const [mode, setMode] = useState<Mode>("grid");
  const [open, setOpen] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const list = useProfitLoss(filters, page);
  const filtered = Object.values(filters).some(Boolean);

  const apply = (next: AnalyticsFilters) =>
    setUrl({
      from: next.from ?? "",
      to: next.to ?? "",
      work_type: typeof next.work_type === "string" ? next.work_type : "",
      occasion: typeof next.occasion === "string" ? next.occasion : "",
      result: next.result ?? "",
      search: next.search ?? "",
      page: "1",
    });
  const clear = () => apply(EMPTY_FILTERS);
  const exportList = async () => {
    setExporting(true);
    try {
      const all = await fetchAllProfitLoss(filters);
      downloadCsv("work-profit-loss.csv", profitLossRows(all, t));
    } catch {
      notify.adminError(t`Failed to fetch analytics list`);
    } finally {
      setExporting(false);
    }
  };

  const modes: [Mode, string, typeof List][] = [
    ["grid", t`Grid`, LayoutGrid],
    ["list", t`List`, List],
    ["overview", t`Overview`, BarChart3],
  ];
  const data = list.data;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900 sm:text-2xl">{t`Work Analytics`}</h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => list.refetch()}
            icon={<RotateCw className="h-4 w-4" aria-hidden="true" />}
          >
            {t`Refresh`}
          </Button>
          <Button
            variant="outline"
            onClick={exportList}
            loading={exporting}
            icon={<Download className="h-4 w-4" aria-hidden="true" />}
          >
            {t`Export CSV`}
          </Button>
        </div>
      </div>
      <AnalyticsFiltersForm filters={filters} onApply={apply} onClear={clear} />
      <fieldset className="flex flex-wrap gap-1">
        <legend className="sr-only">{t`View mode`}</legend>
        {modes.map(([m, label, Icon]) => (
          <Button
            key={m}
            size="sm"
            variant={mode === m ? "secondary" : "outline"}
            aria-pressed={mode === m}
            onClick={() => setMode(m)}
            icon={<Icon className="h-4 w-4" aria-hidden="true" />}
          >
            {label}
          </Button>
        ))}
      </fieldset>
      {mode === "overview" ? (
        <OverviewCharts filters={filters} />
      ) : list.isPending ? (
        <SkeletonGrid count={6} label={t`Loading analytics...`} />
      ) : list.isError ? (
        <ErrorState
          title={t`Error Loading Data`}
          message={list.error.message || t`Failed to fetch analytics list`}
          onRetry={() => list.refetch()}
        />
      ) : !data || data.results.length === 0 ? (
        <EmptyState
          title={t`No Analytics Data Found`}
          description={
            filtered ? t`No work matches these filters.` : t`Add a work to see its profit or loss here.`
          }
          action={
            filtered ? (
              <Button onClick={clear}>{t`Clear Filters`}</Button>
            ) : (
              <Link to={paths.admin.works} className={buttonClass()}>
                {t`Add First Work`}
              </Link>
            )
          }
        />
      ) : (
        <>
          <AnalyticsRecords
            records={data.results}
            mode={mode === "list" ? "list" : "grid"}
            onOpen={setOpen}
          />
          {data.pagination.total_pages > 1 && (
            <Pagination
              page={data.pagination.current_page}
              totalPages={data.pagination.total_pages}
              onPage={setPage}
            />
          )}
        </>
      )}
      <PaymentSummaryDialog workId={open} onClose={() => setOpen(null)} />
    </div>
  );
}
