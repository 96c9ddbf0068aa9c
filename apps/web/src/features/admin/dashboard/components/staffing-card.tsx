import type { WorkStaffing } from "@catercrew/shared/schemas/crews";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { AlertTriangle, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { formatDate, formatTime } from "@/lib/format";
import { workKindLabel } from "@/lib/labels";
import { useStaffing } from "../api/staffing";
import { SeeAll, useShortList } from "./see-all";

function StaffingRow({ w }: { w: WorkStaffing }) {
  const { t } = useLingui();
  const filled = w.boys + w.head_boys;
  return (
    <tr className="border-t border-slate-100 align-top" data-testid="staffing-row">
      <th scope="row" className="px-2 py-2 text-left text-sm font-medium text-slate-900">
        {w.Auditorium_name}
        <span className="block text-xs font-normal text-slate-500">
          {formatDate(w.date)} · {formatTime(w.reporting_time)} · {workKindLabel(w.work_type, w.occasion)}
        </span>
      </th>
      <td className="px-2 py-2 text-sm text-slate-900">
        <span className={filled < w.needed ? "font-semibold text-red-700" : "font-semibold text-emerald-700"}>
          {t`${filled} of ${w.needed}`}
        </span>
        <span className="block text-xs text-slate-500">{t`Boys ${w.boys} · Head boys ${w.head_boys}`}</span>
      </td>
      <td className="px-2 py-2 text-sm text-slate-800">{w.captains}</td>
      <td className="px-2 py-2 text-sm text-slate-800">{w.supervisors}</td>
      <td className="px-2 py-2 text-sm">
        <div className="flex flex-wrap gap-1">
          {w.short_soon && <Badge tone="danger">{t`Short within 48 hours`}</Badge>}
          {w.open_offers > 0 && (
            <Badge tone="warning">
              {plural(w.open_offers, { one: "# waitlist offer open", other: "# waitlist offers open" })}
            </Badge>
          )}
        </div>
      </td>
    </tr>
  );
}

/**
 * Staffing at a glance: the works at risk first (short within 48 hours, or an open
 * waitlist offer), then every upcoming work's filled and needed count per role.
 */
export function StaffingCard() {
  const { t } = useLingui();
  const q = useStaffing();
  const list = useShortList("staffing", q.data?.works ?? []);
  return (
    <Card>
      <h2
        id="staffing"
        className="mb-3 flex scroll-mt-4 items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <Users className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {t`Staffing at a glance`}
      </h2>
      {q.isPending ? (
        <SkeletonText lines={4} />
      ) : q.isError ? (
        <ErrorState message={q.error.message} onRetry={() => q.refetch()} />
      ) : q.data.works.length === 0 ? (
        <p className="text-sm text-slate-600">{t`No upcoming works`}</p>
      ) : (
        (() => {
          const risky = q.data.works.filter((w) => w.at_risk);
          const table = (rows: WorkStaffing[], label: string) => (
            // A table wider than a phone scrolls sideways: the region takes the keyboard's focus so it
            // can be scrolled without a mouse.
            <section
              className="overflow-x-auto rounded-lg border border-slate-200"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
              tabIndex={0}
              aria-label={label}
            >
              <table className="w-full min-w-[40rem] text-left" aria-label={label}>
                <thead className="bg-slate-50 text-xs uppercase text-slate-600">
                  <tr>
                    <th scope="col" className="px-2 py-2">
                      {t`Work`}
                    </th>
                    <th scope="col" className="px-2 py-2">
                      {t`Boys and head boys`}
                    </th>
                    <th scope="col" className="px-2 py-2">
                      {t`Captains`}
                    </th>
                    <th scope="col" className="px-2 py-2">
                      {t`Supervisors`}
                    </th>
                    <th scope="col" className="px-2 py-2">
                      {t`Risk`}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((w) => (
                    <StaffingRow key={w.id} w={w} />
                  ))}
                </tbody>
              </table>
            </section>
          );
          return (
            <div className="flex flex-col gap-4">
              {risky.length > 0 && (
                <div>
                  <h3 className="mb-2 flex items-center gap-1 text-sm font-semibold text-red-700">
                    <AlertTriangle className="h-4 w-4" aria-hidden="true" />
                    {plural(risky.length, { one: "# work at risk", other: "# works at risk" })}
                  </h3>
                  {table(risky, t`Works at risk`)}
                </div>
              )}
              {table([...list.shown], t`Upcoming works staffing`)}
              <SeeAll anchor="staffing" what={t`Upcoming works staffing`} {...list} />
            </div>
          );
        })()
      )}
    </Card>
  );
}
