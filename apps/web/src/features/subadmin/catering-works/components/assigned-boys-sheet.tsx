import type { AssignedUser, Rating, Wage, WorkListItem } from "@catercrew/shared";
import { CheckCircle2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { useAssignedUsers } from "../../common/api/assigned-users";
import { errorText } from "../../common/error-text";
import { useRatingsWages } from "../api/ratings-wages";

export interface CrewMember {
  user: AssignedUser;
  rating: Rating | undefined;
  wage: Wage | undefined;
}

/**
 * Assigned Boys: each user with Rate User / Edit Rating and, once rated and while the work is
 * open, Add Wage / Edit Wage. Labels: Rate First, Work Completed, Wage Processed.
 */
export function AssignedBoysSheet({
  work,
  savedUserId,
  onClose,
  onRate,
  onWage,
}: {
  work: WorkListItem;
  /** The user whose rating or wage was just saved (a 2 s "Saved" flag). */
  savedUserId: number | null;
  onClose: () => void;
  onRate: (m: CrewMember) => void;
  onWage: (m: CrewMember) => void;
}) {
  const assigned = useAssignedUsers(work.id);
  const rw = useRatingsWages(work.id);
  const locked = work.status === "completed" || work.status === "cancelled";
  const ratingOf = new Map(rw.data?.ratings.map((r) => [r.user, r]));
  const wageOf = new Map(rw.data?.wages.map((w) => [w.user, w]));
  const users = assigned.data?.users ?? [];
  const rated = users.filter((u) => u.is_rated).length;
  const waged = users.filter((u) => u.is_waged).length;

  return (
    <BottomSheet
      open
      onClose={onClose}
      title="Assigned Boys"
      description={`${work.Auditorium_name || "Venue Not Specified"} · ${users.length}/${work.no_of_boys_needed} assigned · ${rated} rated · ${waged} paid`}
    >
      {assigned.isPending || rw.isPending ? (
        <SkeletonText lines={6} />
      ) : assigned.isError || rw.isError ? (
        <ErrorState
          message={errorText(assigned.error ?? rw.error, "Failed to fetch assigned users")}
          onRetry={() => {
            assigned.refetch();
            rw.refetch();
          }}
        />
      ) : users.length === 0 ? (
        <EmptyState title="No users assigned to this work" />
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Assigned users">
          {users.map((u) => {
            const member = { user: u, rating: ratingOf.get(u.id), wage: wageOf.get(u.id) };
            const ratedNow = u.is_rated && member.rating !== undefined;
            return (
              <li key={u.id} className="rounded-lg border border-slate-200 p-3" aria-label={u.user_name}>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="mr-auto min-w-0 break-words font-medium text-slate-900">
                    {u.user_name}
                  </span>
                  <Badge tone={u.type === "boys" ? "neutral" : "info"}>{u.type}</Badge>
                  {member.rating?.attendence === 0 && <Badge tone="danger">Absent</Badge>}
                  {savedUserId === u.id && (
                    <Badge tone="success" role="status">
                      <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" /> Saved
                    </Badge>
                  )}
                </div>
                <p className="text-xs text-slate-500">
                  {u.user_id}
                  {u.is_loading ? " · Loading" : ""}
                  {u.is_setting ? " · Setting" : ""}
                </p>
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  {locked ? (
                    <>
                      <Badge tone="neutral">Work Completed</Badge>
                      {u.is_rated && <Badge tone="success">Rated</Badge>}
                      {u.is_waged && <Badge tone="brand">Wage Processed</Badge>}
                    </>
                  ) : (
                    <>
                      <Button
                        size="sm"
                        variant={ratedNow ? "outline" : "primary"}
                        onClick={() => onRate(member)}
                      >
                        {ratedNow ? "Edit Rating" : "Rate User"}
                      </Button>
                      {!ratedNow ? (
                        <Badge tone="warning">Rate First</Badge>
                      ) : (
                        <Button
                          size="sm"
                          variant={u.is_waged ? "outline" : "success"}
                          onClick={() => onWage(member)}
                        >
                          {u.is_waged ? "Edit Wage" : "Add Wage"}
                        </Button>
                      )}
                      {u.is_waged && <Badge tone="brand">Wage Processed</Badge>}
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </BottomSheet>
  );
}
