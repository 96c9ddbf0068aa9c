import type { ClientDues } from "@catercrew/shared/schemas/receivables";
import { useLingui } from "@lingui/react/macro";
import { FileText, IndianRupee, RotateCw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonGrid } from "@/components/ui/skeleton";
import { formatDate, formatINR } from "@/lib/format";
import { paths } from "@/lib/paths";
import { useDues } from "./api/dues";
import { AgeingBars, useBucketLabels } from "./components/ageing";
import { RecordPaymentDialog } from "./components/record-payment-dialog";

function Total({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <Card className="p-3">
      <p className="text-xs text-slate-500">{label}</p>
      <p className={`text-lg font-semibold tabular-nums ${tone ?? "text-slate-900"}`}>{formatINR(value)}</p>
    </Card>
  );
}

function ClientRow({ c, onPay }: { c: ClientDues; onPay: () => void }) {
  const { t } = useLingui();
  const overdue = c.overdue !== "0.00";
  const oldest = c.oldest_due_date ? formatDate(c.oldest_due_date) : null;
  return (
    <Card className="flex flex-col gap-2 p-3 sm:p-4" data-testid={`dues-${c.client_id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 break-words font-semibold text-slate-900">{c.name}</h2>
        {overdue ? (
          <Badge tone="danger">{t`Overdue ${formatINR(c.overdue)}`}</Badge>
        ) : (
          <Badge tone="neutral">{t`Not yet due`}</Badge>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{t`Balance`}</dt>
          <dd className="font-semibold tabular-nums" data-testid="dues-balance">
            {formatINR(c.balance)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t`Oldest due date`}</dt>
          <dd>{oldest ?? "—"}</dd>
        </div>
      </dl>
      <AgeingBars ageing={c.ageing} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onPay} icon={<IndianRupee className="h-4 w-4" aria-hidden="true" />}>
          {t`Record payment`}
        </Button>
        <Link
          to={paths.admin.clientStatement(c.client_id)}
          className="inline-flex min-h-9 items-center gap-1 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          <FileText className="h-4 w-4" aria-hidden="true" />
          {t({ message: "Statement", context: "client account" })}
        </Link>
      </div>
    </Card>
  );
}

/** Dues: every client who owes, the worst first, with the totals and the ageing (record 057). */
export function DuesPage() {
  const { t } = useLingui();
  const dues = useDues();
  const labels = useBucketLabels();
  const [paying, setPaying] = useState<ClientDues | null>(null);
  const data = dues.data;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">{t`Dues`}</h1>
        <Button
          variant="outline"
          size="sm"
          onClick={() => dues.refetch()}
          loading={dues.isFetching}
          icon={<RotateCw className="h-4 w-4" aria-hidden="true" />}
        >
          {t`Refresh`}
        </Button>
      </div>
      {dues.isPending ? (
        <SkeletonGrid count={4} />
      ) : dues.isError || !data ? (
        <ErrorState title={t`Could not load the dues`} onRetry={() => dues.refetch()} />
      ) : (
        <>
          <section aria-label={t`Totals`} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Total label={t`Total owed`} value={data.totals.balance} />
            <Total label={t`Overdue`} value={data.totals.overdue} tone="text-red-700" />
            <Total label={labels.d61_90} value={data.totals.ageing.d61_90} />
            <Total label={labels.over_90} value={data.totals.ageing.over_90} tone="text-red-800" />
          </section>
          {data.clients.length === 0 ? (
            <EmptyState title={t`Nobody owes anything`} />
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Clients who owe`}>
              {data.clients.map((c) => (
                <li key={c.client_id}>
                  <ClientRow c={c} onPay={() => setPaying(c)} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <RecordPaymentDialog client={paying} onClose={() => setPaying(null)} />
    </div>
  );
}
