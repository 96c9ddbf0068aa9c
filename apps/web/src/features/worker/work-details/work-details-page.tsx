import type { Role } from "@catercrew/shared";
import { ArrowLeft, CalendarDays, Clock, ExternalLink, MapPin, Phone, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { paths } from "@/app/paths";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton, SkeletonText } from "@/components/ui/skeleton";
import { RequestButton } from "@/features/worker/common/components/request-button";
import { PriorityBadge, StatusBadge, WorkTypeBadge } from "@/features/worker/common/components/work-labels";
import { requestState } from "@/features/worker/common/request-state";
import {
  formatDate,
  formatDateTime,
  formatTime,
  ROLE_LABELS,
} from "@/features/worker/common/worker-constants";
import { ApiError } from "@/lib/api-client";
import { useSession } from "@/lib/session";
import { useWorkDetail } from "./api/work-detail";
import { RatingPanel } from "./components/rating-panel";
import { WagePanel } from "./components/wage-panel";

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs text-slate-600">
        <span className="text-slate-500" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="break-words pl-5.5 text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function mapHref(work: {
  location_url: string | null;
  Auditorium_name: string;
  address: string;
  place: string;
}) {
  if (work.location_url) return work.location_url;
  const q = `${work.Auditorium_name}, ${work.address}, ${work.place}, Kerala`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`;
}

function DetailSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">Loading work details...</span>
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
  const { id = "" } = useParams();
  const workId = Number(id);
  const navigate = useNavigate();
  const session = useSession("user");
  const detail = useWorkDetail(workId);

  const back = (
    <Button
      variant="ghost"
      size="sm"
      className="self-start"
      icon={<ArrowLeft className="h-4 w-4" aria-hidden="true" />}
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.user.home))}
    >
      Back
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
        <ErrorState title="Work not found" message="This work does not exist or is no longer available." />
        <Link to={paths.user.home} className={buttonClass("primary")}>
          Go to Home
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
          title="Failed to load work data"
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
  return (
    <div className="flex flex-col gap-4">
      {back}
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <WorkTypeBadge type={w.work_type} />
          <PriorityBadge attendees={w.attendees} />
          <StatusBadge status={w.status} prefix="Work" />
        </div>
        <h1 className="break-words text-xl font-bold text-slate-900 sm:text-2xl">{w.Auditorium_name}</h1>
        {w.Catering_company && <p className="text-sm text-slate-600">{w.Catering_company}</p>}
      </header>

      <Card>
        <h2 className="mb-3 text-base font-semibold">Job details</h2>
        <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
          <Row icon={<CalendarDays className="h-4 w-4" />} label="Date">
            {formatDate(w.date)}
          </Row>
          <Row icon={<Clock className="h-4 w-4" />} label="Reporting time">
            {formatTime(w.reporting_time)}
          </Row>
          <Row icon={<MapPin className="h-4 w-4" />} label="Place">
            <span className="capitalize">
              {w.place}, {w.district}
            </span>
          </Row>
          <Row icon={<Users className="h-4 w-4" />} label="Boys needed / attendees">
            {w.no_of_boys_needed} / {w.attendees}
          </Row>
          <Row icon={<MapPin className="h-4 w-4" />} label="Address">
            {w.address}
          </Row>
        </dl>
        <a
          href={mapHref(w)}
          target="_blank"
          rel="noreferrer"
          className={buttonClass("outline", "md", "mt-4 w-full sm:w-auto")}
        >
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          Open in Maps
        </a>
        {w.instructions && (
          <div className="mt-4">
            <h3 className="text-sm font-semibold">Instructions</h3>
            <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{w.instructions}</p>
          </div>
        )}
        {w.About_work && (
          <div className="mt-4">
            <h3 className="text-sm font-semibold">About work</h3>
            <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{w.About_work}</p>
          </div>
        )}
      </Card>

      <Card>
        <h2 className="mb-3 text-base font-semibold">Your request</h2>
        {closed && state === "send" ? (
          <p className="text-sm text-slate-600">This work is closed for requests.</p>
        ) : (
          <RequestButton work={w} fullWidth />
        )}
        {w.requested_at && (
          <p className="mt-2 text-xs text-slate-600">Requested on {formatDateTime(w.requested_at)}</p>
        )}
        {w.comment && <p className="mt-2 break-words text-sm">Comment: {w.comment}</p>}
      </Card>

      {w.assigned_supervisors.length > 0 && (
        <Card>
          <h2 className="mb-3 text-base font-semibold">Supervisors to contact</h2>
          <ul className="flex flex-col gap-2">
            {w.assigned_supervisors.map((s) => (
              <li
                key={`${s.role}-${s.name}-${s.mobile}`}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-3"
              >
                <span className="min-w-0">
                  <span className="block font-medium break-words">{s.name}</span>
                  <span className="block text-xs text-slate-600">
                    {ROLE_LABELS[s.role as Role] ?? s.role}
                  </span>
                </span>
                {s.mobile && (
                  <a
                    href={`tel:${s.mobile}`}
                    className={buttonClass("success", "sm")}
                    aria-label={`Call ${s.name}`}
                  >
                    <Phone className="h-4 w-4" aria-hidden="true" />
                    {s.mobile}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}

      {(w.is_assigned || w.ratings) && (
        <div className="grid gap-4 md:grid-cols-2">
          <Card>
            <h2 className="mb-3 text-base font-semibold">Your rating</h2>
            <RatingPanel rating={w.ratings} />
          </Card>
          <Card>
            <h2 className="mb-3 text-base font-semibold">Your wage</h2>
            <WagePanel userId={session?.user.id} workId={w.id} />
          </Card>
        </div>
      )}
    </div>
  );
}
