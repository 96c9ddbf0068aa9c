import type { PaginatedUsers, UserFilter } from "@catercrew/shared/schemas/users";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { usersKeys } from "./user-keys";

/** The filter query's fields as the selects hold them ("" = any). */
export type UserFilters = Record<keyof Pick<UserFilter, "role" | "employment_type" | "has_bike">, string>;

export const hasAnyFilter = (f: UserFilters) => Boolean(f.role || f.employment_type || f.has_bike);

export const filterUsers = (f: UserFilters) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) q.set(k, v);
  return api<PaginatedUsers>(`/users/users/filter/?${q}`, { area: "admin" });
};

export const filterUsersQuery = (f: UserFilters) =>
  queryOptions({ queryKey: usersKeys.filter(f), queryFn: () => filterUsers(f), staleTime: 30_000 });

/** Runs only when at least one filter is chosen. */
export const useFilterUsers = (f: UserFilters | null) =>
  useQuery({
    ...filterUsersQuery(f ?? { role: "", employment_type: "", has_bike: "" }),
    enabled: f !== null && hasAnyFilter(f),
  });
