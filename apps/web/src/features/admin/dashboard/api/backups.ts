import type { BackupFile, BackupStatus } from "@catercrew/shared";
import { msg } from "@lingui/core/macro";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "@/lib/api-client";
import { i18n } from "@/lib/i18n";
import { sessions } from "@/lib/session";

export const getBackupStatus = () => api<BackupStatus>("/admin_panel/backups/status/", { area: "admin" });

export const backupStatusQuery = () =>
  queryOptions({ queryKey: ["admin", "backups"], queryFn: getBackupStatus, staleTime: 30_000 });

export const useBackupStatus = () => useQuery(backupStatusQuery());

export function useRunBackup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<BackupFile>("/admin_panel/backups/", { method: "POST", area: "admin" }),
    onSettled: () => qc.invalidateQueries({ queryKey: ["admin", "backups"] }),
  });
}

/** Downloads the latest backup file (admin only; the status call first refreshes the session). */
export async function downloadLatestBackup(): Promise<void> {
  await getBackupStatus();
  const token = sessions.admin.get()?.tokens.access;
  const res = await fetch("/api/admin_panel/backups/latest/", {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(res.status, body.message ?? i18n._(msg`Download failed (${res.status})`));
  }
  const name =
    /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ??
    "catercrew-backup.jsonl.gz";
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
