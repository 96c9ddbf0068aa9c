import type { Work } from "@catercrew/shared/schemas/works";
import { useLingui } from "@lingui/react/macro";
import { Plus, RotateCw, Search } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Pagination } from "@/components/ui/pagination";
import { SkeletonGrid } from "@/components/ui/skeleton";
import { TabPanel, Tabs } from "@/components/ui/tabs";
import { pageParam, useListParams } from "@/lib/use-list-params";
import { useWorkCounts, useWorks } from "./api/works";
import { WorkCard } from "./components/admin-work-card";
import { useWorkActions } from "./components/use-work-actions";
import { WorkDetailDialog } from "./components/work-detail-dialog";
import { WorkFormDialog } from "./components/work-form-dialog";

type Tab = "upcoming" | "past";
/** The list's state in the URL (`?work=` opens one work's details). */
const LIST_DEFAULTS = { tab: "upcoming", q: "", page: "1" };

/** The work whose details are open (`?work=<id>`, also the dashboard's View Details link). */
function useOpenWork() {
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get("work"));
  const detailId = Number.isInteger(openId) && openId > 0 ? openId : null;
  const openDetail = (id: number) =>
    setParams((p) => {
      p.set("work", String(id));
      return p;
    });
  const closeDetail = () =>
    setParams((p) => {
      p.delete("work");
      return p;
    });
  return { detailId, openDetail, closeDetail };
}

/** Work Management (/admin/works): tabs, cards, add/edit, detail with assignments and requests. */
export function WorksPage() {
  const { t } = useLingui();
  const [list, setList] = useListParams(LIST_DEFAULTS);
  const tab: Tab = list.tab === "past" ? "past" : "upcoming";
  const page = pageParam(list.page);
  const search = list.q;
  const setPage = (p: number) => setList({ page: String(p) });
  const setSearch = (q: string) => setList({ q, page: "1" });
  const [form, setForm] = useState<{ open: boolean; work: Work | null }>({ open: false, work: null });
  const works = useWorks(tab, page, search);
  const counts = useWorkCounts();
  const actions = useWorkActions();

  const { detailId, openDetail, closeDetail } = useOpenWork();

  const changeTab = (next: Tab) => setList({ tab: next, page: "1" });

  const data = works.data;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900 sm:text-2xl">{t`Work Management`}</h2>
        <div className="flex gap-2">
          <Button
            variant="outline"
            onClick={() => {
              works.refetch();
              counts.refetch();
            }}
            icon={<RotateCw className="h-4 w-4" aria-hidden="true" />}
          >
            {t`Refresh`}
          </Button>
          <Button
            onClick={() => setForm({ open: true, work: null })}
            icon={<Plus className="h-4 w-4" aria-hidden="true" />}
          >
            {t`Add Work`}
          </Button>
        </div>
      </div>
      <WorksSearch search={search} onSearch={setSearch} />
      <Tabs
        id="works-tabs"
        label={t`Works`}
        value={tab}
        onChange={changeTab}
        items={[
          {
            value: "upcoming",
            label: t({ message: "Upcoming", context: "works tab" }),
            count: counts.data?.upcoming,
          },
          { value: "past", label: t`Past`, count: counts.data?.past },
        ]}
      />
      <TabPanel tabsId="works-tabs" value={tab} className="pt-0">
        {works.isPending ? (
          <SkeletonGrid count={6} label={t`Loading works...`} />
        ) : works.isError ? (
          <ErrorState
            message={works.error.message || t`Failed to fetch works`}
            onRetry={() => works.refetch()}
          />
        ) : !data || data.results.length === 0 ? (
          <EmptyState
            title={
              search
                ? t`No works match your search`
                : tab === "upcoming"
                  ? t`No upcoming works`
                  : t`No past works`
            }
            action={
              tab === "upcoming" && !search ? (
                <Button onClick={() => setForm({ open: true, work: null })}>{t`Add Work`}</Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <div
              className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
              aria-busy={works.isFetching || undefined}
            >
              {data.results.map((w) => (
                <WorkCard
                  key={w.id}
                  work={w}
                  actions={{
                    busy: actions.busy,
                    onView: () => openDetail(w.id),
                    onEdit: () => setForm({ open: true, work: w }),
                    onTogglePublish: () => actions.togglePublish(w),
                    onComplete: () => actions.setConfirm({ kind: "complete", work: w }),
                    onDelete: () => actions.setConfirm({ kind: "delete", work: w }),
                  }}
                />
              ))}
            </div>
            {data.pagination.total_pages > 1 && (
              <Pagination
                className="mt-4"
                page={data.pagination.current_page}
                totalPages={data.pagination.total_pages}
                onPage={setPage}
              />
            )}
          </>
        )}
      </TabPanel>
      <WorkFormDialog
        open={form.open}
        work={form.work}
        onClose={() => setForm({ open: false, work: null })}
      />
      <WorkDetailDialog workId={detailId} onClose={closeDetail} />
      {actions.dialog}
    </div>
  );
}

/** The search box: searches on submit, and clearing the box shows every work again. */
function WorksSearch({ search, onSearch }: { search: string; onSearch: (q: string) => void }) {
  const { t } = useLingui();
  const [searchText, setSearchText] = useState(search);
  return (
    <form
      className="flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(searchText.trim());
      }}
    >
      <label htmlFor="works-search" className="sr-only">
        {t`Search works`}
      </label>
      <input
        id="works-search"
        type="search"
        value={searchText}
        onChange={(e) => {
          setSearchText(e.target.value);
          if (e.target.value === "") {
            onSearch("");
          }
        }}
        placeholder={t`Search by venue, customer, place...`}
        className="block min-h-11 w-full min-w-0 rounded-lg border border-slate-300 px-3 text-base sm:text-sm"
      />
      <Button
        type="submit"
        variant="outline"
        aria-label={t`Search`}
        icon={<Search className="h-4 w-4" aria-hidden="true" />}
      />
    </form>
  );
}
