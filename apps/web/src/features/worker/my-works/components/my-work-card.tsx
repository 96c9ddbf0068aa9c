import type { MyPayout } from "@catercrew/shared/schemas/payouts";
import type { MyWork } from "@catercrew/shared/schemas/worker";
import { useLingui } from "@lingui/react/macro";
import { CalendarDays, Clock, Info, MapPin, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button";
import { PayoutLine } from "@/entities/payment/payout-line";
import { StatusBadge, WorkTypeBadge } from "@/entities/worker/components/work-labels";
import { districtLabel } from "@/entities/worker/district";
import { formatDate, formatDateTime, formatTime } from "@/lib/format";
import { paths } from "@/lib/paths";

/** A work of the worker's, with how its wage was paid (record 060) when a batch paid it. */
export function MyWorkCard({ entry, payouts }: { entry: MyWork; payouts?: readonly MyPayout[] }) {
  const { t } = useLingui();
  const w = entry.work_detail;
  const when = formatDateTime(entry.requested_at);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <WorkTypeBadge type={w.work_type} occasion={w.occasion} />
        <StatusBadge status={entry.work_status} kind="work" />
        {entry.source === "admin" ? (
          <StatusBadge status="accepted" kind="assigned" />
        ) : (
          <StatusBadge status={entry.status} kind="request" />
        )}
      </div>
      <div>
        <h2 className="break-words text-base font-semibold text-slate-900">{w.Auditorium_name}</h2>
        {w.Catering_company && <p className="text-sm text-slate-600">{w.Catering_company}</p>}
      </div>
      <ul className="grid gap-1.5 text-sm text-slate-700">
        <li className="flex items-center gap-1.5">
          <CalendarDays className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          {formatDate(w.date, { weekday: "short" })}
          <Clock className="ml-2 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          {formatTime(w.reporting_time)}
        </li>
        <li className="flex min-w-0 items-center gap-1.5">
          <MapPin className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="break-words">
            {w.place}, {districtLabel(w.district)}
          </span>
        </li>
        {entry.comment && (
          <li className="flex items-start gap-1.5">
            <MessageSquare className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="break-words">
              <span className="sr-only">{t`Comment:`} </span>
              {entry.comment}
            </span>
          </li>
        )}
        {entry.status === "rejected" && entry.rejection_reason && (
          <li className="flex items-start gap-1.5">
            <Info className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="break-words">
              <span className="font-medium">{t`Reason for rejection:`}</span> {entry.rejection_reason}
            </span>
          </li>
        )}
      </ul>
      {payouts?.map((p) => (
        <PayoutLine key={p.id} payout={p} />
      ))}
      <p className="text-xs text-slate-600">
        {entry.source === "admin" ? t`Assigned on ${when}` : t`Requested on ${when}`}
      </p>
      <Link to={paths.user.workDetails(w.id)} className={buttonClass("outline", "md", "mt-auto w-full")}>
        {t`View Details`}
      </Link>
    </li>
  );
}
