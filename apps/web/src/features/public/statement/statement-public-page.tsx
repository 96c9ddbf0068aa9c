import type { Statement } from "@catercrew/shared/schemas/receivables";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Printer } from "lucide-react";
import { useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { StatementView } from "@/entities/dues/statement-view";
import { api } from "@/lib/api-client";

/**
 * A client's statement opened from the signed link of his payment reminder (record 057): no
 * sign-in, that client's statement only.
 */
export function StatementPublicPage() {
  const { t } = useLingui();
  const token = useParams().token ?? "";
  const statement = useQuery({
    queryKey: ["public", "statement", token],
    queryFn: ({ signal }) => api<Statement>(`/public/statements/${encodeURIComponent(token)}/`, { signal }),
    retry: false,
  });
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 p-3 sm:p-6">
      <div className="flex justify-end print:hidden">
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
        <ErrorState title={t`This statement link does not open a statement`} />
      ) : (
        <StatementView statement={statement.data} />
      )}
    </main>
  );
}
