import type { HomeSummary } from "@catercrew/shared/schemas/home";
import type { QueryClient } from "@tanstack/react-query";
import { notificationKeys } from "@/entities/notifications/api/notifications";
import { api } from "@/lib/api-client";
import { homeSummaryInFlight, setHomeSummaryInFlight } from "./home-summary-flight";
import { workerKeys } from "./worker-keys";

export function fetchHomeSummary(signal?: AbortSignal) {
  return api<HomeSummary>("/users/home/summary/", { area: "user", signal });
}

/**
 * Reads the worker home in one request (GET /users/home/summary/) and puts each part into the
 * cache of the query that reads it alone, so the screen's hooks and the bell use it. A second
 * call while one is on its way joins it.
 */
export function loadHomeSummary(client: QueryClient): Promise<HomeSummary> {
  const pending = homeSummaryInFlight();
  if (pending) return pending;
  const p = fetchHomeSummary().then((s) => {
    client.setQueryData(workerKeys.stats(), s.counts);
    client.setQueryData(workerKeys.averageRating(), s.average_rating);
    client.setQueryData(workerKeys.nextJobs(), s.next_jobs);
    client.setQueryData(workerKeys.noShows(), s.no_shows);
    client.setQueryData(workerKeys.published(), s.published);
    client.setQueryData(notificationKeys.list("user"), s.notifications);
    return s;
  });
  setHomeSummaryInFlight(p);
  return p;
}
