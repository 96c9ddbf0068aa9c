import type { MyWork, WorkRequestCreate } from "@catercrew/shared/schemas/worker";
import { msg } from "@lingui/core/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ApiError, api } from "@/lib/api-client";
import { i18n } from "@/lib/i18n";
import { workerKeys } from "./worker-keys";

/** The request toasts, translated when shown (they follow a language switch). */
export const REQUEST_MESSAGES = {
  sending: msg`Sending work request...`,
  sent: msg`Work request sent successfully!`,
  already: msg`You have already applied for this work!`,
  failed: msg`Failed to send work request. Please try again.`,
};

/** Request toasts stay 4 s. */
const REQUEST_TOAST_MS = 4000;

export function createWorkRequest(body: WorkRequestCreate) {
  return api<{ status: true; message: string; request: MyWork }>("/users/work-request/create/", {
    method: "POST",
    body,
    area: "user",
  });
}

/**
 * Sends a work request with its toasts (loading, success 4 s, already applied, failure),
 * then refreshes every worker list that shows the request's state.
 */
export function useRequestWork() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (workId: number) => createWorkRequest({ work: workId }),
    onMutate: (workId) => {
      toast.loading(i18n._(REQUEST_MESSAGES.sending), { id: `request-${workId}` });
    },
    onSuccess: (_data, workId) => {
      toast.success(i18n._(REQUEST_MESSAGES.sent), { id: `request-${workId}`, duration: REQUEST_TOAST_MS });
    },
    onError: (err, workId) => {
      // A second request is told by the server's error code, whatever language its words are in.
      const message =
        err instanceof ApiError && err.status === 409 && err.code === "ALREADY_APPLIED"
          ? i18n._(REQUEST_MESSAGES.already)
          : err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401
            ? err.joined
            : i18n._(REQUEST_MESSAGES.failed);
      toast.error(message, { id: `request-${workId}`, duration: REQUEST_TOAST_MS });
    },
    onSettled: (_d, _e, workId) =>
      Promise.all([
        client.invalidateQueries({ queryKey: workerKeys.published() }),
        client.invalidateQueries({ queryKey: workerKeys.work(workId) }),
        client.invalidateQueries({ queryKey: workerKeys.requests() }),
        client.invalidateQueries({ queryKey: workerKeys.stats() }),
        client.invalidateQueries({ queryKey: workerKeys.noShows() }),
      ]),
  });
}
