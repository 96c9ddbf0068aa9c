import type {
  PaginatedWorks,
  Work,
  WorkCounts,
  WorkInput,
  WorkPatch,
  WorkPatchResponse,
  WorkResponse,
} from "@catercrew/shared/schemas/works";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { worksKeys } from "./work-keys";

export const WORKS_PAGE_SIZE = 12;

export function fetchWorks(type: "upcoming" | "past", page: number, search: string, signal?: AbortSignal) {
  const q = new URLSearchParams({ type, page: String(page), page_size: String(WORKS_PAGE_SIZE) });
  if (search) q.set("search", search);
  return api<PaginatedWorks>(`/admin_panel/catering-works/?${q}`, { area: "admin", signal });
}
export const worksQuery = (type: "upcoming" | "past", page: number, search: string) =>
  queryOptions({
    queryKey: worksKeys.list(type, page, search),
    queryFn: ({ signal }) => fetchWorks(type, page, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
export function useWorks(type: "upcoming" | "past", page: number, search: string) {
  return useQuery(worksQuery(type, page, search));
}

export function fetchWorkCounts(signal?: AbortSignal) {
  return api<WorkCounts>("/admin_panel/catering-works/counts/", { area: "admin", signal });
}
export const workCountsQuery = () =>
  queryOptions({
    queryKey: worksKeys.counts(),
    queryFn: ({ signal }) => fetchWorkCounts(signal),
    staleTime: 30_000,
  });
export function useWorkCounts() {
  return useQuery(workCountsQuery());
}

export function fetchWork(id: number, signal?: AbortSignal) {
  return api<Work>(`/admin_panel/catering-work/${id}/`, { area: "admin", signal });
}
export const workQuery = (id: number) =>
  queryOptions({
    queryKey: worksKeys.detail(id),
    queryFn: ({ signal }) => fetchWork(id, signal),
    staleTime: 10_000,
  });
export function useWork(id: number | null) {
  return useQuery({ ...workQuery(id ?? 0), enabled: id !== null });
}

/** After any work change: lists, counts and the work itself reload. */
function useInvalidateWorks() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: worksKeys.all });
}

export function useCreateWork() {
  const invalidate = useInvalidateWorks();
  return useMutation({
    mutationFn: (body: WorkInput) =>
      api<WorkResponse>("/admin_panel/catering-work/create/", { method: "POST", body, area: "admin" }),
    onSuccess: invalidate,
  });
}

export function useUpdateWork() {
  const invalidate = useInvalidateWorks();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: WorkInput }) =>
      api<WorkResponse>(`/admin_panel/catering-work/${id}/update/`, { method: "PUT", body, area: "admin" }),
    onSuccess: invalidate,
  });
}

export function usePatchWork() {
  const invalidate = useInvalidateWorks();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: WorkPatch }) =>
      api<WorkPatchResponse>(`/admin_panel/catering-work/${id}/update/`, {
        method: "PATCH",
        body,
        area: "admin",
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteWork() {
  const invalidate = useInvalidateWorks();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ status: true; message: string }>(`/admin_panel/catering-work/${id}/update/`, {
        method: "DELETE",
        area: "admin",
      }),
    onSuccess: invalidate,
  });
}
