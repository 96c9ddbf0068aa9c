import { ROLE_LABELS } from "@catercrew/shared/enums";
import type { AssignedUser } from "@catercrew/shared/schemas/assignments";
import type { Rating } from "@catercrew/shared/schemas/ratings";
import type { Wage } from "@catercrew/shared/schemas/wages";
import type { WorkListItem } from "@catercrew/shared/schemas/works";
import { useLingui } from "@lingui/react/macro";
import { CheckCircle2, Clock, QrCode } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toast";
import { useAssignedUsers } from "@/entities/subadmin/api/assigned-users";
import { errorText } from "@/entities/subadmin/error-text";
import { ApiError } from "@/lib/api-client";
import { intlLocale } from "@/lib/i18n";
import { labelOf } from "@/lib/labels";
import { isQueued, useOfflineQueue } from "@/lib/offline-queue";
import { type CheckInRequest, useCheckIn, useCheckIns } from "../api/check-in";
import { useRatingsWages } from "../api/ratings-wages";
import { PendingWrites } from "./pending-writes";
import { QrScanner } from "./qr-scanner";

/** "9:42 am" in Kerala's time, whatever the phone's zone. */
function arrivalClock(iso: string): string {
  return new Date(iso).toLocaleTimeString(intlLocale(), {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  });
}

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
  const { t } = useLingui();
  const assigned = useAssignedUsers(work.id);
  const rw = useRatingsWages(work.id);
  const checkIns = useCheckIns(work.id);
  const checkIn = useCheckIn(work.id);
  const [scanning, setScanning] = useState(false);
  const [scanKey, setScanKey] = useState(0);
  const [checkInError, setCheckInError] = useState<string | null>(null);
  const arrivedAt = new Map(checkIns.data?.map((c) => [c.user, c.arrived_at]));
  // Writes saved on the phone with no signal, waiting to be sent.
  const pending = useOfflineQueue();
  const waiting = pending.filter((p) => p.workId === work.id);
  const waitingCheckIn = new Set(waiting.filter((p) => p.kind === "check_in").map((p) => p.userId));
  const waitingRating = new Set(waiting.filter((p) => p.kind === "rating").map((p) => p.userId));
  const locked = work.status === "completed" || work.status === "cancelled";
  const ratingOf = new Map(rw.data?.ratings.map((r) => [r.user, r]));
  const wageOf = new Map(rw.data?.wages.map((w) => [w.user, w]));
  const users = assigned.data ?? [];
  const rated = users.filter((u) => u.is_rated !== false).length;
  const waged = users.filter((u) => u.is_waged).length;
  const venue = work.Auditorium_name || t`Venue Not Specified`;
  const count = users.length;
  const needed = work.no_of_boys_needed;
  const nameOf = (id: number) => users.find((u) => u.user_id === id)?.user_name ?? "";

  const sendCheckIn = (body: CheckInRequest) =>
    checkIn.mutate(body, {
      onSuccess: (result) => {
        setCheckInError(null);
        if (isQueued(result)) {
          notify.info(t`No signal: check-in saved on this phone, it will be sent when the signal returns`);
        } else {
          const name = nameOf(result.user);
          const time = arrivalClock(result.arrived_at);
          notify.success(t`${name} arrived at ${time}`);
        }
        setScanKey((k) => k + 1);
      },
      onError: (err) => {
        setCheckInError(err instanceof ApiError ? err.message : t`Check-in failed`);
        setScanKey((k) => k + 1);
      },
    });

  return (
    <BottomSheet
      open
      onClose={onClose}
      title={t`Assigned Boys`}
      description={t`${venue} · ${count}/${needed} assigned · ${rated} rated · ${waged} paid`}
    >
      {assigned.isPending || rw.isPending ? (
        <SkeletonText lines={6} />
      ) : assigned.isError || rw.isError ? (
        <ErrorState
          message={errorText(assigned.error ?? rw.error, t`Failed to fetch assigned users`)}
          onRetry={() => {
            assigned.refetch();
            rw.refetch();
          }}
        />
      ) : users.length === 0 ? (
        <EmptyState title={t`No users assigned to this work`} />
      ) : (
        <div className="flex flex-col gap-3">
          <PendingWrites pending={waiting} users={users} />
          {!locked && (
            <Button
              variant={scanning ? "outline" : "primary"}
              icon={<QrCode className="h-4 w-4" aria-hidden="true" />}
              aria-expanded={scanning}
              onClick={() => setScanning((v) => !v)}
            >
              {scanning ? t`Stop scanning` : t`Scan check-in`}
            </Button>
          )}
          {checkInError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {checkInError}
            </p>
          )}
          {scanning && !locked && (
            <QrScanner
              key={scanKey}
              busy={checkIn.isPending}
              onCode={(code) => sendCheckIn({ work: work.id, code })}
            />
          )}
          <ul className="flex flex-col gap-2" aria-label={t`Assigned users`}>
            {users.map((u) => {
              const member = { user: u, rating: ratingOf.get(u.user_id), wage: wageOf.get(u.user_id) };
              const ratedNow = u.is_rated !== false && member.rating !== undefined;
              const arrived = arrivedAt.get(u.user_id);
              const arrivedText = arrived ? arrivalClock(arrived) : "";
              return (
                <li key={u.id} className="rounded-lg border border-slate-200 p-3" aria-label={u.user_name}>
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="mr-auto min-w-0 break-words font-medium text-slate-900">
                      {u.user_name}
                    </span>
                    <Badge tone={u.type === "boys" ? "neutral" : "info"}>
                      {labelOf(ROLE_LABELS, u.type)}
                    </Badge>
                    {member.rating?.attendence === 0 && <Badge tone="danger">{t`Absent`}</Badge>}
                    {arrived ? (
                      <Badge tone="success">
                        <Clock className="h-3.5 w-3.5" aria-hidden="true" /> {t`Arrived ${arrivedText}`}
                      </Badge>
                    ) : waitingCheckIn.has(u.user_id) ? (
                      <Badge tone="warning">{t`Arrival waiting to send`}</Badge>
                    ) : null}
                    {waitingRating.has(u.user_id) && (
                      <Badge tone="warning">{t`Rating waiting to send`}</Badge>
                    )}
                    {savedUserId === u.user_id && (
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
                    ) : (
                      <>
                        {!arrived && !waitingCheckIn.has(u.user_id) && (
                          <Button
                            variant="outline"
                            disabled={checkIn.isPending}
                            onClick={() => sendCheckIn({ work: work.id, user: u.user_id })}
                            aria-label={t`Mark ${u.user_name} arrived`}
                          >
                            {t`Mark arrived`}
                          </Button>
                        )}
                        <Button
                          size="sm"
                          variant={ratedNow ? "outline" : "primary"}
                          onClick={() => onRate(member)}
                        >
                          {ratedNow ? t`Edit Rating` : t`Rate User`}
                        </Button>
                        {!ratedNow ? (
                          <Badge tone="warning">{t`Rate First`}</Badge>
                        ) : (
                          <Button
                            size="sm"
                            variant={u.is_waged ? "outline" : "success"}
                            onClick={() => onWage(member)}
                          >
                            {u.is_waged ? t`Edit Wage` : t`Add Wage`}
                          </Button>
                        )}
                        {u.is_waged && <Badge tone="brand">{t`Wage Processed`}</Badge>}
                      </>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </BottomSheet>
  );
}
