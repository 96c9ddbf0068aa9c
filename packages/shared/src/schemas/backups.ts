// Schemas of the backups domain: the admin dashboard's backup card.
import { z } from "zod";

export const backupFileSchema = z.object({
  name: z.string(),
  created_at: z.string(),
  size_bytes: z.number(),
});
export type BackupFile = z.infer<typeof backupFileSchema>;

/** The latest backup and the last attempt (automatic or "back up now"). */
export const backupStatusSchema = z.object({
  latest: backupFileSchema.nullable(),
  last_attempt: z.object({ at: z.string(), ok: z.boolean(), error: z.string().nullable() }).nullable(),
  /** Set when the last attempt failed, or the latest backup is missing or older than two days. */
  warning: z.string().nullable(),
  automatic: z.boolean(),
  /** Whether new backup files are encrypted (BACKUP_PASSPHRASE is set). */
  encrypted: z.boolean(),
  keep_days: z.number(),
  count: z.number(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
