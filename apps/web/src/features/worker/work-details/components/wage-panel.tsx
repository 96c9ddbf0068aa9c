import { PAYMENT_STATUS_LABELS } from "@catercrew/shared/enums";
import { formatRupees } from "@catercrew/shared/money";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge } from "@/components/ui/badge";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { PayslipButtons } from "@/entities/payment/payslip-buttons";
import { ApiError } from "@/lib/api-client";
import { labelOf } from "@/lib/labels";
import { useDailyWage } from "../api/work-detail";

const ROWS = [
  ["base_fare", msg`Base fare`],
  ["rating_amount", msg`Rating amount`],
  ["travel_allowance", msg`Travel allowance`],
  ["over_time", msg`Over time`],
  ["long_fare", msg`Long fare`],
  ["bonus", msg`Bonus`],
  ["extra_loading", msg`Extra loading`],
  ["extra_setting", msg`Extra setting`],
] as const;

/** The wage breakdown of this worker for the work: an error with Retry, or no data. */
export function WagePanel({ userId, workId }: { userId: number | undefined; workId: number }) {
  const { t } = useLingui();
  const wage = useDailyWage(userId, workId, true);
  if (wage.isPending) return <SkeletonText lines={4} />;
  if (wage.isError) {
    if (wage.error instanceof ApiError && wage.error.status === 404) {
      return <p className="text-sm text-slate-600">{t`No wage data available for this work.`}</p>;
    }
    return (
      <ErrorState
        title={t`Error loading wage data`}
        message={wage.error.message}
        onRetry={() => wage.refetch()}
        retryLabel={t`Retry`}
        retrying={wage.isFetching}
      />
    );
  }
  const w = wage.data;
  const status = labelOf(PAYMENT_STATUS_LABELS, w.payment_status);
  return (
    <div className="flex flex-col gap-2">
      <table className="w-full text-sm">
        <caption className="sr-only">{t`Wage breakdown`}</caption>
        <tbody>
          {ROWS.map(([key, label]) => (
            <tr key={key} className="border-b border-slate-100">
              <th scope="row" className="py-1.5 text-left font-normal text-slate-600">
                {t(label)}
              </th>
              <td className="py-1.5 text-right tabular-nums">{formatRupees(w[key])}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="pt-2 text-left font-semibold">
              {t`Total wage`}
            </th>
            <td className="pt-2 text-right text-base font-bold tabular-nums">{formatRupees(w.total_wage)}</td>
          </tr>
        </tbody>
      </table>
      <p className="text-sm">
        <Trans>
          Payment: <Badge tone={w.payment_status === "paid" ? "success" : "warning"}>{status}</Badge>
        </Trans>
      </p>
      {userId !== undefined && <PayslipButtons path={`/payslips/${workId}/${userId}/`} area="user" />}
    </div>
  );
}
