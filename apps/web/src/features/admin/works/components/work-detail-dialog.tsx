import { type AssignedUser, isUpcomingStatus, ROLE_LABELS, type Work } from "@catercrew/shared";
import { Check, UserPlus, X } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { formatDate, formatDateTime, formatINR, formatTime } from "@/lib/format";
import { useAssignedUsers, useExtraWork, useRemoveAssignedUser } from "../api/assignments";
import { useUpdateRequestStatus, useWorkRequests } from "../api/requests";
import { useWork } from "../api/works";
import { AssignUsersDialog } from "./assign-users-dialog";
import { typeLabel } from "./work-card";

function Summary({ work }: { work: Work }) {
  const rows: [string, string][] = [
    ["Customer", `${work.customer_name} (${work.customer_mobile})`],
    ["Catering company", work.Catering_company ?? "N/A"],
    ["Work type", typeLabel(work.work_type)],
    ["Date", formatDate(work.date)],
    ["Reporting time", formatTime(work.reporting_time)],
    ["Address", `${work.address}, ${work.place}, ${work.district}`],
    ["Payment", formatINR(work.payment_amount)],
    ["Status", work.status.replace("_", " ")],
    ["Published", work.is_published ? "Yes" : "No"],
    ["About work", work.about_work ?? "N/A"],
    ["Remarks", work.remarks ?? "N/A"],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([k, v]) => (
        <div key={k} className="min-w-0">
          <dt className="text-xs text-slate-600">{k}</dt>
          <dd className="break-words font-medium text-slate-900">{v}</dd>
        </div>
      ))}
      {work.location_url && (
        <div>
          <dt className="text-xs text-slate-600">Location</dt>
          <dd>
            <a href={work.location_url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
              Open map
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-center">
      <p className="text-lg font-semibold text-slate-900">{value}</p>
      <p className="text-xs text-slate-600">{label}</p>
    </div>
  );
}

/** Work detail: summary, stats, assigned users (extra work, remove) and join requests (accept/reject). */
export function WorkDetailDialog({ workId, onClose }: { workId: number | null; onClose: () => void }) {
  const open = workId !== null;
  const id = workId ?? 0;
  const work = useWork(workId);
  const assigned = useAssignedUsers(id, open);
  const requests = useWorkRequests(id, open);
  const decide = useUpdateRequestStatus(id);
  const extra = useExtraWork(id);
  const remove = useRemoveAssignedUser(id);
  const [assignOpen, setAssignOpen] = useState(false);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [removing, setRemoving] = useState<AssignedUser | null>(null);

  const upcoming = work.data ? isUpcomingStatus(work.data.status) : false;
  const users = assigned.data?.users ?? [];
  const pending = (requests.data ?? []).filter((r) => r.status === "pending");

  const onDecide = async (requestId: number, status: "accepted" | "rejected") => {
    try {
      const res = await decide.mutateAsync({ id: requestId, status });
      notify.adminSuccess(res.message);
      setWarnings(res.warnings);
    } catch (err) {
      notify.adminError(err instanceof ApiError ? err.message : "Failed to process request");
    }
  };

  const onExtra = async (u: AssignedUser, field: "is_setting" | "is_loading") => {
    try {
      await extra.mutateAsync({ userId: u.id, [field]: !u[field] });
    } catch (err) {
      notify.adminError(err instanceof ApiError ? err.message : "Failed to update extra work assignment");
    }
  };

  const askRemove = (u: AssignedUser) => {
    if (!u.id || !workId) {
      notify.adminError("Error: Missing user ID or work ID");
      return;
    }
    setRemoving(u);
  };
  const onRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notify.adminSuccess("User has been successfully removed from work assignment");
      setRemoving(null);
    } catch (err) {
      const msg = err instanceof ApiError ? err.message : "Unknown error";
      notify.adminError(msg === "User not found in assigned users" ? msg : `Error removing user: ${msg}`);
      setRemoving(null);
    }
  };

  const close = () => {
    setWarnings([]);
    onClose();
  };

  return (
    <>
      <Dialog open={open} onClose={close} size="xl" title={work.data?.Auditorium_name ?? "Work details"}>
        {work.isPending ? (
          <SkeletonText lines={8} />
        ) : work.isError ? (
          <ErrorState
            message={work.error.message === "Work not found" ? "Work not found" : "Failed to load work data"}
            onRetry={() => work.refetch()}
          />
        ) : (
          <div className="flex flex-col gap-6">
            <Summary work={work.data} />
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <Stat label="Boys needed" value={work.data.no_of_boys_needed} />
              <Stat label="Attendees" value={work.data.attendees} />
              <Stat label="Assigned" value={users.length} />
              <Stat label="Pending requests" value={pending.length} />
            </div>
            {warnings.length > 0 && (
              <Alert tone="warning" title="Please check" onDismiss={() => setWarnings([])}>
                <ul className="list-disc pl-4">
                  {warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              </Alert>
            )}
            <section aria-labelledby="assigned-title">
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <h3 id="assigned-title" className="text-base font-semibold text-slate-900">
                  Assigned Users
                </h3>
                {upcoming && (
                  <Button
                    size="sm"
                    onClick={() => setAssignOpen(true)}
                    icon={<UserPlus className="h-4 w-4" aria-hidden="true" />}
                  >
                    Assign Users
                  </Button>
                )}
              </div>
              {assigned.isPending ? (
                <SkeletonText lines={3} />
              ) : assigned.isError ? (
                <ErrorState message="Failed to fetch assigned users" onRetry={() => assigned.refetch()} />
              ) : users.length === 0 ? (
                <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
                  No users assigned yet
                </p>
              ) : (
                <ul
                  className="divide-y divide-slate-100 rounded-lg border border-slate-200"
                  aria-label="Assigned users"
                >
                  {users.map((u) => {
                    const extraAllowed = upcoming && (u.type === "boys" || u.type === "head_boy");
                    return (
                      <li key={u.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
                        <div className="min-w-0 flex-1">
                          <p className="truncate text-sm font-medium text-slate-900">
                            {u.user_name} <span className="text-xs text-slate-500">({u.user_id})</span>
                          </p>
                          <p className="truncate text-xs text-slate-600">
                            {u.mobile ?? "N/A"} · {u.place ?? "N/A"} · assigned{" "}
                            {formatDateTime(u.assigned_at)}
                          </p>
                        </div>
                        <div className="flex flex-wrap items-center gap-2">
                          <Badge tone="brand">{ROLE_LABELS[u.type]}</Badge>
                          {u.source === "request" && <Badge tone="info">Request</Badge>}
                          {extraAllowed ? (
                            (["is_setting", "is_loading"] as const).map((f) => (
                              <Button
                                key={f}
                                size="sm"
                                variant={u[f] ? "success" : "outline"}
                                aria-pressed={u[f]}
                                aria-label={`${f === "is_setting" ? "Setting" : "Loading"} extra work for ${u.user_name}`}
                                disabled={extra.isPending}
                                onClick={() => onExtra(u, f)}
                              >
                                {f === "is_setting" ? "Setting" : "Loading"}
                              </Button>
                            ))
                          ) : (
                            <>
                              {u.is_setting && <Badge tone="success">Setting</Badge>}
                              {u.is_loading && <Badge tone="success">Loading</Badge>}
                            </>
                          )}
                          {upcoming && (
                            <Button
                              size="sm"
                              variant="ghost"
                              className="text-red-700"
                              aria-label={`Remove ${u.user_name}`}
                              onClick={() => askRemove(u)}
                            >
                              Remove
                            </Button>
                          )}
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
            <section aria-labelledby="requests-title">
              <h3 id="requests-title" className="mb-2 text-base font-semibold text-slate-900">
                Pending Requests
              </h3>
              {requests.isPending ? (
                <SkeletonText lines={3} />
              ) : requests.isError ? (
                <ErrorState message="Failed to fetch work requests" onRetry={() => requests.refetch()} />
              ) : pending.length === 0 ? (
                <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
                  No pending requests
                </p>
              ) : (
                <ul
                  className="divide-y divide-slate-100 rounded-lg border border-slate-200"
                  aria-label="Pending requests"
                >
                  {pending.map((r) => (
                    <li key={r.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
                      <div className="min-w-0 flex-1">
                        <p className="truncate text-sm font-medium text-slate-900">
                          {r.boy_name}{" "}
                          <span className="text-xs text-slate-500">({ROLE_LABELS[r.boy.role]})</span>
                        </p>
                        <p className="truncate text-xs text-slate-600">
                          {r.boy_mobile ?? "N/A"} · {r.boy_place ?? "N/A"}, {r.boy.district ?? "N/A"} ·{" "}
                          {r.boy_experience ? "Experienced" : "Fresher"} · {r.boy_bike ? "Bike" : "No bike"} ·{" "}
                          {r.boy_license ? "License" : "No license"} · {formatDateTime(r.requested_at)}
                        </p>
                      </div>
                      {upcoming && (
                        <div className="flex gap-2">
                          <Button
                            size="sm"
                            variant="success"
                            disabled={decide.isPending}
                            aria-label={`Accept ${r.boy_name}`}
                            onClick={() => onDecide(r.id, "accepted")}
                            icon={<Check className="h-4 w-4" aria-hidden="true" />}
                          >
                            Accept
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={decide.isPending}
                            aria-label={`Reject ${r.boy_name}`}
                            onClick={() => onDecide(r.id, "rejected")}
                            icon={<X className="h-4 w-4" aria-hidden="true" />}
                          >
                            Reject
                          </Button>
                        </div>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </Dialog>
      {open && (
        <AssignUsersDialog
          open={assignOpen}
          workId={id}
          assignedIds={new Set(users.map((u) => u.id))}
          onClose={() => setAssignOpen(false)}
          onWarnings={setWarnings}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={onRemove}
        busy={remove.isPending}
        title="Remove user"
        message="Are you sure you want to remove this user from the work assignment?"
        confirmLabel="Remove"
      />
    </>
  );
}
