import type { User } from "@catercrew/shared/schemas/users";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { usersKeys } from "./user-keys";

export const getUser = (id: number) => api<User>(`/users/users/${id}/admin-update/`, { area: "admin" });

export const userQuery = (id: number) =>
  queryOptions({ queryKey: usersKeys.detail(id), queryFn: () => getUser(id), staleTime: 0 });

export const useUser = (id: number | null) => useQuery({ ...userQuery(id ?? 0), enabled: id !== null });
