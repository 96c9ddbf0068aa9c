import type { Work } from "@catercrew/shared";
import { ExternalLink } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { formatDate, formatTime } from "@/lib/format";
import { useAssignedUsers } from "../../common/api/assigned-users";
import { DetailRow } from "../../common/components/detail-row";
import { WorkStatusBadge, workTypeLabel } from "../../common/components/work-badges";
import { errorText } from "../../common/error-text";

/** The dashboard's View Details sheet: the work and who is assigned. */
export function DashboardWorkSheet({ work, onClose }: { work: Work | null; onClose: () => void }) {
  const assigned = useAssignedUsers(work?.id ?? null);
  return (
    <BottomSheet open={work !== null} onClose={onClose} title={work ? work.Auditorium_name : ""}>
      {work && (
        <div className="flex flex-col gap-4">
          <dl className="divide-y divide-slate-100">
            <DetailRow label="Venue" value={work.Auditorium_name} />
            <DetailRow label="Place" value={work.place} />
            <DetailRow
              label="District"
              value={work.district ? <span className="capitalize">{work.district}</span> : null}
            />
            <DetailRow
              label="Map"
              value={
                work.location_url ? (
                  <a
                    href={work.location_url}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 text-brand-700 underline"
                  >
                    Open map <ExternalLink className="h-4 w-4" aria-hidden="true" />
                  </a>
                ) : null
              }
            />
            <DetailRow label="Address" value={work.address} />
            <DetailRow label="Work type" value={workTypeLabel(work.work_type)} />
            <DetailRow label="Status" value={<WorkStatusBadge status={work.status} />} />
            <DetailRow label="Published" value={work.is_published ? "Yes" : "No"} />
            <DetailRow label="Date" value={formatDate(work.date)} />
            <DetailRow label="Reporting time" value={formatTime(work.reporting_time)} />
            <DetailRow label="Boys needed" value={work.no_of_boys_needed} />
            <DetailRow label="Attendees" value={work.attendees} />
            <DetailRow label="Instructions" value={work.instructions} />
            <DetailRow label="About work" value={work.About_work} />
          </dl>
          <section aria-labelledby="dash-assigned">
            <h3 id="dash-assigned" className="mb-2 font-semibold text-slate-900">
              Assigned users
            </h3>
            {assigned.isPending ? (
              <SkeletonText lines={3} />
            ) : assigned.isError ? (
              <ErrorState
                message={errorText(assigned.error, "Failed to fetch assigned users")}
                onRetry={() => assigned.refetch()}
              />
            ) : assigned.data.users.length === 0 ? (
              <p className="text-sm text-slate-600">No users assigned yet.</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {assigned.data.users.map((u) => (
                  <li key={u.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-medium text-slate-900">{u.user_name}</span>
                      <Badge tone={u.type === "boys" ? "neutral" : "info"}>{u.type}</Badge>
                    </div>
                    <p className="break-all text-slate-600">{u.email ?? "N/A"}</p>
                    <p className="text-xs text-slate-500">Assigned {formatDate(u.assigned_at)}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </BottomSheet>
  );
}
