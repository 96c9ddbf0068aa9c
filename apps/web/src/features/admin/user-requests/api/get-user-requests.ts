import type { ApplicantStatus, UserRequestSortField, UserRequestsResponse } from "@catercrew/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const USER_REQUESTS_PAGE_SIZE = 10;
export const userRequestsKeys = { all: ["admin", "user-requests"] as const };

export interface UserRequestsParams {
  status: "all" | ApplicantStatus;
  search: string;
  sort: UserRequestSortField;
  order: "asc" | "desc";
  page: number;
}

export const getUserRequests = (p: UserRequestsParams) => {
  const q = new URLSearchParams({
    status: p.status,
    search: p.search,
    sort: p.sort,
    order: p.order,
    page: String(p.page),
    page_size: String(USER_REQUESTS_PAGE_SIZE),
  });
  return api<UserRequestsResponse>(`/users/user-requests/?${q}`, { area: "admin" });
};

export const userRequestsQuery = (p: UserRequestsParams) =>
  queryOptions({
    queryKey: [...userRequestsKeys.all, p] as const,
    queryFn: () => getUserRequests(p),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useUserRequests = (p: UserRequestsParams) => useQuery(userRequestsQuery(p));
