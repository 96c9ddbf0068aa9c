import { ROLE_LABELS } from "@catercrew/shared/enums";
import { useLingui } from "@lingui/react/macro";
import { ArrowLeft, Phone } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton, SkeletonText } from "@/components/ui/skeleton";
import { RequestBlockBanner } from "@/entities/worker/components/request-block-banner";
import { RequestButton } from "@/entities/worker/components/request-button";
import { PriorityBadge, StatusBadge, WorkTypeBadge } from "@/entities/worker/components/work-labels";
import { requestState } from "@/entities/worker/request-state";
import { ApiError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { labelOf } from "@/lib/labels";
import { paths } from "@/lib/paths";
import { useSession } from "@/lib/session";
import { useWorkDetail } from "./api/work-detail";
import { CheckInCard, todayInKolkata } from "./components/check-in-card";
import { JobDetailsCard } from "./components/job-details-card";
import { RatingPanel } from "./components/rating-panel";
import { WagePanel } from "./components/wage-panel";
import { WaitlistCard } from "./components/waitlist-card";
import { WithdrawCard } from "./components/withdraw-card";

function DetailSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{t`Loading work details...`}</span>
      <Skeleton className="h-8 w-2/3" />
      <Card>
        <SkeletonText lines={6} />
      </Card>
      <Skeleton className="h-11 w-full" />
    </div>
  );
}

/** /user/work-details/{id}: the job, people to contact, the request button, rating and wage. */
export function WorkDetailsPage() {
  const { t } = useLingui();
  const { id = "" } = useParams();
  const workId = Number(id);
  const navigate = useNavigate();
  const session = useSession("user");
  const detail = useWorkDetail(workId);

  const back = (
    <Button
      variant="ghost"
      className="self-start"
      icon={<ArrowLeft className="h-4 w-4" aria-hidden="true" />}
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.user.home))}
    >
      {t`Back`}
    </Button>
  );

  if (
    !Number.isInteger(workId) ||
    workId <= 0 ||
    (detail.isError && detail.error instanceof ApiError && detail.error.status === 404)
  ) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <ErrorState
          title={t`Work not found`}
          message={t`This work does not exist or is no longer available.`}
        />
        <Link to={paths.user.home} className={buttonClass("primary")}>
          {t`Go to Home`}
        </Link>
      </div>
    );
  }
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <ErrorState
          title={t`Failed to load work data`}
          message={detail.error.message}
          onRetry={() => detail.refetch()}
          retrying={detail.isFetching}
        />
      </div>
    );
  }

  const w = detail.data;
  const closed = w.status === "completed" || w.status === "cancelled";
  const state = requestState(w);
  const when = w.requested_at ? formatDateTime(w.requested_at) : "";
  return (
    <div className="flex flex-col gap-4">
      {back}
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <WorkTypeBadge type={w.work_type} occasion={w.occasion} />
          <PriorityBadge attendees={w.attendees} />
          <StatusBadge status={w.status} kind="work" />
        </div>
        <h1 className="break-words text-xl font-bold text-slate-900 sm:text-2xl">{w.Auditorium_name}</h1>
        {w.Catering_company && <p className="text-sm text-slate-600">{w.Catering_company}</p>}
      </header>

      {w.is_assigned && !closed && w.date === todayInKolkata() && <CheckInCard workId={w.id} />}

      <JobDetailsCard w={w} />

      <Card>
        <h2 className="mb-3 text-base font-semibold">{t`Your request`}</h2>
        {state === "send" && !closed && (
          <div className="mb-3">
            <RequestBlockBanner />
          </div>
        )}
        {closed && state === "send" ? (
          <p className="text-sm text-slate-600">{t`This work is closed for requests.`}</p>
        ) : (
          <RequestButton work={w} fullWidth />
        )}
        {w.requested_at && <p className="mt-2 text-xs text-slate-600">{t`Requested on ${when}`}</p>}
        {w.comment && (
          <p className="mt-2 break-words text-sm">
            {t`Comment:`} {w.comment}
          </p>
        )}
        {w.assigned_status === "rejected" && w.rejection_reason && (
          <p className="mt-2 break-words text-sm">
            <span className="font-medium">{t`Reason for rejection:`}</span> {w.rejection_reason}
          </p>
        )}
      </Card>

      {w.is_assigned && !closed && <WithdrawCard workId={w.id} />}
      {!w.is_assigned && !closed && w.requested_at && <WaitlistCard workId={w.id} />}

      {w.assigned_supervisors.length > 0 && (
        <Card>
          <h2 className="mb-3 text-base font-semibold">{t`Supervisors to contact`}</h2>
          <ul className="flex flex-col gap-2">
            {w.assigned_supervisors.map(({ name, role, mobile }) => (
              <li
                key={`${role}-${name}-${mobile}`}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-3"
              >
                <span className="min-w-0">
                  <span className="block font-medium break-words">{name}</span>
                  <span className="block text-xs text-slate-600">{labelOf(ROLE_LABELS, role)}</span>
                </span>
                {mobile && (
                  <a
                    href={`tel:${mobile}`}
                    className={buttonClass("success", "sm")}
                    aria-label={t`Call ${name}`}
                  >
                    <Phone className="h-4 w-4" aria-hidden="true" />
                    {mobile}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}

      {(w.is_assigned || w.ratings.length > 0) && (
        <div className="grid gap-4 md:grid-cols-2">
          <Card>
            <h2 className="mb-3 text-base font-semibold">{t`Your rating`}</h2>
            <RatingPanel rating={w.ratings[0] ?? null} />
          </Card>
          <Card>
            <h2 className="mb-3 text-base font-semibold">{t`Your wage`}</h2>
            <WagePanel userId={session?.user.id} workId={w.id} />
          </Card>
        </div>
      )}
    </div>
  );
}
