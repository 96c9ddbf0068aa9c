import type { NeedsAttention } from "@catercrew/shared/schemas/stats";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const getNeedsAttention = () =>
  api<NeedsAttention>("/admin_panel/admin/needs-attention/", { area: "admin" });

export const needsAttentionQuery = () =>
  queryOptions({ queryKey: ["admin", "needs-attention"], queryFn: getNeedsAttention, staleTime: 30_000 });

export const useNeedsAttention = () => useQuery(needsAttentionQuery());
