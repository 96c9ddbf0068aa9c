import { RefreshCw, Search } from "lucide-react";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Input } from "@/components/ui/field";
import { Skeleton, SkeletonGrid } from "@/components/ui/skeleton";
import { TabPanel, Tabs } from "@/components/ui/tabs";
import { useMyWorks } from "./api/my-works";
import { MyWorkCard } from "./components/my-work-card";
import {
  FILTER_LABELS,
  FILTERS,
  type MyWorksFilter,
  matchesFilter,
  matchesSearch,
  parseFilter,
} from "./my-works-filter";

const SUMMARY: { label: string; filter: MyWorksFilter; tone: string }[] = [
  { label: "Total Works", filter: "all", tone: "text-slate-900" },
  { label: "Pending Works", filter: "pending", tone: "text-amber-700" },
  { label: "Completed", filter: "completed", tone: "text-blue-700" },
  { label: "Accepted", filter: "accepted", tone: "text-green-700" },
];

/** /user/my-works: the worker's requests and assignments with search, summary and tabs (?filter=). */
export function MyWorksPage() {
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get("filter"));
  const [search, setSearch] = useState("");
  const works = useMyWorks();

  const searched = useMemo(
    () => (works.data ?? []).filter((e) => matchesSearch(e, search)),
    [works.data, search],
  );
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
        <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">My Works</h1>
        <Button
          variant="outline"
          size="sm"
          onClick={() => works.refetch()}
          loading={works.isFetching && !works.isPending}
          icon={<RefreshCw className="h-4 w-4" aria-hidden="true" />}
        >
          Refresh
        </Button>
      </div>

      <div className="relative">
        <Search
          className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-slate-500"
          aria-hidden="true"
        />
        <Input
          type="search"
          label="Search works"
          hideLabel
          placeholder="Search by place, name, auditorium or company"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="pl-10"
        />
      </div>

      <section aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {SUMMARY.map((s) => (
          <div key={s.label} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
            <p className={`text-2xl font-bold ${s.tone}`}>
              {works.data ? counts[s.filter] : <Skeleton className="h-7 w-8" />}
            </p>
            <p className="text-sm text-slate-600">{s.label}</p>
          </div>
        ))}
      </section>

      <Tabs
        id="my-works"
        label="Filter works"
        value={filter}
        onChange={setFilter}
        items={FILTERS.map((f) => ({
          value: f,
          label: FILTER_LABELS[f],
          count: works.data ? counts[f] : undefined,
        }))}
      />
      <TabPanel tabsId="my-works" value={filter}>
        {works.isPending ? (
          <SkeletonGrid count={4} label="Loading your works..." />
        ) : works.isError ? (
          <ErrorState
            title="Failed to load your works"
            message={works.error.message}
            onRetry={() => works.refetch()}
            retrying={works.isFetching}
          />
        ) : visible.length === 0 ? (
          <EmptyState
            title={
              search.trim() ? "No works match your search" : `No ${FILTER_LABELS[filter].toLowerCase()} yet`
            }
            description={
              search.trim() ? "Try another place, name or company." : "Request works from the Home page."
            }
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((e) => (
              <MyWorkCard key={`${e.source}-${e.work_detail.id}`} entry={e} />
            ))}
          </ul>
        )}
      </TabPanel>
    </div>
  );
}
