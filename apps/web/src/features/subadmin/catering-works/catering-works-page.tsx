import { WORK_STATUSES, WORK_TYPES, type WorkListItem } from "@catercrew/shared";
import { RotateCw, Search } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Input, Select } from "@/components/ui/field";
import { SkeletonGrid } from "@/components/ui/skeleton";
import { TabPanel, Tabs } from "@/components/ui/tabs";
import { STATUS_LABELS, workTypeLabel } from "../common/components/work-badges";
import { errorText, SUCCESS_FLAG_MS } from "../common/error-text";
import { useWorks, type WorksTab } from "./api/works";
import { AssignedBoysSheet, type CrewMember } from "./components/assigned-boys-sheet";
import { CompleteWorkSheet } from "./components/complete-work-sheet";
import { ExpensesSheet } from "./components/expenses-sheet";
import { RatingSheet } from "./components/rating-sheet";
import { TotalWagesSheet } from "./components/total-wages-sheet";
import { WageSheet } from "./components/wage-sheet";
import { type WorkAction, WorkCard } from "./components/work-card";
import { WorkDetailsSheet } from "./components/work-details-sheet";

type Popup =
  | { kind: WorkAction; work: WorkListItem }
  | { kind: "rate" | "wage"; work: WorkListItem; member: CrewMember };

function matches(w: WorkListItem, q: string): boolean {
  if (!q) return true;
  return [
    w.customer_name,
    w.place,
    w.district,
    w.work_type,
    workTypeLabel(w.work_type),
    w.Auditorium_name,
    w.Catering_company,
  ]
    .filter(Boolean)
    .some((v) => String(v).toLowerCase().includes(q));
}

export function CateringWorksPage() {
  const [tab, setTab] = useState<WorksTab>("upcoming");
  const upcoming = useWorks("upcoming");
  const past = useWorks("past");
  const current = tab === "upcoming" ? upcoming : past;
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState("");
  const [type, setType] = useState("");
  const [popup, setPopup] = useState<Popup | null>(null);
  const [savedUserId, setSavedUserId] = useState<number | null>(null);
  const flashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(flashTimer.current), []);

  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (current.data ?? []).filter(
      (w) => matches(w, q) && (!status || w.status === status) && (!type || w.work_type === type),
    );
  }, [current.data, search, status, type]);

  // Keep the open popup's work in step with the reloaded list (e.g. after completion).
  const allWorks = [...(upcoming.data ?? []), ...(past.data ?? [])];
  const popupWork = popup ? (allWorks.find((w) => w.id === popup.work.id) ?? popup.work) : null;

  const backToCrew = (savedId?: number) => {
    if (!popup) return;
    setPopup({ kind: "boys", work: popup.work });
    if (savedId !== undefined) {
      setSavedUserId(savedId);
      clearTimeout(flashTimer.current);
      flashTimer.current = setTimeout(() => setSavedUserId(null), SUCCESS_FLAG_MS);
    }
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">Catering Works</h1>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            upcoming.refetch();
            past.refetch();
          }}
          loading={upcoming.isFetching || past.isFetching}
          icon={<RotateCw className="h-4 w-4" aria-hidden="true" />}
        >
          Refresh
        </Button>
      </div>
      <Tabs
        id="works-tabs"
        label="Works"
        value={tab}
        onChange={setTab}
        items={[
          { value: "upcoming", label: "Upcoming Works", count: upcoming.data?.length },
          { value: "past", label: "Past Works", count: past.data?.length },
        ]}
      />
      <div className="grid gap-2 sm:grid-cols-[1fr_11rem_11rem]">
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-3 h-5 w-5 text-slate-400"
            aria-hidden="true"
          />
          <Input
            label="Search works"
            hideLabel
            type="search"
            placeholder="Search customer, place, venue..."
            className="pl-10"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="grid grid-cols-2 gap-2 sm:contents">
          <Select
            label="Status"
            hideLabel
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            options={[
              { value: "", label: "All statuses" },
              ...WORK_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
            ]}
          />
          <Select
            label="Work type"
            hideLabel
            value={type}
            onChange={(e) => setType(e.target.value)}
            options={[
              { value: "", label: "All types" },
              ...WORK_TYPES.map((t) => ({ value: t, label: workTypeLabel(t) })),
            ]}
          />
        </div>
      </div>
      <TabPanel tabsId="works-tabs" value={tab} className="pt-0">
        {current.isPending ? (
          <SkeletonGrid count={3} />
        ) : current.isError ? (
          <ErrorState
            message={errorText(current.error, "Failed to fetch catering work list")}
            onRetry={() => current.refetch()}
          />
        ) : filtered.length === 0 ? (
          <EmptyState title={`No ${tab} works found`} />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={`${tab} works`}>
            {filtered.map((w) => (
              <li key={w.id}>
                <WorkCard work={w} onAction={(kind) => setPopup({ kind, work: w })} />
              </li>
            ))}
          </ul>
        )}
      </TabPanel>

      {popup && popupWork && popup.kind === "details" && (
        <WorkDetailsSheet work={popupWork} onClose={() => setPopup(null)} />
      )}
      {popup && popupWork && popup.kind === "boys" && (
        <AssignedBoysSheet
          work={popupWork}
          savedUserId={savedUserId}
          onClose={() => setPopup(null)}
          onRate={(member) => setPopup({ kind: "rate", work: popupWork, member })}
          onWage={(member) => setPopup({ kind: "wage", work: popupWork, member })}
        />
      )}
      {popup && popupWork && popup.kind === "rate" && (
        <RatingSheet
          workId={popupWork.id}
          user={popup.member.user}
          rating={popup.member.rating}
          onClose={() => backToCrew()}
          onSaved={() => backToCrew(popup.member.user.id)}
        />
      )}
      {popup && popupWork && popup.kind === "wage" && popup.member.rating && (
        <WageSheet
          workId={popupWork.id}
          user={popup.member.user}
          rating={popup.member.rating}
          wage={popup.member.wage}
          onClose={() => backToCrew()}
          onSaved={() => backToCrew(popup.member.user.id)}
        />
      )}
      {popup && popupWork && popup.kind === "totals" && (
        <TotalWagesSheet work={popupWork} onClose={() => setPopup(null)} />
      )}
      {popup && popupWork && popup.kind === "expenses" && (
        <ExpensesSheet work={popupWork} onClose={() => setPopup(null)} />
      )}
      {popup && popupWork && popup.kind === "complete" && (
        <CompleteWorkSheet work={popupWork} onClose={() => setPopup(null)} />
      )}
    </div>
  );
}
