import { type AnalyticsRecord, WORK_TYPE_LABELS, WORK_TYPES, type WorkType } from "@catercrew/shared";
import { BarChart3, Download, LayoutGrid, List, RotateCw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "@/app/paths";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Input, Select } from "@/components/ui/field";
import { Pagination } from "@/components/ui/pagination";
import { SkeletonGrid } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toast";
import { formatDate, formatINR } from "@/lib/format";
import { type AnalyticsFilters, fetchAllProfitLoss, useProfitLoss } from "./api/analytics";
import { downloadCsv } from "./components/csv";
import { OverviewCharts } from "./components/overview-charts";
import { PaymentSummaryDialog } from "./components/payment-summary-dialog";

type Mode = "grid" | "list" | "overview";
const EMPTY: AnalyticsFilters = { from: "", to: "", work_type: undefined, result: undefined, search: "" };
const TYPE_OPTIONS = WORK_TYPES.map((t) => ({ value: t, label: WORK_TYPE_LABELS[t] }));
const typeLabel = (t: string) => WORK_TYPE_LABELS[t as WorkType] ?? t;

/** "+₹1,200.00" for a profit, "-₹200.00" for a loss. */
function signed(value: string) {
  return value.startsWith("-") ? `-${formatINR(value.slice(1))}` : `+${formatINR(value)}`;
}

function RecordCard({ r, onOpen }: { r: AnalyticsRecord; onOpen: () => void }) {
  const profit = r.status === "Profit";
  return (
    <article
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-label={r.Auditorium_name}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold text-slate-900">{r.Auditorium_name}</h3>
          <p className="text-sm text-slate-600">
            {formatDate(r.date)} · {typeLabel(r.work_type)}
          </p>
        </div>
        <Badge tone={profit ? "success" : "danger"}>{r.status}</Badge>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-600">Revenue</dt>
          <dd className="font-medium">{formatINR(r.payment_amount)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Wages</dt>
          <dd className="font-medium">{formatINR(r.total_wages_paid)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Profit/Loss</dt>
          <dd className={cn("font-semibold", profit ? "text-green-800" : "text-red-700")}>
            {signed(r.profit_or_loss)}
          </dd>
        </div>
      </dl>
      <Button
        size="sm"
        variant="outline"
        onClick={onOpen}
        aria-label={`Payment summary of ${r.Auditorium_name}`}
      >
        Payment Summary
      </Button>
    </article>
  );
}

/** Work Analytics (/admin/work-analytics): profit/loss per work, overview charts, payment summaries. */
export function AnalyticsPage() {
  const [draft, setDraft] = useState<AnalyticsFilters>(EMPTY);
  const [filters, setFilters] = useState<AnalyticsFilters>(EMPTY);
  const [page, setPage] = useState(1);
  const [mode, setMode] = useState<Mode>("grid");
  const [open, setOpen] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const list = useProfitLoss(filters, page);
  const filtered = Object.values(filters).some(Boolean);

  const apply = (next: AnalyticsFilters) => {
    setFilters(next);
    setPage(1);
  };
  const clear = () => {
    setDraft(EMPTY);
    apply(EMPTY);
  };
  const exportList = async () => {
    setExporting(true);
    try {
      const all = await fetchAllProfitLoss(filters);
      downloadCsv("work-profit-loss.csv", [
        [
          "Work ID",
          "Auditorium",
          "Customer",
          "Date",
          "Work type",
          "Revenue",
          "Wages",
          "Extra expenses",
          "Profit/Loss",
          "Status",
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
          r.status,
        ]),
      ]);
    } catch {
      notify.adminError("Failed to fetch analytics list");
    } finally {
      setExporting(false);
    }
  };

  const modes: [Mode, string, typeof List][] = [
    ["grid", "Grid", LayoutGrid],
    ["list", "List", List],
    ["overview", "Overview", BarChart3],
  ];
  const data = list.data;
  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">Work Analytics</h1>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => list.refetch()}
            icon={<RotateCw className="h-4 w-4" aria-hidden="true" />}
          >
            Refresh
          </Button>
          <Button
            variant="outline"
            onClick={exportList}
            loading={exporting}
            icon={<Download className="h-4 w-4" aria-hidden="true" />}
          >
            Export CSV
          </Button>
        </div>
      </div>
      <form
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
        onSubmit={(e) => {
          e.preventDefault();
          apply({ ...draft, search: draft.search?.trim() });
        }}
      >
        <Input
          label="Search"
          type="search"
          containerClassName="lg:col-span-2"
          placeholder="Search by customer name or work type..."
          value={draft.search ?? ""}
          onChange={(e) => setDraft({ ...draft, search: e.target.value })}
        />
        <Input
          label="From"
          type="date"
          value={draft.from ?? ""}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <Input
          label="To"
          type="date"
          value={draft.to ?? ""}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <Select
          label="Work type"
          placeholder="All types"
          options={TYPE_OPTIONS}
          value={(draft.work_type as string | undefined) ?? ""}
          onChange={(e) => setDraft({ ...draft, work_type: e.target.value || undefined })}
        />
        <Select
          label="Result"
          placeholder="Profit and loss"
          options={[
            { value: "profit", label: "Profit" },
            { value: "loss", label: "Loss" },
          ]}
          value={draft.result ?? ""}
          onChange={(e) =>
            setDraft({ ...draft, result: (e.target.value || undefined) as AnalyticsFilters["result"] })
          }
        />
        <div className="flex gap-2 sm:col-span-2 lg:col-span-6">
          <Button type="submit">Apply Filters</Button>
          <Button
            variant="outline"
            onClick={clear}
            disabled={!filtered && !Object.values(draft).some(Boolean)}
          >
            Clear Filters
          </Button>
        </div>
      </form>
      <fieldset className="flex gap-1">
        <legend className="sr-only">View mode</legend>
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
        <SkeletonGrid count={6} label="Loading analytics..." />
      ) : list.isError ? (
        <ErrorState
          title="Error Loading Data"
          message={list.error.message || "Failed to fetch analytics list"}
          onRetry={() => list.refetch()}
        />
      ) : !data || data.results.length === 0 ? (
        <EmptyState
          title="No Analytics Data Found"
          description={
            filtered ? "No work matches these filters." : "Add a work to see its profit or loss here."
          }
          action={
            filtered ? (
              <Button onClick={clear}>Clear Filters</Button>
            ) : (
              <Link to={paths.admin.works} className={buttonClass()}>
                Add First Work
              </Link>
            )
          }
        />
      ) : (
        <>
          {mode === "grid" ? (
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {data.results.map((r) => (
                <RecordCard key={r.id} r={r} onOpen={() => setOpen(r.id)} />
              ))}
            </div>
          ) : (
            <ul
              className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
              aria-label="Works"
            >
              {data.results.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
                  <button
                    type="button"
                    className="min-w-0 flex-1 truncate text-left font-medium text-brand-700 underline-offset-2 hover:underline"
                    onClick={() => setOpen(r.id)}
                  >
                    {r.Auditorium_name}
                  </button>
                  <span className="text-slate-600">{formatDate(r.date)}</span>
                  <span className="text-slate-600">{typeLabel(r.work_type)}</span>
                  <span>Revenue {formatINR(r.payment_amount)}</span>
                  <span>Wages {formatINR(r.total_wages_paid)}</span>
                  <span
                    className={
                      r.status === "Profit" ? "font-semibold text-green-800" : "font-semibold text-red-700"
                    }
                  >
                    {signed(r.profit_or_loss)}
                  </span>
                </li>
              ))}
            </ul>
          )}
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
    </main>
  );
}
