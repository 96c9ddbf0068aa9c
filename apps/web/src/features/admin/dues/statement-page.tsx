import type { Statement } from "@catercrew/shared/schemas/receivables";
import { useLingui } from "@lingui/react/macro";
import { Printer } from "lucide-react";
import { useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { Table, TBody, Td, THead, Th, Tr } from "@/components/ui/table";
import { formatDate, formatINR } from "@/lib/format";
import { useStatement } from "./api/dues";

type Line = Statement["lines"][number];

function useDocumentLabel(): (line: Line) => string {
  const { t } = useLingui();
  return (line) => {
    const n = line.number;
    switch (line.document) {
      case "invoice":
        return t`Invoice ${n}`;
      case "credit_note":
        return t`Credit note ${n}`;
      case "payment":
        return t`Payment ${n}`;
      default:
        return t`TDS withheld ${n}`;
    }
  };
}

/** A client's statement to print or send: date, document, debit, credit, running balance. */
export function StatementView({ statement }: { statement: Statement }) {
  const { t } = useLingui();
  const label = useDocumentLabel();
  const money = (v: string) => (v === "0.00" ? "" : formatINR(v));
  return (
    <Card className="flex flex-col gap-3 p-3 sm:p-5 print:border-0 print:shadow-none">
      <header className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold text-slate-900">{statement.client.name}</h2>
        {statement.client.address && <p className="text-sm text-slate-600">{statement.client.address}</p>}
        {statement.client.gstin && <p className="text-sm text-slate-600">GSTIN {statement.client.gstin}</p>}
        <p className="text-sm text-slate-600">{t`Statement up to ${formatDate(statement.to)}`}</p>
      </header>
      <Table caption={t({ message: "Statement", context: "client account" })}>
        <THead>
          <Tr>
            <Th>{t`Date`}</Th>
            <Th>{t`Document`}</Th>
            <Th className="text-right">{t`Debit`}</Th>
            <Th className="text-right">{t`Credit`}</Th>
            <Th className="text-right">{t`Balance`}</Th>
          </Tr>
        </THead>
        <TBody>
          {statement.from && (
            <Tr>
              <Td>{formatDate(statement.from)}</Td>
              <Td>{t`Opening balance`}</Td>
              <Td />
              <Td />
              <Td className="text-right tabular-nums">{formatINR(statement.opening_balance)}</Td>
            </Tr>
          )}
          {statement.lines.map((line) => (
            <Tr key={`${line.document}-${line.number}-${line.date}-${line.balance}`}>
              <Td className="whitespace-nowrap">{formatDate(line.date)}</Td>
              <Td>{label(line)}</Td>
              <Td className="text-right tabular-nums">{money(line.debit)}</Td>
              <Td className="text-right tabular-nums">{money(line.credit)}</Td>
              <Td className="text-right tabular-nums">{formatINR(line.balance)}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
      <dl className="grid grid-cols-2 gap-1 text-sm sm:max-w-sm sm:self-end">
        <dt className="font-semibold">{t`Balance`}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="statement-closing">
          {formatINR(statement.closing_balance)}
        </dd>
        <dt className="text-red-700">{t`Overdue`}</dt>
        <dd className="text-right tabular-nums text-red-700">{formatINR(statement.overdue)}</dd>
      </dl>
    </Card>
  );
}

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
