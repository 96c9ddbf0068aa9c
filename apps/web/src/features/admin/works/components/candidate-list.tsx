import type { SameDayBooking } from "@catercrew/shared/schemas/assignments";
import type { CandidateFact } from "@catercrew/shared/schemas/candidate-facts";
import type { User } from "@catercrew/shared/schemas/users";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { UseQueryResult } from "@tanstack/react-query";
import { Info } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { NoShowsBadge } from "@/entities/user/no-shows-badge";
import { formatTime } from "@/lib/format";

interface CandidateListProps {
  users: UseQueryResult<User[]>;
  list: User[];
  /** The role's group name (the list's accessible name). */
  label: string;
  emptyText: string;
  assignedIds: ReadonlySet<number>;
  bookedOn: ReadonlyMap<number, SameDayBooking[]>;
  /** Rating and request for this work, by user (people with neither are missing). */
  facts: ReadonlyMap<number, CandidateFact>;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onDetails: (user: User) => void;
}

/** The search box over the role's list (name, user ID, place or mobile). */
export function CandidateSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <>
      <label className="sr-only" htmlFor="assign-search">
        {t`Search users`}
      </label>
      <input
        id="assign-search"
        type="search"
        placeholder={t`Search by name, ID or place`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="mb-3 block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base sm:text-sm"
      />
    </>
  );
}

/** The chosen role's candidates: loading, failed, empty, or one row per user. */
export function CandidateList({
  users,
  list,
  label,
  emptyText,
  assignedIds,
  bookedOn,
  facts,
  selected,
  onToggle,
  onDetails,
}: CandidateListProps) {
  if (users.isPending) return <SkeletonText lines={5} />;
  if (users.isError) {
    return <ErrorState message={users.error.message} onRetry={() => users.refetch()} />;
  }
  if (list.length === 0) return <p className="py-6 text-center text-sm text-slate-600">{emptyText}</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={label}>
      {list.map((u) => (
        <CandidateRow
          key={u.id}
          u={u}
          already={assignedIds.has(u.id)}
          booked={bookedOn.get(u.id)}
          fact={facts.get(u.id)}
          checked={selected.has(u.id)}
          onToggle={() => onToggle(u.id)}
          onDetails={() => onDetails(u)}
        />
      ))}
    </ul>
  );
}

/** One user who can be assigned: checkbox (checked and locked when already assigned) and details. */
function CandidateRow({
  u,
  already,
  booked,
  fact,
  checked,
  onToggle,
  onDetails,
}: {
  u: User;
  fact?: CandidateFact;
  already: boolean;
  /** Other works of the same day this user is assigned to. */
  booked?: SameDayBooking[];
  checked: boolean;
  onToggle: () => void;
  onDetails: () => void;
}) {
  const { t } = useLingui();
  const name = u.user_name;
  const stars = fact?.average_rating ?? null;
  const rated = fact?.ratings ?? 0;
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <input
        id={`assign-${u.id}`}
        type="checkbox"
        className="h-5 w-5 shrink-0 accent-brand-600"
        checked={already || checked}
        disabled={already}
        onChange={onToggle}
      />
      <label htmlFor={`assign-${u.id}`} className="min-w-0 flex-1 cursor-pointer">
        <span className="block break-words text-sm font-medium text-slate-900">{u.user_name}</span>
        <span className="block break-words text-xs text-slate-600">
          {u.user_id} · {u.place || t`N/A`}
        </span>
        {/* Rating, no-shows and whether they asked for this work, so two Manus are told apart by more than a name. */}
        <span className="block break-words text-xs text-slate-700">
          {stars !== null
            ? plural(rated, { one: `★ ${stars} of 5 (# rating)`, other: `★ ${stars} of 5 (# ratings)` })
            : t`Not rated yet`}{" "}
          · {plural(u.no_shows ?? 0, { 0: "No no-shows", one: "# no-show", other: "# no-shows" })}
        </span>
        {fact?.request_status === "pending" && (
          <span className="mt-0.5 block text-xs font-medium text-brand-800">{t`Requested this work`}</span>
        )}
        {!already &&
          booked?.map((b) => {
            const venue = b.Auditorium_name;
            const time = formatTime(b.reporting_time);
            return (
              <span key={b.work_id} className="mt-0.5 block break-words text-xs font-medium text-amber-900">
                {t`Already booked that day: ${venue} at ${time}`}
              </span>
            );
          })}
      </label>
      <NoShowsBadge count={u.no_shows} />
      {already && <Badge tone="success">{t`Already Assigned`}</Badge>}
      <Button
        size="icon"
        variant="ghost"
        aria-label={t`Details of ${name}`}
        onClick={onDetails}
        icon={<Info className="h-5 w-5" aria-hidden="true" />}
      />
    </li>
  );
}
