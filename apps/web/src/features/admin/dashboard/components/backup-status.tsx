import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Download, HardDrive, RotateCw } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { localizeMessage } from "@/lib/i18n";
import { downloadLatestBackup, useBackupStatus, useRunBackup } from "../api/backups";

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The admin dashboard's backup card: latest backup, a warning, download, back up now. */
export function BackupStatusCard() {
  const { t } = useLingui();
  const status = useBackupStatus();
  const run = useRunBackup();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const s = status.data;
  const stored = s?.count ?? 0;

  return (
    <section
      aria-labelledby="backups"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="backups" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <HardDrive className="h-5 w-5 text-brand-600" aria-hidden="true" />
          {t`Backups`}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => run.mutate()}
            loading={run.isPending}
            loadingText={t`Backing up...`}
            icon={<RotateCw className="h-4 w-4" aria-hidden="true" />}
          >
            {t`Back up now`}
          </Button>
          <Button
            variant="primary"
            size="sm"
            disabled={!s?.latest || downloading}
            loading={downloading}
            loadingText={t`Downloading...`}
            icon={<Download className="h-4 w-4" aria-hidden="true" />}
            onClick={async () => {
              setDownloading(true);
              setDownloadError(null);
              try {
                await downloadLatestBackup();
              } catch (err) {
                setDownloadError(err instanceof Error ? err.message : t`Download failed`);
              } finally {
                setDownloading(false);
              }
            }}
          >
            {t`Download latest`}
          </Button>
        </div>
      </div>
      {status.isPending ? (
        <Skeleton className="h-6 w-64" />
      ) : status.isError ? (
        <Alert tone="error">
          {status.error.message || t`Failed to fetch the backup status`}{" "}
          <button type="button" className="font-semibold underline" onClick={() => status.refetch()}>
            {t`Try again`}
          </button>
        </Alert>
      ) : (
        <>
          <p className="text-sm text-slate-700" data-testid="backup-latest">
            {status.data.latest
              ? t`Latest backup: ${formatDateTime(status.data.latest.created_at)}, ${formatSize(status.data.latest.size_bytes)}`
              : t`No backup yet.`}{" "}
            <span className="text-slate-500">
              {status.data.automatic
                ? plural(status.data.keep_days, {
                    one: `Daily automatic backups, kept # day (${stored} stored).`,
                    other: `Daily automatic backups, kept # days (${stored} stored).`,
                  })
                : plural(status.data.keep_days, {
                    one: `Automatic backups are off, kept # day (${stored} stored).`,
                    other: `Automatic backups are off, kept # days (${stored} stored).`,
                  })}
            </span>
          </p>
          {status.data.warning && <Alert tone="warning">{localizeMessage(status.data.warning)}</Alert>}
          {!status.data.encrypted && (
            <Alert tone="warning">
              <span data-testid="backup-not-encrypted">
                {t`Backups are not encrypted: anyone who gets a backup file can read workers' ID photos and password hashes. Set BACKUP_PASSPHRASE on the server to encrypt them.`}
              </span>
            </Alert>
          )}
        </>
      )}
      {run.isError && <Alert tone="error">{run.error.message}</Alert>}
      {downloadError && <Alert tone="error">{downloadError}</Alert>}
    </section>
  );
}
