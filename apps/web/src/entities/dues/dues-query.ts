import type { Dues } from "@catercrew/shared/schemas/receivables";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** What clients owe (record 057): the dues screen and the admin dashboard's figures read it. */
export const duesKeys = {
  all: ["admin", "dues"] as const,
  dues: () => [...duesKeys.all, "list"] as const,
  statement: (clientId: number) => [...duesKeys.all, "statement", clientId] as const,
  months: (from: string, to: string) => [...duesKeys.all, "months", from, to] as const,
};

export const duesQuery = () =>
  queryOptions({
    queryKey: duesKeys.dues(),
    queryFn: ({ signal }) => api<Dues>("/billing/dues/", { area: "admin", signal }),
    staleTime: 15_000,
  });
export const useDues = () => useQuery(duesQuery());
