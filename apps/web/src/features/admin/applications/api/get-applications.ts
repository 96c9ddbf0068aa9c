import type {
  UserRequestsResponse,
  userRequestsQuery as userRequestsQuerySchema,
} from "@catercrew/shared/schemas/users";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";

export const USER_REQUESTS_PAGE_SIZE = 10;
export const userRequestsKeys = { all: ["admin", "user-requests"] as const };

/** The list's query, as the shared schema parses it (the page size is fixed here). */
export type UserRequestsParams = Omit<z.output<typeof userRequestsQuerySchema>, "page_size">;

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
