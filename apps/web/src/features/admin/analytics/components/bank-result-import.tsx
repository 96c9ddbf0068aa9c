import { formatRupees } from "@catercrew/shared/money";
import { type BankResultFile, readBankResultFile } from "@catercrew/shared/payouts/bank-result";
import type { PayoutBatch } from "@catercrew/shared/schemas/payouts";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { downloadBankFile, useImportBankResult } from "../api/payout-batches";
import { type BankRowPreview, type BankRowVerdict, matchBankResult } from "./bank-result-match";

/** The largest result file read in the browser (a batch is at most a few hundred rows). */
const MAX_FILE_BYTES = 1_000_000;

function useVerdicts() {
  const { t } = useLingui();
  return (v: BankRowVerdict): string => {
    switch (v) {
      case "ok":
        return t`Will be imported`;
      case "other_batch":
        return t`Not a transfer of this batch`;
      case "amount_differs":
        return t`Amount differs`;
      case "pending":
        return t`Not settled yet`;
      case "no_reference":
        return t`No wage reference`;
      case "unknown_status":
        return t`Status not understood`;
      case "bad_amount":
        return t`Amount not understood`;
    }
  };
}

function PreviewRow({ p }: { p: BankRowPreview }) {
  const { t } = useLingui();
  const verdict = useVerdicts();
  const lineNo = p.line;
  const bankAmount = p.row?.amount ? formatRupees(p.row.amount) : null;
  const utr = p.row?.utr;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 p-2 text-sm" data-testid="bank-result-row">
      <span className="basis-14 text-xs text-slate-500">{t`Line ${lineNo}`}</span>
      <span className="min-w-0 flex-1 basis-40 break-words font-medium text-slate-900">
        {p.item?.user_name ?? p.remarks ?? p.text}
      </span>
      {p.item && <span className="basis-20 text-right tabular-nums">{formatRupees(p.item.amount)}</span>}
      {bankAmount && p.verdict === "amount_differs" && (
        <span className="basis-32 text-red-700">{t`bank says ${bankAmount}`}</span>
      )}
      {p.row && (
        <span className="basis-32 text-slate-700">
          {p.row.status === "paid" ? t`Paid` : t`Failed`}
          {utr ? ` · ${t`UTR ${utr}`}` : ""}
          {p.row.reason ? ` · ${p.row.reason}` : ""}
        </span>
      )}
      <Badge tone={p.verdict === "ok" ? "success" : p.verdict === "pending" ? "neutral" : "danger"}>
        {verdict(p.verdict)}
      </Badge>
    </li>
  );
}

/**
 * A bank-file batch's two steps with the bank (record 066): download the bulk-upload file, and
 * later import the bank's result file. The file is read here (any bank's column names, the row
 * found by its wage reference), each row shown beside the line it pays; rows of another batch or
 * with another amount are shown and left out; the matched ones are imported in one call, which
 * the server applies all or nothing and which changes nothing when repeated.
 */
export function BankResultImport({ batch }: { batch: PayoutBatch }) {
  const { t } = useLingui();
  const importResult = useImportBankResult();
  const [read, setRead] = useState<BankResultFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = read ? matchBankResult(batch, read) : [];
  const ready = preview.filter((p) => p.verdict === "ok" && p.row);
  const count = ready.length;
  const onFile = async (file: File | undefined) => {
    setError(null);
    setRead(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setError(t`The file is too large for a result file.`);
    const parsed = readBankResultFile(await file.text());
    if (!parsed.understood)
      return setError(t`No status column was found in this file. Is it the bank's result file?`);
    setRead(parsed);
  };
  const onImport = () =>
    importResult.mutate(
      {
        batchId: batch.id,
        rows: ready.flatMap(({ row }) => {
          if (!row) return [];
          const { line: _line, ...sent } = row;
          return [sent];
        }),
      },
      {
        onSuccess: (r) => {
          notify.adminSuccess(
            plural(r.changed, {
              one: "Imported. # payment changed.",
              other: "Imported. # payments changed.",
            }),
          );
          setRead(null);
        },
        onError: (err) => setError(err instanceof ApiError ? err.joined : t`Could not import it.`),
      },
    );
  const onDownload = () =>
    downloadBankFile(batch.id).catch((err: unknown) =>
      setError(err instanceof ApiError ? err.joined : t`Could not download the bank file.`),
    );
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3" aria-label={t`Bank file`}>
      <div className="flex flex-wrap items-end gap-3">
        <Button size="sm" variant="outline" onClick={onDownload}>
          {t`Download the bank file`}
        </Button>
        <Input
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          label={t`The bank's result file`}
          hint={t`CSV as the bank gives it; rows are matched by the wage reference in Remarks.`}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </div>
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {read && (
        <>
          <ul
            className="divide-y divide-slate-100 rounded-lg border border-slate-200"
            data-testid="bank-result-rows"
          >
            {preview.map((p) => (
              <PreviewRow key={p.line} p={p} />
            ))}
          </ul>
          <Button
            className="self-end"
            disabled={count === 0}
            loading={importResult.isPending}
            onClick={onImport}
          >
            {plural(count, { one: "Import # row", other: "Import # rows" })}
          </Button>
        </>
      )}
    </section>
  );
}
