import type { Fare, FareInput } from "@catercrew/shared/schemas/fares";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const getFares = () => api<Fare[]>("/admin_panel/list-base-fares/", { area: "admin" });

export const faresQuery = () =>
  queryOptions({ queryKey: ["admin", "fares"], queryFn: getFares, staleTime: 30_000 });

export const useFares = () => useQuery(faresQuery());

export const createFare = (body: FareInput) =>
  api<Fare>("/admin_panel/base-fares/", { method: "POST", body, area: "admin" });

/** Updates by the fare type in the path (`captain` is accepted for subadmin). */
export const updateFare = (pathType: string, body: FareInput) =>
  api<Fare>(`/admin_panel/base-fares/update/${encodeURIComponent(pathType)}/`, {
    method: "PUT",
    body,
    area: "admin",
  });

export const deleteFare = (id: number) =>
  api<{ status: true; message: string }>(`/admin_panel/basefare/${id}/delete/`, {
    method: "DELETE",
    area: "admin",
  });

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: faresQuery().queryKey });
}

export function useCreateFare() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: createFare, onSuccess: invalidate });
}

export function useUpdateFare() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ pathType, body }: { pathType: string; body: FareInput }) => updateFare(pathType, body),
    onSuccess: invalidate,
  });
}

export function useDeleteFare() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deleteFare, onSuccess: invalidate });
}
