import type { Statement } from "@catercrew/shared/schemas/receivables";
import { useLingui } from "@lingui/react/macro";
import { Card } from "@/components/ui/card";
import { Table, TBody, Td, THead, Th, Tr } from "@/components/ui/table";
import { formatDate, formatINR } from "@/lib/format";

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
  const { gstin } = statement.client;
  return (
    <Card className="flex flex-col gap-3 p-3 sm:p-5 print:border-0 print:shadow-none">
      <header className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold text-slate-900">{statement.client.name}</h2>
        {statement.client.address && <p className="text-sm text-slate-600">{statement.client.address}</p>}
        {gstin && <p className="text-sm text-slate-600">{t`GSTIN ${gstin}`}</p>}
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
              <Td>
                {label(line)}
                {line.advance_applied !== "0.00" && (
                  <span className="block text-xs text-slate-600">
                    {t`${formatINR(line.advance_applied)} of it settled from the advance`}
                  </span>
                )}
              </Td>
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
        {statement.advance !== "0.00" && (
          <>
            <dt>{t`Advance not yet used`}</dt>
            <dd className="text-right tabular-nums" data-testid="statement-advance">
              {formatINR(statement.advance)}
            </dd>
          </>
        )}
      </dl>
    </Card>
  );
}
