import type { TodayBoard } from "@catercrew/shared/schemas/today-board";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const getTodayBoard = () => api<TodayBoard>("/admin_panel/admin/today-board/", { area: "admin" });

export const todayBoardQuery = () =>
  queryOptions({ queryKey: ["admin", "today-board"], queryFn: getTodayBoard, staleTime: 30_000 });

export const useTodayBoard = () => useQuery(todayBoardQuery());
