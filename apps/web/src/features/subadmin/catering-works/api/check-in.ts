import type { CheckInListResponse, CheckInResponse } from "@catercrew/shared/schemas/check-in";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { subadminKeys } from "@/entities/subadmin/api/subadmin-keys";
import { api } from "@/lib/api-client";
import { type Queued, sendOrQueue } from "@/lib/offline-queue";

const checkInKey = (workId: number) => [...subadminKeys.assigned(workId), "check-ins"] as const;

export const checkInsQuery = (workId: number) =>
  queryOptions({
    queryKey: checkInKey(workId),
    queryFn: ({ signal }) =>
      api<CheckInListResponse>(`/sub_admin/check-in/${workId}/`, { area: "subadmin", signal }),
    staleTime: 0,
  });

export function useCheckIns(workId: number) {
  return useQuery(checkInsQuery(workId));
}

/** What the captain sends: the scanned code, or the person by hand. */
export type CheckInRequest = { work: number; code: string } | { work: number; user: number };

/** The code says whose it is (`<work>-<user>-<day>-<signature>`): the queue shows their name. */
function userOfCode(code: string): number {
  const user = Number(code.split("-")[1]);
  return Number.isInteger(user) ? user : 0;
}

export function checkIn(body: CheckInRequest): Promise<CheckInResponse | Queued> {
  return sendOrQueue<CheckInResponse>({
    kind: "check_in",
    method: "POST",
    path: "/sub_admin/check-in/",
    body,
    workId: body.work,
    userId: "user" in body ? body.user : userOfCode(body.code),
  });
}

export function useCheckIn(workId: number) {
  const client = useQueryClient();
  return useMutation({
    // Runs with no signal too: the check-in then waits on the phone (offline queue).
    networkMode: "always",
    mutationFn: checkIn,
    onSettled: () => client.invalidateQueries({ queryKey: checkInKey(workId) }),
  });
}
