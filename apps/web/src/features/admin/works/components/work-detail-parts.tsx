import type { Work } from "@catercrew/shared/schemas/works";
import { useLingui } from "@lingui/react/macro";
import { PhoneLinks } from "@/entities/contact/phone-links";
import { ShareWorkLink } from "@/entities/contact/share-work-link";
import { hasLogistics, WorkLogisticsList } from "@/entities/work/work-logistics";
import { formatDate, formatINR, formatTime } from "@/lib/format";
import { districtLabel, workKindLabel, workStatusLabel } from "@/lib/labels";

/** Work detail parts: the summary and the stat tiles (the lists have their own files). */
export function Summary({ work }: { work: Work }) {
  const { t } = useLingui();
  const na = t`N/A`;
  const rows: [string, string][] = [
    [t`Customer`, `${work.customer_name} (${work.customer_mobile})`],
    [t`Catering company`, work.Catering_company || na],
    [t`Work type`, workKindLabel(work.work_type, work.occasion)],
    [t`Date`, formatDate(work.date, { weekday: "short" })],
    [t`Reporting time`, formatTime(work.reporting_time)],
    [t`Address`, `${work.address}, ${work.place}, ${districtLabel(work.district)}`],
    [t`Payment`, formatINR(work.payment_amount)],
    [t`Status`, workStatusLabel(work.status)],
    [t`Published`, work.is_published ? t`Yes` : t`No`],
    [t`About work`, work.about_work || na],
    [t`Remarks`, work.remarks || na],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([k, v]) => (
        <div key={k} className="min-w-0">
          <dt className="text-xs text-slate-600">{k}</dt>
          <dd className="break-words font-medium text-slate-900">{v}</dd>
        </div>
      ))}
      <div className="min-w-0">
        <dt className="text-xs text-slate-600">{t`Customer mobile`}</dt>
        <dd className="text-sm font-medium">
          <PhoneLinks mobile={work.customer_mobile} name={work.customer_name} />
        </dd>
      </div>
      {work.is_published && (
        <div className="min-w-0">
          <dt className="text-xs text-slate-600">{t`Share`}</dt>
          <dd className="text-sm font-medium">
            <ShareWorkLink work={work} />
          </dd>
        </div>
      )}
      {hasLogistics(work.logistics) && (
        <div className="min-w-0 sm:col-span-2">
          <dt className="text-xs text-slate-600">{t`Transport and dress`}</dt>
          <dd>
            <WorkLogisticsList logistics={work.logistics} />
          </dd>
        </div>
      )}
      {work.location_url && (
        <div>
          <dt className="text-xs text-slate-600">{t`Location`}</dt>
          <dd>
            <a href={work.location_url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
              {t`Open map`}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}

export function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-center">
      <p className="text-lg font-semibold text-slate-900">{value}</p>
      <p className="text-xs text-slate-600">{label}</p>
    </div>
  );
}

/** Where a list's query is: loading, failed (with retry) or loaded. */
export interface ListState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}
