import { kolkataToday } from "@catercrew/shared/format/dates";
import type { StaffWorkListItem } from "@catercrew/shared/schemas/works";
import type { QueryClient } from "@tanstack/react-query";
import { assignedUsersQuery } from "@/entities/subadmin/api/assigned-users";
import { checkInsQuery } from "../api/check-in";
import { faresQuery, ratingsWagesQuery, totalsQuery } from "../api/ratings-wages";
import { worksQuery } from "../api/subadmin-works";

/**
 * Reads today's works and, for each one, its crew, check-ins, ratings and wages (and the fares a
 * wage draft needs), so that the captain's service worker keeps them: the area then opens at the
 * venue with no signal and shows every crew of the day, not only the ones opened before the
 * signal went (docs/decisions/038-captain-area-offline.md). Answers also fill the screens' query
 * cache. Failures are left to the screens, which read again when opened.
 */
export async function warmToday(client: QueryClient): Promise<number[]> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return [];
  let works: StaffWorkListItem[];
  try {
    // Read afresh (not from the screen's cache): the service worker keeps what goes over the wire.
    works = await client.fetchQuery({ ...worksQuery("upcoming"), staleTime: 0 });
  } catch {
    return [];
  }
  const today = kolkataToday();
  const ids = works.filter((w) => w.date === today && w.status !== "cancelled").map((w) => w.id);
  await Promise.allSettled([
    client.prefetchQuery({ ...faresQuery(), staleTime: 0 }),
    ...ids.flatMap((id) => [
      client.prefetchQuery(assignedUsersQuery(id)),
      client.prefetchQuery(checkInsQuery(id)),
      client.prefetchQuery(ratingsWagesQuery(id)),
      client.prefetchQuery({ ...totalsQuery(id), staleTime: 0 }),
    ]),
  ]);
  return ids;
}
