import type { FailedDelivery } from "@catercrew/shared/schemas/notifications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const getFailedDeliveries = () =>
  api<{ results: FailedDelivery[] }>("/notifications/failed-deliveries/", { area: "admin" });

export const failedDeliveriesQuery = () =>
  queryOptions({ queryKey: ["admin", "failed-deliveries"], queryFn: getFailedDeliveries, staleTime: 60_000 });

export const useFailedDeliveries = () => useQuery(failedDeliveriesQuery());
