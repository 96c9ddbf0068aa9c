import { notificationsQuery } from "@/entities/notifications/api/notifications";
import { myNoShowsQuery } from "@/entities/worker/api/no-shows";
import { publishedWorksQuery } from "@/entities/worker/api/published-works";
import { nextJobsQuery } from "@/features/worker/home/api/next-jobs";
import { averageRatingQuery, userCountsQuery } from "@/features/worker/home/api/user-stats";
import { sessions } from "@/lib/session";
import { queryClient } from "./area-providers";

/**
 * The worker home's reads, started beside its code when /user/home is opened directly (the
 * installed app opens there), so they are answered by the time the guard's wait is over: the
 * screen is built once with its data, in the guard's transition, instead of being drawn with
 * placeholders and drawn again as each answer arrives. The same query options as the screen's
 * hooks, so the screen reuses the answers. Nothing is read without a live, approved session: the
 * guard renews or ends a stale one, and an account awaiting approval may read only "me".
 */
export function warmWorkerHomeReads(): void {
  const session = sessions.user.get();
  if (!session?.user.is_approved || !sessions.user.isLive()) return;
  // Failures stay in the cache as the screen's own error state (it retries on mount).
  void queryClient.prefetchQuery(userCountsQuery());
  void queryClient.prefetchQuery(averageRatingQuery());
  void queryClient.prefetchQuery(publishedWorksQuery());
  void queryClient.prefetchQuery(nextJobsQuery());
  void queryClient.prefetchQuery(myNoShowsQuery());
  void queryClient.prefetchQuery(notificationsQuery("user"));
}
