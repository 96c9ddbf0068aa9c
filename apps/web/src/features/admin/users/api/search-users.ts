import type { PaginatedUsers } from "@catercrew/shared/schemas/users";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { usersKeys } from "./user-keys";

export const searchUsers = (text: string) =>
  api<PaginatedUsers>(`/users/users/search/?search=${encodeURIComponent(text)}`, { area: "admin" });

export const searchUsersQuery = (text: string) =>
  queryOptions({ queryKey: usersKeys.search(text), queryFn: () => searchUsers(text), staleTime: 30_000 });

/** Runs only with non-blank text. */
export const useSearchUsers = (text: string | null) =>
  useQuery({ ...searchUsersQuery(text ?? ""), enabled: Boolean(text?.trim()) });
