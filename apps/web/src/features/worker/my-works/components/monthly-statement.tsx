import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Input } from "@/components/ui/field";
import { PayslipButtons } from "@/entities/payment/payslip-buttons";
import { todayInKolkata } from "@/lib/format";
import { useSession } from "@/lib/session";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The worker's monthly statement: every work of the chosen month with paid and pending sums. */
export function MonthlyStatement() {
  const { t } = useLingui();
  const session = useSession("user");
  const [month, setMonth] = useState(todayInKolkata().slice(0, 7));
  if (!session) return null;
  const valid = MONTH.test(month);
  return (
    <section
      aria-label={t`Monthly statement`}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:p-4"
    >
      <h2 className="font-semibold text-slate-900">{t`Monthly statement`}</h2>
      <div className="flex flex-wrap items-end gap-3">
        <Input
          label={t`Month`}
          type="month"
          value={month}
          max={todayInKolkata().slice(0, 7)}
          onChange={(e) => setMonth(e.target.value)}
          error={valid ? undefined : t`Choose a month`}
          containerClassName="w-48"
        />
        {valid && (
          <PayslipButtons
            path={`/payslips/monthly/${session.user.id}/?month=${month}`}
            area="user"
            viewLabel={t`Statement`}
          />
        )}
      </div>
    </section>
  );
}
