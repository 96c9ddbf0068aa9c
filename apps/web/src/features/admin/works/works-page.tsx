import type { Work, WorkListItem } from "@catercrew/shared";
import { Plus, RotateCw, Search } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Pagination } from "@/components/ui/pagination";
import { SkeletonGrid } from "@/components/ui/skeleton";
import { TabPanel, Tabs } from "@/components/ui/tabs";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useDeleteWork, usePatchWork, useWorkCounts, useWorks } from "./api/works";
import { WorkCard } from "./components/work-card";
import { WorkDetailDialog } from "./components/work-detail-dialog";
import { WorkFormDialog } from "./components/work-form-dialog";

type Tab = "upcoming" | "past";
type Pending = { kind: "delete" | "complete"; work: WorkListItem } | null;

/** Work Management (/admin/works): tabs, cards, add/edit, detail with assignments and requests. */
export function WorksPage() {
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>("upcoming");
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const [form, setForm] = useState<{ open: boolean; work: Work | null }>({ open: false, work: null });
  const [confirm, setConfirm] = useState<Pending>(null);
  const works = useWorks(tab, page, search);
  const counts = useWorkCounts();
  const patch = usePatchWork();
  const del = useDeleteWork();

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

  const togglePublish = async (w: WorkListItem) => {
    try {
      const res = await patch.mutateAsync({ id: w.id, body: { is_published: !w.is_published } });
      notify.adminSuccess(res.message);
    } catch (err) {
      notify.adminError(
        err instanceof ApiError && err.status === 409 ? err.message : "Failed to update work status!",
      );
    }
  };

  const runConfirmed = async () => {
    if (!confirm) return;
    const { kind, work } = confirm;
    try {
      if (kind === "delete") {
        await del.mutateAsync(work.id);
        notify.adminSuccess("Work deleted successfully!");
      } else {
        await patch.mutateAsync({ id: work.id, body: { status: "completed" } });
        notify.adminSuccess("Work marked as completed successfully!");
      }
    } catch (err) {
      const fallback = kind === "delete" ? "Failed to delete work!" : "Failed to mark work as completed!";
      notify.adminError(kind === "complete" && err instanceof ApiError ? err.message || fallback : fallback);
    }
    setConfirm(null);
  };

  const changeTab = (t: Tab) => {
    setTab(t);
    setPage(1);
  };

  const data = works.data;
  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">Work Management</h1>
        <div className="flex gap-2">
          <Button
            variant="outline"
            onClick={() => {
              works.refetch();
              counts.refetch();
            }}
            icon={<RotateCw className="h-4 w-4" aria-hidden="true" />}
          >
            Refresh
          </Button>
          <Button
            onClick={() => setForm({ open: true, work: null })}
            icon={<Plus className="h-4 w-4" aria-hidden="true" />}
          >
            Add Work
          </Button>
        </div>
      </div>
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(searchText.trim());
          setPage(1);
        }}
      >
        <label htmlFor="works-search" className="sr-only">
          Search works
        </label>
        <input
          id="works-search"
          type="search"
          value={searchText}
          onChange={(e) => {
            setSearchText(e.target.value);
            if (e.target.value === "") {
              setSearch("");
              setPage(1);
            }
          }}
          placeholder="Search by venue, customer, place..."
          className="block min-h-11 w-full min-w-0 rounded-lg border border-slate-300 px-3 text-base sm:text-sm"
        />
        <Button
          type="submit"
          variant="outline"
          aria-label="Search"
          icon={<Search className="h-4 w-4" aria-hidden="true" />}
        />
      </form>
      <Tabs
        id="works-tabs"
        label="Works"
        value={tab}
        onChange={changeTab}
        items={[
          { value: "upcoming", label: "Upcoming", count: counts.data?.upcoming },
          { value: "past", label: "Past", count: counts.data?.past },
        ]}
      />
      <TabPanel tabsId="works-tabs" value={tab} className="pt-0">
        {works.isPending ? (
          <SkeletonGrid count={6} label="Loading works..." />
        ) : works.isError ? (
          <ErrorState
            message={works.error.message || "Failed to fetch works"}
            onRetry={() => works.refetch()}
          />
        ) : !data || data.results.length === 0 ? (
          <EmptyState
            title={
              search
                ? "No works match your search"
                : tab === "upcoming"
                  ? "No upcoming works"
                  : "No past works"
            }
            action={
              tab === "upcoming" && !search ? (
                <Button onClick={() => setForm({ open: true, work: null })}>Add Work</Button>
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
                    busy: patch.isPending || del.isPending,
                    onView: () => openDetail(w.id),
                    onEdit: () => setForm({ open: true, work: w }),
                    onTogglePublish: () => togglePublish(w),
                    onComplete: () => setConfirm({ kind: "complete", work: w }),
                    onDelete: () => setConfirm({ kind: "delete", work: w }),
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
      <ConfirmDialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        onConfirm={runConfirmed}
        busy={patch.isPending || del.isPending}
        title={confirm?.kind === "delete" ? "Delete work" : "Mark work as completed"}
        message={
          confirm?.kind === "delete"
            ? "Are you sure you want to delete this work?"
            : "Are you sure you want to mark this work as completed? This action cannot be undone and you won't be able to add or edit wages after completion."
        }
        confirmLabel={confirm?.kind === "delete" ? "Delete" : "Mark as Completed"}
        tone={confirm?.kind === "delete" ? "danger" : "primary"}
      />
    </main>
  );
}
