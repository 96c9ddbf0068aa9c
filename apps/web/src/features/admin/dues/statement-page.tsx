import { useLingui } from "@lingui/react/macro";
import { Printer } from "lucide-react";
import { useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { StatementView } from "@/entities/dues/statement-view";
import { useStatement } from "./api/dues";

export function StatementPage() {
  const { t } = useLingui();
  const clientId = Number(useParams().id);
  const statement = useStatement(clientId);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <div className="flex items-center justify-between gap-2 print:hidden">
        <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">
          {t({ message: "Statement", context: "client account" })}
        </h1>
        <Button
          variant="outline"
          size="sm"
          onClick={() => window.print()}
          icon={<Printer className="h-4 w-4" aria-hidden="true" />}
        >
          {t`Print`}
        </Button>
      </div>
      {statement.isPending ? (
        <SkeletonText lines={6} />
      ) : statement.isError || !statement.data ? (
        <ErrorState title={t`Could not load the statement`} onRetry={() => statement.refetch()} />
      ) : (
        <StatementView statement={statement.data} />
      )}
    </div>
  );
}
