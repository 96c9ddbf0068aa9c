import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { notify } from "@/components/ui/toast";
import type { ApiError } from "@/lib/api-client";
import { type QueuedWrite, useOfflineQueue } from "@/lib/offline-queue";
import { refreshWork } from "./api/ratings-wages";

/**
 * The writes waiting on this phone; sends them when the signal returns and reloads what they change.
 * Used by the sub-admin layout (offline/subadmin-offline.tsx), so the line is sent whichever screen
 * is open, and by the works screen, which shows it.
 */
export function useRollCallQueue(): QueuedWrite[] {
  const { t } = useLingui();
  // The roll call made with no signal: sent in order when it returns; the lists reload as each lands.
  const client = useQueryClient();
  const onSent = useCallback(
    (entry: QueuedWrite) => {
      void refreshWork(client, entry.workId);
    },
    [client],
  );
  // The layout and the works screen both listen: one toast per refused write (its id).
  const onFailed = useCallback(
    (entry: QueuedWrite, error: ApiError) =>
      notify.error(t`A saved change could not be sent: ${error.message}`, {
        id: `queue-refused-${entry.id}`,
      }),
    [t],
  );
  return useOfflineQueue({ onSent, onFailed });
}
