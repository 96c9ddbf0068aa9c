import type { AssignedUser } from "@catercrew/shared/schemas/assignments";
import type { StaffWorkListItem } from "@catercrew/shared/schemas/works";
import { useLingui } from "@lingui/react/macro";
import { QrCode } from "lucide-react";
import { useRef, useState } from "react";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toast";
import { useAssignedUsers } from "@/entities/subadmin/api/assigned-users";
import { errorText } from "@/entities/subadmin/error-text";
import { WorkStaffing } from "@/entities/work/work-badges";
import { ApiError } from "@/lib/api-client";
import { isQueued, useOfflineQueue } from "@/lib/offline-queue";
import { useSession } from "@/lib/session";
import { singleFlight } from "@/lib/single-flight";
import { type CheckInRequest, useCheckIn, useCheckIns } from "../api/check-in";
import { useRatingsWages } from "../api/ratings-wages";
import { arrivalClock, type CrewMember, CrewMemberRow } from "./crew-member-row";
import { useIsOwnSubadminRow } from "./own-row";
import { PendingWrites } from "./pending-writes";
import { QrScanner } from "./qr-scanner";

export type { CrewMember } from "./crew-member-row";

/**
 * Assigned Boys: each user with Rate User / Edit Rating and, once rated and while the work is
 * open, Add Wage / Edit Wage. Labels: Wage after rating, Work Completed, Wage Processed.
 */
export function AssignedBoysSheet({
  work,
  savedUserId,
  onClose,
  onRate,
  onWage,
}: {
  work: StaffWorkListItem;
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
  const admin = useSession("subadmin")?.user.role === "admin";
  const isOwn = useIsOwnSubadminRow();
  // After completion an admin still enters the completing captain's own rating and wage, while
  // either is missing (the server allows that row only).
  const openAfterCompletion = (u: AssignedUser) =>
    admin && work.status === "completed" && u.role === "subadmin" && (u.is_rated === false || !u.is_waged);
  const ratingOf = new Map(rw.data?.ratings.map((r) => [r.user, r]));
  const wageOf = new Map(rw.data?.wages.map((w) => [w.user, w]));
  const users = assigned.data ?? [];
  const rated = users.filter((u) => u.is_rated !== false).length;
  const waged = users.filter((u) => u.is_waged).length;
  // "Paid" is a wage marked paid; a wage only entered is not paid yet.
  const paid = rw.data?.wages.filter((w) => w.payment_status === "paid").length ?? 0;
  const total = users.length;
  const venue = work.Auditorium_name || t`Venue Not Specified`;
  const nameOf = (id: number) => users.find((u) => u.user_id === id)?.user_name ?? "";

  // The camera keeps seeing a code while it is held up: each code is sent once per opening of
  // the sheet (typing a code sends it again, as a deliberate retry), and never twice at once.
  const sentCodes = useRef(new Set<string>());
  const onCode = (code: string, source: "camera" | "typed") => {
    if (source === "camera" && sentCodes.current.has(code)) return;
    sentCodes.current.add(code);
    singleFlight(`check-in-${work.id}-${code}`, () => sendCheckIn({ work: work.id, code }));
  };
  const sendCheckIn = (body: CheckInRequest) =>
    checkIn.mutateAsync(body, {
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
    <BottomSheet open onClose={onClose} title={t`Assigned Boys`} description={venue}>
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
          {/* The crew by role as the work card counts it, and where rating and pay stand for everyone listed. */}
          <div className="flex flex-col gap-1.5 text-sm" data-testid="crew-tally">
            <WorkStaffing work={work} roles={users.map((u) => u.role)} />
            <p className="text-slate-700">
              {t`Rated ${rated} of ${total} · wages entered ${waged} of ${total} · paid ${paid} of ${total}`}
            </p>
          </div>
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
          {scanning && !locked && <QrScanner key={scanKey} busy={checkIn.isPending} onCode={onCode} />}
          <ul className="flex flex-col gap-2" aria-label={t`Assigned users`}>
            {users.map((u) => (
              <CrewMemberRow
                key={u.id}
                member={{ user: u, rating: ratingOf.get(u.user_id), wage: wageOf.get(u.user_id) }}
                arrived={arrivedAt.get(u.user_id)}
                checkInWaiting={waitingCheckIn.has(u.user_id)}
                ratingWaiting={waitingRating.has(u.user_id)}
                saved={savedUserId === u.user_id}
                locked={locked && !openAfterCompletion(u)}
                canCheckIn={!locked}
                own={isOwn(u)}
                checkInBusy={checkIn.isPending}
                onCheckIn={() => sendCheckIn({ work: work.id, user: u.user_id })}
                onRate={onRate}
                onWage={onWage}
              />
            ))}
          </ul>
        </div>
      )}
    </BottomSheet>
  );
}
