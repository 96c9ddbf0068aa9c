import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { History, RefreshCw, Search } from "lucide-react";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Input } from "@/components/ui/field";
import { Skeleton, SkeletonGrid } from "@/components/ui/skeleton";
import { TabPanel, Tabs } from "@/components/ui/tabs";
import { usePayoutsByWork } from "@/entities/payment/api/payouts";
import { useMyWorks } from "./api/my-works";
import { MonthlyStatement } from "./components/monthly-statement";
import { MyWorkCard } from "./components/my-work-card";
import {
  EMPTY_LABELS,
  FILTER_LABELS,
  FILTERS,
  type MyWorksFilter,
  matchesFilter,
  matchesSearch,
  parseFilter,
} from "./my-works-filter";

const SUMMARY: { label: MessageDescriptor; filter: MyWorksFilter; tone: string }[] = [
  { label: msg`Total Works`, filter: "all", tone: "text-slate-900" },
  {
    label: msg({ message: "Pending Works", context: "worker requests awaiting an answer" }),
    filter: "pending",
    tone: "text-amber-700",
  },
  { label: msg`Completed`, filter: "completed", tone: "text-blue-700" },
  { label: msg`Accepted`, filter: "accepted", tone: "text-green-700" },
];

/**
 * /user/my-works: the worker's requests and assignments with search, summary and tabs (?filter=).
 * The list opens on the window the API answers (upcoming works and the most recent past ones);
 * "Show earlier works" loads older pages, and search, counts and tabs cover what is loaded.
 */
export function MyWorksPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get("filter"));
  const [search, setSearch] = useState("");
  const works = useMyWorks();
  const payouts = usePayoutsByWork();
  const loaded = useMemo(() => works.data?.pages.flatMap((p) => p.entries), [works.data]);

  const searched = useMemo(() => (loaded ?? []).filter((e) => matchesSearch(e, search)), [loaded, search]);
  const counts = useMemo(() => {
    const c = {} as Record<MyWorksFilter, number>;
    for (const f of FILTERS) c[f] = searched.filter((e) => matchesFilter(e, f)).length;
    return c;
  }, [searched]);
  const visible = searched.filter((e) => matchesFilter(e, filter));

  const setFilter = (f: MyWorksFilter) =>
    setParams(
      (p) => {
        if (f === "all") p.delete("filter");
        else p.set("filter", f);
        return p;
      },
      { replace: true },
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{t`My Works`}</h1>
        <Button
          variant="outline"
          onClick={() => works.refetch()}
          loading={works.isFetching && !works.isPending}
          icon={<RefreshCw className="h-4 w-4" aria-hidden="true" />}
        >
          {t`Refresh`}
        </Button>
      </div>

      <div className="relative">
        <Search
          className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-slate-500"
          aria-hidden="true"
        />
        <Input
          type="search"
          label={t`Search works`}
          hideLabel
          placeholder={t`Search by place, name, auditorium or company`}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="pl-10"
        />
      </div>

      <section aria-label={t`Summary`} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {SUMMARY.map((s) => (
          <div key={s.filter} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
            <p className={`text-2xl font-bold ${s.tone}`}>
              {works.data ? counts[s.filter] : <Skeleton className="h-7 w-8" />}
            </p>
            <p className="text-sm break-words text-slate-600">{t(s.label)}</p>
          </div>
        ))}
      </section>

      <Tabs
        id="my-works"
        label={t`Filter works`}
        value={filter}
        onChange={setFilter}
        items={FILTERS.map((f) => ({
          value: f,
          label: t(FILTER_LABELS[f]),
          count: works.data ? counts[f] : undefined,
        }))}
      />
      <TabPanel tabsId="my-works" value={filter}>
        {works.isPending ? (
          <SkeletonGrid count={4} label={t`Loading your works...`} />
        ) : works.isError && !works.isFetchNextPageError ? (
          <ErrorState
            title={t`Failed to load your works`}
            message={works.error.message}
            onRetry={() => works.refetch()}
            retrying={works.isFetching}
          />
        ) : visible.length === 0 ? (
          <EmptyState
            title={search.trim() ? t`No works match your search` : t(EMPTY_LABELS[filter])}
            description={
              search.trim() ? t`Try another place, name or company.` : t`Request works from the Home page.`
            }
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((e) => (
              <MyWorkCard
                key={`${e.source}-${e.work_detail.id}`}
                entry={e}
                payouts={payouts.get(e.work_detail.id)}
              />
            ))}
          </ul>
        )}
        {works.hasNextPage && !works.isError ? (
          <div className="mt-4 flex flex-col items-center gap-2">
            <Button
              variant="outline"
              onClick={() => works.fetchNextPage()}
              loading={works.isFetchingNextPage}
              loadingText={t`Loading earlier works...`}
              icon={<History className="h-4 w-4" aria-hidden="true" />}
            >
              {t`Show earlier works`}
            </Button>
          </div>
        ) : null}
        {works.isFetchNextPageError ? (
          <ErrorState
            className="mt-4"
            title={t`Failed to load earlier works`}
            message={works.error.message}
            onRetry={() => works.fetchNextPage()}
            retrying={works.isFetchingNextPage}
          />
        ) : null}
      </TabPanel>

      <MonthlyStatement />
    </div>
  );
}
