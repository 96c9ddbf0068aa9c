import type { RejectBody } from "@catercrew/shared/schemas/rejections";
import type {
  UserRequest,
  UserRequestActionResponse,
  UserRequestsResponse,
} from "@catercrew/shared/schemas/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { userRequestsKeys } from "./get-applications";

export const approveUser = (id: number) =>
  api<UserRequestActionResponse>(`/users/approve/${id}/`, {
    method: "PATCH",
    body: { is_approved: true },
    area: "admin",
  });

/** Rejects a pending application or revokes an approval (same call), with the optional reason the person sees. */
export const rejectUser = (id: number, reason?: string) =>
  api<UserRequestActionResponse>(`/users/reject/${id}/`, {
    method: "PATCH",
    ...(reason ? { body: { reason } satisfies RejectBody } : {}),
    area: "admin",
  });

/** A decision on one application; `reason` only for a reject. */
export type DecisionInput = { user: UserRequest; reason?: string | undefined };

type Snapshot = [readonly unknown[], UserRequestsResponse | undefined][];

function patchCached(
  qc: ReturnType<typeof useQueryClient>,
  id: number,
  patch: Partial<UserRequest>,
): Snapshot {
  const snapshot = qc.getQueriesData<UserRequestsResponse>({ queryKey: userRequestsKeys.all });
  qc.setQueriesData<UserRequestsResponse>({ queryKey: userRequestsKeys.all }, (old) =>
    old ? { ...old, users: old.users.map((u) => (u.id === id ? { ...u, ...patch } : u)) } : old,
  );
  return snapshot;
}

function useDecision(
  fn: (id: number, reason?: string) => Promise<UserRequestActionResponse>,
  optimistic?: Partial<UserRequest>,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ user, reason }: DecisionInput) => fn(user.id, reason),
    onMutate: async ({ user }) => {
      if (!optimistic) return { snapshot: [] as Snapshot };
      await qc.cancelQueries({ queryKey: userRequestsKeys.all });
      return { snapshot: patchCached(qc, user.id, optimistic) };
    },
    onError: (_err, _user, ctx) => {
      // Roll the optimistic change back.
      for (const [key, data] of ctx?.snapshot ?? []) qc.setQueryData(key, data);
    },
    onSuccess: (res) => {
      patchCached(qc, res.user.id, res.user);
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: userRequestsKeys.all });
      // Counts elsewhere (bell, dashboard, users list) change too.
      void qc.invalidateQueries({ queryKey: ["admin"] });
    },
  });
}

/** Approve shows as approved at once and is rolled back if the call fails. */
export const useApproveUser = () =>
  useDecision(approveUser, { is_approved: true, is_active: true, request_status: "approved" });
export const useRejectUser = () => useDecision(rejectUser);
