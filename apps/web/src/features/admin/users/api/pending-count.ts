import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { usersKeys } from "./user-keys";

export const getPendingCount = () =>
  api<{ count: number }>("/users/unapproved-users/", { area: "admin" }).then((r) => r.count);

export const pendingCountQuery = () =>
  queryOptions({ queryKey: usersKeys.pending, queryFn: getPendingCount, staleTime: 30_000 });

export const usePendingCount = () => useQuery(pendingCountQuery());
