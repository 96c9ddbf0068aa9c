import { workTypeKey } from "@catercrew/shared/enums";
import type { StaffWorkListItem } from "@catercrew/shared/schemas/works";
import { useLingui } from "@lingui/react/macro";
import { RotateCw } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonGrid } from "@/components/ui/skeleton";
import { TabPanel, Tabs } from "@/components/ui/tabs";
import { RatingSheet } from "@/entities/payment/rating-sheet";
import { WageSheet } from "@/entities/payment/wage-sheet";
import { workTypeLabel } from "@/entities/subadmin/components/crew-work-badges";
import { errorText, SUCCESS_FLAG_MS } from "@/entities/subadmin/error-text";
import { occasionLabel } from "@/lib/labels";
import { useListParams } from "@/lib/use-list-params";
import { useWorks, type WorksTab } from "./api/subadmin-works";
import { AssignedBoysSheet, type CrewMember } from "./components/assigned-boys-sheet";
import { CompleteWorkSheet } from "./components/complete-work-sheet";
import { ExpensesSheet } from "./components/expenses-sheet";
import { PendingWrites } from "./components/pending-writes";
import { type WorkAction, WorkCard } from "./components/subadmin-work-card";
import { TotalWagesSheet } from "./components/total-wages-sheet";
import { WorkDetailsSheet } from "./components/work-details-sheet";
import { WorksFilters } from "./components/works-filters";
import { useRollCallQueue } from "./use-roll-call-queue";

type Popup =
  | { kind: WorkAction; work: StaffWorkListItem }
  | { kind: "rate" | "wage"; work: StaffWorkListItem; member: CrewMember };

function matches(w: StaffWorkListItem, q: string): boolean {
  if (!q) return true;
  return [
    w.customer_name,
    w.place,
    w.district,
    w.work_type,
    workTypeLabel(w.work_type),
    w.occasion,
    occasionLabel(w.occasion),
    w.Auditorium_name,
    w.Catering_company,
  ]
    .filter(Boolean)
    .some((v) => String(v).toLowerCase().includes(q));
}

/** The crew member whose rating or wage was just saved, marked for a moment in the crew list. */
function useSavedFlash() {
  const [savedUserId, setSavedUserId] = useState<number | null>(null);
  const flashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(flashTimer.current), []);
  const flashSaved = (savedId: number) => {
    setSavedUserId(savedId);
    clearTimeout(flashTimer.current);
    flashTimer.current = setTimeout(() => setSavedUserId(null), SUCCESS_FLAG_MS);
  };
  return { savedUserId, flashSaved };
}

/** The list's tab, search and filters live in the URL. */
const LIST_DEFAULTS = { tab: "upcoming", search: "", status: "", type: "", work: "" };

export function CateringWorksPage() {
  const { t } = useLingui();
  const [list, setList] = useListParams(LIST_DEFAULTS);
  const { search, status, type } = list;
  const upcoming = useWorks("upcoming");
  const past = useWorks("past");
  // `?work=<id>`: one work, found by its id in either list ("Open work" on the captain's home).
  const onlyId = Number(list.work) > 0 ? Number(list.work) : null;
  const onlyPast = onlyId !== null && (past.data ?? []).some((w) => w.id === onlyId);
  const tab: WorksTab =
    onlyId !== null ? (onlyPast ? "past" : "upcoming") : list.tab === "past" ? "past" : "upcoming";
  const current = tab === "upcoming" ? upcoming : past;
  const [popup, setPopup] = useState<Popup | null>(null);
  const { savedUserId, flashSaved } = useSavedFlash();

  const pending = useRollCallQueue();

  const filtered = useMemo(() => {
    if (onlyId !== null) return (current.data ?? []).filter((w) => w.id === onlyId);
    const q = search.trim().toLowerCase();
    return (current.data ?? []).filter(
      (w) =>
        matches(w, q) &&
        (!status || w.status === status) &&
        (!type || workTypeKey(w.work_type) === type || w.occasion === type),
    );
  }, [current.data, search, status, type, onlyId]);

  // Keep the open popup's work in step with the reloaded list (e.g. after completion).
  const allWorks = [...(upcoming.data ?? []), ...(past.data ?? [])];
  const popupWork = popup ? (allWorks.find((w) => w.id === popup.work.id) ?? popup.work) : null;

  const backToCrew = (savedId?: number) => {
    if (!popup) return;
    setPopup({ kind: "boys", work: popup.work });
    if (savedId !== undefined) flashSaved(savedId);
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">{t`Catering Works`}</h1>
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
          {t`Refresh`}
        </Button>
      </div>
      <PendingWrites pending={pending} />
      <Tabs
        id="works-tabs"
        label={t`Works`}
        value={tab}
        onChange={(t) => setList({ tab: t, work: "" })}
        items={[
          {
            value: "upcoming",
            label: t({ message: "Upcoming Works", context: "tab" }),
            count: upcoming.data?.length,
          },
          { value: "past", label: t({ message: "Past Works", context: "tab" }), count: past.data?.length },
        ]}
      />
      {onlyId === null ? (
        <WorksFilters search={search} status={status} type={type} onChange={setList} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800">
          <span>{t`Showing one work (#${onlyId}).`}</span>
          <Button variant="outline" size="sm" onClick={() => setList({ work: "" })}>
            {t`Show all works`}
          </Button>
        </div>
      )}
      <TabPanel tabsId="works-tabs" value={tab} className="pt-0">
        {current.isPending ? (
          <SkeletonGrid count={3} />
        ) : current.isError ? (
          <ErrorState
            message={errorText(current.error, t`Failed to fetch catering work list`)}
            onRetry={() => current.refetch()}
          />
        ) : filtered.length === 0 ? (
          <EmptyState title={tab === "upcoming" ? t`No upcoming works found` : t`No past works found`} />
        ) : (
          <ul
            className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
            aria-label={tab === "upcoming" ? t`Upcoming Works` : t`Past Works`}
          >
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
          onSaved={() => backToCrew(popup.member.user.user_id)}
        />
      )}
      {popup && popupWork && popup.kind === "wage" && popup.member.rating && (
        <WageSheet
          workId={popupWork.id}
          user={popup.member.user}
          rating={popup.member.rating}
          wage={popup.member.wage}
          onClose={() => backToCrew()}
          onSaved={() => backToCrew(popup.member.user.user_id)}
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
