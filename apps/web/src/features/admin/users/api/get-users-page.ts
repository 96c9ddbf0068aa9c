import type { PaginatedUsers } from "@catercrew/shared/schemas/users";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { usersKeys } from "./user-keys";

export const USERS_PAGE_SIZE = 15;

export const getUsersPage = (page: number, pageSize = USERS_PAGE_SIZE) =>
  api<PaginatedUsers>(`/admin_panel/admin/user/?page=${page}&page_size=${pageSize}`, { area: "admin" });

export const usersPageQuery = (page: number, pageSize = USERS_PAGE_SIZE) =>
  queryOptions({
    queryKey: usersKeys.page(page, pageSize),
    queryFn: () => getUsersPage(page, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useUsersPage = (page: number, enabled = true) => useQuery({ ...usersPageQuery(page), enabled });
