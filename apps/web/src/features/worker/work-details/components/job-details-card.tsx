import type { WorkerWorkDetail } from "@catercrew/shared/schemas/worker";
import { useLingui } from "@lingui/react/macro";
import { CalendarDays, Clock, ExternalLink, MapPin, Users } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { hasLogistics, WorkLogisticsList } from "@/entities/work/work-logistics";
import { WorkPay } from "@/entities/worker/components/work-pay";
import { districtLabel } from "@/entities/worker/district";
import { formatDate, formatTime } from "@/lib/format";

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

/** The job: date, time, place, crew, address with a map link, instructions and notes. */
export function JobDetailsCard({ w }: { w: WorkerWorkDetail }) {
  const { t } = useLingui();
  return (
    <Card>
      <h2 className="mb-3 text-base font-semibold">{t`Job details`}</h2>
      <WorkPay pay={w.pay} className="mb-3" />
      <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
        <Row icon={<CalendarDays className="h-4 w-4" />} label={t`Date`}>
          {formatDate(w.date, { weekday: "short" })}
        </Row>
        <Row icon={<Clock className="h-4 w-4" />} label={t`Reporting time`}>
          {formatTime(w.reporting_time)}
        </Row>
        <Row icon={<MapPin className="h-4 w-4" />} label={t`Place`}>
          {w.place}, {districtLabel(w.district)}
        </Row>
        <Row icon={<Users className="h-4 w-4" />} label={t`Boys needed / attendees`}>
          {w.no_of_boys_needed} / {w.attendees}
        </Row>
        <Row icon={<MapPin className="h-4 w-4" />} label={t`Address`}>
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
        {t`Open in Maps`}
      </a>
      {hasLogistics(w.logistics) && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold">{t`Transport and dress`}</h3>
          <WorkLogisticsList logistics={w.logistics} className="mt-1" />
        </div>
      )}
      {w.instructions && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold">{t`Instructions`}</h3>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{w.instructions}</p>
        </div>
      )}
      {w.About_work && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold">{t`About work`}</h3>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{w.About_work}</p>
        </div>
      )}
    </Card>
  );
}
