import { ROLE_LABELS } from "@catercrew/shared/enums";
import type { AssignedUser } from "@catercrew/shared/schemas/assignments";
import type { Rating } from "@catercrew/shared/schemas/ratings";
import type { Wage } from "@catercrew/shared/schemas/wages";
import { useLingui } from "@lingui/react/macro";
import { CheckCircle2, Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/lib/format";
import { labelOf } from "@/lib/labels";

/** "9:42 AM" / "രാവിലെ 9:42" in Kerala's time, whatever the phone's zone. */
export function arrivalClock(iso: string): string {
  return formatTime(iso);
}

export interface CrewMember {
  user: AssignedUser;
  rating: Rating | undefined;
  wage: Wage | undefined;
}

interface CrewMemberRowProps {
  member: CrewMember;
  /** When the person checked in (ISO), if they did. */
  arrived: string | undefined;
  /** A check-in or a rating saved offline, waiting to be sent. */
  checkInWaiting: boolean;
  ratingWaiting: boolean;
  /** Their rating or wage was just saved (a 2 s "Saved" flag). */
  saved: boolean;
  /** The work is completed or cancelled: labels only. */
  locked: boolean;
  /** Arrivals can still be marked (false on a completed work, even where a row is open). */
  canCheckIn?: boolean;
  /** The signed-in captain's own row: no check-in, rating or wage by himself (an admin's). */
  own?: boolean;
  checkInBusy: boolean;
  onCheckIn: () => void;
  onRate: (m: CrewMember) => void;
  onWage: (m: CrewMember) => void;
}

/** One assigned person: role, arrival, waiting writes, and Mark arrived / Rate / Wage. */
export function CrewMemberRow({
  member,
  arrived,
  checkInWaiting,
  ratingWaiting,
  saved,
  locked,
  canCheckIn = true,
  own = false,
  checkInBusy,
  onCheckIn,
  onRate,
  onWage,
}: CrewMemberRowProps) {
  const { t } = useLingui();
  const u = member.user;
  const ratedNow = u.is_rated !== false && member.rating !== undefined;
  const arrivedText = arrived ? arrivalClock(arrived) : "";
  return (
    <li className="rounded-lg border border-slate-200 p-3" aria-label={u.user_name}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-auto min-w-0 break-words font-medium text-slate-900">{u.user_name}</span>
        <Badge tone={u.role === "boys" ? "neutral" : "info"}>{labelOf(ROLE_LABELS, u.role)}</Badge>
        {member.rating?.attendence === 0 && <Badge tone="danger">{t`Absent`}</Badge>}
        {arrived ? (
          <Badge tone="success">
            <Clock className="h-3.5 w-3.5" aria-hidden="true" /> {t`Arrived ${arrivedText}`}
          </Badge>
        ) : checkInWaiting ? (
          <Badge tone="warning">{t`Arrival waiting to send`}</Badge>
        ) : null}
        {ratingWaiting && <Badge tone="warning">{t`Rating waiting to send`}</Badge>}
        {saved && (
          <Badge tone="success" role="status">
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" /> {t`Saved`}
          </Badge>
        )}
      </div>
      <p className="text-xs text-slate-500">
        {u.user_code}
        {u.is_loading ? ` · ${t({ message: "Loading", context: "extra work" })}` : ""}
        {u.is_setting ? ` · ${t({ message: "Setting", context: "extra work" })}` : ""}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {locked ? (
          <>
            <Badge tone="neutral">{t`Work Completed`}</Badge>
            {u.is_rated !== false && <Badge tone="success">{t`Rated`}</Badge>}
            {u.is_waged && <Badge tone="brand">{t`Wage Processed`}</Badge>}
          </>
        ) : own ? (
          <p className="text-sm text-slate-600">{t`You: an admin enters your rating and wage after completion.`}</p>
        ) : (
          <>
            {canCheckIn && !arrived && !checkInWaiting && (
              <Button
                variant="outline"
                disabled={checkInBusy}
                onClick={onCheckIn}
                aria-label={t`Mark ${u.user_name} arrived`}
              >
                {t`Mark arrived`}
              </Button>
            )}
            <Button size="sm" variant={ratedNow ? "outline" : "primary"} onClick={() => onRate(member)}>
              {ratedNow ? t`Edit Rating` : t`Rate User`}
            </Button>
            {!ratedNow ? (
              // Plain words, not a chip that looks like a button: why there is no wage button yet.
              <span className="text-sm text-amber-800">{t`Wage after rating`}</span>
            ) : (
              <Button size="sm" variant={u.is_waged ? "outline" : "success"} onClick={() => onWage(member)}>
                {u.is_waged ? t`Edit Wage` : t`Add Wage`}
              </Button>
            )}
            {u.is_waged && <Badge tone="brand">{t`Wage Processed`}</Badge>}
          </>
        )}
      </div>
    </li>
  );
}
