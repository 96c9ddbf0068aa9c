import { ROLE_LABELS } from "@catercrew/shared/enums";
import type { AdminWorkRequest } from "@catercrew/shared/schemas/work-requests";
import { useLingui } from "@lingui/react/macro";
import { Check, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { PhoneLinks } from "@/entities/contact/phone-links";
import { formatDateTime } from "@/lib/format";
import { districtLabel, labelOf } from "@/lib/labels";
import type { ListState } from "./work-detail-parts";

/** One pending join request with Accept and Reject (upcoming works only). */
export function PendingRequestRow({
  r,
  upcoming,
  busy,
  onDecide,
}: {
  r: AdminWorkRequest;
  upcoming: boolean;
  busy: boolean;
  onDecide: (requestId: number, status: "accepted" | "rejected") => void;
}) {
  const { t } = useLingui();
  const na = t`N/A`;
  const name = r.boy_name;
  return (
    <li key={r.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="break-words text-sm font-medium text-slate-900">
          {r.boy_name} <span className="text-xs text-slate-500">({labelOf(ROLE_LABELS, r.boy.role)})</span>
        </p>
        <p className="break-words text-xs text-slate-600">
          <PhoneLinks mobile={r.boy_mobile} name={r.boy_name} /> · {r.boy_place || na},{" "}
          {r.boy.district ? districtLabel(r.boy.district) : na} ·{" "}
          {r.boy_experience ? t`Experienced` : t`Fresher`} · {r.boy_bike ? t`Bike` : t`No bike`} ·{" "}
          {r.boy_license ? t`License` : t`No license`} · {formatDateTime(r.requested_at)}
        </p>
      </div>
      {upcoming && (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="success"
            disabled={busy}
            aria-label={t`Accept ${name}`}
            onClick={() => onDecide(r.id, "accepted")}
            icon={<Check className="h-4 w-4" aria-hidden="true" />}
          >
            {t`Accept`}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={t`Reject ${name}`}
            onClick={() => onDecide(r.id, "rejected")}
            icon={<X className="h-4 w-4" aria-hidden="true" />}
          >
            {t`Reject`}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The work's pending join requests. */
export function PendingRequestsSection({
  requests,
  pending,
  upcoming,
  busy,
  onDecide,
}: {
  requests: ListState;
  pending: AdminWorkRequest[];
  upcoming: boolean;
  busy: boolean;
  onDecide: (requestId: number, status: "accepted" | "rejected") => void;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="requests-title">
      <h3 id="requests-title" className="mb-2 text-base font-semibold text-slate-900">
        {t`Pending Requests`}
      </h3>
      {requests.isPending ? (
        <SkeletonText lines={3} />
      ) : requests.isError ? (
        <ErrorState message={t`Failed to fetch work requests`} onRetry={() => requests.refetch()} />
      ) : pending.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
          {t`No pending requests`}
        </p>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-lg border border-slate-200"
          aria-label={t`Pending requests`}
        >
          {pending.map((r) => (
            <PendingRequestRow key={r.id} r={r} upcoming={upcoming} busy={busy} onDecide={onDecide} />
          ))}
        </ul>
      )}
    </section>
  );
}
